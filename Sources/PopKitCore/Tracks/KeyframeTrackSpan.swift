// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One timed piece of a ``KeyframeTrack`` as it was resolved: when it starts, how long it lasts,
/// how it moves, and the value and velocity at both of its ends.
///
/// Exporters and editors read a track through its ``KeyframeTrack/spans``: steps that take no
/// time (``Keyframe/move(_:)``, zero-length steps) are folded, so a jump shows as one span's end
/// value differing from the next one's start value.
public struct KeyframeTrackSpan<Value: AnimatableValue>: Sendable {
  /// How a span moves.
  public enum Shape: Sendable, Equatable {
    /// Along a timing curve from the start value to the end value.
    case timed(TimingCurve)
    /// Along the cubic Hermite curve with the start and end velocities as tangents.
    case cubic
    /// The closed-form spring from the start value and velocity toward ``KeyframeTrackSpan/target``.
    case spring(Spring)
  }

  /// How the span moves.
  public let shape: Shape
  /// When it starts, seconds from the track's start.
  public let startTime: Double
  /// How long it lasts, seconds; `> 0`.
  public let duration: Double
  /// The value at its start.
  public let startValue: Value
  /// The value at its end (from inside the span: a spring cut short by its duration is where it
  /// was then).
  public let endValue: Value
  /// The spring's target for a spring span; the end value otherwise.
  public let target: Value
  /// The velocity at its start, units per second.
  public let startVelocity: Value
  /// The velocity at its end (from inside the span), units per second.
  public let endVelocity: Value
}

extension KeyframeTrack {
  /// The track's timed pieces, in order (see ``KeyframeTrackSpan``).
  ///
  /// - Complexity: O(n) in the number of pieces; computed on each call.
  public var spans: [KeyframeTrackSpan<Value>] {
    segments.indices.map { index in
      let segment = segments[index]
      let shape: KeyframeTrackSpan<Value>.Shape
      switch segment.shape {
      case .timed(let curve): shape = .timed(curve)
      case .hermite: shape = .cubic
      case .spring(let spring): shape = .spring(spring)
      }
      return KeyframeTrackSpan(
        shape: shape, startTime: startTimes[index], duration: segment.duration,
        startValue: Value(animatableComponents: segment.value(at: 0)),
        endValue: Value(animatableComponents: segment.value(at: segment.duration)),
        target: Value(animatableComponents: segment.end),
        startVelocity: Value(animatableComponents: segment.velocity(at: 0)),
        endVelocity: Value(animatableComponents: segment.velocity(at: segment.duration)))
    }
  }
}
