// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
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

  /// Renders `animation`'s animator at 60 Hz until the animation stops (at most 10 s).
  private func runToStop(_ animator: Animator, _ animation: Animation) {
    var frame = 0
    while (animation.isRunning || frame == 0) && frame < 600 {
      animator.render(at: Double(frame) / 60)
      frame += 1
    }
  }

  @Test("awaited after a successful finish, finished answers true at once, as a timeline's does")
  func afterSuccessfulStop() async {
    let animator = Animator()
    let box = Box()
    let spring = SpringAnimation(property: Box.xProperty, to: 1, spring: .snappy)
    var stops: [Bool] = []
    spring.onStop = { _, finished in stops.append(finished) }
    animator.add(spring, to: box, forKey: "x")
    runToStop(animator, spring)
    #expect(stops == [true])
    #expect(spring.key == nil, "removed on completion")
    #expect(await spring.finished == true)
    #expect(await spring.finished == true, "asked again, the same answer")
    #expect((spring.extras?.observers.finishWaiters.count ?? 0) == 0, "nobody left waiting")
  }

  @Test("awaited after a removal, finished answers false at once")
  func afterRemoval() async {
    let animator = Animator()
    let box = Box()
    let spring = SpringAnimation(property: Box.xProperty, to: 1)
    animator.add(spring, to: box, forKey: "x")
    animator.render(at: 0)
    animator.removeAnimation(forKey: "x", from: box)
    #expect(await spring.finished == false)
  }

  @Test("a kept animation that finished answers true at once, and waits again once restarted")
  func keptAndRestarted() async {
    let animator = Animator()
    let box = Box()
    let spring = SpringAnimation(property: Box.xProperty, to: 1, spring: .snappy)
    spring.removedOnCompletion = false
    animator.add(spring, to: box, forKey: "x")
    runToStop(animator, spring)
    #expect(spring.key == "x", "kept on the animator")
    #expect(await spring.finished == true)
    // A new target starts it again: the next answer is the next stop's.
    spring.toValue = 2
    animator.render(at: 20)
    #expect(spring.isRunning)
    let waiter = Task { await spring.finished }
    await waitForWaiters(spring, count: 1)
    animator.removeAnimation(forKey: "x", from: box)
    #expect(await waiter.value == false)
  }

  @Test("waiters before the stop and a question after it get the same answer")
  func beforeAndAfter() async {
    let animator = Animator()
    let box = Box()
    let spring = SpringAnimation(property: Box.xProperty, to: 1, spring: .snappy)
    animator.add(spring, to: box, forKey: "x")
    let before = Task { await spring.finished }
    await waitForWaiters(spring, count: 1)
    runToStop(animator, spring)
    #expect(await before.value == true)
    #expect(await spring.finished == true)
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
