// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// The largest error of the solver against the reference over the motion, in units of the
/// motion's scale `max(|x0|, |v0|/Ω)` (displacement) and `Ω` times it (velocity).
private func largestErrors(
  _ springCase: SpringCase, _ initial: InitialState, times: [Double]
) -> (displacement: Double, velocity: Double) {
  let spring = springCase.spring
  let reference = springCase.reference
  let (x0, v0) = (initial.displacement, initial.velocity)
  let scale = reference.scale(x0: x0, v0: v0)
  var errors = (displacement: 0.0, velocity: 0.0)
  for time in times {
    let expected = reference.state(at: time, x0: x0, v0: v0)
    let x = spring.displacement(at: time, initialDisplacement: x0, initialVelocity: v0)
    let v = spring.velocity(at: time, initialDisplacement: x0, initialVelocity: v0)
    errors.displacement = max(errors.displacement, (x - expected.displacement).magnitude / scale)
    errors.velocity = max(
      errors.velocity, (v - expected.velocity).magnitude / (scale * reference.rate))
  }
  return errors
}

@Suite("Spring closed-form motion")
struct SpringMotionTests {
  @Test(
    "displacement and velocity match the independent closed form",
    arguments: SpringCase.all, InitialState.all)
  func matchesReference(_ springCase: SpringCase, _ initial: InitialState) {
    let span = 30 / springCase.reference.rate
    let times = (0...600).map { span * Double($0) / 600 }
    let errors = largestErrors(springCase, initial, times: times)
    #expect(errors.displacement <= 1e-12)
    #expect(errors.velocity <= 1e-12)
  }

  @Test(
    "near critical damping the error stays below 1e-12 of the motion's scale (1e-9 required)",
    arguments: SpringCase.nearCritical + [.critical, .criticalHeavy], InitialState.all)
  func nearCritical(_ springCase: SpringCase, _ initial: InitialState) {
    // Dense sampling through the region where the two roots' forms would cancel.
    let span = 60 / springCase.reference.rate
    let times = (0...3000).map { span * Double($0) / 3000 }
    let errors = largestErrors(springCase, initial, times: times)
    #expect(errors.displacement <= 1e-12)
    #expect(errors.velocity <= 1e-12)
  }

  @Test(
    "long times up to 1e4 s stay finite and match the reference",
    arguments: SpringCase.all, InitialState.all)
  func longTimes(_ springCase: SpringCase, _ initial: InitialState) {
    let times = [10.0, 100, 1000, 1e4]
    for time in times {
      let spring = springCase.spring
      let x = spring.displacement(
        at: time, initialDisplacement: initial.displacement, initialVelocity: initial.velocity)
      let v = spring.velocity(
        at: time, initialDisplacement: initial.displacement, initialVelocity: initial.velocity)
      #expect(x.isFinite && v.isFinite, "t = \(time)")
    }
    let errors = largestErrors(springCase, initial, times: times)
    #expect(errors.displacement <= 1e-12)
    #expect(errors.velocity <= 1e-12)
  }

  @Test("the motion starts at the initial state", arguments: SpringCase.all, InitialState.all)
  func initialState(_ springCase: SpringCase, _ initial: InitialState) {
    let spring = springCase.spring
    let (x0, v0) = (initial.displacement, initial.velocity)
    #expect(spring.displacement(at: 0, initialDisplacement: x0, initialVelocity: v0) == x0)
    #expect(spring.velocity(at: 0, initialDisplacement: x0, initialVelocity: v0) == v0)
  }

  @Test(
    "velocity is the derivative of displacement (five-point central difference)",
    arguments: SpringCase.all, InitialState.all)
  func velocityIsDerivative(_ springCase: SpringCase, _ initial: InitialState) {
    let spring = springCase.spring
    let rate = springCase.reference.rate
    let (x0, v0) = (initial.displacement, initial.velocity)
    let scale = springCase.reference.scale(x0: x0, v0: v0)
    // The step resolves the fastest rate, which for an over-damped spring is up to c/m.
    let h = 1e-3 / max(rate, springCase.friction / springCase.mass)
    func x(_ t: Double) -> Double {
      spring.displacement(at: t, initialDisplacement: x0, initialVelocity: v0)
    }
    for step in 1...60 {
      let t = Double(step) * 0.1 / rate
      let slope = (x(t - 2 * h) - 8 * x(t - h) + 8 * x(t + h) - x(t + 2 * h)) / (12 * h)
      let v = spring.velocity(at: t, initialDisplacement: x0, initialVelocity: v0)
      expectClose(v, slope, absolute: 1e-9 * scale * rate, "t = \(t)")
    }
  }

  @Test(
    "without friction the energy x² + v²/ω0² is conserved for 1000 s",
    arguments: [1.0, 100, 1e4], InitialState.all)
  func energyConserved(tension: Double, _ initial: InitialState) {
    let spring = Spring(tension: tension, friction: 0, mass: 2)
    let frequencySquared = tension / 2
    let (x0, v0) = (initial.displacement, initial.velocity)
    let energy = x0 * x0 + v0 * v0 / frequencySquared
    #expect(spring.oscillatesForever)
    for step in 0...10_000 {
      let t = Double(step) * 0.1
      let x = spring.displacement(at: t, initialDisplacement: x0, initialVelocity: v0)
      let v = spring.velocity(at: t, initialDisplacement: x0, initialVelocity: v0)
      let now = x * x + v * v / frequencySquared
      expectClose(now, energy, absolute: 1e-12 * energy, "t = \(t)")
    }
  }

  @Test("without tension the spring drifts to x0 + v0·m/c", arguments: InitialState.all)
  func tensionlessDrift(_ initial: InitialState) {
    let spring = Spring(tension: 0, friction: 5, mass: 2)
    let (x0, v0) = (initial.displacement, initial.velocity)
    let rest = x0 + v0 * 2 / 5
    let scale = max(x0.magnitude, v0.magnitude * 2 / 5)
    for time in [40.0, 100, 1e4] {
      let x = spring.displacement(at: time, initialDisplacement: x0, initialVelocity: v0)
      let v = spring.velocity(at: time, initialDisplacement: x0, initialVelocity: v0)
      expectClose(x, rest, absolute: 1e-14 * scale)
      #expect(v.magnitude <= 1e-14 * v0.magnitude)
    }
    // Before it stops: x0 + v0·(m/c)·(1 − e^(−ct/m)).
    let x = spring.displacement(at: 0.3, initialDisplacement: x0, initialVelocity: v0)
    let expected = x0 + v0 * 0.4 * (1 - exp(-0.75))
    expectClose(x, expected, absolute: 1e-14 * scale)
  }

  @Test("without tension or friction the value moves in a straight line")
  func freeMotion() {
    let spring = Spring(tension: 0, friction: 0)
    for time in [0.0, 0.5, 3, 1e4] {
      #expect(
        spring.displacement(at: time, initialDisplacement: 2, initialVelocity: -3) == 2 - 3 * time)
      #expect(spring.velocity(at: time, initialDisplacement: 2, initialVelocity: -3) == -3)
    }
  }

  @Test("the reference itself agrees with fourth-order Runge–Kutta", arguments: SpringCase.all)
  func referenceAgreesWithIntegration(_ springCase: SpringCase) {
    let reference = springCase.reference
    let time = 3 / reference.rate
    for initial in InitialState.all {
      let (x0, v0) = (initial.displacement, initial.velocity)
      let scale = reference.scale(x0: x0, v0: v0)
      let exact = reference.state(at: time, x0: x0, v0: v0)
      let integrated = reference.integrated(over: time, steps: 20_000, x0: x0, v0: v0)
      expectClose(exact.displacement, integrated.displacement, absolute: 1e-11 * scale)
      expectClose(exact.velocity, integrated.velocity, absolute: 1e-11 * scale * reference.rate)
    }
  }
}
