// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A configuration that PopKit must refuse by stopping the program.
enum BadConfiguration: String, Codable, CaseIterable, Sendable, CustomTestStringConvertible {
  case zeroMass
  case negativeMass
  case nanMass
  case negativeTension
  case negativeFriction
  case infiniteTension
  case nanBounciness
  case negativeBounciness
  case negativeSpeed
  case negativeDampingRatio
  case zeroResponse
  case zeroDuration
  case bounceMinusOne
  case bounceAboveOne
  case zeroDeceleration
  case unitDeceleration
  case decelerationAboveOne
  case nanDeceleration
  case settingZeroMass
  case settingNegativeStiffness
  case settingDecelerationOne
  case zeroSettlingThreshold
  case negativeTransitionTime

  var testDescription: String { rawValue }

  /// The parameter name the failure message must mention.
  var parameter: String {
    switch self {
    case .zeroMass, .negativeMass, .nanMass, .settingZeroMass: "Spring.mass"
    case .negativeTension, .infiniteTension, .settingNegativeStiffness: "Spring.tension"
    case .negativeFriction: "Spring.friction"
    case .nanBounciness, .negativeBounciness: "Spring.bounciness"
    case .negativeSpeed: "Spring.speed"
    case .negativeDampingRatio: "Spring.dampingRatio"
    case .zeroResponse: "Spring.response"
    case .zeroDuration: "Spring.duration"
    case .bounceMinusOne, .bounceAboveOne: "Spring.bounce"
    case .zeroDeceleration, .unitDeceleration, .decelerationAboveOne, .nanDeceleration,
      .settingDecelerationOne:
      "Decay.deceleration"
    case .zeroSettlingThreshold: "Spring.settlingDuration threshold"
    case .negativeTransitionTime: "Spring.transition(over:) time"
    }
  }

  /// Does the bad thing; returns only if PopKit accepts it.
  func attempt() -> any Hashable {
    switch self {
    case .zeroMass: Spring(tension: 1, friction: 1, mass: 0)
    case .negativeMass: Spring(tension: 1, friction: 1, mass: -1)
    case .nanMass: Spring(tension: 1, friction: 1, mass: .nan)
    case .negativeTension: Spring(tension: -1, friction: 1)
    case .negativeFriction: Spring(tension: 1, friction: -1)
    case .infiniteTension: Spring(tension: .infinity, friction: 1)
    case .nanBounciness: Spring(bounciness: .nan, speed: 12)
    case .negativeBounciness: Spring(bounciness: -1, speed: 12)
    case .negativeSpeed: Spring(bounciness: 4, speed: -1)
    case .negativeDampingRatio: Spring(dampingRatio: -1, response: 0.5)
    case .zeroResponse: Spring(dampingRatio: 1, response: 0)
    case .zeroDuration: Spring(duration: 0, bounce: 0)
    case .bounceMinusOne: Spring(duration: 0.5, bounce: -1)
    case .bounceAboveOne: Spring(duration: 0.5, bounce: 1.5)
    case .zeroDeceleration: Decay(deceleration: 0)
    case .unitDeceleration: Decay(deceleration: 1)
    case .decelerationAboveOne: Decay(deceleration: 1.5)
    case .nanDeceleration: Decay(deceleration: .nan)
    case .settingZeroMass: modified(Spring.default) { $0.mass = 0 }
    case .settingNegativeStiffness: modified(Spring.default) { $0.stiffness = -1 }
    case .settingDecelerationOne: modified(Decay()) { $0.deceleration = 1 }
    case .zeroSettlingThreshold: Spring.default.settlingDuration(distance: 1, threshold: 0)
    case .negativeTransitionTime: Spring.default.transition(over: -1)
    }
  }
}

private func modified<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value {
  var copy = value
  change(&copy)
  return copy
}

@Suite("Physics preconditions")
struct PhysicsPreconditionTests {
  @Test("invalid configuration stops the program", arguments: BadConfiguration.allCases)
  func stopsTheProgram(_ configuration: BadConfiguration) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [configuration] in
      _ = configuration.attempt()
    }
    expectExitMessage(result, contains: "\(configuration.parameter) must be")
  }

  @Test("the limits themselves are accepted")
  func limitsAccepted() {
    #expect(Spring(tension: 0, friction: 0, mass: .leastNonzeroMagnitude).tension == 0)
    #expect(Spring(bounciness: 0, speed: 0).mass == 1)
    #expect(Spring(bounciness: 42.5, speed: 20).friction > 0)
    #expect(Spring(dampingRatio: 0, response: 1e-9).friction == 0)
    #expect(Spring(duration: 1e-9, bounce: 1).friction == 0)
    #expect(Spring(duration: 0.5, bounce: -0.999_999).dampingRatio > 1e5)
    #expect(Decay(deceleration: 1.0.nextDown).rate < 0)
    #expect(Decay(deceleration: .leastNonzeroMagnitude).rate < 0)
  }
}
