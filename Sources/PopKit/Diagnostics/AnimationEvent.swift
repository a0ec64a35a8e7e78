// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One thing that happened to an animation, as an ``AnimationTracer`` records it.
public struct AnimationEvent: Sendable, Equatable {
  /// What happened.
  public enum Kind: Sendable, Hashable, CaseIterable {
    /// The animation read its object's value through the property.
    case propertyRead
    /// The animation wrote a value to its object through the property.
    case propertyWrite
    /// `fromValue` was set.
    case fromValueUpdate
    /// `toValue` was set.
    case toValueUpdate
    /// `velocity` was set.
    case velocityUpdate
    /// A spring's constants were set.
    case springUpdate
    /// A decay's deceleration was set.
    case decelerationUpdate
    /// A timed animation's duration or curve was set.
    case timingUpdate
    /// The animation started.
    case didStart
    /// The animation stopped; ``AnimationEvent/finished`` says whether it finished.
    case didStop
    /// The animation reached or first crossed its target.
    case didReachToValue
    /// An autoreversing animation changed direction.
    case autoreversed
    /// A value that is not finite was refused; ``AnimationEvent/note`` says which. The
    /// animation stops without finishing.
    case rejectedValue
  }

  /// What happened.
  public var kind: Kind

  /// When: seconds since the animation started, or the animator's time if it had not started.
  public var time: Double

  /// The value involved (written, read or set), as components; `nil` when none.
  public var value: [Double]?

  /// The animation's velocity at the time, in units per second per component; `nil` when the
  /// animation has none.
  public var velocity: [Double]?

  /// For ``Kind/didStop``: whether the animation finished (reached its end, as
  /// ``Animation/finished`` tells); `nil` for every other kind of event.
  public var finished: Bool?

  /// A human-readable note, such as why a value was rejected.
  public var note: String?

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - kind: What happened.
  ///   - time: When, in seconds.
  ///   - value: The value involved, as components.
  ///   - velocity: The velocity at the time, per component.
  ///   - finished: For a stop, whether the animation finished.
  ///   - note: A human-readable note.
  public init(
    kind: Kind, time: Double, value: [Double]? = nil, velocity: [Double]? = nil,
    finished: Bool? = nil, note: String? = nil
  ) {
    self.kind = kind
    self.time = time
    self.value = value
    self.velocity = velocity
    self.finished = finished
    self.note = note
  }
}
