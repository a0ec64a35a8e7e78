// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// One keyframe of one animated CSS value: where it is, its value, and the easing to the next.
struct CSSKeyframe: Equatable, Sendable {
  /// The offset, a fraction of the track's duration.
  var offset: Double
  /// The value, in the document's units.
  var value: Double
  /// The timing function from this keyframe to the next: `linear`, `cubic-bezier(…)` or
  /// `linear(…)`.
  var easing: String
  /// How far rounding the easing's printed numbers moves the interval's motion, at most, as a
  /// fraction of the interval's change (0 for an easing the document gave).
  var easingRounding = 0.0
  /// Whether the value is one the document gave (a track's `from` or a keyframe's `to`), printed
  /// as given; other values are derived and print with at most 12 significant digits.
  var isGiven = false

  /// The value as CSS text: given values as given, derived ones to 12 significant digits.
  var valueText: String {
    isGiven ? JSONText.shortest(value) : NumberFormatting.derived(value)
  }

  /// The value as printed.
  var printedValue: Double { isGiven ? value : NumberFormatting.derivedValue(value) }
}

/// The keyframes of one component of a resolved track: each segment one keyframe interval with
/// its own timing function where one says it exactly, `linear()` within a tolerance for springs
/// and paths, and sampled keyframes for a segment that ends where it started.
enum CSSComponentKeyframes {
  /// The largest error allowed for a `linear()` easing or sampled keyframes, a fraction of the
  /// segment's range (its largest value minus its smallest).
  static let tolerance = 0.005
  /// The most stops or samples used for one segment.
  static let maximumPoints = 5000
  /// How far before a jump the value before it is written, a fraction of the track's duration:
  /// one step of the printed offsets (1e-6 %), since `@keyframes` merges two keyframes at one
  /// offset.
  static let jumpStep = 1e-8
  /// How many points a segment's range is measured at.
  static let rangeSamples = 512
  /// How many points each interval of sampled keyframes is checked at.
  static let checksPerInterval = 32

  /// The keyframes of one component.
  ///
  /// - Parameters:
  ///   - track: The track.
  ///   - component: The component's index.
  ///   - place: The track's place in the document, for the reports.
  ///   - reports: Receives one report per segment.
  /// - Returns: The keyframes, offsets from 0 to 1 in order.
  static func keyframes(
    of track: ResolvedMotionTrack, component: Int, place: String,
    reports: inout [CSSExport.SegmentReport]
  ) -> [CSSKeyframe] {
    let duration = track.duration
    guard duration > 0, !track.segments.isEmpty else {
      let value = track.value(at: duration)[component]
      return [
        CSSKeyframe(offset: 0, value: value, easing: "linear", isGiven: true),
        CSSKeyframe(offset: 1, value: value, easing: "linear", isGiven: true),
      ]
    }
    var frames: [CSSKeyframe] = []
    var previousEnd: Double?
    for (index, segment) in track.segments.enumerated() {
      let start = origin(of: segment, component: component)
      let offset = segment.startTime / duration
      if let previousEnd, previousEnd != start {
        appendBeforeJump(&frames, value: previousEnd, at: offset)
      }
      let encoded = encode(track, segment: index, component: component)
      for sample in encoded.samples {
        frames.append(
          CSSKeyframe(
            offset: (segment.startTime + sample.fraction * segment.duration) / duration,
            value: sample.value, easing: sample.easing, easingRounding: sample.easingRounding))
      }
      reports.append(
        CSSExport.SegmentReport(
          place: "\(place).segments[\(index)]", component: component,
          kind: kind(of: segment.shape), encoding: encoded.encoding,
          worstError: encoded.worstError))
      previousEnd = segment.endValue[component]
    }
    let final = track.value(at: duration)[component]
    if let previousEnd, previousEnd != final {
      appendBeforeJump(&frames, value: previousEnd, at: 1)
    }
    frames.append(CSSKeyframe(offset: 1, value: final, easing: "linear"))
    // The document's own values: the track's start and each keyframe's target.
    var given: Set<Double> = [track.initialValue[component]]
    for segment in track.segments { given.insert(segment.target[component]) }
    for index in frames.indices { frames[index].isGiven = given.contains(frames[index].value) }
    return frames
  }

  /// Ends the interval before a jump a step before it, so the jump keeps its own two keyframes.
  private static func appendBeforeJump(
    _ frames: inout [CSSKeyframe], value: Double, at offset: Double
  ) {
    let before = offset - jumpStep
    if let last = frames.last, last.offset >= before { return }
    frames.append(CSSKeyframe(offset: before, value: value, easing: "linear"))
  }

  /// Where a segment's interval starts from: its start value, except on a steps curve that
  /// jumps at its start (`jump-start`, `jump-both`), whose interval runs from the value before
  /// that jump, `(start − c0·end) / (1 − c0)` with `c0` the curve's value at 0 (CSS then jumps
  /// there too).
  static func origin(of segment: MotionSegment, component: Int) -> Double {
    let start = segment.startValue[component]
    guard case .linear(let curve) = segment.shape, curve.stepParameters != nil else { return start }
    let jumped = curve.value(at: 0)
    guard jumped > 0 else { return start }
    return (start - jumped * segment.endValue[component]) / (1 - jumped)
  }

  /// The name of a segment's shape in reports.
  static func kind(of shape: MotionSegment.Shape) -> String {
    switch shape {
    case .linear: "linear"
    case .cubic: "cubic"
    case .spring: "spring"
    case .path: "path"
    }
  }

  /// One keyframe inside a segment: its place as a fraction of the segment, its value and the
  /// easing to the next.
  struct Sample {
    var fraction: Double
    var value: Double
    var easing: String
    /// As ``CSSKeyframe/easingRounding``.
    var easingRounding = 0.0
  }

  /// A segment's keyframes (its start and any sampled ones inside), how they were made, and the
  /// worst error measured, a fraction of the segment's range.
  static func encode(
    _ track: ResolvedMotionTrack, segment index: Int, component: Int
  ) -> (samples: [Sample], encoding: CSSExport.Encoding, worstError: Double) {
    let segment = track.segments[index]
    let start = origin(of: segment, component: component)
    let end = segment.endValue[component]
    let change = end - start
    let value = { (fraction: Double) -> Double in
      if fraction <= 0 { return start }
      if fraction >= 1 { return end }
      return track.value(
        inSegment: index, at: segment.startTime + fraction * segment.duration)[component]
    }
    let constant = [Sample(fraction: 0, value: start, easing: "linear")]
    switch segment.shape {
    case .linear(let curve):
      guard change != 0 else { return (constant, .constant, 0) }
      if let points = curve.controlPoints {
        let easing = cubicBezier(points.x1, points.y1, points.x2, points.y2, given: true)
        return ([Sample(fraction: 0, value: start, easing: easing.text)], .cubicBezier, 0)
      }
      if let steps = curve.stepParameters {
        let easing = "steps(\(steps.count), \(steps.jump.cssName))"
        return ([Sample(fraction: 0, value: start, easing: easing)], .steps, 0)
      }
      // Back, elastic, bounce and spring curves: a linear() easing within the tolerance.
      return linearEasing(value, start: start, change: change)
    case .cubic:
      let startSlope = segment.startVelocity[component] * segment.duration
      let endSlope = segment.endVelocity[component] * segment.duration
      if let easing = hermite(change, startSlope, endSlope) {
        let sample = Sample(
          fraction: 0, value: start, easing: easing.text, easingRounding: easing.rounding)
        return ([sample], .cubicBezier, 0)
      }
      if change == 0 && startSlope == 0 && endSlope == 0 { return (constant, .constant, 0) }
      return split(track, segment: index, component: component) ?? sampled(value)
    case .spring, .path:
      return linearEasing(value, start: start, change: change)
    }
  }

  /// A segment that moves along a curve other than a cubic: one `linear()` easing within
  /// ``tolerance`` of its range, or sampled keyframes when it moves too little from start to
  /// end for an easing of its change.
  ///
  /// - Parameters:
  ///   - value: The segment's value at a fraction of its time.
  ///   - start: Its value at the start.
  ///   - change: Its end value minus its start value.
  /// - Returns: The samples, the encoding and the worst error, a fraction of the range.
  private static func linearEasing(
    _ value: (Double) -> Double, start: Double, change: Double
  ) -> (samples: [Sample], encoding: CSSExport.Encoding, worstError: Double) {
    let range = self.range(value)
    guard range > 0 else {
      return ([Sample(fraction: 0, value: start, easing: "linear")], .constant, 0)
    }
    guard abs(change) >= 0.01 * range else { return sampled(value) }
    let easing = CSSLinearEasing.fitted(
      tolerance: tolerance * range / abs(change), maximumPoints: maximumPoints
    ) { fraction in (value(fraction) - start) / change }
    return (
      [Sample(fraction: 0, value: start, easing: easing.function)],
      .linearEasing(stops: easing.stops.count), easing.worstError * abs(change) / range
    )
  }

  /// A cubic segment that ends where it started, cut into two or three equal pieces that each
  /// move, or `nil` when no cut gives pieces that all move.
  ///
  /// Each piece of a cubic is itself a cubic Hermite segment, so each is one exact
  /// `cubic-bezier()` interval.
  private static func split(
    _ track: ResolvedMotionTrack, segment index: Int, component: Int
  ) -> (samples: [Sample], encoding: CSSExport.Encoding, worstError: Double)? {
    let segment = track.segments[index]
    func point(_ fraction: Double) -> (value: Double, slope: Double) {
      let time = segment.startTime + fraction * segment.duration
      if fraction <= 0 {
        return (segment.startValue[component], segment.startVelocity[component])
      }
      if fraction >= 1 { return (segment.endValue[component], segment.endVelocity[component]) }
      return (
        track.value(inSegment: index, at: time)[component], track.velocity(at: time)[component]
      )
    }
    for pieces in 2...3 {
      let points = (0...pieces).map { point(Double($0) / Double(pieces)) }
      let length = segment.duration / Double(pieces)
      var samples: [Sample] = []
      for piece in 0..<pieces {
        let (start, end) = (points[piece], points[piece + 1])
        guard
          let easing = hermite(
            end.value - start.value, start.slope * length, end.slope * length)
        else { break }
        samples.append(
          Sample(
            fraction: Double(piece) / Double(pieces), value: start.value, easing: easing.text,
            easingRounding: easing.rounding))
      }
      if samples.count == pieces { return (samples, .cubicBezierPieces(pieces), 0) }
    }
    return nil
  }

  /// The exact easing of a cubic Hermite piece, `cubic-bezier(1/3, y1, 2/3, y2)` with
  /// `y1 = m0 / (3Δ)` and `y2 = 1 − m1 / (3Δ)`, or `nil` when the piece does not move or
  /// moves so little beside its slopes that the control points leave ±10⁴ (digits would be lost).
  ///
  /// - Parameters:
  ///   - change: The piece's end value minus its start value.
  ///   - startSlope: Its start velocity times its duration.
  ///   - endSlope: Its end velocity times its duration.
  /// - Returns: The timing function and how far its printed digits move the motion (as
  ///   ``cubicBezier(_:_:_:_:given:)``), or `nil`.
  static func hermite(
    _ change: Double, _ startSlope: Double, _ endSlope: Double
  ) -> (text: String, rounding: Double)? {
    guard change != 0 else { return nil }
    let first = startSlope / (3 * change)
    let second = 1 - endSlope / (3 * change)
    guard abs(first) <= 1e4, abs(second) <= 1e4 else { return nil }
    return cubicBezier(1.0 / 3, first, 2.0 / 3, second, given: false)
  }

  /// `cubic-bezier(x1, y1, x2, y2)`: a curve the document gave with every digit, a derived one
  /// to 12 significant digits, with a bound on how far the rounding moves the motion, as a
  /// fraction of the interval's change.
  ///
  /// The curve's progress is a Bernstein mix of the control points with weights of at most 4/9
  /// each, so moving y1 and y2 moves it by at most their changes; moving x1 and x2 moves the
  /// time each progress is reached, by at most their changes, which moves the progress by at
  /// most that times the curve's steepest slope, 3·max(1, |y1|, |y2|).
  static func cubicBezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, given: Bool
  ) -> (text: String, rounding: Double) {
    let numbers = [x1, y1, x2, y2]
    guard !given else {
      return ("cubic-bezier(\(numbers.map(JSONText.shortest).joined(separator: ", ")))", 0)
    }
    let printed = numbers.map(NumberFormatting.derivedValue)
    let moved = zip(numbers, printed).map { abs($0 - $1) }
    let steepest = 3 * max(1, abs(y1), abs(y2))
    let rounding = moved[1] + moved[3] + (moved[0] + moved[2]) * steepest
    let text = printed.map(JSONText.shortest).joined(separator: ", ")
    return ("cubic-bezier(\(text))", rounding)
  }

  /// The largest value minus the smallest, over the segment.
  static func range(_ value: (Double) -> Double) -> Double {
    var low = Double.infinity
    var high = -Double.infinity
    for step in 0...rangeSamples {
      let sample = value(Double(step) / Double(rangeSamples))
      low = min(low, sample)
      high = max(high, sample)
    }
    return high - low
  }

  /// The fewest evenly spaced keyframes (by doubling, then bisecting) whose straight lines stay
  /// within ``tolerance`` of the segment's range, or ``maximumPoints`` of them.
  private static func sampled(
    _ value: (Double) -> Double
  ) -> (samples: [Sample], encoding: CSSExport.Encoding, worstError: Double) {
    let range = self.range(value)
    guard range > 0 else {
      return ([Sample(fraction: 0, value: value(0), easing: "linear")], .constant, 0)
    }
    func error(_ intervals: Int) -> Double {
      var worst = 0.0
      for interval in 0..<intervals {
        let left = value(Double(interval) / Double(intervals))
        let right = value(Double(interval + 1) / Double(intervals))
        for check in 1..<checksPerInterval {
          let within = Double(check) / Double(checksPerInterval)
          let time = (Double(interval) + within) / Double(intervals)
          worst = max(worst, abs(left + within * (right - left) - value(time)))
        }
      }
      return worst / range
    }
    var failing = 0
    var intervals = 1
    var worst = error(intervals)
    while worst > tolerance && intervals < maximumPoints {
      failing = intervals
      intervals = min(intervals * 2, maximumPoints)
      worst = error(intervals)
    }
    var passing = intervals
    while passing - failing > 1 && worst <= tolerance {
      let middle = (passing + failing) / 2
      let candidate = error(middle)
      if candidate <= tolerance {
        passing = middle
      } else {
        failing = middle
      }
    }
    worst = error(passing)
    let samples = (0..<passing).map { interval in
      let fraction = Double(interval) / Double(passing)
      return Sample(fraction: fraction, value: value(fraction), easing: "linear")
    }
    return (samples, .sampledKeyframes(count: passing), worst)
  }
}
