// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A placed track's motion as a choreography lane reads it: its value and velocity at a time
/// from its start, as components.
@usableFromInline
package protocol ChoreographyLaneTrack {
  /// The components of the track's values.
  associatedtype Components: AnimatableVector
  /// The value at a time from the track's start (clamped by the track).
  func components(at time: Double) -> Components
  /// The velocity at a time from the track's start, per second.
  func velocityComponents(at time: Double) -> Components
}

/// A ``MotionTrack`` read as a lane reads it.
@usableFromInline
package struct LaneMotionTrack<Track: MotionTrack>: ChoreographyLaneTrack {
  /// The track.
  @usableFromInline package let track: Track

  /// Wraps a track.
  @inlinable package init(_ track: Track) { self.track = track }

  @inlinable
  package func components(at time: Double) -> Track.Value.AnimatableComponents {
    track.value(at: time).animatableComponents
  }

  @inlinable
  package func velocityComponents(at time: Double) -> Track.Value.AnimatableComponents {
    track.velocity(at: time).animatableComponents
  }
}

/// A track read through closures, as a lane reads it.
@usableFromInline
package struct LaneClosureTrack<Components: AnimatableVector>: ChoreographyLaneTrack {
  /// The value at a time from the track's start.
  @usableFromInline package let value: (Double) -> Components
  /// The velocity at a time from the track's start.
  @usableFromInline package let velocity: (Double) -> Components

  /// Wraps the closures.
  @inlinable
  package init(value: @escaping (Double) -> Components, velocity: @escaping (Double) -> Components)
  {
    self.value = value
    self.velocity = velocity
  }

  @inlinable package func components(at time: Double) -> Components { value(time) }
  @inlinable package func velocityComponents(at time: Double) -> Components { velocity(time) }
}

/// The rule a lane follows at a time, for one track of length `length` placed at `start` on a
/// choreography `duration` long: inside the track's span its value and velocity; outside, a
/// track that ends at that end of the choreography goes on along its tangent there, and any
/// other holds its end value, at rest.
///
/// - Parameters:
///   - track: The track.
///   - start: Where the track starts on the choreography.
///   - length: The track's duration.
///   - time: The choreography's time; finite.
///   - duration: The choreography's length.
///   - withVelocity: Whether the velocity is wanted (it is `.zero` otherwise, except where
///     the value itself needs it).
/// - Returns: The components of the value and of the velocity (per second of choreography).
@inlinable @inline(__always)
package func choreographyLaneState<Track: ChoreographyLaneTrack>(
  of track: Track, start: Double, length: Double, at time: Double, duration: Double,
  withVelocity: Bool
) -> (value: Track.Components, velocity: Track.Components) {
  let local = time - start
  if local > length {
    guard time > duration, start + length == duration else {
      return (track.components(at: length), .zero)
    }
    let tangent = track.velocityComponents(at: length)
    return (track.components(at: length) + (time - duration) * tangent, tangent)
  }
  if local < 0 {
    guard time < 0, start == 0 else { return (track.components(at: 0), .zero) }
    let tangent = track.velocityComponents(at: 0)
    return (track.components(at: 0) + time * tangent, tangent)
  }
  return (
    track.components(at: local), withVelocity ? track.velocityComponents(at: local) : .zero
  )
}

/// The track that writes a lane at a time, of `count >= 1` tracks placed on one property: the
/// one whose span contains the time (of two, the later start, then the later added), else the
/// one that ended most recently, else the first to start.
///
/// - Parameters:
///   - time: The choreography's time.
///   - count: The number of tracks, in the order added.
///   - start: A track's start on the choreography.
///   - end: A track's end on the choreography (its start plus its length).
/// - Returns: The track's index.
/// - Complexity: O(count).
@inlinable
package func choreographyPlacementIndex(
  at time: Double, count: Int, start: (Int) -> Double, end: (Int) -> Double
) -> Int {
  if count == 1 { return 0 }
  var containing = -1
  var ended = -1
  var first = 0
  for index in 0..<count {
    let (trackStart, trackEnd) = (start(index), end(index))
    if trackStart < start(first) { first = index }
    if trackStart <= time && time <= trackEnd {
      if containing < 0 || trackStart >= start(containing) { containing = index }
    } else if trackEnd < time {
      if ended < 0 || trackEnd >= end(ended) { ended = index }
    }
  }
  return containing >= 0 ? containing : ended >= 0 ? ended : first
}
