import Foundation
import Testing

@testable import PopKit

/// `await animation.finished`: any number of waiters, cancellation, animations never added.
@Suite("Waiting for the end")
@MainActor
struct FinishedTests {
  /// Lets the main actor's other tasks run until `animation` has `count` waiters (or gives up).
  private func waitForWaiters(_ animation: Animation, count: Int) async {
    for _ in 0..<1000 where (animation.extras?.observers.finishWaiters.count ?? 0) < count {
      await Task.yield()
    }
  }

  @Test("two tasks waiting for a spring both learn that it finished, after its stop")
  func twoWaiters() async {
    let animator = Animator()
    let box = Box()
    let spring = SpringAnimation(property: Box.xProperty, to: 1, spring: .snappy)
    var stopped = false
    spring.onStop = { _, _ in stopped = true }
    animator.add(spring, to: box, forKey: "x")
    let first = Task { await spring.finished }
    let second = Task { await spring.finished }
    await waitForWaiters(spring, count: 2)
    #expect(!stopped)
    var frame = 0
    while spring.isRunning || frame == 0 {
      animator.render(at: Double(frame) / 60)
      frame += 1
    }
    #expect(stopped)
    #expect(await first.value)
    #expect(await second.value)
  }

  @Test("a removed animation's waiters learn that it did not finish")
  func removed() async {
    let animator = Animator()
    let box = Box()
    let spring = SpringAnimation(property: Box.xProperty, to: 1)
    animator.add(spring, to: box, forKey: "x")
    animator.render(at: 0)
    let waiter = Task { await spring.finished }
    await waitForWaiters(spring, count: 1)
    animator.removeAnimation(forKey: "x", from: box)
    #expect(await waiter.value == false)
  }

  @Test("a cancelled waiter returns false at once and leaves the animation running")
  func cancelled() async {
    let animator = Animator()
    let box = Box()
    let spring = SpringAnimation(property: Box.xProperty, to: 1)
    animator.add(spring, to: box, forKey: "x")
    animator.render(at: 0)
    let waiter = Task { await spring.finished }
    await waitForWaiters(spring, count: 1)
    waiter.cancel()
    #expect(await waiter.value == false)
    #expect(spring.isRunning)
    animator.render(at: 1.0 / 60)
    #expect(box.xWrites.count == 2)
  }

  @Test("an animation that is not on an animator returns false at once")
  func neverAdded() async {
    let spring = SpringAnimation(property: Box.xProperty, to: 1)
    #expect(await spring.finished == false)
    #expect(spring.extras == nil, "nothing was kept for a waiter")
  }

  @Test("waiters of an animator's animations learn they did not finish when it goes away")
  func animatorGoesAway() async {
    var animator: Animator? = Animator()
    let box = Box()
    let spring = SpringAnimation(property: Box.xProperty, to: 1)
    animator?.add(spring, to: box, forKey: "x")
    let waiter = Task { await spring.finished }
    await waitForWaiters(spring, count: 1)
    animator = nil
    #expect(await waiter.value == false)
  }
}
