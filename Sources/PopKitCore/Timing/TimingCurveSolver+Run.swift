// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension TimingCurveSolver {
  /// Whether a timed run of `duration` seconds has ended `activeTime` seconds after its start:
  /// within 1e-9 s of its end (frame times computed as differences round), or at once for a
  /// duration of 0.
  ///
  /// - Parameters:
  ///   - activeTime: Seconds since the run started.
  ///   - duration: The run's length, seconds, `>= 0`.
  /// - Returns: Whether the run is complete.
  @inlinable @inline(__always)
  package static func isComplete(activeTime: Double, duration: Double) -> Bool {
    duration == 0 || activeTime + 1e-9 >= duration
  }

  /// A timed run's eased fraction and its rate of change per second, `activeTime` seconds after its
  /// start: 1 and 0 once complete, the curve's value and slope ÷ duration before (a slope that is
  /// not finite, as a step's edge, counts as 0).
  ///
  /// O(1): one solve.
  ///
  /// - Parameters:
  ///   - activeTime: Seconds since the run started.
  ///   - duration: The run's length, seconds, `>= 0`.
  /// - Returns: The eased fraction and its rate, per second.
  @inlinable
  package func easing(
    atActiveTime activeTime: Double, duration: Double
  ) -> (value: Double, velocity: Double) {
    guard !TimingCurveSolver.isComplete(activeTime: activeTime, duration: duration) else {
      return (1, 0)
    }
    let fraction = min(max(activeTime / duration, 0), 1)
    let eased = valueAndSlope(at: fraction)
    return (eased.value, eased.slope.isFinite ? eased.slope / duration : 0)
  }
}
