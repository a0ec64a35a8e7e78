// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import Testing

/// SwiftUI's spellings of a spring, checked against the damped oscillator's textbook solution
/// `m·x″ + c·x′ + k·x = 0`, written here from the formulas, not from PopKit's solver.
@Suite("Spring in SwiftUI's spellings")
struct SpringSwiftUISpellingTests {
  /// The displacement at `time` of a mass `m` on a spring `k` with damping `c`, from `x0` at rest.
  static func textbook(m: Double, k: Double, c: Double, x0: Double, time t: Double) -> Double {
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    if abs(zeta - 1) < 1e-12 {
      return (x0 + omega * x0 * t) * exp(-omega * t)
    }
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      return exp(-zeta * omega * t)
        * (x0 * cos(damped * t) + zeta * omega * x0 / damped * sin(damped * t))
    }
    let root = (zeta * zeta - 1).squareRoot()
    let (fast, slow) = (-omega * (zeta + root), -omega * (zeta - root))
    // x0 = a + b and 0 = fast·a + slow·b.
    let a = -slow * x0 / (fast - slow)
    return a * exp(fast * t) + (x0 - a) * exp(slow * t)
  }

  static let times = [0.0, 0.05, 0.1, 0.25, 0.5, 1.0]

  @Test("Spring(mass:stiffness:damping:) moves as the textbook oscillator (under-damped)")
  func massStiffnessDamping() {
    let spring = Spring(mass: 2, stiffness: 300, damping: 12)
    for time in Self.times {
      let expected = Self.textbook(m: 2, k: 300, c: 12, x0: 1, time: time)
      let actual = spring.displacement(at: time, initialDisplacement: 1, initialVelocity: 0)
      #expect(abs(actual - expected) <= 1e-12, "t \(time): \(actual) vs \(expected)")
    }
    #expect(Spring(stiffness: 300, damping: 12).mass == 1)
  }

  @Test("Apple's example: mass 1, stiffness 100, damping 10 is duration 0.63, bounce 0.5")
  func applesExample() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(spring.response - 2 * Double.pi / 10) <= 1e-12)
    #expect(abs(spring.bounce - 0.5) <= 1e-12)
  }

  @Test("over-damping is critical damping unless allowed, as in SwiftUI")
  func overDamping() {
    // Critical damping of k 100, m 1 is 20; 50 is a damping ratio of 2.5.
    let clamped = Spring(mass: 1, stiffness: 100, damping: 50)
    let kept = Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true)
    #expect(clamped.damping == 20)
    #expect(kept.damping == 50)
    for time in Self.times {
      let critical = Self.textbook(m: 1, k: 100, c: 20, x0: 1, time: time)
      let over = Self.textbook(m: 1, k: 100, c: 50, x0: 1, time: time)
      let clampedValue = clamped.displacement(at: time, initialDisplacement: 1, initialVelocity: 0)
      let keptValue = kept.displacement(at: time, initialDisplacement: 1, initialVelocity: 0)
      #expect(abs(clampedValue - critical) <= 1e-12, "t \(time): \(clampedValue) vs \(critical)")
      #expect(abs(keptValue - over) <= 1e-12, "t \(time): \(keptValue) vs \(over)")
    }
  }

  @Test("Spring(response:dampingRatio:) is stiffness (2π/response)², damping 4π·ratio/response")
  func responseDampingRatio() {
    let (response, ratio) = (0.4, 0.6)
    let spring = Spring(response: response, dampingRatio: ratio)
    let k = pow(2 * Double.pi / response, 2)
    let c = 4 * Double.pi * ratio / response
    #expect(abs(spring.stiffness - k) <= 1e-9 * k)
    #expect(abs(spring.damping - c) <= 1e-12 * c)
    for time in Self.times {
      let expected = Self.textbook(m: 1, k: k, c: c, x0: 1, time: time)
      let actual = spring.displacement(at: time, initialDisplacement: 1, initialVelocity: 0)
      #expect(abs(actual - expected) <= 1e-12, "t \(time): \(actual) vs \(expected)")
    }
    #expect(
      Spring(response: response, dampingRatio: ratio, mass: 2)
        == Spring(dampingRatio: ratio, response: response, mass: 2))
  }
}
