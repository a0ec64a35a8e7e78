// snippet.hide
// The article "Testing motion with snapshots" (PopKitTesting): a test of a card's motion
// against a golden file, and a run on animators of your own. Swift Testing's `@Test` compiles
// in a snippet where the toolchain has the Testing module (it is not run here).
import PopKit

#if canImport(Testing)
  import PopKitTesting
  import Testing

  // snippet.show
  // snippet.model
  final class Card { var x = 0.0 }
  let cardX = AnimatableProperty(\Card.x, name: "x", threshold: 0.5)

  // snippet.test
  @MainActor @Test func cardSlidesInAndBack() {
    let card = Card()
    let snapshot = MotionSnapshot.record(seconds: 1.5) { animator, time in
      if time == 0 { animator.animate(card, cardX, to: 320, spring: .init(duration: 0.5)) }
      if time == 0.4 { animator.animate(card, cardX, to: 0) }  // turned round mid-flight
    }
    expectMotion(snapshot, matchesGolden: "card-slides-in-and-back")
  }
  // snippet.end

  // snippet.hide
  /// Something of your own that makes its animators, such as a screen's controller.
  @MainActor final class Screen {
    let card = Card()
    let animator: Animator
    init(animator: Animator) { self.animator = animator }
    func open() { animator.animate(card, cardX, to: 320) }
  }

  // snippet.show
  // snippet.own
  @MainActor @Test func screenOpens() {
    let clock = ManualClock()
    let recorder = MotionRecorder()
    let animator = Animator(clock: clock)
    animator.recorder = recorder
    let screen = Screen(animator: animator)
    MotionSnapshot.drive(clock, seconds: 2) { time in
      if time == 0 { screen.open() }
    }
    expectMotion(MotionSnapshot(recorder), matchesGolden: "screen-opens", tolerance: 1e-6)
  }
// snippet.end
// snippet.hide
#endif
