// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import Testing

@testable import PopKit

/// The value-level motion: each law against an independent closed form written here, and its
/// velocity against a central difference of its own values.
struct ValueMotionTests {
  /// An underdamped spring (tension 200, friction 10, mass 1) against the textbook solution
  /// x(t) = e^(−ζω t)(x₀ cos ω_d t + (v₀ + ζω x₀)/ω_d sin ω_d t).
  @Test func springMatchesTheUnderdampedClosedForm() {
    let spring = Spring(tension: 200, friction: 10)
    let motion = ValueMotion.spring(spring, from: 30.0, velocity: -400, to: 100)
    let decayRate = 10.0 / 2
    let damped = (200 - decayRate * decayRate).squareRoot()
    let x0 = 30.0 - 100
    let v0 = -400.0
    for time in stride(from: 0.0, through: 2, by: 0.125) {
      let envelope = exp(-decayRate * time)
      let expected =
        100 + envelope
        * (x0 * cos(damped * time) + (v0 + decayRate * x0) / damped * sin(damped * time))
      #expect(abs(motion.value(at: time) - expected) <= 1e-9 * max(1, abs(expected)))
    }
  }

  @Test func velocityIsTheDerivativeOfTheValue() {
    let step = 1e-6
    let motions: [ValueMotion<Double>] = [
      .spring(.bouncy, from: 0, velocity: 300, to: 50),
      .decay(Decay(), from: 10, velocity: -900),
      .timed(.easeInEaseOut, from: -20, to: 80, duration: 0.6),
    ]
    for motion in motions {
      for time in [0.05, 0.2, 0.35, 0.5] {
        let difference =
          (motion.value(at: time + step) - motion.value(at: time - step)) / (2 * step)
        let velocity = motion.velocity(at: time)
        #expect(abs(velocity - difference) <= 1e-4 * max(1, abs(velocity)))
      }
    }
  }

  /// A decay's value is v₀ (eᵏᵗ − 1) / k past its start, k = 1000 ln(deceleration).
  @Test func decayMatchesItsExponential() {
    let motion = ValueMotion.decay(
      Decay(deceleration: 0.995), from: PlanePoint(x: 5, y: -5),
      velocity: PlanePoint(x: 600, y: -200))
    let rate = 1000 * log(0.995)
    let time = 0.3
    let point = motion.value(at: time)
    #expect(abs(point.x - (5 + 600 * expm1(rate * time) / rate)) <= 1e-9)
    #expect(abs(point.y - (-5 - 200 * expm1(rate * time) / rate)) <= 1e-9)
    let resting = motion.value(at: .infinity)
    #expect(abs(resting.x - (5 - 600 / rate)) <= 1e-9)
    #expect(motion.velocity(at: .infinity) == .zero)
  }

  /// A timed motion follows the curve between its ends, holds its end after the duration and
  /// its start before 0.
  @Test func timedFollowsTheCurveAndHoldsItsEnds() {
    let curve = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    let motion = ValueMotion.timed(curve, from: 10.0, to: 110, duration: 2)
    #expect(abs(motion.value(at: 0.5) - (10 + 100 * curve.value(at: 0.25))) <= 1e-12)
    #expect(motion.value(at: -1) == 10)
    #expect(motion.value(at: .nan) == 10)
    #expect(motion.value(at: 5) == 110)
    #expect(motion.velocity(at: 5) == 0)
    #expect(ValueMotion.timed(.linear, from: 1.0, to: 2, duration: 0).value(at: 0) == 2)
  }

  /// A spring at an infinite time is at rest on its target.
  @Test func springRestsOnItsTargetForEver() {
    let motion = ValueMotion.spring(.smooth, from: -3.0, velocity: 40, to: 7)
    #expect(motion.value(at: .infinity) == 7)
    #expect(motion.velocity(at: .infinity) == 0)
    #expect(motion.value(at: 0) == -3)
    #expect(motion.velocity(at: 0) == 40)
  }
}
