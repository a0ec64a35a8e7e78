// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import Testing

@testable import PopKit

/// A spring's constants, named for test output, with its independent reference.
struct SpringCase: Sendable, CustomTestStringConvertible {
  let name: String
  let tension: Double
  let friction: Double
  let mass: Double

  init(_ name: String, tension: Double, friction: Double, mass: Double = 1) {
    self.name = name
    self.tension = tension
    self.friction = friction
    self.mass = mass
  }

  /// A spring with tension `tension` and mass `mass` whose friction gives `dampingRatio`.
  init(_ name: String, dampingRatio: Double, tension: Double = 100, mass: Double = 1) {
    self.init(
      name, tension: tension, friction: dampingRatio * 2 * (tension * mass).squareRoot(),
      mass: mass)
  }

  var testDescription: String { name }
  var spring: Spring { Spring(tension: tension, friction: friction, mass: mass) }
  var reference: ReferenceOscillator {
    ReferenceOscillator(tension: tension, friction: friction, mass: mass)
  }
}

/// An initial displacement and velocity (relative to the rest point).
struct InitialState: Sendable, CustomTestStringConvertible {
  let displacement: Double
  let velocity: Double

  init(_ displacement: Double, _ velocity: Double) {
    self.displacement = displacement
    self.velocity = velocity
  }

  var testDescription: String { "x0 = \(displacement), v0 = \(velocity)" }

  static let all = [
    InitialState(1, 0), InitialState(0, 10), InitialState(-3, 40), InitialState(2.5, -0.25),
  ]
}

extension SpringCase {
  static let popDefault = SpringCase(
    "pop default (bounciness 4, speed 12)", tension: 342.100_588_235_294_14,
    friction: 30.486_979_648_244_255)
  static let swiftUI = SpringCase(
    "SwiftUI duration 0.5 bounce 0.3", tension: pow(2 * Double.pi / 0.5, 2),
    friction: 4 * Double.pi * 0.7 / 0.5)
  static let bouncy = SpringCase("bouncy (ζ = 0.05)", dampingRatio: 0.05)
  static let critical = SpringCase("critically damped exactly", tension: 400, friction: 40)
  static let criticalHeavy = SpringCase(
    "critically damped exactly, mass 4", tension: 25, friction: 20, mass: 4)
  static let overDamped = SpringCase("over-damped (ζ = 3)", dampingRatio: 3)
  static let frictionless = SpringCase("no friction", tension: 100, friction: 0)
  static let tensionless = SpringCase("no tension", tension: 0, friction: 5, mass: 2)
  static let free = SpringCase("no tension, no friction", tension: 0, friction: 0)

  /// Springs within `10⁻⁶` and `10⁻⁹` of critical damping on both sides.
  static let nearCritical = [
    SpringCase("ζ = 1 − 1e-6", dampingRatio: 1 - 1e-6),
    SpringCase("ζ = 1 + 1e-6", dampingRatio: 1 + 1e-6),
    SpringCase("ζ = 1 − 1e-9", dampingRatio: 1 - 1e-9),
    SpringCase("ζ = 1 + 1e-9", dampingRatio: 1 + 1e-9),
  ]

  /// Extreme constants: very stiff, very soft and very light springs.
  static let extreme = [
    SpringCase("very stiff (tension 1e6)", dampingRatio: 0.3, tension: 1e6),
    SpringCase("very stiff (tension 1e9)", dampingRatio: 0.3, tension: 1e9),
    SpringCase("very stiff over-damped (tension 1e9, ζ = 2)", dampingRatio: 2, tension: 1e9),
    SpringCase("very soft (tension 1e-3)", dampingRatio: 0.2, tension: 1e-3),
    SpringCase("very soft over-damped (tension 1e-3, friction 1)", tension: 1e-3, friction: 1),
    SpringCase("tiny mass (1e-6)", dampingRatio: 0.5, tension: 1, mass: 1e-6),
    SpringCase("tiny mass over-damped (1e-6)", dampingRatio: 4, tension: 1, mass: 1e-6),
  ]

  /// Every regime the solver must handle.
  static let all =
    [popDefault, swiftUI, bouncy, critical, criticalHeavy, overDamped] + nearCritical + extreme
    + [frictionless, tensionless, free]
}
