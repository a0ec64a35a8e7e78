// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

@MainActor
@Suite("Clamping, rounding, additive, begin time")
struct AnimationOptionsTests {
  @Test("a spring clamped at its end never passes the target and finishes there")
  func clampEnd() {
    let box = Box()
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty)
    spring.fromValue = 0
    spring.toValue = 1
    spring.spring = Spring(bounciness: 20, speed: 20)
    spring.clampMode = .end
    var finished = false
    spring.onStop = { _, flag in finished = flag }
    animator.add(spring, to: box, forKey: "x")
    _ = renderUntil(animator) { finished }
    #expect(finished)
    #expect(box.xWrites.allSatisfy { $0 <= 1 })
    #expect(box.x == 1)
  }

  @Test("rounding changes only the written value (pop's rounding test)", arguments: [1.0, 0.5])
  func rounding(factor: Double) {
    let box = Box()
    let animator = Animator()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 1
    basic.duration = 1
    basic.timingCurve = .linear
    basic.roundingFactor = factor
    animator.add(basic, to: box, forKey: "x")
    render(animator, through: 1, step: 0.125)
    #expect(box.xWrites.allSatisfy { ($0 / factor).rounded() == $0 / factor })
    #expect(box.xWrites.contains(0.5) == (factor == 0.5))
    #expect(box.x == 1)
  }

  @Test("additive: base 1 animated from 1 to 2 first writes 2 and ends at 3")
  func additive() {
    let box = Box(x: 1)
    let animator = Animator()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 1
    basic.toValue = 2
    basic.isAdditive = true
    animator.add(basic, to: box, forKey: "x")
    render(animator, through: 0.5, step: 0.05)
    #expect(box.xWrites.first == 2)
    expectClose(box.x, 3, absolute: 1e-12)
  }

  @Test("an animation waits for its begin time")
  func beginTime() {
    let box = Box()
    let animator = Animator()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 1
    basic.beginTime = 0.5
    var started: Double?
    basic.onStart = { [weak animator] _ in started = animator?.currentTime }
    animator.add(basic, to: box, forKey: "x")
    render(animator, through: 0.45, step: 0.05)
    #expect(box.xWrites.isEmpty)
    animator.render(at: 0.5)
    #expect(started == 0.5)
    #expect(box.xWrites == [0])
  }
}
