import Foundation
import PopKit

/// Where one component of a bounded fling meets a bound, solved in closed form from the
/// request, not found at a frame: what `plot` marks and `trace --format json` reports.
///
/// The free decay `x(t) = x0 + v0·(e^(rt) − 1)/r`, with `r = 1000·ln(deceleration)` per
/// second, meets the bound `b` ahead of it at `t* = ln(1 + r·(b − x0)/v0)/r`, with velocity
/// `v* = v0 + r·(b − x0)`, if it gets there before its speed falls below 5 × the threshold
/// (pop's rule: it would rest first). A component that starts outside the bounds meets the
/// nearer one at once, with its own velocity. From that instant the component is the boundary
/// spring, pulling it to the bound.
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
    let rate = decay.rate
    let velocities = request.velocity ?? request.from.map { _ in 0 }
    var result: [BoundCrossing] = []
    for (index, (x0, v0)) in zip(request.from, velocities).enumerated() {
      if !bounds.contains(x0) {
        let bound = x0 > bounds.upperBound ? bounds.upperBound : bounds.lowerBound
        result.append(
          BoundCrossing(component: index, time: 0, bound: bound, value: x0, velocity: v0))
        continue
      }
      guard v0 != 0 else { continue }
      let bound = v0 > 0 ? bounds.upperBound : bounds.lowerBound
      let reach = 1 + rate * (bound - x0) / v0
      guard reach > 0 else { continue }
      let time = log(reach) / rate
      let stop = decay.stoppingTime(initialVelocity: v0, threshold: request.threshold)
      guard time < stop else { continue }
      result.append(
        BoundCrossing(
          component: index, time: time, bound: bound, value: bound,
          velocity: v0 + rate * (bound - x0)))
    }
    return result
  }
}
