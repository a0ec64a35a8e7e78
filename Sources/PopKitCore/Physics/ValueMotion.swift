// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A value's motion as a pure function of time, carrying its value and its velocity: a spring
/// released toward a target, a decay coasting from a velocity, or a timing curve between two
/// values over a duration.
///
/// ```swift
/// let release = ValueMotion.spring(.snappy, from: 0.0, velocity: 800, to: 100)
/// let value = release.value(at: 0.1)  // ≈ 64.34, where the value is 0.1 s after the release
/// let velocity = release.velocity(at: 0.1)  // ≈ 448.07, its velocity then, units per second
/// ```
///
/// It is what an animation computes, without an object, property or animator: a host that
/// drives values itself (a web page, a layout pass) asks it for the state at each time. Every
/// component moves independently with the same constants, as in PopKit's animations. Each
/// question is O(components), with one closed-form evaluation (a spring's transition, a decay's
/// exponential, or one timing-curve solve).
///
/// Times are seconds since the motion started, clamped at 0 (NaN counts as 0). A spring or a
/// decay at an infinite time is at rest (its target, or where the decay would stop for ever).
public struct ValueMotion<Value: AnimatableValue>: Sendable {
  /// The motion's law and its constants.
  private enum Law: Sendable {
    case spring(Spring, start: Value.AnimatableComponents, target: Value.AnimatableComponents)
    case decay(Decay, start: Value.AnimatableComponents)
    case timed(
      TimingCurve, start: Value.AnimatableComponents, end: Value.AnimatableComponents,
      duration: Double)
  }

  /// How the value moves.
  private let law: Law

  /// The velocity at time 0, in units per second of each component.
  private let initialVelocity: Value.AnimatableComponents

  /// A spring released at `start`, moving at `velocity`, toward `target` (where it rests).
  ///
  /// - Parameters:
  ///   - spring: The spring's constants.
  ///   - start: The value at release.
  ///   - velocity: The velocity at release, in units per second of each component.
  ///   - target: The value the spring pulls toward.
  /// - Returns: The motion.
  public static func spring(
    _ spring: Spring, from start: Value, velocity: Value, to target: Value
  ) -> ValueMotion {
    ValueMotion(
      law: .spring(
        spring, start: start.animatableComponents, target: target.animatableComponents),
      initialVelocity: velocity.animatableComponents)
  }

  /// A decay (a fling) from `start` at `velocity`, slowing by the decay's rate.
  ///
  /// - Parameters:
  ///   - decay: The decay's constants.
  ///   - start: The value when the fling starts.
  ///   - velocity: The velocity then, in units per second of each component.
  /// - Returns: The motion.
  public static func decay(_ decay: Decay, from start: Value, velocity: Value) -> ValueMotion {
    ValueMotion(
      law: .decay(decay, start: start.animatableComponents),
      initialVelocity: velocity.animatableComponents)
  }

  /// A timed motion from `start` to `end` over `duration` seconds, eased by a timing curve,
  /// along the value type's path (``AnimatableValue/interpolatedComponents(from:to:fraction:)``).
  ///
  /// A negative or non-finite duration stops the program with a message naming
  /// `ValueMotion.duration`. A duration of 0 is at `end` at every time, still.
  ///
  /// - Parameters:
  ///   - curve: The timing curve from elapsed fraction to eased fraction.
  ///   - start: The value at time 0.
  ///   - end: The value at `duration`.
  ///   - duration: Seconds; finite and `>= 0`.
  /// - Returns: The motion.
  public static func timed(
    _ curve: TimingCurve, from start: Value, to end: Value, duration: Double
  ) -> ValueMotion {
    checkParameter(
      duration.isFinite && duration >= 0, "ValueMotion.duration", duration,
      allowed: "finite and >= 0")
    return ValueMotion(
      law: .timed(
        curve, start: start.animatableComponents, end: end.animatableComponents,
        duration: duration),
      initialVelocity: .zero)
  }

  /// The value at a time.
  ///
  /// - Parameter time: Seconds since the start; clamped at 0, NaN counts as 0.
  /// - Returns: The value then.
  public func value(at time: Double) -> Value {
    Value(animatableComponents: state(at: time).value)
  }

  /// The velocity at a time, in units per second of each component.
  ///
  /// - Parameter time: Seconds since the start; clamped at 0, NaN counts as 0.
  /// - Returns: The velocity then; zero once a timed motion has ended (the left limit at its
  ///   end) and for a spring or decay at an infinite time.
  public func velocity(at time: Double) -> Value {
    Value(animatableComponents: state(at: time).velocity)
  }

  /// The components of the value and of the velocity at a time.
  ///
  /// - Parameter time: Seconds since the start; clamped at 0, NaN counts as 0.
  /// - Returns: The value's and the velocity's components.
  public func state(
    at time: Double
  ) -> (value: Value.AnimatableComponents, velocity: Value.AnimatableComponents) {
    let time = time.isNaN ? 0 : max(time, 0)
    switch law {
    case .spring(let spring, let start, let target):
      guard time.isFinite else { return (target, .zero) }
      let transition = spring.transition(over: time)
      let displacement = start - target
      return (
        target + transition.displacementFromDisplacement * displacement
          + transition.displacementFromVelocity * initialVelocity,
        transition.velocityFromDisplacement * displacement
          + transition.velocityFromVelocity * initialVelocity
      )
    case .decay(let decay, let start):
      var value = start
      var velocity = initialVelocity
      for index in 0..<Value.AnimatableComponents.componentCount {
        let speed = initialVelocity[index]
        value[index] +=
          time.isFinite
          ? decay.displacement(at: time, initialVelocity: speed)
          : decay.restingDisplacement(initialVelocity: speed)
        velocity[index] = time.isFinite ? decay.velocity(at: time, initialVelocity: speed) : 0
      }
      return (value, velocity)
    case .timed(let curve, let start, let end, let duration):
      guard duration > 0, time <= duration else {
        return (Value.interpolatedComponents(from: start, to: end, fraction: 1).value, .zero)
      }
      let progress = time / duration
      let (eased, slope) = (curve.value(at: progress), curve.slope(at: progress))
      let (value, rate) = Value.interpolatedComponents(from: start, to: end, fraction: eased)
      return (value, (slope / duration) * rate)
    }
  }
}
