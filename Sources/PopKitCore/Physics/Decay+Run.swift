// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Decay {
  /// How long an unbounded fling from `start` at `velocity` runs and where it lands, by pop's rule:
  /// until its slowest component's speed falls below 5 × `threshold` (for ever with a threshold of
  /// 0, unless it is still).
  ///
  /// O(components).
  ///
  /// - Parameters:
  ///   - start: The value when the fling starts.
  ///   - velocity: Its velocity then, per second of each component.
  ///   - threshold: The property's threshold, units, `>= 0`.
  /// - Returns: The run's duration in seconds (possibly infinite) and its end value.
  package func projectedRun<Components: AnimatableVector>(
    from start: Components, velocity: Components, threshold: Double
  ) -> (duration: Double, end: Components) {
    var duration = 0.0
    for index in 0..<Components.componentCount {
      let component =
        threshold > 0
        ? stoppingTime(initialVelocity: velocity[index], threshold: threshold)
        : (velocity[index] == 0 ? 0 : .infinity)
      duration = max(duration, component)
    }
    var end = start
    for index in 0..<Components.componentCount {
      end[index] +=
        duration.isFinite
        ? displacement(at: duration, initialVelocity: velocity[index])
        : restingDisplacement(initialVelocity: velocity[index])
    }
    return (duration, end)
  }
}
