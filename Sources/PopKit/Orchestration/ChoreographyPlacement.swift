// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One track placed on a choreography: its span and its motion, read through closures made
/// where the track's type is known (so that frames run code specialized for it).
@usableFromInline
struct ChoreographyPlacement<Components: AnimatableVector>: Sendable {
  /// Where the track starts on the choreography, in seconds.
  @usableFromInline let start: Double
  /// The track's length in seconds.
  @usableFromInline let duration: Double
  /// The track's value at a time from its start (clamped by the track).
  @usableFromInline let value: @Sendable (Double) -> Components
  /// The track's velocity at a time from its start (``MotionTrack``'s rule).
  @usableFromInline let velocity: @Sendable (Double) -> Components

  /// Where the track ends on the choreography.
  @inlinable var end: Double { start + duration }

  /// Places a track at `start`.
  @inlinable
  init<Track: MotionTrack>(_ track: Track, start: Double)
  where Track.Value.AnimatableComponents == Components {
    self.start = start
    duration = track.duration
    value = { track.value(at: $0).animatableComponents }
    velocity = { track.velocity(at: $0).animatableComponents }
  }
}

/// The rule a lane follows at a time, for one track of length `length` placed at `start` on a
/// choreography `duration` long: inside the track's span its value and velocity; outside, a
/// track that ends at that end of the choreography goes on along its tangent there, and any
/// other holds its end value, at rest.
///
/// - Parameters:
///   - start: Where the track starts on the choreography.
///   - length: The track's duration.
///   - time: The choreography's time; finite.
///   - duration: The choreography's length.
///   - withVelocity: Whether the velocity is wanted (it is `.zero` otherwise, except where
///     the value itself needs it).
///   - value: The track's value at a time from its start.
///   - velocity: The track's velocity at a time from its start.
/// - Returns: The components of the value and of the velocity (per second of choreography).
@inlinable @inline(__always)
func choreographyLaneState<Components: AnimatableVector>(
  start: Double, length: Double, at time: Double, duration: Double, withVelocity: Bool,
  value: (Double) -> Components, velocity: (Double) -> Components
) -> (value: Components, velocity: Components) {
  let local = time - start
  if local > length {
    guard time > duration, start + length == duration else { return (value(length), .zero) }
    let tangent = velocity(length)
    return (value(length) + (time - duration) * tangent, tangent)
  }
  if local < 0 {
    guard time < 0, start == 0 else { return (value(0), .zero) }
    let tangent = velocity(0)
    return (value(0) + time * tangent, tangent)
  }
  return (value(local), withVelocity ? velocity(local) : .zero)
}
