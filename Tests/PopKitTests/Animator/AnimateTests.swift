// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// One line to animate: `animate`, `set`, the typed look-up and the convenience initializers.
@Suite("Animate in one line")
@MainActor
struct AnimateTests {
  /// The spring every test here uses, so that closed forms can be computed independently.
  static let spring = Spring(tension: 300, friction: 20, mass: 1)

  @Test("animate starts a spring from the property's value under the property's name")
  func startsFromCurrentValue() throws {
    let animator = Animator()
    let box = Box(x: 2)
    let spring = animator.animate(box, Box.xProperty, to: 5, spring: Self.spring)
    #expect(animator.animationKeys(of: box) == ["x"])
    #expect(spring.toValue == 5)
    animator.render(at: 0)
    animator.render(at: 0.1)
    let exact = referenceSpring(mass: 1, stiffness: 300, damping: 20, x0: -3, v0: 0, time: 0.1)
    expectClose(box.x, 5 + exact.x, absolute: 1e-9)
  }

  @Test("animate retargets a running spring in place, keeping value and velocity to 1e-12")
  func retargetsInPlace() throws {
    let animator = Animator()
    let box = Box()
    let recorder = EventRecorder()
    let first = animator.animate(box, Box.xProperty, to: 10, spring: Self.spring)
    recorder.observe(first)
    animator.render(at: 0)
    animator.render(at: 0.05)
    let (value, velocity) = (box.x, try #require(first.velocity))
    let second = animator.animate(box, Box.xProperty, to: -4)
    #expect(second === first)
    #expect(second.spring == Self.spring, "nil keeps the running spring")
    try expectClose(#require(second.currentValue), value, absolute: 1e-12)
    try expectClose(#require(second.velocity), velocity, absolute: 1e-12)
    animator.render(at: 0.1)
    let exact = referenceSpring(
      mass: 1, stiffness: 300, damping: 20, x0: value + 4, v0: velocity, time: 0.05)
    expectClose(box.x, -4 + exact.x, absolute: 1e-9)
    #expect(recorder.count(.start) == 1)
    #expect(recorder.stops.isEmpty)
  }

  @Test("animate with a velocity replaces the running spring's velocity; with a spring, its spring")
  func retargetWithVelocityAndSpring() throws {
    let animator = Animator()
    let box = Box()
    let spring = animator.animate(box, Box.xProperty, to: 10)
    animator.render(at: 0)
    animator.render(at: 0.05)
    animator.animate(box, Box.xProperty, to: 10, spring: .bouncy, velocity: -30)
    #expect(spring.velocity == -30)
    #expect(spring.spring == .bouncy)
  }

  @Test("a fling handed to animate keeps its value and velocity (1e-9) and its first frame moves")
  func decayHandOff() throws {
    let animator = Animator()
    let box = Box()
    let recorder = EventRecorder()
    let fling = DecayAnimation(property: Box.xProperty, velocity: 900)
    recorder.observe(fling)
    animator.add(fling, to: box, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 1.0 / 60)
    animator.render(at: 2.0 / 60)
    let (value, velocity) = (box.x, try #require(fling.velocity))
    let spring = animator.animate(box, Box.xProperty, to: 200, spring: Self.spring)
    #expect(recorder.stops == [false])
    #expect(spring.fromValue == value)
    try expectClose(#require(spring.velocity), velocity, absolute: 1e-9)
    animator.render(at: 3.0 / 60)
    let exact = referenceSpring(
      mass: 1, stiffness: 300, damping: 20, x0: value - 200, v0: velocity, time: 1.0 / 60)
    #expect(box.x != value)
    expectClose(box.x, 200 + exact.x, absolute: 1e-9)
    let exactVelocity = try #require(spring.velocity)
    expectClose(exactVelocity, exact.v, absolute: 1e-9)
  }

  @Test("set stops what runs under the key, not finished, and writes at once")
  func setStopsAndWrites() {
    let animator = Animator()
    let box = Box()
    let recorder = EventRecorder()
    let spring = animator.animate(box, Box.xProperty, to: 10)
    recorder.observe(spring)
    animator.render(at: 0)
    animator.set(box, Box.xProperty, to: 3)
    #expect(box.x == 3)
    #expect(recorder.stops == [false])
    #expect(animator.animationCount == 0)
  }

  @Test("the typed look-up returns the animation as its class, or nil for another class")
  func typedLookUp() {
    let animator = Animator()
    let box = Box()
    let spring = SpringAnimation(property: Box.xProperty, to: 1)
    animator.add(spring, to: box, forKey: "x")
    #expect(
      animator.animation(forKey: "x", of: box, as: SpringAnimation<Box, Double>.self) === spring)
    #expect(animator.animation(forKey: "x", of: box, as: DecayAnimation<Box, Double>.self) == nil)
    #expect(animator.animation(forKey: "y", of: box, as: SpringAnimation<Box, Double>.self) == nil)
  }

  @Test("the convenience initializers set what they name and nothing else")
  func convenienceInitializers() {
    let spring = SpringAnimation(property: Box.xProperty, to: 3, spring: .snappy, velocity: 2)
    #expect(spring.toValue == 3 && spring.spring == .snappy && spring.velocity == 2)
    #expect(spring.fromValue == nil)
    let plain = SpringAnimation(property: Box.xProperty, to: 3)
    #expect(plain.spring == .default && plain.velocity == nil)
    let basic = BasicAnimation(property: Box.xProperty, to: 1, duration: 0.3, timingCurve: .easeOut)
    #expect(basic.fromValue == nil && basic.toValue == 1)
    #expect(basic.duration == 0.3 && basic.timingCurve == .easeOut)
    let from = BasicAnimation(property: Box.xProperty, from: 2, to: 1, duration: 1)
    #expect(from.fromValue == 2 && from.timingCurve == .default)
    let fling = DecayAnimation(property: Box.xProperty, velocity: 40, deceleration: 0.99)
    #expect(fling.velocity == 40 && fling.deceleration == 0.99)
    #expect(DecayAnimation(property: Box.xProperty, velocity: 1).deceleration == 0.998)
  }
}
