// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One timed piece of a ``KeyframeTrack``, resolved: where it starts, where it goes, with which
/// velocities, evaluated on the value's components.
@usableFromInline
struct KeyframeSegment<Components: AnimatableVector>: Sendable {
  /// How the segment moves.
  @usableFromInline
  enum Shape: Sendable {
    /// Along a timing curve from `start` to `end`.
    case timed(TimingCurve)
    /// Along the cubic Hermite curve with tangents `startVelocity` and `endVelocity`.
    case hermite
    /// The closed-form spring from `start` with `startVelocity` toward `end`.
    case spring(Spring)
  }

  /// How the segment moves.
  @usableFromInline var shape: Shape
  /// The segment's length in seconds; `> 0`.
  @usableFromInline var duration: Double
  /// The value at the start.
  @usableFromInline var start: Components
  /// The value at the end (a spring's target).
  @usableFromInline var end: Components
  /// The velocity at the start, in units per second (unused by a timed segment).
  @usableFromInline var startVelocity: Components
  /// The velocity at the end, in units per second (used by a cubic segment).
  @usableFromInline var endVelocity: Components

  /// The value `elapsed` seconds into the segment, `0 <= elapsed <= duration`.
  @inlinable
  func value(at elapsed: Double) -> Components {
    switch shape {
    case .timed(let curve):
      return start + curve.value(at: elapsed / duration) * (end - start)
    case .hermite:
      let s = elapsed / duration
      let s2 = s * s
      let s3 = s2 * s
      let startWeight = 2 * s3 - 3 * s2 + 1
      let endWeight = -2 * s3 + 3 * s2
      let startTangentWeight = (s3 - 2 * s2 + s) * duration
      let endTangentWeight = (s3 - s2) * duration
      return startWeight * start + endWeight * end + startTangentWeight * startVelocity
        + endTangentWeight * endVelocity
    case .spring(let spring):
      let transition = spring.transition(over: elapsed)
      return end + transition.displacementFromDisplacement * (start - end)
        + transition.displacementFromVelocity * startVelocity
    }
  }

  /// The velocity, in units per second, `elapsed` seconds into the segment.
  @inlinable
  func velocity(at elapsed: Double) -> Components {
    switch shape {
    case .timed(let curve):
      return (curve.slope(at: elapsed / duration) / duration) * (end - start)
    case .hermite:
      let s = elapsed / duration
      let s2 = s * s
      let startWeight = (6 * s2 - 6 * s) / duration
      let startTangentWeight = 3 * s2 - 4 * s + 1
      let endTangentWeight = 3 * s2 - 2 * s
      return startWeight * (start - end) + startTangentWeight * startVelocity
        + endTangentWeight * endVelocity
    case .spring(let spring):
      let transition = spring.transition(over: elapsed)
      return transition.velocityFromDisplacement * (start - end)
        + transition.velocityFromVelocity * startVelocity
    }
  }
}
