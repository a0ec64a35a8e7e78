// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

@Suite("SwiftUI and Flutter spring models")
struct SpringResponseTests {
  static let dampingRatios = [0, 0.05, 0.3, 0.7, 1, 1.5, 4, 250]
  static let responses = [0.001, 0.05, 0.3, 0.5, 1, 3.7, 100]
  static let masses = [1e-6, 0.25, 1, 7]
  static let bounces = [-0.95, -0.5, -0.1, 0, 0.15, 0.3, 0.5, 0.99, 1]

  @Test("Apple's example: duration 0.5, bounce 0.3 is mass 1, stiffness 157.9, damping 17.6")
  func applesExample() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    expectClose(spring.stiffness, 157.9, absolute: 0.05)
    expectClose(spring.damping, 17.6, absolute: 0.05)
    // (2π / 0.5)² = 16π² and 4π · 0.7 / 0.5 = 5.6π.
    let pi = Double.pi
    expectClose(spring.stiffness, 16 * pi * pi, relative: 1e-15)
    expectClose(spring.damping, 5.6 * pi, relative: 1e-15)
  }

  @Test("the defaults are a critically damped half-second spring")
  func defaults() {
    let spring = Spring()
    #expect(spring.tension == Spring(bounciness: 4, speed: 12).tension)
    let swiftUI = Spring(duration: 0.5, bounce: 0)
    expectClose(swiftUI.dampingRatio, 1, absolute: 1e-15)
    expectClose(swiftUI.response, 0.5, absolute: 1e-15)
  }

  @Test(
    "damping ratio and response give k = (2π/r)²·m and c = 4πζm/r, and read back",
    arguments: dampingRatios, responses)
  func dampingRatioResponse(dampingRatio: Double, response: Double) {
    for mass in Self.masses {
      let spring = Spring(dampingRatio: dampingRatio, response: response, mass: mass)
      let stiffness = 4 * Double.pi * Double.pi / (response * response) * mass
      let damping = 4 * Double.pi * dampingRatio * mass / response
      expectClose(spring.stiffness, stiffness, relative: 1e-14)
      expectClose(spring.damping, damping, absolute: 1e-14 * damping)
      #expect(spring.mass == mass)
      expectClose(spring.dampingRatio, dampingRatio, relative: 1e-9)
      expectClose(spring.response, response, relative: 1e-9)
      #expect(spring.duration == spring.response)
    }
  }

  @Test(
    "duration and bounce give ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce), and read back",
    arguments: bounces, responses)
  func durationBounce(bounce: Double, duration: Double) {
    let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    for mass in Self.masses {
      let spring = Spring(duration: duration, bounce: bounce, mass: mass)
      let damping = 4 * Double.pi * dampingRatio * mass / duration
      expectClose(spring.damping, damping, absolute: 1e-14 * damping)
      expectClose(spring.dampingRatio, dampingRatio, relative: 1e-9)
      expectClose(spring.duration, duration, relative: 1e-9)
      expectClose(spring.bounce, bounce, absolute: 1e-9 * 1)
    }
  }

  @Test(
    "read-backs of physical springs follow the published definitions", arguments: SpringCase.all)
  func readBack(_ springCase: SpringCase) {
    let spring = springCase.spring
    let (k, c, m) = (springCase.tension, springCase.friction, springCase.mass)
    let ratio = c == 0 ? 0 : c / (2 * (k * m).squareRoot())
    if ratio.isFinite {
      expectClose(spring.dampingRatio, ratio, relative: 1e-14)
    } else {
      #expect(spring.dampingRatio == .infinity)
    }
    let response = k == 0 ? Double.infinity : 2 * Double.pi / (k / m).squareRoot()
    if response.isFinite {
      expectClose(spring.response, response, relative: 1e-14)
    } else {
      #expect(spring.response == .infinity)
    }
    let bounce = ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    expectClose(spring.bounce, bounce, absolute: 1e-14)
    #expect((-1...1).contains(spring.bounce))
    #expect(spring.oscillatesForever == (c == 0 && k > 0))
  }

  @Test("stiffness and damping are tension and friction under other names")
  func aliases() {
    var spring = Spring(tension: 120, friction: 14, mass: 2)
    #expect(spring == Spring(tension: 120, friction: 14, mass: 2))
    spring.stiffness = 50
    spring.damping = 3
    #expect(spring.tension == 50)
    #expect(spring.friction == 3)
    spring.mass = 0.5
    #expect(spring == Spring(tension: 50, friction: 3, mass: 0.5))
  }
}
