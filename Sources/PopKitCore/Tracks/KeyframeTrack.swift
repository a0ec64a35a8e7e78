// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A value's path through time, made of ``Keyframe`` steps: a plan that can be evaluated at
/// any time, forward, backward or out of order.
///
/// The track starts at rest at its initial value; each step starts where the previous one ended,
/// in value and velocity (each kind's rule is in ``Keyframe``). All is resolved when the track
/// is made: ``value(at:)`` and ``velocity(at:)`` are a binary search and a segment's arithmetic.
///
/// ```swift
/// let steps: [Keyframe<CGPoint>] = [
///   .cubic(CGPoint(x: 100, y: 0), duration: 0.3),
///   .cubic(CGPoint(x: 100, y: 100), duration: 0.3),
///   .spring(CGPoint(x: 0, y: 0), spring: .snappy),
/// ]
/// let track = KeyframeTrack(from: CGPoint.zero, steps)
/// let duration = track.duration  // ≈ 1.29: 0.6 s plus the spring's settling duration
/// let corner = track.value(at: 0.3)  // (100, 0)
/// let tangent = track.velocity(at: 0.3)  // Catmull-Rom's: (166.67, 166.67) points per second
/// ```
///
/// Rules at the edges:
/// - Times are clamped to `0...duration`; a NaN time counts as 0.
/// - At the time of a jump (``Keyframe/move(_:)``, or a zero-length step) the value is the one
///   after the jump.
/// - At `duration` the value is the last step's end value and the velocity the one it ends with
///   (``MotionTrack``'s rule: the left limit): a spring cut short by its duration is still
///   moving there, one that settles ends at rest (0), and so does a jump. Outside
///   `0...duration` the velocity is 0.
/// - For values with several components, a spring acts on each component with the same
///   constants; its settling duration is the longest over the components, each held within
///   `0.001 ·` the Euclidean distance of the whole move.
public struct KeyframeTrack<Value: AnimatableValue>: MotionTrack {
  @usableFromInline typealias Components = Value.AnimatableComponents

  /// The time each segment starts, in seconds; non-decreasing, one per segment.
  @usableFromInline let startTimes: [Double]
  /// The timed segments, in order; steps that take no time have been folded into them.
  @usableFromInline let segments: [KeyframeSegment<Components>]
  /// The value at and after the end of the track.
  @usableFromInline let finalValue: Components
  /// The velocity at the end of the track, from inside: what the last step ends with.
  @usableFromInline let finalVelocity: Components

  /// The track's length in seconds: the sum of its steps' durations (a spring without one
  /// counting its settling duration).
  public let duration: Double

  /// Creates a track from an initial value and its steps.
  ///
  /// An invalid step (a negative or non-finite duration, a non-finite value or velocity, a
  /// spring without a duration that never settles, or durations whose sum is not finite) stops
  /// the program with a message naming the step's index, for example
  /// `Keyframe[2] duration must be finite and >= 0; got -1.0`. Validate untrusted steps with
  /// ``validated(from:_:)`` instead.
  ///
  /// - Parameters:
  ///   - initial: The value at time 0, at rest; finite.
  ///   - keyframes: The steps, in order.
  /// - Complexity: O(n) in the number of steps, plus a settling search per spring without a
  ///   duration.
  public init(from initial: Value, _ keyframes: [Keyframe<Value>]) {
    do {
      self = try KeyframeTrack.validated(from: initial, keyframes)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// Creates a track from steps that may be invalid, throwing instead of stopping the program.
  ///
  /// ```swift
  /// do {
  ///   let track = try KeyframeTrack.validated(from: 0.0, [.spring(1, spring: userSpring)])
  /// } catch {
  ///   print(error)  // Keyframe[0] spring settling duration must be finite (…); got inf
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The value at time 0, at rest; must be finite.
  ///   - keyframes: The steps, in order.
  /// - Returns: The track.
  /// - Throws: A ``KeyframeTrackError`` naming the first invalid step and parameter.
  /// - Complexity: O(n) in the number of steps, plus a settling search per spring without a
  ///   duration.
  public static func validated(
    from initial: Value, _ keyframes: [Keyframe<Value>]
  ) throws(KeyframeTrackError) -> KeyframeTrack {
    var builder = try KeyframeTrackBuilder<Value>(initial: initial.animatableComponents)
    for index in keyframes.indices {
      try builder.add(keyframes[index], index: index, next: keyframes.dropFirst(index + 1).first)
    }
    return KeyframeTrack(builder)
  }

  private init(_ builder: KeyframeTrackBuilder<Value>) {
    startTimes = builder.startTimes
    segments = builder.segments
    finalValue = builder.value
    finalVelocity = builder.velocity
    duration = builder.time
  }

  /// The value at a time.
  ///
  /// - Parameter time: Seconds from the start of the track; clamped to `0...duration`.
  /// - Returns: The value on the track at that time.
  /// - Complexity: O(log n) in the number of steps.
  @inlinable
  public func value(at time: Double) -> Value {
    guard let (index, elapsed) = locate(time) else {
      return Value(animatableComponents: finalValue)
    }
    return Value(animatableComponents: segments[index].value(at: elapsed))
  }

  /// The velocity at a time, in units per second of each component.
  ///
  /// - Parameter time: Seconds from the start of the track; a NaN time counts as 0.
  /// - Returns: The velocity at that time: at `duration` the velocity the last step ends with
  ///   (0 after a spring that settles or a jump), at 0 the first step's; 0 outside
  ///   `0...duration`.
  /// - Complexity: O(log n) in the number of steps.
  @inlinable
  public func velocity(at time: Double) -> Value {
    if time < 0 || time > duration { return Value(animatableComponents: .zero) }
    guard let (index, elapsed) = locate(time) else {
      return Value(animatableComponents: finalVelocity)
    }
    return Value(animatableComponents: segments[index].velocity(at: elapsed))
  }

  /// The value and velocity at a time, from one search for the segment (what a keyframe
  /// animation's frame reads).
  ///
  /// - Parameter time: Seconds from the start of the track; clamped to `0...duration`.
  /// - Returns: The components of the value and of the velocity (0 from `duration` on).
  @inlinable
  package func state(at time: Double) -> (
    value: Value.AnimatableComponents, velocity: Value.AnimatableComponents
  ) {
    guard let (index, elapsed) = locate(time) else { return (finalValue, .zero) }
    let segment = segments[index]
    return (segment.value(at: elapsed), segment.velocity(at: elapsed))
  }

  /// The segment that runs at `time` and the seconds elapsed in it, or `nil` at or after the end.
  @inlinable
  func locate(_ time: Double) -> (index: Int, elapsed: Double)? {
    let clamped = time.isNaN ? 0 : max(time, 0)
    guard clamped < duration, !segments.isEmpty else { return nil }
    // The last segment that starts at or before the time: startTimes[low] <= time always holds.
    var low = 0
    var high = startTimes.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if startTimes[middle] <= clamped { low = middle } else { high = middle }
    }
    return (low, min(clamped - startTimes[low], segments[low].duration))
  }
}
