// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One running animation as ``Animator/runningAnimations`` saw it: what it animates, its
/// state and what is left of it.
///
/// A snapshot: it is made when asked for and does not change as the animation goes on. An
/// animation added but not started yet (before its first frame, or with a
/// ``Animation/beginTime`` still to come) is listed with ``isWaiting`` set, its key, kind and
/// property, and no value, velocity, progress or time left.
///
/// Reading it never stops the program: a number that cannot be known (a spring retargeted to a
/// value that is not finite, or so far that the distance overflows, before the next frame
/// drops it) is `nil`.
public struct RunningAnimation: Sendable, Equatable {
  /// What kind of motion it is.
  public enum Kind: String, Sendable, CaseIterable {
    /// A ``SpringAnimation``.
    case spring
    /// A ``DecayAnimation``.
    case decay
    /// A ``BasicAnimation``: a timed curve.
    case basic
    /// A ``KeyframeAnimation``.
    case keyframe
    /// A ``CustomAnimation``, or another animation of an object that writes no property.
    case custom
    /// A ``TimelineRun``: its entries are listed on their own.
    case timeline
    /// A ``ChoreographyPlayer``: its lanes write as it moves.
    case choreography
    /// A ``LayoutTransition``: its items' frame and opacity springs, as one entry.
    case layout
  }

  /// The key it was added under (a made-up one for animations added without a key, timeline
  /// runs and players).
  public var key: String
  /// The animated object's type name, such as `Card`.
  public var objectType: String
  /// The animated property's name, or `nil` for a kind that has none (custom animations,
  /// timeline runs, players).
  public var property: String?
  /// The kind.
  public var kind: Kind
  /// The value per component, as last computed (before rounding and additive composition); a
  /// timeline run's and a player's time, in seconds; empty for a custom animation.
  public var value: [Double]
  /// The velocity per component, in units per second; a player's rate; empty where the kind
  /// has none.
  public var velocity: [Double]
  /// How far along it is, in 0…1; `nil` where the kind cannot tell (custom animations, and
  /// animations that repeat for ever).
  ///
  /// Timed and keyframe animations and decays: the share of the run's time gone by; springs:
  /// the distance covered relative to the whole move; timeline runs: the share of entries
  /// finished; players: their progress.
  public var progress: Double?
  /// The time left until the run ends, in seconds of the animator's timebase, where the kind
  /// knows it: timed and keyframe animations, decays (by their planned duration), springs (by
  /// the settling time from the current value and velocity, to within the property's
  /// threshold; `nil` with a threshold of 0), players while they play or spring; `nil` where
  /// it cannot be known (a target or value that is not finite, a distance beyond the largest
  /// `Double`).
  public var timeLeft: Double?
  /// A spring's energy per unit mass: ½v² + ½(k/m)x², summed over the components, with x
  /// the distance from the target (units²/s²); `nil` for other kinds, and when it is not
  /// finite.
  public var energy: Double?
  /// Whether it is paused on its own (``Animation/isPaused``, ``TimelineRun/isPaused``, a
  /// player's pause); an animator-wide pause is ``Animator/isPaused``.
  public var isPaused: Bool
  /// Whether it is added but not started.
  ///
  /// It starts on the animator's next frame, or when its ``Animation/beginTime`` comes. A waiting entry has its key, object type, property and
  /// kind; its value, velocity, progress and time left are empty or `nil` until it starts.
  public var isWaiting: Bool

  /// Creates a snapshot entry.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - objectType: The object's type name.
  ///   - property: The property's name.
  ///   - kind: The kind.
  ///   - value: The value per component.
  ///   - velocity: The velocity per component.
  ///   - progress: The progress, 0…1.
  ///   - timeLeft: The seconds left.
  ///   - energy: A spring's energy per unit mass.
  ///   - isPaused: Whether it is paused.
  ///   - isWaiting: Whether it is added but not started. Default `false`.
  public init(
    key: String, objectType: String, property: String?, kind: Kind, value: [Double] = [],
    velocity: [Double] = [], progress: Double? = nil, timeLeft: Double? = nil,
    energy: Double? = nil, isPaused: Bool = false, isWaiting: Bool = false
  ) {
    self.key = key
    self.objectType = objectType
    self.property = property
    self.kind = kind
    self.value = value
    self.velocity = velocity
    self.progress = progress
    self.timeLeft = timeLeft
    self.energy = energy
    self.isPaused = isPaused
    self.isWaiting = isWaiting
  }
}
