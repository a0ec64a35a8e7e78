// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Counterparts of pop's repeat, autoreverse, rounding, additive and integer tests
/// (POPAnimationTests), with pop's linear position animation (0, 0) → (100, 100) over 1 s.
@MainActor
@Suite("pop's repeat, rounding, additive and integer tests")
struct PopRepeatAndValueTests {
  @Test(
    "testNoAutoreverseRepeatCount0 / 1 / 4: after enough time the object is at the target",
    arguments: [(0, 2.0), (1, 3.0), (4, 6.0)])
  func noAutoreverse(repeatCount: Int, renderFor duration: Double) {
    let box = Box()
    let animator = Animator()
    let animation = linearPositionAnimation()
    animation.repeatCount = repeatCount
    animation.roundingFactor = 1
    animation.autoreverses = false
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: duration, step: 0.25)
    let target = CGPoint(x: 100, y: 100)
    #expect(box.point == target)
    #expect(box.pointWrites.filter { $0 == target }.count == max(1, repeatCount))
    // PopKit reports one start and one stop for all the runs (pop: stop(false) + start each).
    #expect(animation.tracer.events(ofKind: .didStart).count == 1)
    #expect(animation.tracer.events(ofKind: .didStop).map(\.finished) == [true])
  }

  @Test(
    "testAutoreverseRepeatCount0 / 1 / 4: back at the start, with 1, 1 and 7 reversals",
    arguments: [(0, 1), (1, 1), (4, 7)])
  func autoreverse(repeatCount: Int, reversals: Int) {
    // pop sets autoreverses first; PopKit gives the same count in either order (pop's
    // `repeatCount = 4; autoreverses = YES` makes only 4 runs).
    for autoreversesFirst in [true, false] {
      let box = Box()
      let animator = Animator()
      let animation = linearPositionAnimation()
      animation.roundingFactor = 1
      if autoreversesFirst {
        animation.autoreverses = true
        animation.repeatCount = repeatCount
      } else {
        animation.repeatCount = repeatCount
        animation.autoreverses = true
      }
      animation.tracer.start()
      animator.add(animation, to: box, forKey: "key")
      render(animator, through: 9, step: 0.25)
      #expect(box.point == .zero)
      #expect(animation.tracer.events(ofKind: .autoreversed).count == reversals)
      #expect(animation.tracer.events(ofKind: .didStart).count == 1)
      #expect(animation.tracer.events(ofKind: .didStop).map(\.finished) == [true])
      #expect(box.pointWrites.filter { $0 == CGPoint(x: 100, y: 100) }.count == reversals / 2 + 1)
    }
  }

  @Test(
    "testRoundingFactor: rounding to 1 never writes 0.5, rounding to 0.5 does",
    arguments: [(1.0, false), (1.0, true), (0.5, false), (0.5, true)])
  func roundingFactor(factor: Double, additive: Bool) {
    let box = Box()
    let animator = Animator()
    let animation = BasicAnimation(property: Box.xProperty)
    animation.fromValue = 0
    animation.toValue = 1
    animation.roundingFactor = factor
    animation.isAdditive = additive
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 0.25, step: 0.05)
    let written = writtenValues(animation.tracer)
    #expect(written.count == 6)
    #expect(written.contains(0.5) == (factor == 0.5))
    #expect(written.allSatisfy { ($0 / factor).rounded() * factor == $0 })
    #expect(box.xWrites == written)
  }

  @Test("testAdditiveAnimation: on a base of 1, additive 1 → 2 first writes 2 and ends at 3")
  func additiveAnimation() throws {
    let box = Box(x: 1)
    let animator = Animator()
    let animation = BasicAnimation(property: Box.xProperty)
    animation.fromValue = 1
    animation.toValue = 2
    animation.isAdditive = true
    animator.add(animation, to: box, forKey: "key1")
    render(animator, through: 0.5, step: 0.05)
    let first = try #require(box.xWrites.first)
    let last = try #require(box.xWrites.last)
    #expect(first >= 2)
    #expect(first == 2)
    #expect(last == 3)
    #expect(box.xWrites.count == 9)
  }

  @Test("testIntegerAnimation: an Int target reads back as 1.0 and 0.4 s at 0.1 s writes 5 times")
  func integerAnimation() {
    let box = Box()
    let animator = Animator()
    let animation = BasicAnimation(property: Box.countProperty)
    animation.toValue = 1
    #expect(animation.toValue == 1)
    #expect(animation.toValue?.animatableComponents == 1.0)
    animation.fromValue = 0
    animation.tracer.start()
    animator.add(animation, to: box)
    render(animator, from: 0.1, through: 1.1, step: 0.1)
    let writes = animation.tracer.events(ofKind: .propertyWrite)
    #expect(writes.count == 5)
    #expect(writes.first?.value == [0])
    #expect(writes.last?.value == [1])
    #expect(box.count == 1)
    #expect(animation.tracer.events(ofKind: .didStop).map(\.finished) == [true])
  }
}
