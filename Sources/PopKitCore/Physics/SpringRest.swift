// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// pop's rule for when a spring is at rest, in the pieces every engine's frames use (PopKit's
/// `SpringAnimation` and the web engine's springs): settled within a tolerance of its target and
/// of the frame before on a frame of at least 1/60 s, and, on shorter frames, judged at the 60 Hz
/// instants of its run (the state run back to them by the closed form).
@usableFromInline
package enum SpringRest {
  /// The length of pop's frame, in seconds.
  package static let frameInterval = 1.0 / 60

  /// A frame at least this long (1/60 s less a rounding) is judged by its own values.
  package static let shortestFrame = frameInterval * (1 - 1e-9)

  /// Whether a value is within `tolerance` of the target and of the value before, in every
  /// component.
  ///
  /// O(components).
  ///
  /// - Parameters:
  ///   - value: The value now.
  ///   - previous: The value a frame (or a 60 Hz instant) before.
  ///   - target: Where the spring rests.
  ///   - tolerance: Units, a fifth of the property's threshold.
  /// - Returns: Whether the spring is settled.
  @inlinable @inline(__always)
  package static func isSettled<Components: AnimatableVector>(
    _ value: Components, previous: Components, target: Components, tolerance: Double
  ) -> Bool {
    (target - value).maximumMagnitude < tolerance
      && (previous - value).maximumMagnitude < tolerance
  }

  /// The 60 Hz instant of the run a frame shorter than 1/60 s passes, if it passes one other
  /// than the run's start.
  ///
  /// - Parameters:
  ///   - now: Seconds of the run at the frame.
  ///   - elapsed: The frame's length, seconds.
  /// - Returns: The instant's index k (the instant is k/60 s), or `nil`.
  @inlinable
  package static func passedInstant(now: Double, elapsed: Double) -> Double? {
    let instant = (now * 60).rounded(.down)
    guard instant >= 1, ((now - elapsed) * 60).rounded(.down) < instant else { return nil }
    return instant
  }

  /// The value `back` seconds (at most a frame) before a state, by the closed form run back; a
  /// frame's worth of motion at the state's velocity where that overflows (an extremely
  /// over-damped spring's fast mode).
  ///
  /// - Parameters:
  ///   - back: Seconds, `>= 0` and less than a frame.
  ///   - value: The state's value.
  ///   - velocity: The state's velocity, per second.
  ///   - target: Where the spring pulls.
  ///   - equation: The spring's equation.
  /// - Returns: The value `back` seconds earlier on the same motion.
  @inlinable
  package static func value<Components: AnimatableVector>(
    _ back: Double, before value: Components, velocity: Components, target: Components,
    equation: SpringEquation
  ) -> Components {
    let transition = equation.transition(over: -back)
    let displacement = value - target
    let sample =
      target + transition.displacementFromDisplacement * displacement
      + transition.displacementFromVelocity * velocity
    return sample.isFinite ? sample : value - back * velocity
  }
}
