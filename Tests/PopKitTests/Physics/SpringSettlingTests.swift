// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

@Suite("Spring settling duration")
struct SpringSettlingTests {
  static let thresholds = [1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6]

  static let springs = [
    SpringCase.popDefault, .swiftUI, .bouncy, SpringCase("bouncy (ζ = 0.15)", dampingRatio: 0.15),
    SpringCase("ζ = 1 − 1e-6", dampingRatio: 1 - 1e-6),
    SpringCase("ζ = 1 − 1e-9", dampingRatio: 1 - 1e-9), .critical, .criticalHeavy,
    SpringCase("ζ = 1 + 1e-9", dampingRatio: 1 + 1e-9),
    SpringCase("over-damped (ζ = 2)", dampingRatio: 2),
    SpringCase("over-damped (ζ = 6, mass 0.3)", dampingRatio: 6, tension: 30, mass: 0.3),
  ]

  /// Initial velocities for a move of distance 1: at rest, towards the target and away from it.
  static let velocities = [0.0, 4, 25, -6]

  @Test(
    "matches a brute-force scan of the exact motion to within 1 ms",
    arguments: springs, velocities)
  func matchesBruteForce(_ springCase: SpringCase, initialVelocity: Double) {
    for distance in [1.0, -1] {
      let velocity = initialVelocity * distance
      let expected = springCase.reference.bruteForceSettlingTimes(
        x0: -distance, v0: velocity, thresholds: Self.thresholds)
      for (threshold, expectedTime) in zip(Self.thresholds, expected) {
        let time = springCase.spring.settlingDuration(
          distance: distance, initialVelocity: velocity, threshold: threshold)
        expectClose(
          time, expectedTime, absolute: 1e-3, "distance \(distance), threshold \(threshold)")
      }
    }
  }

  @Test("a spring without friction never settles", arguments: [0.0, 3])
  func frictionlessNeverSettles(initialVelocity: Double) {
    let spring = Spring(tension: 100, friction: 0)
    #expect(
      spring.settlingDuration(distance: 1, initialVelocity: initialVelocity, threshold: 1e-3)
        == .infinity)
  }

  @Test("without friction, the displacement's amplitude √(x0² + (v0/ω0)²) decides (regression)")
  func frictionlessAmplitude() {
    let spring = Spring(tension: 100, friction: 0)
    // Amplitude 1e-4: never leaves the threshold (was .infinity: the velocity's amplitude
    // ω0·x0 = 1e-3 was used).
    #expect(spring.settlingDuration(distance: 1e-4, threshold: 1e-3) == 0)
    #expect(spring.settlingDuration(distance: -1e-4, initialVelocity: 5e-3, threshold: 1e-3) == 0)
    // A kick from the target oscillates with amplitude v0/ω0 = 2e-3 (was 0).
    #expect(
      spring.settlingDuration(distance: 0, initialVelocity: 0.02, threshold: 1e-3) == .infinity)
  }

  @Test(
    "a move that starts and stays within the threshold takes no time",
    arguments: SpringCase.all.filter { $0.friction > 0 })
  func alreadySettled(_ springCase: SpringCase) {
    let spring = springCase.spring
    #expect(spring.settlingDuration(distance: 0, threshold: 1e-3) == 0)
    #expect(spring.settlingDuration(distance: 1e-4, threshold: 1e-3) == 0)
    #expect(spring.settlingDuration(distance: -5e-4, threshold: 1e-3) == 0)
  }

  @Test(
    "a velocity from rest settles after leaving the threshold",
    arguments: SpringSettlingTests.springs)
  func kickFromRest(_ springCase: SpringCase) {
    let expected = springCase.reference.bruteForceSettlingTimes(
      x0: 0, v0: 2, thresholds: [1e-3])
    let time = springCase.spring.settlingDuration(distance: 0, initialVelocity: 2, threshold: 1e-3)
    #expect(time > 0)
    expectClose(time, expected[0], absolute: 1e-3)
  }

  @Test(
    "without tension a fling settles where friction stops it",
    arguments: InitialState.all + [InitialState(1, -2.5), InitialState(-0.4, 1.0005)])
  func tensionless(_ initial: InitialState) {
    let spring = Spring(tension: 0, friction: 5, mass: 2)
    let reference = ReferenceOscillator(tension: 0, friction: 5, mass: 2)
    let (x0, v0) = (initial.displacement, initial.velocity)
    let rest = x0 + v0 * 2 / 5
    for threshold in [1e-2, 1e-4] {
      let time = spring.settlingDuration(distance: -x0, initialVelocity: v0, threshold: threshold)
      if rest.magnitude > threshold {
        #expect(time == .infinity, "comes to rest \(rest) away, threshold \(threshold)")
      } else {
        let expected = reference.bruteForceSettlingTimes(x0: x0, v0: v0, thresholds: [threshold])
        expectClose(time, expected[0], absolute: 1e-3)
      }
    }
  }

  @Test("without tension or friction a moving value never settles")
  func freeMotion() {
    let spring = Spring(tension: 0, friction: 0)
    #expect(spring.settlingDuration(distance: 0, initialVelocity: 1, threshold: 1e-3) == .infinity)
    #expect(spring.settlingDuration(distance: 1, threshold: 1e-3) == .infinity)
    #expect(spring.settlingDuration(distance: 1e-4, threshold: 1e-3) == 0)
  }

  @Test("pop's default spring settles a unit move in about 0.6 s at 0.001")
  func popDefault() {
    let time = Spring.default.settlingDuration(distance: 1, threshold: 1e-3)
    let expected = SpringCase.popDefault.reference.bruteForceSettlingTimes(
      x0: -1, v0: 0, thresholds: [1e-3])
    expectClose(time, expected[0], absolute: 1e-3)
    #expect((0.3...1).contains(time))
  }
}
