// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The animation that renders a choreography player: in the animator's frame list while the
/// player moves or has a state to write, holding the player (so the animator keeps it alive),
/// and taken off when it comes to rest.
///
/// It runs none of an animation's own machinery: each frame hands the frame's time to the
/// player, which writes its lanes. A frame that skips motion (reduced motion, a duration scale
/// of 0) takes the player to its end, except a reduced variant's under reduced motion.
@MainActor
final class ChoreographyConductor: ObjectAnimation<ChoreographyHost> {
  /// The player, held while the conductor is on an animator.
  var player: ChoreographyPlayer?

  init(player: ChoreographyPlayer) {
    self.player = player
  }

  override func advance(to time: Double, on animator: Animator) {
    render(at: time, jumpsToEnd: false, recorder: animator.recorder)
  }

  override func finishAtOnce(at time: Double, on animator: Animator, withoutTime: Bool) {
    // A reduced variant is the motion meant for reduced motion: only a duration scale of 0
    // takes it to its end at once.
    let jumps = withoutTime || player?.playsReducedVariant != true
    render(at: time, jumpsToEnd: jumps, recorder: animator.recorder)
  }

  override func inspection() -> RunningAnimation? {
    player?.inspection(key: registeredKey)
  }

  private func render(at time: Double, jumpsToEnd: Bool, recorder: MotionRecorder?) {
    guard let player else { return }
    if !player.render(at: time, jumpsToEnd: jumpsToEnd, recorder: recorder),
      player.conductor === self
    {
      player.stopMoving()
    }
  }
}

/// The object a player's conductor animates: the player's own, held by the player.
@MainActor
final class ChoreographyHost {}

extension ChoreographyPlayer {
  /// Puts the conductor on the animator and claims every lane's property: the player writes
  /// them all again from its next frame.
  func startMoving() {
    commandCount &+= 1
    guard let animator else { return }
    if conductor == nil {
      let conductor = ChoreographyConductor(player: self)
      self.conductor = conductor
      animator.add(conductor, to: host)
    }
    if claims.count != lanes.count { claims = Array(repeating: nil, count: lanes.count) }
    for index in lanes.indices where claims[index] == nil {
      claims[index] = lanes[index].claim(on: animator, for: self, index: index)
      // A refused claim: the lane's object has ended, and the player leaves it alone.
      takenOver[index] = claims[index] == nil
    }
  }

  /// Takes the conductor and the claims off the animator.
  func stopMoving() {
    isWithdrawingClaims = true
    for index in claims.indices {
      claims[index]?.withdraw()
      claims[index] = nil
    }
    isWithdrawingClaims = false
    if let conductor {
      self.conductor = nil
      conductor.player = nil
      conductor.removeFromAnimator(finished: true)
    }
  }

  /// A lane's claim stopped: unless the player withdrew it, something else took the property
  /// over, and the player stops writing it.
  func claimStopped(_ index: Int, identity: ObjectIdentifier) {
    guard !isWithdrawingClaims, index < claims.count, let claim = claims[index],
      claim.isClaim(identity)
    else { return }
    claims[index] = nil
    takenOver[index] = true
  }
}
