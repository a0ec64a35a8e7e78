// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitShared

extension LottieLayerImport {
  /// The worst distance a baked position may stray, px per axis (0.25 px in all).
  static let bakedPositionTolerance = 0.25 / 2.squareRoot()
  /// The worst a baked rotation or scale may stray, a fraction of its range.
  static let bakedTolerance = 0.001
  /// The most times a layer's baked motion is split at (breakpoints of its and its parents'
  /// tracks, then halvings): 1,024, so that baking stays bounded on any file.
  static let bakingPieceBudget = 1024

  /// Composes the layer with parents that scale or turn by baking.
  ///
  /// Its centre, rotation and scale in the composition are sampled and written as cubic Hermite
  /// keyframes (the value and velocity at each end), split until within 0.25 px (position) and
  /// 0.1 % of the range (rotation, scale); the worst error measured is noted. A parent that
  /// scales unevenly while the layer turns skews it, which a target cannot show: noted.
  ///
  /// - Parameters:
  ///   - parents: The parents, nearest first.
  ///   - framesPerSecond: The file's frame rate.
  ///   - frames: The composition's frames.
  /// - Throws: A parent that cannot be read, with its place.
  mutating func bakeParents(
    _ parents: [LottieReader], framesPerSecond: Double, frames: ClosedRange<Double>
  ) throws(MotionDocumentError) {
    guard mayBake else {
      notes.append(
        "its parents scale or turn, and more than \(LottieImport.maximumBakedLayers) layers of "
          + "the file would be baked: parenting not imported")
      return
    }
    baked = true
    let own = try LottieLayerMotion(self)
    var chain: [LottieLayerMotion] = []
    for parent in parents {
      let imported = try LottieLayerImport(
        parent, framesPerSecond: framesPerSecond, frames: frames, parents: .success([]),
        asParent: true)
      chain.append(try LottieLayerMotion(imported))
    }
    var skewed = false
    func world(_ time: Double) -> [Double] {
      var state = own.state(at: time)
      for parent in chain {
        let frame = parent.state(at: time)
        let turn = frame.angle * .pi / 180
        let arm = [state.centre[0] - parent.anchor[0], state.centre[1] - parent.anchor[1]]
        let scaled = [arm[0] * frame.scale[0], arm[1] * frame.scale[1]]
        state.centre = [
          frame.centre[0] + cos(turn) * scaled[0] - sin(turn) * scaled[1],
          frame.centre[1] + sin(turn) * scaled[0] + cos(turn) * scaled[1],
        ]
        // Scaled unevenly after a turn that is not a half turn: a skew (or swapped axes).
        if frame.scale[0] != frame.scale[1] && abs(remainder(state.angle, 180)) > 1e-9 {
          skewed = true
        }
        state.angle += frame.angle
        state.scale = [state.scale[0] * frame.scale[0], state.scale[1] * frame.scale[1]]
      }
      return state.centre + [state.angle] + state.scale
    }
    let end = max(frames.upperBound, 0) / framesPerSecond
    var times = ([0, end] + own.breakpoints + chain.flatMap(\.breakpoints)).filter {
      $0 >= 0 && $0 <= end
    }
    times = Array(Set(times)).sorted()
    guard times.count <= Self.bakingPieceBudget else {
      notes.append(
        "its parents scale or turn over more than \(Self.bakingPieceBudget) keyframes: parenting "
          + "not imported")
      return
    }
    var budget = Self.bakingPieceBudget - times.count
    let rest = world(0)
    // Each property's worst error and range.
    var ranges = [[Double]](repeating: [rest[0], rest[0]], count: 5)
    for (index, value) in rest.enumerated() { ranges[index] = [value, value] }
    for time in times {
      for (index, value) in world(time).enumerated() {
        ranges[index] = [min(ranges[index][0], value), max(ranges[index][1], value)]
      }
    }
    let tolerances = (0..<5).map { index in
      index < 2
        ? Self.bakedPositionTolerance
        : max(Self.bakedTolerance * (ranges[index][1] - ranges[index][0]), 1e-12)
    }
    // The baked properties: position (two components, offsets from the rest centre),
    // rotation, scaleX and scaleY, each with its components' indexes in `world`.
    let groups: [(property: String, components: [Int])] = [
      ("position", [0, 1]), ("rotation", [2]), ("scaleX", [3]), ("scaleY", [4]),
    ]
    var steps: [[MotionKeyframe]] = Array(repeating: [], count: groups.count)
    var worst = [Double](repeating: 0, count: 5)
    var previous = rest
    func offsets(_ values: [Double], _ components: [Int]) -> MotionValue {
      .components(components.map { values[$0] - ($0 < 2 ? rest[$0] : 0) })
    }
    for (start, stop) in zip(times, times.dropFirst()) where stop > start {
      let first = world(start)
      for (group, (_, components)) in groups.enumerated()
      where components.contains(where: { first[$0] != previous[$0] }) {
        steps[group].append(.move(to: offsets(first, components)))
      }
      // All five components split together: one evaluation of the chain serves them all.
      let (pieces, errors) = Self.bake(
        world, from: start, to: stop, tolerances: tolerances, budget: &budget)
      worst = zip(worst, errors).map { max($0, $1) }
      for piece in pieces {
        for (group, (_, components)) in groups.enumerated() {
          func pick(_ values: [Double]) -> MotionValue {
            .components(components.map { values[$0] })
          }
          steps[group].append(
            .cubic(
              to: offsets(piece.value, components), duration: piece.duration,
              startVelocity: pick(piece.startVelocity), endVelocity: pick(piece.endVelocity)))
        }
      }
      let before = Self.leftLimit(world, at: stop, from: start)
      previous = before
    }
    // The target: its outline unscaled, centred where the composition shows it at rest.
    target.width = unscaledSize[0]
    target.height = unscaledSize[1]
    target.x = rest[0] - unscaledSize[0] / 2
    target.y = rest[1] - unscaledSize[1] / 2
    tracks.removeAll { LottieLayerMotion.properties.contains($0.property) }
    let source = parents[0].place(of: "ks")
    for (group, (property, components)) in groups.enumerated() {
      tracks.append(
        (
          property,
          LottieTrackBuilder.Placed(
            track: .keyframes(from: offsets(rest, components), steps[group]), at: 0),
          source
        ))
    }
    let worstPosition = NumberFormatting.rounded(
      max(worst[0], worst[1]), significantDigits: 2)
    var worstShare = 0.0
    for index in 2..<5 {
      let range = max(ranges[index][1] - ranges[index][0], 1e-12)
      worstShare = max(worstShare, worst[index] / range)
    }
    let percent = NumberFormatting.rounded(worstShare * 100, significantDigits: 2)
    notes.append(
      "its parents scale or turn: its place, rotation and scale in the composition are baked, "
        + "within \(worstPosition) px per axis and \(percent) % "
        + "of a range")
    if skewed {
      notes.append(
        "a parent scales it unevenly while it is turned, which skews it: a target cannot skew, "
          + "its scale is the axes' product")
    }
  }

  /// A value's limit at a time from below (the value just before a jump there).
  static func leftLimit<Value>(
    _ value: (Double) -> Value, at time: Double, from start: Double
  ) -> Value {
    value(time - min(1e-9, (time - start) / 2))
  }

  /// One cubic piece of a baked property: its end value, duration and end velocities.
  struct BakedPiece {
    var value: [Double]
    var duration: Double
    var startVelocity: [Double]
    var endVelocity: [Double]
  }

  /// Cubic Hermite pieces that follow a smooth function from `start` to `stop`, each component
  /// within its tolerance (checked at 7 points a piece), halving a piece until it does or the
  /// budget (halvings left, shared by a layer's properties) is spent.
  ///
  /// - Returns: The pieces and each component's worst error measured.
  static func bake(
    _ value: (Double) -> [Double], from start: Double, to stop: Double, tolerances: [Double],
    budget: inout Int
  ) -> (pieces: [BakedPiece], errors: [Double]) {
    func at(_ time: Double) -> [Double] {
      time >= stop ? leftLimit(value, at: stop, from: start) : value(time)
    }
    func slope(_ time: Double) -> [Double] {
      let step = max((stop - start) * 1e-5, 1e-9)
      let low = max(start, time - step)
      let high = min(stop, time + step)
      guard high > low else { return tolerances.map { _ in 0 } }
      let (lower, upper) = (at(low), at(high))
      return zip(lower, upper).map { ($1 - $0) / (high - low) }
    }
    var pieces: [BakedPiece] = []
    var worst = tolerances.map { _ in 0.0 }
    var pending: [(Double, Double)] = [(start, stop)]
    while let (low, high) = pending.popLast() {
      let span = high - low
      let (from, to) = (at(low), at(high))
      let (outSlope, inSlope) = (slope(low), slope(high))
      var errors = tolerances.map { _ in 0.0 }
      for index in 1...7 {
        let u = Double(index) / 8
        let truth = at(low + u * span)
        for component in errors.indices {
          let hermite =
            (2 * u * u * u - 3 * u * u + 1) * from[component]
            + (u * u * u - 2 * u * u + u) * span * outSlope[component]
            + (-2 * u * u * u + 3 * u * u) * to[component]
            + (u * u * u - u * u) * span * inSlope[component]
          errors[component] = max(errors[component], abs(hermite - truth[component]))
        }
      }
      let within = zip(errors, tolerances).allSatisfy { $0 <= $1 }
      if !within && budget > 0 && span / 2 >= MotionDocument.minimumStepDuration {
        budget -= 1
        let middle = low + span / 2
        pending.append((middle, high))
        pending.append((low, middle))
        continue
      }
      worst = zip(worst, errors).map { max($0, $1) }
      pieces.append(
        BakedPiece(value: to, duration: span, startVelocity: outSlope, endVelocity: inSlope))
    }
    return (pieces, worst)
  }
}
