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

  @usableFromInline
  init(write: @escaping Code) { self.write = write }

  /// The lane's progress tolerance: how much of the choreography's progress moves the property
  /// by its threshold, at most (for a release's rest).
  func progressTolerance(duration: Double) -> Double {
    preconditionFailure("PopKit: \(type(of: self)) does not override progressTolerance")
  }

  /// Registers the lane's claim on its property with an animator: an animation under the
  /// property's name that tells the player when something else takes the property over.
  func claim(
    on animator: Animator, for player: ChoreographyPlayer, index: Int
  ) -> ChoreographyClaimHandle {
    preconditionFailure("PopKit: \(type(of: self)) does not override claim(on:for:index:)")
  }
}

/// A lane of a known object and value type.
@MainActor
@usableFromInline
final class TypedChoreographyLane<Object: AnyObject, Value: AnimatableValue>: ChoreographyLane {
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
    super.init(write: code)
  }

  /// A copy of the lane with one more track.
  func adding(_ placement: ChoreographyPlacement<Components>) -> TypedChoreographyLane {
    TypedChoreographyLane(object: object, property: property, placements + [placement], code: write)
  }

  /// The frame code of lanes of these types: the value at the time, written.
  @inlinable
  static var code: Code {
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
  func state(at time: Double, duration: Double, withVelocity: Bool) -> (
    value: Components, velocity: Components
  ) {
    let placement = placements[placementIndex(at: time)]
    let local = time - placement.start
    if local > placement.duration {
      guard time > duration, placement.end == duration else {
        return (placement.value(placement.duration), .zero)
      }
      let velocity = placement.velocity(placement.duration)
      return (placement.value(placement.duration) + (time - duration) * velocity, velocity)
    }
    if local < 0 {
      guard time < 0, placement.start == 0 else { return (placement.value(0), .zero) }
      let velocity = placement.velocity(0)
      return (placement.value(0) + time * velocity, velocity)
    }
    return (placement.value(local), withVelocity ? placement.velocity(local) : .zero)
  }

  /// The track that writes at a time: the one whose span contains it (the later start, then
  /// the later added, of two), else the one that ended most recently, else the first to start.
  @inlinable
  func placementIndex(at time: Double) -> Int {
    if placements.count == 1 { return 0 }
    var containing = -1
    var ended = -1
    var first = 0
    for index in placements.indices {
      let placement = placements[index]
      if placement.start < placements[first].start { first = index }
      if placement.start <= time && time <= placement.end {
        if containing < 0 || placement.start >= placements[containing].start { containing = index }
      } else if placement.end < time {
        if ended < 0 || placement.end >= placements[ended].end { ended = index }
      }
    }
    return containing >= 0 ? containing : ended >= 0 ? ended : first
  }

  override func progressTolerance(duration: Double) -> Double {
    // The widest any component moves over the plan, sampled; the threshold over that is the
    // progress that moves the property by its threshold at most.
    var lowest = [Double](repeating: .infinity, count: Components.componentCount)
    var highest = [Double](repeating: -.infinity, count: Components.componentCount)
    let samples = 256
    for step in 0...samples {
      let time = duration * Double(step) / Double(samples)
      let value = state(at: time, duration: duration, withVelocity: false).value
      for component in 0..<Components.componentCount {
        lowest[component] = min(lowest[component], value[component])
        highest[component] = max(highest[component], value[component])
      }
    }
    let widest = zip(lowest, highest).map { $1 - $0 }.max() ?? 0
    let threshold = property.threshold > 0 ? property.threshold : 0.01
    return widest > 0 ? threshold / widest : .infinity
  }

  override func claim(
    on animator: Animator, for player: ChoreographyPlayer, index: Int
  ) -> ChoreographyClaimHandle {
    let claim = ChoreographyClaim(lane: self, player: player)
    animator.add(claim, to: object, forKey: property.name)
    claim.isPaused = true
    let identity = ObjectIdentifier(claim)
    claim.watchStop { [weak player] _ in player?.claimStopped(index, identity: identity) }
    return ChoreographyClaimHandle(claim)
  }
}
