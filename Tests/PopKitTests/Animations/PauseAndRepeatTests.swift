// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

@MainActor
@Suite("Pausing, repeating, keeping")
struct PauseAndRepeatTests {
  @Test("pausing freezes a spring; resuming continues exactly where it stopped")
  func pauseResume() {
    let box = Box()
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty(threshold: 0))
    spring.fromValue = 0
    spring.toValue = 1
    animator.add(spring, to: box, forKey: "x")
    render(animator, through: 0.1, step: 0.05)
    spring.isPaused = true
    let frozen = box.x
    let writes = box.xWrites.count
    render(animator, from: 0.15, through: 2.0, step: 0.05)
    #expect(box.x == frozen)
    #expect(box.xWrites.count == writes)
    spring.isPaused = false
    animator.render(at: 2.05)
    animator.render(at: 2.10)
    // 0.1 s of running time before the pause and 0.05 s after it (the frame at 2.05 resumes).
    let reference = referenceSpring(
      mass: 1, stiffness: Spring.default.tension, damping: Spring.default.friction, x0: -1,
      v0: 0, time: 0.15)
    expectClose(box.x, 1 + reference.x, absolute: 1e-9)
  }

  @Test(
    "with autoreverses the run count and the reversal events do not depend on order",
    arguments: [0, 1, 4])
  func autoreverseCounts(repeatCount: Int) {
    for autoreversesFirst in [true, false] {
      let box = Box()
      let animator = Animator()
      let basic = BasicAnimation(property: Box.xProperty)
      basic.fromValue = 0
      basic.toValue = 10
      basic.duration = 0.1
      if autoreversesFirst {
        basic.autoreverses = true
        basic.repeatCount = repeatCount
      } else {
        basic.repeatCount = repeatCount
        basic.autoreverses = true
      }
      basic.tracer.start()
      var stops: [Bool] = []
      basic.onStop = { _, finished in stops.append(finished) }
      animator.add(basic, to: box, forKey: "x")
      render(animator, through: 3, step: 0.01)
      let runs = 2 * max(1, repeatCount)
      #expect(basic.tracer.events(ofKind: .autoreversed).count == runs - 1)
      #expect(basic.tracer.events(ofKind: .didStart).count == 1)
      #expect(stops == [true])
      #expect(box.x == 0)
      #expect(box.xWrites.filter { $0 == 10 }.count == runs / 2)
    }
  }

  @Test("without autoreverses the animation ends on its target", arguments: [0, 1, 4])
  func repeatWithoutReverse(repeatCount: Int) {
    let box = Box()
    let animator = Animator()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 10
    basic.duration = 0.1
    basic.repeatCount = repeatCount
    animator.add(basic, to: box, forKey: "x")
    render(animator, through: 2, step: 0.01)
    #expect(box.x == 10)
    #expect(box.xWrites.filter { $0 == 10 }.count == max(1, repeatCount))
  }

  @Test("repeatForever runs until removed")
  func repeatForever() {
    let box = Box()
    let animator = Animator()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 10
    basic.duration = 0.1
    basic.repeatForever = true
    basic.autoreverses = true
    animator.add(basic, to: box, forKey: "x")
    render(animator, through: 10, step: 0.05)
    #expect(basic.isRunning)
    #expect(box.xWrites.filter { $0 == 10 }.count >= 40)
    animator.removeAllAnimations(from: box)
    #expect(!basic.isRunning)
  }

  @Test("a kept spring restarts from where it is when given a new target")
  func keptRestart() {
    let box = Box()
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty(threshold: 1))
    spring.removedOnCompletion = false
    spring.fromValue = 400
    spring.toValue = 200
    var starts = 0
    var stops: [Bool] = []
    spring.onStart = { _ in starts += 1 }
    spring.onStop = { _, finished in stops.append(finished) }
    animator.add(spring, to: box, forKey: "x")
    render(animator, through: 3, step: 1.0 / 60)
    #expect(box.x == 200)
    #expect(stops == [true])
    #expect(animator.animation(forKey: "x", of: box) === spring)
    box.xWrites = []
    spring.toValue = 400
    render(animator, from: 3 + 1.0 / 60, through: 6, step: 1.0 / 60)
    #expect(starts == 2)
    #expect(stops == [true, true])
    #expect(box.xWrites.count > 5)
    expectClose(box.xWrites[0], 200, absolute: 10)
    #expect(box.x == 400)
  }

  @Test("a jump of more than 30 s finishes springs and decays at their target")
  func timeJump() {
    let box = Box()
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty)
    spring.fromValue = 0
    spring.toValue = 1000
    var stops: [Bool] = []
    spring.onStop = { _, finished in stops.append(finished) }
    animator.add(spring, to: box, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 0.01)
    animator.render(at: 300)
    #expect(stops == [true])
    #expect(box.xWrites.last == 1000)
  }

  @Test("a time going backwards is ignored")
  func timeBackwards() {
    let box = Box()
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty(threshold: 0))
    spring.fromValue = 0
    spring.toValue = 1
    animator.add(spring, to: box, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 0.2)
    let value = box.x
    let writes = box.xWrites.count
    animator.render(at: 0.1)
    animator.render(at: 0.2)
    #expect(box.x == value)
    #expect(box.xWrites.count == writes)
  }
}
