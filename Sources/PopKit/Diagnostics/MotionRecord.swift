// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One thing a ``MotionRecorder`` recorded: a frame, a write, or the start or stop of a run.
public struct MotionRecord: Sendable, Equatable {
  /// What happened.
  public enum Event: Sendable, Equatable {
    /// The animator rendered a frame.
    case frame
    /// A value was written to a property (by an animation, ``Animator/set(_:_:to:)`` or a
    /// choreography player).
    case write
    /// A run started: an animation's start, or a player starting to move.
    case start
    /// A run stopped, `finished` as the animation reported it (a player: at rest).
    case stop(finished: Bool)
  }

  /// What happened.
  public var event: Event
  /// When, in seconds on the animator's timebase.
  public var time: Double
  /// The index of the channel in ``MotionRecorder/channels``; `nil` for a frame.
  public var channel: Int?
  /// A write's value per component; a start's run parameters (named by the channel's
  /// ``MotionChannel/parameterNames``); empty otherwise.
  public var values: [Double]
  /// A write's velocity per component, in units per second of the animator's timebase (0 for
  /// ``Animator/set(_:_:to:)``); empty otherwise.
  public var velocity: [Double]
}

/// What a recorded write went to and where it came from: one animation (its runs follow one
/// another), one object's property written by `set`, or one lane of a player.
public struct MotionChannel: Sendable, Equatable {
  /// Where the writes come from.
  public enum Source: String, Sendable {
    /// An animation under a key.
    case animation
    /// ``Animator/set(_:_:to:)``.
    case set
    /// A choreography player's lane, or the player itself (its runs).
    case player
  }

  /// Where the writes come from.
  public var source: Source
  /// The animation's key; `nil` for `set` and players.
  public var key: String?
  /// The object's type name, such as `Card`.
  public var objectType: String
  /// The object's label in the recording: its type and a number in the order objects of that
  /// type were first recorded, such as `Card 2`.
  public var object: String
  /// The property's name; `nil` for a player's own channel.
  public var property: String?
  /// The number of components of the property's value.
  public var componentCount: Int
  /// The kind of the animation; `nil` for `set`.
  public var kind: RunningAnimation.Kind?
  /// The names of a start's parameters: `tension`, `friction`, `mass` for springs,
  /// `deceleration` for decays, `duration` for timed and keyframe animations and players.
  public var parameterNames: [String]

  /// The counter track's name: the object's label and the property, such as `Card 2.x`.
  public var trackName: String { property.map { "\(object).\($0)" } ?? object }
}
