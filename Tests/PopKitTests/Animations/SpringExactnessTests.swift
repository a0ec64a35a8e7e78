// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Springs through the animator are the exact solution of their equation, whatever the frame
/// times, and a new target or new constants mid-flight keep the value and velocity continuous.
@MainActor
@Suite("Exact spring motion through the animator")
struct SpringExactnessTests {
  /// A damping regime and a spring in it.
  enum Damping: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case underDamped
    case criticallyDamped
    case overDamped
    case underDampedHeavy

    var spring: Spring {
      switch self {
      case .underDamped: Spring(tension: 300, friction: 10, mass: 1)
      // friction² = 4·tension·mass exactly, so both sides take their critical branch.
      case .criticallyDamped: Spring(tension: 100, friction: 20, mass: 1)
      case .overDamped: Spring(tension: 100, friction: 50, mass: 2)
      case .underDampedHeavy: Spring(tension: 200, friction: 8, mass: 2)
      }
    }

    var testDescription: String { rawValue }
  }

  /// The reference state `time` seconds after release from `displacement` and `velocity`.
  func reference(_ spring: Spring, displacement: Double, velocity: Double, time: Double) -> (
    x: Double, v: Double
  ) {
    referenceSpring(
      mass: spring.mass, stiffness: spring.tension, damping: spring.friction,
      x0: displacement, v0: velocity, time: time)
  }

  /// Frame times from 0 with 60 Hz frames jittered by ±30 %, until `end`.
  func jitteredTimes(seed: UInt64, through end: Double) -> [Double] {
    var generator = SeededGenerator(seed: seed)
    var times = [0.0]
    while let last = times.last, last < end {
      times.append(last + (1.0 / 60) * (0.7 + 0.6 * generator.nextUnit()))
    }
    return times
  }

  @Test(
    "uneven frames follow the closed form to 1e-9 of the move, value and velocity",
    arguments: Damping.allCases, [1, 2, 3] as [UInt64])
  func unevenFrames(damping: Damping, seed: UInt64) throws {
    let spring = damping.spring
    let box = Box()
    let animator = Animator()
    let animation = SpringAnimation(property: Box.xProperty(threshold: 0))
    animation.fromValue = 0
    animation.toValue = 100
    animation.velocity = 250
    animation.spring = spring
    animator.add(animation, to: box, forKey: "x")
    let speedScale = 250 + 100 * (spring.tension / spring.mass).squareRoot()
    for time in jitteredTimes(seed: seed, through: 2) {
      animator.render(at: time)
      let expected = reference(spring, displacement: -100, velocity: 250, time: time)
      let velocity = try #require(animation.velocity)
      expectClose(box.x, 100 + expected.x, absolute: 1e-9 * 100, "t = \(time)")
      expectClose(velocity, expected.v, absolute: 1e-9 * speedScale, "t = \(time)")
    }
    #expect(animation.isRunning)
  }

  @Test("each component of a point follows its own closed form under uneven frames")
  func unevenFramesForPoints() {
    let spring = Damping.underDamped.spring
    let box = Box()
    let animator = Animator()
    let animation = SpringAnimation(property: Box.pointProperty.withThreshold(0))
    animation.fromValue = CGPoint(x: 10, y: -20)
    animation.toValue = CGPoint(x: -30, y: 40)
    animation.velocity = CGPoint(x: 100, y: -300)
    animation.spring = spring
    animator.add(animation, to: box, forKey: "point")
    for time in jitteredTimes(seed: 9, through: 1.5) {
      animator.render(at: time)
      let x = reference(spring, displacement: 40, velocity: 100, time: time)
      let y = reference(spring, displacement: -60, velocity: -300, time: time)
      expectClose(box.point.x, -30 + x.x, absolute: 1e-9 * 60)
      expectClose(box.point.y, 40 + y.x, absolute: 1e-9 * 60)
    }
  }

  @Test(
    "a new target mid-flight keeps the value and the velocity continuous",
    arguments: Damping.allCases)
  func retargetIsContinuous(damping: Damping) throws {
    let spring = damping.spring
    let box = Box()
    let animator = Animator()
    let animation = SpringAnimation(property: Box.xProperty(threshold: 0))
    animation.fromValue = 0
    animation.toValue = 100
    animation.spring = spring
    animator.add(animation, to: box, forKey: "x")
    let times = jitteredTimes(seed: 5, through: 0.15)
    for time in times { animator.render(at: time) }
    let retargetTime = try #require(times.last)
    let valueBefore = box.x
    let velocityBefore = try #require(animation.velocity)
    #expect(abs(velocityBefore) > 100)  // it is really moving

    animation.toValue = -50
    #expect(animation.velocity == velocityBefore)
    #expect(animation.currentValue == valueBefore)

    // A moment later, value and velocity have moved by no more than the new acceleration allows.
    let moment = 1e-6
    animator.render(at: retargetTime + moment)
    let velocityAfter = try #require(animation.velocity)
    let acceleration =
      (-spring.tension * (valueBefore + 50) - spring.friction * velocityBefore) / spring.mass
    expectClose(
      box.x - valueBefore, velocityBefore * moment, absolute: abs(acceleration) * moment * moment)
    expectClose(
      velocityAfter - velocityBefore, acceleration * moment, absolute: 1e-6 * abs(acceleration))

    // And from then on the motion is the closed form from that state towards -50.
    for step in 1...60 {
      let time = retargetTime + moment + Double(step) / 60
      animator.render(at: time)
      let expected = reference(
        spring, displacement: valueBefore + 50, velocity: velocityBefore,
        time: time - retargetTime)
      expectClose(box.x, -50 + expected.x, absolute: 1e-9 * 150)
    }
  }

  @Test("new spring constants mid-flight keep the value and the velocity")
  func newConstantsAreContinuous() throws {
    let box = Box()
    let animator = Animator()
    let animation = SpringAnimation(property: Box.xProperty(threshold: 0))
    animation.fromValue = 0
    animation.toValue = 1
    animator.add(animation, to: box, forKey: "x")
    render(animator, through: 0.1, step: 1.0 / 60)
    let value = box.x
    let velocity = try #require(animation.velocity)
    let stiffer = Spring(tension: 900, friction: 15, mass: 1)
    animation.spring = stiffer
    #expect(animation.velocity == velocity)
    animator.render(at: 0.15)
    let expected = reference(
      stiffer, displacement: value - 1, velocity: velocity, time: 0.15 - 0.1)
    expectClose(box.x, 1 + expected.x, absolute: 1e-12)
    try expectClose(#require(animation.velocity), expected.v, absolute: 1e-9)
  }
}
