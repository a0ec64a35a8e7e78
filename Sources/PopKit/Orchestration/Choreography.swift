// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A plan of motion: tracks placed in time on objects' properties, which a
/// ``ChoreographyPlayer`` can play, reverse, seek, scrub and release into a spring.
///
/// ```swift
/// var open = Choreography()
/// open.add(KeyframeTrack(from: 640.0, [.spring(200, spring: .smooth)]), to: sheet, Sheet.y)
/// open.add(
///   KeyframeTrack(from: 0.0, [.linear(0.4, duration: 0.3)]), to: scrim, Scrim.opacity, at: 0.1)
/// open.addLabel("half", at: 0.25)
/// let player = animator.play(open, paused: true)
/// player.progress = 0.3  // scrub: the properties take their state at 30 %
/// player.release(to: .nearest, velocity: 2)  // and spring to the nearer end
/// ```
///
/// Unlike a ``Timeline``, whose live animations start when their turn comes and react to what
/// happens, a choreography is a pure function of time: its state at any time is known without
/// playing up to it, so it can be sought, scrubbed and played backwards. Writing the
/// choreography at time `t` writes each track at `t − start`: before its start a track holds its
/// first value, after its end its last. Where several tracks animate one property, the track
/// whose span contains `t` writes (of two, the one that starts later, or was added later); else
/// the one that ended most recently before `t`; else the first one's start value. Properties
/// are told apart by their ``AnimatableProperty/name`` on each object, as the animator's keys are.
///
/// A choreography holds the objects it was given, and so does a player made from it.
@MainActor
public struct Choreography {
  /// The lanes, one per object and property name, in the order first added.
  var lanes: [ChoreographyLane] = []
  /// The index of each lane in ``lanes`` by its object and property name.
  private var laneIndexes: [LaneKey: Int] = [:]
  /// The labels: a name and a time.
  private(set) var labels: [String: Double] = [:]
  /// The reduced variant, when there is one: none or one plan (an array, so that a plan can
  /// hold another).
  private var reducedVariant: [Choreography] = []

  /// The plan played instead of this one on an animator that reduces motion
  /// (``Animator/reducesMotion`` when ``Animator/play(_:paused:)`` makes the player), such as a
  /// fade in place of a slide; `nil` (the default) plays this plan, whose players then reach
  /// their end on their next frame while motion is reduced.
  ///
  /// The variant plays as written, with motion, under reduced motion: it is the motion meant
  /// for people who asked for less. It is one level deep: a variant's own `reduced` is dropped
  /// when it is set here.
  public var reduced: Choreography? {
    get { reducedVariant.first }
    set {
      guard var variant = newValue else {
        reducedVariant = []
        return
      }
      variant.reducedVariant = []
      reducedVariant = [variant]
    }
  }

  /// The plan's length in seconds: the latest start plus that track's duration; 0 for an empty
  /// plan; at most ``maximumDuration``.
  public private(set) var duration = 0.0

  /// Lines on what was left out when the plan was made, one each, in the order found.
  ///
  /// A motion document's choreography lists here the tracks no binding took, once per target
  /// and property. Empty unless the maker adds some; playing does not read them.
  public var notes: [String] = []

  /// The longest plan, in seconds: 1,000,000 (about 11.6 days).
  ///
  /// Every placed track ends by then, so that a player's time, progress and release stay finite
  /// and exact to well under a microsecond.
  nonisolated public static let maximumDuration = 1_000_000.0

  /// Creates an empty choreography.
  public init() {}

  /// Places a track on a property of an object.
  ///
  /// - Parameters:
  ///   - track: The motion; its duration and values are read as the player needs them.
  ///   - object: The object, held by the plan.
  ///   - property: The property the track writes.
  ///   - start: Where the track starts on the choreography, in seconds; finite and `>= 0`.
  ///
  /// A start that is negative or not finite, or a track whose duration is, or a track that ends
  /// after ``maximumDuration``, stops the program with a message naming it.
  @inlinable
  public mutating func add<Object: AnyObject, Track: MotionTrack>(
    _ track: Track, to object: Object, _ property: AnimatableProperty<Object, Track.Value>,
    at start: Double = 0
  ) {
    // Made here, where the caller's types are known, so that frames run specialized code.
    let placement = ChoreographyPlacement(track, start: start)
    add(
      placement, to: object, property,
      makeLane: {
        SingleTrackLane(
          object: object, property: property, track: track, placement: placement,
          code: SingleTrackLane<Object, Track>.singleTrackCode)
      }, severalTracksCode: TypedChoreographyLane<Object, Track.Value>.severalTracksCode)
  }

  /// Adds a placed track to the lane of its object and property, making the lane if needed.
  @usableFromInline
  mutating func add<Object: AnyObject, Value: AnimatableValue>(
    _ placement: ChoreographyPlacement<Value.AnimatableComponents>, to object: Object,
    _ property: AnimatableProperty<Object, Value>,
    makeLane: () -> TypedChoreographyLane<Object, Value>,
    severalTracksCode: @escaping ChoreographyLane.Code
  ) {
    checkParameter(
      placement.start.isFinite && placement.start >= 0, "Choreography.add start",
      placement.start, allowed: "finite and >= 0")
    checkParameter(
      placement.duration.isFinite && placement.duration >= 0, "Choreography.add track duration",
      placement.duration, allowed: "finite and >= 0")
    checkParameter(
      placement.end <= Choreography.maximumDuration, "Choreography.add track end",
      placement.end, allowed: "<= Choreography.maximumDuration (1e6 s)")
    let key = LaneKey(object: ObjectIdentifier(object), name: property.name)
    duration = max(duration, placement.end)
    guard let index = laneIndexes[key] else {
      laneIndexes[key] = lanes.count
      lanes.append(makeLane())
      return
    }
    // Lanes are shared by copies of the plan: a new track makes a new lane.
    guard let lane = lanes[index] as? TypedChoreographyLane<Object, Value> else {
      preconditionFailure(
        "Choreography.add: '\(property.name)' of this object was added before with another "
          + "value type")
    }
    lanes[index] = lane.adding(placement, code: severalTracksCode)
  }

  /// Names a time on the choreography, for ``ChoreographyPlayer/seek(toLabel:)`` and for a
  /// player's ``ChoreographyPlayer/onLabel``, which is called with the name each time a frame
  /// crosses that time.
  ///
  /// A later label of the same name replaces the earlier one. A label does not lengthen the
  /// plan.
  ///
  /// - Parameters:
  ///   - name: The label's name.
  ///   - time: The time it names, in seconds; finite and `>= 0`.
  public mutating func addLabel(_ name: String, at time: Double) {
    checkParameter(
      time.isFinite && time >= 0, "Choreography.addLabel time", time, allowed: "finite and >= 0")
    labels[name] = time
  }

  /// The time a label names, or `nil` when there is no label of that name.
  ///
  /// - Parameter name: The label's name.
  /// - Returns: Its time in seconds.
  public func time(ofLabel name: String) -> Double? { labels[name] }
}

/// A lane's identity: an object and a property name.
struct LaneKey: Hashable {
  /// The object's identity.
  let object: ObjectIdentifier
  /// The property's name.
  let name: String
}
