// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The animation that renders a layout transition: in the animator's frame list while the
/// transition moves, holding it (so the animator keeps it alive), and taken off at rest.
///
/// Each frame hands the frame's time to the transition; a frame that skips motion (reduced
/// motion, a duration scale of 0) lands it.
@MainActor
final class LayoutConductor: ObjectAnimation<LayoutHost> {
  /// The transition, held while the conductor is on an animator.
  var transition: (any LayoutRendering)?

  init(transition: any LayoutRendering) {
    self.transition = transition
  }

  override func advance(to time: Double, on animator: Animator) {
    render(at: time, skipsMotion: false)
  }

  override func finishAtOnce(at time: Double, on animator: Animator, withoutTime: Bool) {
    render(at: time, skipsMotion: true)
  }

  override func inspection() -> RunningAnimation? {
    transition?.inspection(key: registeredKey)
  }

  private func render(at time: Double, skipsMotion: Bool) {
    guard let transition, !transition.render(at: time, skipsMotion: skipsMotion) else { return }
    transition.conductorFinished(self)
  }
}

/// The object a layout transition's conductor animates: the transition's own.
@MainActor
final class LayoutHost {}

/// What a layout conductor asks of its transition, whatever its id type.
@MainActor
protocol LayoutRendering: AnyObject {
  /// Renders a frame at `time`; answers whether it needs more frames.
  func render(at time: Double, skipsMotion: Bool) -> Bool
  /// The conductor came off the animator's frames: the transition is at rest.
  func conductorFinished(_ conductor: LayoutConductor)
  /// The transition as one entry of ``Animator/runningAnimations``.
  func inspection(key: String) -> RunningAnimation
}
