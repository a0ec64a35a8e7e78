// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The tracks of one property of one object on a choreography: what a player writes for it.
///
/// Immutable once made, so copies of a plan share it. The base class is what a player holds;
/// ``TypedChoreographyLane`` knows the types.
@MainActor
@usableFromInline
class ChoreographyLane {
  /// Writes the lane at a time of a choreography of a duration: code made where the types
  /// were known.
  @usableFromInline typealias Code =
    @MainActor (_ lane: ChoreographyLane, _ time: Double, _ duration: Double) -> Void

  /// The lane's frame code.
  @usableFromInline let write: Code
  /// The address of the lane's object (held by the lane), for the player's prefetching.
  let objectAddress: UnsafeRawPointer

  init(write: @escaping Code, object: AnyObject) {
    self.write = write
    objectAddress = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
  }

  /// Where the lane records: the recorder's number and the lane's channel there.
  var recording = (recorder: UInt64(0), channel: Int32(-1))

  /// Records the value the lane wrote at the player's time, and its velocity per second of
  /// the animator's timebase.
  func record(
    on recorder: MotionRecorder, at now: Double, time: Double, duration: Double,
    timeRate: Double
  ) {
    preconditionFailure("PopKit: \(type(of: self)) does not override record(on:at:time:)")
  }

  /// Whether the property is within its threshold (0.01 where it has none) of its value at an
  /// end of the choreography `reach` seconds of choreography inside that end (compared with
  /// the value just inside it) or outside it (where a track ends there, along its tangent):
  /// where a release to that end may come to rest.
  func staysNear(end: Double, within reach: Double, inside: Bool, duration: Double) -> Bool {
    preconditionFailure("PopKit: \(type(of: self)) does not override staysNear")
  }

  /// How far beyond an end of the choreography, in seconds of choreography, the property's
  /// value may go along its tangent there before a component passes ±1e300; `.infinity` where
  /// it holds its value there.
  func reach(beyond end: Double, duration: Double) -> Double {
    preconditionFailure("PopKit: \(type(of: self)) does not override reach(beyond:)")
  }

  /// Registers the lane's claim on its property with an animator: an animation under the
  /// property's name that tells the player when something else takes the property over.
  ///
  /// - Returns: The claim, or `nil` when the animator refused it (the object has ended).
  func claim(
    on animator: Animator, for player: ChoreographyPlayer, index: Int
  ) -> ChoreographyClaimHandle? {
    preconditionFailure("PopKit: \(type(of: self)) does not override claim(on:for:index:)")
  }
}

/// A lane of a known object and value type.
@MainActor
@usableFromInline
class TypedChoreographyLane<Object: AnyObject, Value: AnimatableValue>: ChoreographyLane {
  @usableFromInline typealias Components = Value.AnimatableComponents

  /// The object, held.
  @usableFromInline let object: Object
  /// The property the lane writes.
  @usableFromInline let property: AnimatableProperty<Object, Value>
  /// The tracks, in the order they were added.
  @usableFromInline let placements: [ChoreographyPlacement<Components>]

  init(
    object: Object, property: AnimatableProperty<Object, Value>,
    _ placements: [ChoreographyPlacement<Components>], code: @escaping Code
  ) {
    self.object = object
    self.property = property
    self.placements = placements
    super.init(write: code, object: object)
  }

  /// A copy of the lane with one more track, written by `code` (``severalTracksCode``, for lanes of several
  /// tracks).
  final func adding(
    _ placement: ChoreographyPlacement<Components>, code: @escaping Code
  ) -> TypedChoreographyLane {
    TypedChoreographyLane(object: object, property: property, placements + [placement], code: code)
  }

  /// The frame code of lanes of these types with several tracks: the value at the time, by the
  /// choreography's rule, written.
  @inlinable
  static var severalTracksCode: Code {
    { base, time, duration in
      let lane = unsafeDowncast(base, to: TypedChoreographyLane.self)
      let value = lane.state(at: time, duration: duration, withVelocity: false).value
      lane.property.storage.write(lane.object, Value(animatableComponents: value))
    }
  }

  /// The lane's value and velocity (per second of choreography time) at a time.
  ///
  /// Inside `0...duration` the track chosen by ``Choreography``'s rule gives them; outside,
  /// a track that ends at that end of the choreography goes on along its tangent there, and
  /// any other holds its end value.
  ///
  /// - Parameters:
  ///   - time: The choreography's time; finite.
  ///   - duration: The choreography's length.
  ///   - withVelocity: Whether the velocity is wanted (it is `.zero` otherwise, except where
  ///     the value itself needs it).
  /// - Returns: The components of the value and of the velocity.
  @inlinable
  final func state(at time: Double, duration: Double, withVelocity: Bool) -> (
    value: Components, velocity: Components
  ) {
    placements.withUnsafeBufferPointer { placements in
      let placement = placements[placementIndex(at: time)]
      return choreographyLaneState(
        of: LaneClosureTrack(value: placement.value, velocity: placement.velocity),
        start: placement.start, length: placement.duration, at: time, duration: duration,
        withVelocity: withVelocity)
    }
  }

  /// The track that writes at a time: the one whose span contains it (the later start, then
  /// the later added, of two), else the one that ended most recently, else the first to start.
  @inlinable
  final func placementIndex(at time: Double) -> Int {
    placements.withUnsafeBufferPointer { placements in
      choreographyPlacementIndex(
        at: time, count: placements.count, start: { placements[$0].start },
        end: { placements[$0].end })
    }
  }

  final override func record(
    on recorder: MotionRecorder, at now: Double, time: Double, duration: Double,
    timeRate: Double
  ) {
    if recording.recorder != recorder.number {
      recording = (
        recorder.number,
        recorder.channel(
          .player, object: UInt(bitPattern: objectAddress), objectType: "\(Object.self)",
          key: nil, property: property.name, componentCount: Components.componentCount,
          kind: .choreography)
      )
    }
    let state = state(at: time, duration: duration, withVelocity: true)
    recorder.recordWrite(
      channel: recording.channel, at: now, value: state.value, velocity: timeRate * state.velocity)
  }

  final override func staysNear(
    end: Double, within reach: Double, inside: Bool, duration: Double
  ) -> Bool {
    ChoreographyReleaseBounds.lane(
      staysNear: end, within: reach, inside: inside, duration: duration,
      threshold: property.threshold > 0 ? property.threshold : 0.01,
      componentCount: Components.componentCount
    ) { state(at: $0, duration: duration, withVelocity: false).value }
  }

  final override func reach(beyond end: Double, duration: Double) -> Double {
    ChoreographyReleaseBounds.lane(
      reachFrom: state(at: end, duration: duration, withVelocity: true),
      componentCount: Components.componentCount)
  }

  final override func claim(
    on animator: Animator, for player: ChoreographyPlayer, index: Int
  ) -> ChoreographyClaimHandle? {
    let claim = ChoreographyClaim(lane: self, player: player)
    animator.add(claim, to: object, forKey: property.name)
    guard claim.animator === animator else { return nil }
    claim.isPaused = true
    let identity = ObjectIdentifier(claim)
    claim.watchStop { [weak player] _ in player?.claimStopped(index, identity: identity) }
    return ChoreographyClaimHandle(claim)
  }
}

/// A lane of one track, which is most lanes: the track is kept in the lane itself, so that a
/// frame reads it from the block it already has and calls it directly.
@MainActor
@usableFromInline
final class SingleTrackLane<Object: AnyObject, Track: MotionTrack>:
  TypedChoreographyLane<Object, Track.Value>
{
  /// The track.
  @usableFromInline let track: Track
  /// Where it starts on the choreography.
  @usableFromInline let start: Double
  /// Its length.
  @usableFromInline let length: Double

  @usableFromInline
  init(
    object: Object, property: AnimatableProperty<Object, Track.Value>, track: Track,
    placement: ChoreographyPlacement<Track.Value.AnimatableComponents>, code: @escaping Code
  ) {
    self.track = track
    start = placement.start
    length = placement.duration
    super.init(object: object, property: property, [placement], code: code)
  }

  /// The frame code of one-track lanes of these types: the track's value by the
  /// choreography's rule, written.
  @inlinable
  static var singleTrackCode: Code {
    { base, time, duration in
      let lane = unsafeDowncast(base, to: SingleTrackLane.self)
      let value = choreographyLaneState(
        of: LaneMotionTrack(lane.track), start: lane.start, length: lane.length, at: time,
        duration: duration, withVelocity: false
      ).value
      lane.property.storage.write(lane.object, Track.Value(animatableComponents: value))
    }
  }
}
