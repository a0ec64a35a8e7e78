// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One step of a ``KeyframeTrack``: a value to reach and how to get there from the value (and
/// velocity) where the previous step ended.
///
/// Steps follow one another in time; the first starts from the track's initial value at rest.
/// Durations are in seconds and velocities in units per second of the value's components.
///
/// ```swift
/// let track = KeyframeTrack(
///   from: 0.0,
///   [
///     .linear(100, duration: 0.2, timingCurve: .easeIn),
///     .spring(40, duration: 0.3, spring: .bouncy),  // ends wherever the spring is at 0.3 s
///     .cubic(60, duration: 0.25),
///     .cubic(0, duration: 0.25),  // a Catmull-Rom spline through 60
///     .move(10),
///   ])
/// ```
///
/// A `linear` or `cubic` step of zero duration jumps like ``move(_:)``, and so does one too
/// short to compute with: one whose move divided by its duration (its speed) is beyond the range
/// of `Double`, such as 1e9 units in 1e-300 s. Negative or non-finite durations, non-finite
/// values or velocities, and durations whose sum is not finite stop the program when the track
/// is made, naming the step's index (``KeyframeTrack/validated(from:_:)`` throws instead).
public enum Keyframe<Value: AnimatableValue>: Sendable {
  /// Moves from the previous value to `value` in `duration` seconds along a timing curve.
  ///
  /// Its velocity is `timingCurve.slope(at: progress) · (value − previous) / duration` units
  /// per second.
  ///
  /// - Parameters:
  ///   - value: The value reached at the end.
  ///   - duration: Seconds; finite and `>= 0`.
  ///   - timingCurve: The easing of the progress. Default ``TimingCurve/linear``.
  case linear(Value, duration: Double, timingCurve: TimingCurve = .linear)

  /// Moves to `value` along a cubic Hermite curve; neighbouring cubic steps form a time-aware
  /// Catmull-Rom spline.
  ///
  /// - The velocity at the start is `startVelocity`, or else the previous step's end velocity
  ///   (0 at the start of the track or after a jump). Between two cubic steps this is the
  ///   Catmull-Rom tangent below.
  /// - The velocity at the end is `endVelocity`, or else: before another cubic step, its
  ///   `startVelocity` or the Catmull-Rom tangent `(p[i+1] − p[i−1]) / (t[i+1] − t[i−1])`;
  ///   before a linear step, that step's velocity at its start; before a spring with a
  ///   `startVelocity`, that velocity; otherwise (a spring that takes over the velocity, a
  ///   jump, or the end of the track) the span's own slope `(value − previous) / duration`.
  ///
  /// - Parameters:
  ///   - value: The value reached at the end.
  ///   - duration: Seconds; finite and `>= 0`.
  ///   - startVelocity: The velocity at the start in units per second, or `nil` (the default).
  ///   - endVelocity: The velocity at the end in units per second, or `nil` (the default).
  case cubic(Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil)

  /// Springs toward `value` from the previous step's end value and end velocity (or from
  /// `startVelocity`), in PopKit's exact closed form.
  ///
  /// With a `duration` the step lasts that long and ends wherever the spring is then: that
  /// value and velocity start the next step, so the motion stays continuous in value and
  /// velocity. With `nil` it lasts the spring's settling duration, the first time after which
  /// every component stays within `0.001 ·` the Euclidean distance to `value` (`0.001` units
  /// when the distance is 0 but the velocity is not; 0 s when both are 0), and then ends
  /// exactly on `value` at rest. A spring that never settles (no friction) needs a duration.
  ///
  /// - Parameters:
  ///   - value: The spring's target.
  ///   - duration: Seconds, finite and `>= 0`, or `nil` (the default) for the settling duration.
  ///   - spring: The spring's constants. Default ``Spring/default``.
  ///   - startVelocity: The velocity at the start in units per second, or `nil` (the default)
  ///     to keep the previous step's end velocity.
  case spring(
    Value, duration: Double? = nil, spring: Spring = .default, startVelocity: Value? = nil)

  /// Jumps to `value` at once: no time passes and the velocity after it is 0.
  case move(Value)
}

extension Keyframe {
  /// The value this step reaches (a spring's target).
  var target: Value {
    switch self {
    case .linear(let value, _, _), .cubic(let value, _, _, _), .spring(let value, _, _, _),
      .move(let value):
      value
    }
  }
}
