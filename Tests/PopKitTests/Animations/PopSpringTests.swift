// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Counterparts of pop's POPSpringAnimationTests.
///
/// pop's `kPOPLayerPositionX` is a 1-D property with threshold 1, here
/// `Box.xProperty(threshold: 1)`.
@MainActor
@Suite("pop's spring tests")
struct PopSpringTests {
  static let positionX = Box.xProperty(threshold: 1)

  /// pop's `_positionAnimation`: position x from 0, bounciness 4.
  func positionAnimation() -> SpringAnimation<Box, Double> {
    let animation = SpringAnimation(property: Self.positionX)
    animation.fromValue = 0
    animation.spring = Spring(bounciness: 4, speed: 12)
    return animation
  }

  /// Runs pop's convergence set-up for 1 s at 60 Hz: 0 → 100, velocity 100, bounciness 0.5.
  func convergence(roundingFactor: Double = 0, clampMode: ClampMode = []) -> (
    writes: [Double], stops: [Bool?]
  ) {
    let box = Box()
    let animator = Animator()
    let animation = SpringAnimation(property: Self.positionX)
    animation.fromValue = 0
    animation.toValue = 100
    animation.velocity = 100
    animation.spring = Spring(bounciness: 0.5, speed: 12)
    animation.roundingFactor = roundingFactor
    animation.clampMode = clampMode
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 1, step: 1.0 / 60)
    animation.tracer.stop()
    return (
      writtenValues(animation.tracer),
      animation.tracer.events(ofKind: .didStop).map(\.finished)
    )
  }

  @Test("testCompletion: a spring with nothing set starts and finishes by 0.2 s")
  func completion() {
    let box = Box()
    box.point = CGPoint(x: 100, y: 100)
    box.pointWrites = []
    let animator = Animator()
    let animation = SpringAnimation(property: Box.pointProperty)
    let recorder = EventRecorder()
    recorder.observe(animation)
    animator.add(animation, to: box, forKey: "key")
    for time in [0, 0.1, 0.2] { animator.render(at: time) }
    #expect(recorder.count(.start) == 1)
    #expect(recorder.stops == [true])
    #expect(box.pointWrites.allSatisfy { $0 == CGPoint(x: 100, y: 100) })
  }

  @Test("testConvergence: it finishes, with fewer than 12 trailing writes within 1 of 100")
  func convergenceWithinThreshold() {
    let run = convergence()
    #expect(run.stops == [true])
    let trailing = countOfTrailingValues(run.writes, near: 100, within: 1)
    #expect(trailing < 12)
    #expect(trailing == 7)  // pop's own count
    #expect(run.writes.last == 100)
  }

  @Test("testConvergenceRounded: rounded to 1, fewer than 12 trailing writes are exactly 100")
  func convergenceRounded() {
    let run = convergence(roundingFactor: 1)
    #expect(run.stops == [true])
    let trailing = countOfTrailingValues(run.writes, near: 100)
    #expect(trailing < 12)
    #expect(trailing == 2)  // pop's own count
    #expect(run.writes.allSatisfy { $0 == $0.rounded() })
  }

  @Test("testConvergenceClampedRounded: clamped at the end as well, still under 12, never past")
  func convergenceClampedRounded() {
    let run = convergence(roundingFactor: 1, clampMode: .end)
    #expect(run.stops == [true])
    let trailing = countOfTrailingValues(run.writes, near: 100)
    #expect(trailing < 12)
    #expect(trailing == 2)
    #expect(run.writes.allSatisfy { $0 <= 100 })
  }

  @Test("testNoOperationAnimation: a spring with nothing set never writes another value")
  func noOperation() {
    let initial = CGPoint(x: 100, y: 100)
    let box = Box()
    box.point = initial
    let animator = Animator()
    let animation = SpringAnimation(property: Box.pointProperty)
    let recorder = EventRecorder()
    recorder.observe(animation)
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 5, step: 1.0 / 60)
    #expect(recorder.count(.start) == 1)
    #expect(recorder.stops == [true])
    // pop writes nothing at all (no values means no components); PopKit reads the point and
    // writes it back unchanged.
    let writes = animation.tracer.events(ofKind: .propertyWrite)
    #expect(writes.allSatisfy { $0.value == [100, 100] })
    #expect(box.point == initial)
  }

  @Test("testLatentSpring: a stiff kept spring with nothing set leaves its object alone")
  func latentSpring() {
    let box = Box(x: 0.5)
    let animator = Animator()
    let animation = SpringAnimation(property: Box.xProperty)
    animation.spring = Spring(tension: 990, friction: 230, mass: 1)
    animation.removedOnCompletion = false
    let recorder = EventRecorder()
    recorder.observe(animation)
    animator.add(animation, to: box, forKey: "test")
    render(animator, from: 0.4, through: 0.6, step: 1.0 / 60)
    #expect(recorder.count(.start) == 1)
    #expect(recorder.stops == [true])
    #expect(box.xWrites.allSatisfy { $0 == 0.5 })
    #expect(animator.animation(forKey: "test", of: box) === animation)
    #expect(!animator.hasActiveAnimations)
  }

  @Test("testRectSupport: a rectangle with a rectangle velocity ends exactly on the target")
  func rectSupport() {
    let target = CGRect(x: 100, y: 200, width: 200, height: 400)
    let box = Box()
    let animator = Animator()
    let animation = SpringAnimation(property: Box.rectProperty)
    animation.fromValue = .zero
    animation.toValue = target
    animation.velocity = CGRect(x: 1000, y: 1000, width: 1000, height: 1000)
    let recorder = EventRecorder()
    recorder.observe(animation)
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "")
    render(animator, through: 3, step: 1.0 / 60)
    #expect(recorder.count(.start) == 1)
    #expect(recorder.stops == [true])
    #expect(animation.tracer.events(ofKind: .propertyWrite).last?.value == [100, 200, 200, 400])
    #expect(box.rect == target)
  }

  @Test("testEquivalentFromToValues: from = to with a velocity still ends on the target")
  func equivalentFromToValues() {
    let box = Box()
    let animator = Animator()
    let animation = SpringAnimation(property: Box.pointProperty)
    animation.fromValue = .zero
    animation.toValue = .zero
    animation.velocity = CGPoint(x: 1000, y: 1000)
    var stops: [Bool] = []
    animation.onStop = { _, finished in stops.append(finished) }
    animator.add(animation, to: box, forKey: "")
    render(animator, through: 3, step: 1.0 / 60)
    #expect(stops == [true])
    #expect(box.pointWrites.contains { $0.x > 10 })
    #expect(box.pointWrites.last == .zero)
  }

  @Test("testExcessiveJumpInTime: a frame 300 s later finishes the spring on its target")
  func excessiveJumpInTime() {
    let box = Box()
    let animator = Animator()
    let animation = positionAnimation()
    animation.toValue = 1000
    let recorder = EventRecorder()
    recorder.observe(animation)
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "key")
    for time in [0, 0.01, 300] { animator.render(at: time) }
    #expect(recorder.count(.start) == 1)
    #expect(recorder.stops == [true])
    #expect(animation.tracer.events(ofKind: .propertyWrite).last?.value == [1000])
    #expect(box.xWrites.count == 3)
  }

  @Test("testBouncinessSpeedToTensionFrictionConversion: (12, 5) round-trips within 1e-4")
  func bouncinessSpeedRoundTrip() {
    let spring = Spring(bounciness: 12, speed: 5)
    expectClose(spring.tension, 193.41441176470587, absolute: 1e-9)
    expectClose(spring.friction, 14.25368019647485, absolute: 1e-9)
    #expect(spring.mass == 1)
    expectClose(spring.bounciness, 12, absolute: 1e-4)
    expectClose(spring.speed, 5, absolute: 1e-4)
  }

  @Test("testTensionFrictionToBouncinessSpeedConversion: (240, 25) round-trips within 1e-4")
  func tensionFrictionRoundTrip() {
    let spring = Spring(tension: 240, friction: 25)
    let back = Spring(bounciness: spring.bounciness, speed: spring.speed)
    expectClose(back.tension, 240, absolute: 1e-4)
    expectClose(back.friction, 25, absolute: 1e-4)
    #expect(back.mass == 1)
  }
}
