// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// Where one component of a bounded fling meets a bound: what `plot` marks and `trace --format
/// json` reports.
///
/// Solved in closed form by the library (`Decay.crossing(from:velocity:within:threshold:)`),
/// not found at a frame. From that instant the component is the boundary spring, pulling it to
/// the bound.
struct BoundCrossing: Equatable, Sendable {
  /// The component, from 0.
  var component: Int
  /// When the component meets the bound, seconds from the start.
  var time: Double
  /// The bound it meets, units.
  var bound: Double
  /// The component's value at that instant, units: the bound, or the start for a component
  /// that starts outside.
  var value: Double
  /// The component's velocity at that instant, units per second.
  var velocity: Double

  /// The crossings of a decay request with bounds, one per component that meets a bound.
  ///
  /// - Parameter request: A validated request.
  /// - Returns: The crossings in component order; empty without bounds or for other kinds.
  static func crossings(of request: MotionRequest) -> [BoundCrossing] {
    guard request.kind == .decay, let bounds = request.bounds else { return [] }
    let decay = Decay(deceleration: request.deceleration)
    let velocities = request.velocity ?? request.from.map { _ in 0 }
    var result: [BoundCrossing] = []
    for (index, (x0, v0)) in zip(request.from, velocities).enumerated() {
      guard
        let met = decay.crossing(
          from: x0, velocity: v0, within: bounds, threshold: request.threshold)
      else { continue }
      result.append(
        BoundCrossing(
          component: index, time: met.time, bound: met.bound, value: met.value,
          velocity: met.velocity))
    }
    return result
  }
}
