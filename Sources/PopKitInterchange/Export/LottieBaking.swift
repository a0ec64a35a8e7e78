// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

extension LottieChannelWriter {
  /// The largest error a baked keyframe may leave, as a fraction of its segment's range.
  static let bakingTolerance = 0.001
  /// The largest error a baked keyframe may leave on a path, px (the distance: each axis is
  /// held to this over √2).
  static let pathTolerance = 0.25
  /// The first of the spans a piece is cut into before refining, seconds; each next one is
  /// twice as long.
  static let firstSpan = 0.25
  /// The points between two baked keyframes where the error is checked.
  static let checks = 24
  /// The deepest a span is halved.
  static let maximumDepth = 14
  /// The most keyframes one piece is baked into; past it, spans are taken as they are (and
  /// their error reported).
  static let keyframeBudget = 4096

  /// Bakes a whole piece.
  mutating func bake(_ piece: LottieChannelPiece) {
    bake(piece, from: piece.start, to: piece.end)
  }

  /// Bakes part of a piece into keyframes with the closed form's values and slopes.
  ///
  /// Between keyframes the easing is the cubic Hermite of those; each span is halved until its error,
  /// checked at ``checks`` points, is within tolerance: 0.1 % of the piece's range per
  /// component, or 0.25 px for a path's position. Components share one easing (the players
  /// read only the first of per-dimension easings), taken from the component that moves most
  /// for its tolerance.
  mutating func bake(_ piece: LottieChannelPiece, from start: Double, to end: Double) {
    let isPath =
      channel.isPosition
      && piece.movingSegments.contains { if case .path = $0.shape { true } else { false } }
    let ranges = LottieChannelWriter.ranges(of: piece, from: start, to: end)
    let tolerances = ranges.map { range in
      isPath
        ? LottieChannelWriter.pathTolerance / 2.squareRoot()
        : max(LottieChannelWriter.bakingTolerance * range, 1e-12)
    }
    // First spans of 0.25 s, 0.5 s, 1 s… doubling (a spring's motion dies away; a spring of a
    // million seconds makes 22 of them, not 4 million), each refined until within tolerance.
    let budget = bakedCount + LottieChannelWriter.keyframeBudget
    var spanStart = start
    var length = LottieChannelWriter.firstSpan
    while spanStart < end {
      let spanEnd = end - spanStart <= length * 1.5 ? end : spanStart + length
      refine(
        piece, from: spanStart, to: spanEnd, tolerances: tolerances, ranges: ranges,
        isPath: isPath, depth: 0, budget: budget)
      spanStart = spanEnd
      length *= 2
    }
  }

  /// Each component's range over part of a piece, sampled.
  private static func ranges(
    of piece: LottieChannelPiece, from start: Double, to end: Double
  ) -> [Double] {
    var lowest = piece.value(at: start)
    var highest = lowest
    let samples = 256
    for step in 1...samples {
      let value = piece.value(at: start + (end - start) * Double(step) / Double(samples))
      for component in value.indices {
        lowest[component] = min(lowest[component], value[component])
        highest[component] = max(highest[component], value[component])
      }
    }
    return zip(lowest, highest).map { $1 - $0 }
  }

  /// One span: accepted when its error is within tolerance, else halved.
  private mutating func refine(
    _ piece: LottieChannelPiece, from start: Double, to end: Double, tolerances: [Double],
    ranges: [Double], isPath: Bool, depth: Int, budget: Int
  ) {
    let startValue = piece.value(at: start)
    let endValue = piece.value(at: end)
    let startVelocity = piece.velocity(at: start)
    let endVelocity = piece.velocity(at: end)
    let span = end - start
    // The component that moves most for its tolerance sets the shared easing.
    var reference = 0
    var largest = -1.0
    for component in startValue.indices {
      let moved = abs(endValue[component] - startValue[component]) / tolerances[component]
      if moved > largest {
        largest = moved
        reference = component
      }
    }
    let change = endValue[reference] - startValue[reference]
    let outSlope = startVelocity[reference] * span / change
    let inSlope = endVelocity[reference] * span / change
    // A move too small for its slopes (they overflow) is drawn straight; its error is measured.
    let easing: LottieKeyframe.Easing =
      change == 0 || !outSlope.isFinite || !inSlope.isFinite
      ? .bezier(outX: 1.0 / 3, outY: 1.0 / 3, inX: 2.0 / 3, inY: 2.0 / 3)
      : .hermite(outSlope: outSlope, inSlope: inSlope)
    var worst = 0.0
    var errors = [Double](repeating: 0, count: startValue.count)
    for check in 1..<LottieChannelWriter.checks {
      let fraction = Double(check) / Double(LottieChannelWriter.checks)
      let exact = piece.value(at: start + span * fraction)
      let progress = easing.progress(at: fraction)
      for component in exact.indices {
        let baked =
          startValue[component] + progress * (endValue[component] - startValue[component])
        let error = abs(baked - exact[component])
        errors[component] = max(errors[component], error)
        worst = max(worst, error / tolerances[component])
      }
    }
    var steep = false
    if case .bezier(_, let outY, _, let inY) = easing { steep = abs(outY) > 100 || abs(inY) > 100 }
    // A tenth in hand for what falls between the checks.
    if (!(worst <= 0.9) || steep) && depth < LottieChannelWriter.maximumDepth
      && bakedCount < budget
    {
      let middle = start + span / 2
      refine(
        piece, from: start, to: middle, tolerances: tolerances, ranges: ranges, isPath: isPath,
        depth: depth + 1, budget: budget)
      refine(
        piece, from: middle, to: end, tolerances: tolerances, ranges: ranges, isPath: isPath,
        depth: depth + 1, budget: budget)
      return
    }
    for component in errors.indices {
      if isPath {
        worstPathError = max(worstPathError, errors[component])
      } else if ranges[component] > 0 {
        worstError = max(worstError, errors[component] / ranges[component])
      }
    }
    keyframes[keyframes.count - 1].easing = easing
    append(end, endValue)
    bakedCount += 1
  }
}
