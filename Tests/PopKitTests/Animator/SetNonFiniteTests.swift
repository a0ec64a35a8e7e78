// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A value handed to `set` comes from outside (a pointer event): one that is not finite is never
/// written; what ran under the key stops unfinished and its tracer says why, and the object
/// keeps a value a following `animate` can start from (issue 21, finding 6).
@Suite("Setting a value that is not finite")
@MainActor
struct SetNonFiniteTests {
  /// The spring every test here uses, so that closed forms can be computed independently.
  static let spring = Spring(tension: 300, friction: 20, mass: 1)

  @Test(
    "finding 6: Animator.set with a non-finite value writes nothing, stops the spring unfinished",
    arguments: [Double.nan, .infinity, -.infinity])
  func finding6SetNaNIsIgnored(_ bad: Double) throws {
    let animator = Animator()
    let box = Box()
    let recorder = EventRecorder()
    let spring = animator.animate(box, Box.xProperty, to: 10, spring: Self.spring)
    recorder.observe(spring)
    spring.tracer.start()
    animator.render(at: 0)
    animator.render(at: 0.05)
    let reached = box.x
    let writes = box.xWrites.count
    animator.set(box, Box.xProperty, to: bad)

    #expect(box.x == reached)
    #expect(box.xWrites.count == writes)
    #expect(recorder.stops == [false])
    #expect(animator.animationCount == 0)
    let rejection = try #require(spring.tracer.events(ofKind: .rejectedValue).first)
    #expect(rejection.note?.contains("Animator.set") == true)
    #expect(rejection.note?.contains("\(bad)") == true)
    #expect(spring.tracer.events.last?.kind == .didStop)
  }

  @Test("finding 6: after a refused set, animate starts from the value the object kept")
  func finding6AnimateWorksAfterRefusedSet() {
    let animator = Animator()
    let box = Box(x: 2)
    animator.set(box, Box.xProperty, to: .nan)
    #expect(box.x == 2 && box.xWrites.isEmpty)
    animator.animate(box, Box.xProperty, to: 5, spring: Self.spring)
    animator.render(at: 0)
    animator.render(at: 0.1)
    let exact = referenceSpring(mass: 1, stiffness: 300, damping: 20, x0: -3, v0: 0, time: 0.1)
    expectClose(box.x, 5 + exact.x, absolute: 1e-9)
    #expect(animator.animationCount == 1)
  }

  @Test("finding 6: a point with one non-finite component is refused whole")
  func finding6OneComponentRefusesTheWholeValue() {
    let animator = Animator()
    let box = Box()
    box.point = CGPoint(x: 4, y: 5)
    box.pointWrites = []
    animator.set(box, Box.pointProperty, to: CGPoint(x: 1, y: CGFloat.infinity))
    #expect(box.point == CGPoint(x: 4, y: 5))
    #expect(box.pointWrites.isEmpty)
    animator.set(box, Box.pointProperty, to: CGPoint(x: 1, y: 2))
    #expect(box.pointWrites == [CGPoint(x: 1, y: 2)])
  }

  @Test("finding 6: AnimatedValue.set(.nan) stops the motion where it is and keeps it finite")
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func finding6AnimatedValueSetNaNIsIgnored() {
    let animator = Animator()
    let animated = AnimatedValue(0.0, spring: Self.spring, animator: animator)
    animated.animate(to: 8)
    animator.render(at: 0)
    animator.render(at: 0.05)
    let exact = referenceSpring(mass: 1, stiffness: 300, damping: 20, x0: -8, v0: 0, time: 0.05)
    let reached = 8 + exact.x
    expectClose(animated.value, reached, absolute: 1e-9)
    animated.set(.nan)

    expectClose(animated.value, reached, absolute: 1e-9)
    #expect(animated.velocity == 0)
    #expect(animated.target == animated.value)
    #expect(animator.animationCount == 0)
    animator.render(at: 0.1)
    expectClose(animated.value, reached, absolute: 1e-9)

    animated.animate(to: 1)
    animator.render(at: 0.2)
    animator.render(at: 0.3)
    let next = referenceSpring(
      mass: 1, stiffness: 300, damping: 20, x0: reached - 1, v0: 0, time: 0.1)
    expectClose(animated.value, 1 + next.x, absolute: 1e-9)
  }
}
