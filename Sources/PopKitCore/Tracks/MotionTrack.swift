// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A value's motion as a pure function of time over a span `0...duration`: what a
/// ``Choreography`` places on an object's property, and what it can seek, scrub and play in
/// either direction.
///
/// ```swift
/// let fade = KeyframeTrack(from: 0.0, [.linear(1, duration: 0.3)])
/// let path = try MotionPath(svg: "M0 0 C 80 -200 240 -200 320 0")
/// let flight = PathTrack(along: path, duration: 1.2)
/// let opacity = fade.value(at: 0.15)  // 0.5
/// let arrival = flight.velocity(at: 1.2)  // ≈ (143.8, 359.6), on arrival, from inside the span
/// ```
///
/// The rules every track keeps:
/// - ``value(at:)`` clamps the time to `0...duration`: before the span the first value, after
///   it the last.
/// - ``velocity(at:)`` inside `0...duration` is the derivative from inside the span: at
///   `duration` the left limit (a motion cut short while still moving is still moving there),
///   at 0 the right limit. Outside the span it is zero: the track holds its ends still.
/// - Both are pure: the same time gives the same value, bit for bit, whatever was asked before.
public protocol MotionTrack<Value>: Sendable {
  /// The type of the value the track moves.
  associatedtype Value: AnimatableValue

  /// The track's length in seconds; finite and `>= 0`.
  var duration: Double { get }

  /// The value at a time.
  ///
  /// - Parameter time: Seconds from the start of the track; clamped to `0...duration`.
  /// - Returns: The value on the track at that time.
  func value(at time: Double) -> Value

  /// The velocity at a time, in units per second of each component.
  ///
  /// - Parameter time: Seconds from the start of the track.
  /// - Returns: The derivative from inside the span (the left limit at `duration`, the right
  ///   limit at 0); zero outside `0...duration`.
  func velocity(at time: Double) -> Value
}
