// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

@Suite("Eases: CSS steps() and a spring as an easing")
struct StepsAndSpringCurveTests {
  @Test(
    "steps follow CSS Easing Level 1 with the before flag unset",
    arguments: [
      // (count, jump, progress, expected), from the specification's step function.
      (4, StepJump.end, 0.0, 0.0), (4, .end, 0.2499, 0.0), (4, .end, 0.25, 0.25),
      (4, .end, 0.99, 0.75), (4, .end, 1, 1),
      (4, .start, 0, 0.25), (4, .start, 0.2499, 0.25), (4, .start, 0.25, 0.5),
      (4, .start, 0.75, 1), (4, .start, 1, 1),
      (2, .none, 0, 0), (2, .none, 0.4999, 0), (2, .none, 0.5, 1), (2, .none, 1, 1),
      (5, .none, 0.2, 0.25), (5, .none, 0.79, 0.75), (5, .none, 0.8, 1),
      (3, .both, 0, 0.25), (3, .both, 1.0 / 3, 0.5), (3, .both, 0.99, 0.75), (3, .both, 1, 1),
      (1, .end, 0.5, 0), (1, .start, 0, 1),
      // Inputs are clamped to 0...1.
      (4, .start, -2, 0.25), (4, .end, 7, 1), (3, .both, -0.1, 0.25),
    ])
  func stepValues(count: Int, jump: StepJump, progress: Double, expected: Double) {
    let curve = TimingCurve.steps(count, jump: jump)
    #expect(curve.value(at: progress) == expected)
    #expect(curve.slope(at: progress) == 0)
  }

  @Test("steps' default jump is CSS's jump-end, and the CSS name round-trips in description")
  func stepsDefaults() {
    #expect(TimingCurve.steps(4) == .steps(4, jump: .end))
    #expect("\(TimingCurve.steps(4))" == "steps(4, jump-end)")
    #expect("\(TimingCurve.steps(3, jump: .both))" == "steps(3, jump-both)")
    #expect(TimingCurve.steps(4).controlPoints == nil)
    #expect(TimingCurve.easeIn.controlPoints?.coordinates == [0.42, 0, 1, 1])
  }

  @Test("an independent CSS step function agrees at every thousandth and at every boundary")
  func stepsAgainstIndependentStepFunction() {
    for count in 1...12 {
      for jump in [StepJump.start, .end, .none, .both] where !(jump == .none && count < 2) {
        let curve = TimingCurve.steps(count, jump: jump)
        let jumps = [StepJump.start: count, .end: count, .none: count - 1, .both: count + 1][jump]!
        let inputs =
          (0...1000).map { Double($0) / 1000 } + (0...count).map { Double($0) / Double(count) }
        for input in inputs {
          // The step index is the number of boundaries k/n at or before the input (plus one
          // when the curve jumps at the start), at most the number of jumps.
          var index = (0...count).filter { input >= Double($0) / Double(count) && $0 > 0 }.count
          if jump == .start || jump == .both { index += 1 }
          index = min(index, jumps)
          #expect(curve.value(at: input) == Double(index) / Double(jumps), "\(curve) at \(input)")
        }
      }
    }
  }

  @Test("refused: fewer than 1 step, or fewer than 2 without a jump at either end")
  func stepsRefusals() throws {
    #expect(throws: TimingCurveError.self) { try TimingCurve.validatedSteps(0) }
    #expect(throws: TimingCurveError.self) { try TimingCurve.validatedSteps(-3, jump: .start) }
    do {
      _ = try TimingCurve.validatedSteps(1, jump: .none)
      Issue.record("steps(1, jump-none) was accepted")
    } catch {
      #expect("\(error)" == "TimingCurve.steps count must be >= 2 with jump none; got 1.0")
    }
    #expect(try TimingCurve.validatedSteps(2, jump: .none) == .steps(2, jump: .none))
    #expect(try TimingCurve.validatedSteps(1, jump: .both) == .steps(1, jump: .both))
  }

  @Test("refused: back overshoot outside 0...1e6, elastic amplitude below 1 or a period <= 0")
  func easeRefusals() throws {
    for overshoot in [-0.1, .nan, .infinity, 2e6] {
      #expect(throws: TimingCurveError.self) {
        try TimingCurve.validatedBack(overshoot: overshoot, .out)
      }
    }
    for (amplitude, period) in [
      (0.99, 0.3), (.nan, 0.3), (1, 0), (1, -1), (1, .infinity), (1, .nan),
    ] {
      #expect(throws: TimingCurveError.self) {
        try TimingCurve.validatedElastic(amplitude: amplitude, period: period, .in)
      }
    }
    do {
      _ = try TimingCurve.validatedElastic(amplitude: 0.5, period: 0.3, .out)
    } catch {
      #expect(error.parameter == "TimingCurve.elastic amplitude" && error.value == 0.5)
      #expect(error.allowed == "in 1...1e6")
    }
    #expect(try TimingCurve.validatedBack(overshoot: 0, .in) == .back(overshoot: 0, .in))
    #expect(
      try TimingCurve.validatedElastic(amplitude: 1, period: 0.3, .out) == .easeOutElastic)
  }

  /// The closed form of a spring released from a displacement of 1 at rest, written out:
  /// under-damped `e^(−ζωt)·(cos ωd·t + ζω/ωd·sin ωd·t)`, over-damped with two real rates.
  static func displacement(_ spring: Spring, at time: Double) -> Double {
    let omega = (spring.tension / spring.mass).squareRoot()
    let zeta = spring.friction / (2 * (spring.tension * spring.mass).squareRoot())
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      return exp(-zeta * omega * time)
        * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
    }
    let root = omega * (zeta * zeta - 1).squareRoot()
    let (slow, fast) = (zeta * omega - root, zeta * omega + root)
    return (fast * exp(-slow * time) - slow * exp(-fast * time)) / (fast - slow)
  }

  @Test(
    "a spring as an easing is its closed form over its settling time, and ends exactly at 1",
    arguments: [
      Spring(), Spring(duration: 0.5, bounce: 0.3), Spring(dampingRatio: 1.5, response: 0.3),
    ])
  func springCurve(spring: Spring) {
    let curve = TimingCurve.spring(spring)
    let settling = spring.settlingDuration(distance: 1, threshold: 0.001)
    for index in 1..<1000 {
      let progress = Double(index) / 1000
      let expected = 1 - Self.displacement(spring, at: progress * settling)
      #expect(abs(curve.value(at: progress) - expected) <= 1e-12, "\(curve) at \(progress)")
    }
    #expect(curve.value(at: 1) == 1)
    // Just before the end the closed form is within the threshold, but only just: it settles then.
    let last = curve.value(at: 1 - 1e-12)
    #expect(abs(last - 1) <= 0.001 + 1e-9)
    #expect(abs(last - 1) >= 0.001 * 0.99)
    // And it stays settled after: the threshold is never crossed again.
    for index in 0...2000 {
      let time = settling * (1 + Double(index) / 1000)
      #expect(abs(Self.displacement(spring, at: time)) <= 0.001 + 1e-9)
    }
  }

  @Test("refused: a spring that never settles has no duration to normalise to")
  func springRefusal() {
    do {
      _ = try TimingCurve.validatedSpring(Spring(tension: 100, friction: 0))
      Issue.record("a frictionless spring was accepted")
    } catch {
      #expect(error.parameter == "TimingCurve.spring settling duration")
      #expect(error.value == .infinity)
    }
  }
}
