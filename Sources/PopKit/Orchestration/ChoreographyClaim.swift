// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A player's claim on a property it writes: an animation under the property's name on the
/// object, registered while the player moves, that never runs a frame of its own (it is
/// paused) and costs a frame nothing but a skip.
///
/// It is how the rest of the animator sees the player's property: an animation added under the
/// same key replaces the claim, which tells the player to stop writing that property, and
/// ``Animator/animate(_:_:to:spring:velocity:)`` takes over from the value and velocity the
/// player gave the property on its last frame, at that frame's instant.
@MainActor
final class ChoreographyClaim<Object: AnyObject, Value: AnimatableValue>:
  PropertyAnimation<Object, Value>, AnimationKind
{
  /// The lane the claim stands for.
  private let lane: TypedChoreographyLane<Object, Value>
  /// The player that writes the lane.
  private weak var player: ChoreographyPlayer?

  init(lane: TypedChoreographyLane<Object, Value>, player: ChoreographyPlayer) {
    self.lane = lane
    self.player = player
    super.init(
      property: lane.property,
      compiled: PropertyAnimation.compiledKind(of: ChoreographyClaim.self, for: lane.property))
  }

  /// A claim never moves: it stays where the player last wrote.
  func motion(after elapsed: Double) -> (value: Components, velocity: Components) {
    (current, currentVelocity)
  }

  /// A claim is never done: the player takes it off when it stops moving.
  func isDone(
    written: Components, previous: Components, velocity: Components, elapsed: Double,
    isFirstWrite: Bool, isRounded: Bool
  ) -> Bool {
    false
  }

  /// The player's state for the property on its last frame, at that frame's instant (or, before
  /// its first frame, where it stands now, at the next frame).
  override func handover() -> (value: Components, velocity: Components, instant: Double?)? {
    guard let player else { return nil }
    let frame = player.lastWrite
    let state = lane.state(at: frame.time, duration: player.duration, withVelocity: true)
    return (state.value, frame.timeRate * state.velocity, frame.instant)
  }

  override func finishRunAtOnce(_ object: Object) -> Bool { false }

  /// A claim is the player's hold on a property, not an animation of its own: the player is
  /// listed instead.
  override func inspection() -> RunningAnimation? { nil }
}

/// A lane's registered claim, to take off its animator when the player stops moving.
@MainActor
struct ChoreographyClaimHandle {
  /// The claim.
  private let claim: Animation

  /// Wraps a registered claim.
  init(_ claim: Animation) { self.claim = claim }

  /// Whether this handle's claim has the identity `identity`.
  func isClaim(_ identity: ObjectIdentifier) -> Bool { ObjectIdentifier(claim) == identity }

  /// Takes the claim off its animator, if it is still on one.
  func withdraw() { claim.removeFromAnimator(finished: false) }
}
