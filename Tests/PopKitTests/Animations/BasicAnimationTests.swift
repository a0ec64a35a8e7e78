// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

@MainActor
@Suite("Basic animation")
struct BasicAnimationTests {
  /// An independent cubic-bezier evaluation: bisection on x(t), then y(t).
  func referenceCurve(_ p: (Double, Double, Double, Double), at x: Double) -> Double {
    func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if bezier(p.0, p.2, middle) < x { low = middle } else { high = middle }
    }
    return bezier(p.1, p.3, (low + high) / 2)
  }

  @Test("values follow the curve exactly, and the last frame lands on the target")
  func followsCurve() {
    let box = Box()
    let animator = Animator()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 100
    basic.duration = 0.4
    basic.timingCurve = .easeIn
    animator.add(basic, to: box, forKey: "x")
    render(animator, through: 0.4, step: 0.05)
    for (index, value) in box.xWrites.enumerated() {
      let expected = 100 * referenceCurve((0.42, 0, 1, 1), at: Double(index) * 0.05 / 0.4)
      expectClose(value, expected, absolute: 1e-7)
    }
    #expect(box.x == 100)
  }

  @Test("a 0.4 s animation sampled every 0.1 s writes exactly 5 values (pop's integer test)")
  func integerAnimationWrites() {
    let box = Box()
    let animator = Animator()
    let basic = BasicAnimation(property: Box.countProperty)
    basic.fromValue = 0
    basic.toValue = 1
    var writes = 0
    basic.onApply = { _ in writes += 1 }
    animator.add(basic, to: box, forKey: "count")
    render(animator, through: 0.4, step: 0.1)
    #expect(writes == 5)
    #expect(box.count == 1)
  }

  @Test("a zero duration writes the target once and finishes")
  func zeroDuration() {
    let box = Box()
    let animator = Animator()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 5
    basic.duration = 0
    var stops: [Bool] = []
    basic.onStop = { _, finished in stops.append(finished) }
    animator.add(basic, to: box, forKey: "x")
    animator.render(at: 0)
    #expect(box.xWrites == [5])
    #expect(stops == [true])
  }

  @Test("an overshooting curve keeps its overshoot and ends on the target (pop #163)")
  func overshootingCurve() {
    let box = Box()
    let animator = Animator()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 100
    basic.duration = 0.36
    basic.timingCurve = TimingCurve(x1: 0.15, y1: 1.5, x2: 0.55, y2: 1)
    animator.add(basic, to: box, forKey: "x")
    render(animator, through: 0.4, step: 1.0 / 60)
    #expect(box.xWrites.count > 10)
    #expect(box.xWrites.last == 100)
    #expect(box.xWrites.dropLast().last! > 100)
  }

  @Test("retargeting continues from the current value without a jump")
  func retargetWithoutJump() {
    let box = Box()
    let animator = Animator()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 100
    basic.duration = 1
    basic.timingCurve = .linear
    animator.add(basic, to: box, forKey: "x")
    render(animator, through: 0.5, step: 0.25)
    expectClose(box.x, 50, absolute: 1e-9)
    basic.toValue = 0
    animator.render(at: 0.5 + 1e-6)
    expectClose(box.x, 50, absolute: 1e-3)
    animator.render(at: 1.0)
    expectClose(box.x, 25, absolute: 1e-9)
    animator.render(at: 1.5)
    #expect(box.x == 0)
  }
}
