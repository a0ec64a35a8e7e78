// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The duration and curve of a timed animation, and where along them a running time falls:
/// what its frame reads (the curve as its shared solver).
@usableFromInline
struct BasicTiming: ~Copyable {
  /// Seconds per run, `>= 0`.
  @usableFromInline var duration: Double
  /// The solver of the easing curve, shared with equal curves.
  @usableFromInline var solver: Owned<TimingCurveSolver>

  @usableFromInline
  init(duration: Double, solver: consuming Owned<TimingCurveSolver>) {
    self.duration = duration
    self.solver = solver
  }

  /// The eased fraction and the rate it changes at (per second) after `activeTime` seconds.
  ///
  /// The rate is 0 where the curve's tangent is vertical (an infinite slope is not a velocity).
  /// A complete run (see ``isComplete(atActiveTime:)``) is at 1 at rest, so a duration too short
  /// to compute with (1e-300 s, whose rate would overflow) is a jump to the end.
  @usableFromInline @MainActor
  func easing(atActiveTime activeTime: Double) -> (value: Double, velocity: Double) {
    let duration = duration
    return solver.withInstance { $0.easing(atActiveTime: activeTime, duration: duration) }
  }

  /// Whether a run has ended after `activeTime` seconds, within a tolerance that absorbs the
  /// rounding of differences of large absolute times.
  @inlinable
  func isComplete(atActiveTime activeTime: Double) -> Bool {
    TimingCurveSolver.isComplete(activeTime: activeTime, duration: duration)
  }
}
