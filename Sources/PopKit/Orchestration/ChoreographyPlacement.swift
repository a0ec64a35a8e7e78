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
