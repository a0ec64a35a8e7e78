// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

extension Decay {
  /// Where a fling meets the edge of a range: the instant, the bound, and the state there.
  public struct Crossing: Sendable, Equatable {
    /// Seconds after the fling's start; 0 for a fling that starts outside the range.
    public var time: Double
    /// The bound it meets.
    public var bound: Double
    /// The value at that instant: the bound, or the start for a fling that starts outside.
    public var value: Double
    /// The velocity at that instant, units per second.
    public var velocity: Double
  }

  /// Where a one-dimensional fling meets the edge of a range, solved in closed form.
  ///
  /// The free decay `x(t) = x0 + v0·(e^(rt) − 1)/r`, with `r` the ``rate``, meets the bound `b`
  /// ahead of it at `t* = ln(1 + r·(b − x0)/v0)/r`, with velocity `v* = v0 + r·(b − x0)`, if it
  /// gets there before its speed falls below 5 × `threshold` (pop's rule: it would rest first;
  /// a threshold of 0 never rests). A fling that starts outside the range meets the nearer
  /// bound at once, with its own velocity. An infinite bound is never met.
  ///
  /// ```swift
  /// let hit = Decay().crossing(from: 0, velocity: 3000, within: 0...500, threshold: 0.01)
  /// // time ≈ 0.2028 s, bound 500, velocity ≈ 1998.99
  /// ```
  ///
  /// - Parameters:
  ///   - value: The fling's start.
  ///   - velocity: The fling's velocity at the start, units per second.
  ///   - range: Where the fling may go.
  ///   - threshold: The property's threshold, `>= 0`.
  /// - Returns: The crossing, or `nil` if the fling rests before it meets a bound.
  public func crossing(
    from value: Double, velocity: Double, within range: ClosedRange<Double>, threshold: Double
  ) -> Crossing? {
    if !range.contains(value) {
      let bound = value > range.upperBound ? range.upperBound : range.lowerBound
      return Crossing(time: 0, bound: bound, value: value, velocity: velocity)
    }
    guard velocity != 0 else { return nil }
    let bound = velocity > 0 ? range.upperBound : range.lowerBound
    let reach = 1 + rate * (bound - value) / velocity
    guard bound.isFinite, reach > 0 else { return nil }
    let time = log(reach) / rate
    let stop =
      threshold > 0 ? stoppingTime(initialVelocity: velocity, threshold: threshold) : .infinity
    guard time < stop else { return nil }
    return Crossing(
      time: time, bound: bound, value: bound, velocity: velocity + rate * (bound - value))
  }
}
