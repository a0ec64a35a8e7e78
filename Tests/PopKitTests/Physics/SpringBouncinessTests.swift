// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit
@testable import PopKitCore

/// A bounciness/speed pair with the tension and friction pop gives it.
struct PopMapping: Sendable, CustomTestStringConvertible {
  let bounciness: Double
  let speed: Double
  let tension: Double
  let friction: Double

  var testDescription: String { "bounciness \(bounciness), speed \(speed)" }

  /// Values printed by pop's `POPSpringSolver` conversion (double precision).
  static let table = [
    PopMapping(
      bounciness: 4, speed: 12, tension: 342.100_588_235_294_14, friction: 30.486_979_648_244_255),
    PopMapping(
      bounciness: 20, speed: 20, tension: 512.027_647_058_823_5, friction: 13.356_488_421_183_524),
    PopMapping(
      bounciness: 0, speed: 12, tension: 342.100_588_235_294_14, friction: 36.925_880_917_281_958),
    PopMapping(
      bounciness: 0.5, speed: 12, tension: 342.100_588_235_294_14,
      friction: 36.086_240_242_538_608),
    PopMapping(
      bounciness: 12, speed: 5, tension: 193.414_411_764_705_87, friction: 14.253_680_196_474_85),
  ]
}

@Suite("pop's bounciness and speed")
struct SpringBouncinessTests {
  @Test("pop's default spring is tension 342.1, friction 30.49, mass 1")
  func defaultSpring() {
    for spring in [Spring.default, Spring(), Spring(bounciness: 4, speed: 12)] {
      expectClose(spring.tension, 342.100_588_235_294_14, absolute: 1e-9)
      expectClose(spring.friction, 30.486_979_648_244_255, absolute: 1e-9)
      #expect(spring.mass == 1)
    }
  }

  @Test("bounciness and speed map to pop's tension and friction", arguments: PopMapping.table)
  func matchesPop(_ mapping: PopMapping) {
    let spring = Spring(bounciness: mapping.bounciness, speed: mapping.speed)
    expectClose(spring.tension, mapping.tension, absolute: 1e-9)
    expectClose(spring.friction, mapping.friction, absolute: 1e-9)
    #expect(spring.mass == 1)
  }

  @Test("the independent mapping reproduces pop's table", arguments: PopMapping.table)
  func referenceMatchesPop(_ mapping: PopMapping) {
    let (tension, friction) = PopReference.spring(
      bounciness: mapping.bounciness, speed: mapping.speed)
    expectClose(tension, mapping.tension, absolute: 1e-9)
    expectClose(friction, mapping.friction, absolute: 1e-9)
  }

  @Test(
    "the mapping equals the independent formula over 0...20 and inverts to 1e-9",
    arguments: (0...20).map(Double.init))
  func roundTrip(bounciness: Double) {
    for speed in stride(from: 0.0, through: 20, by: 0.25) {
      let spring = Spring(bounciness: bounciness, speed: speed)
      let (tension, friction) = PopReference.spring(bounciness: bounciness, speed: speed)
      expectClose(spring.tension, tension, absolute: 1e-12 * tension)
      expectClose(spring.friction, friction, absolute: 1e-12 * friction)
      expectClose(spring.bounciness, bounciness, absolute: 1e-9)
      expectClose(spring.speed, speed, absolute: 1e-9)
    }
  }

  @Test("pop's own test: bounciness 12, speed 5 round-trips")
  func popBouncinessRoundTrip() {
    let spring = Spring(bounciness: 12, speed: 5)
    let back = Spring(tension: spring.tension, friction: spring.friction, mass: spring.mass)
    expectClose(back.bounciness, 12, absolute: 1e-9)
    expectClose(back.speed, 5, absolute: 1e-9)
  }

  @Test("pop's own test: tension 240, friction 25 round-trips through bounciness and speed")
  func popTensionRoundTrip() {
    let spring = Spring(tension: 240, friction: 25)
    let back = Spring(bounciness: spring.bounciness, speed: spring.speed)
    expectClose(back.tension, 240, absolute: 1e-9 * 240)
    expectClose(back.friction, 25, absolute: 1e-9 * 25)
  }

  @Test(
    "bounciness and speed do not depend on the mass scale of the same motion",
    arguments: [0.001, 0.5, 3, 1000])
  func massScaled(mass: Double) {
    let base = Spring(bounciness: 7, speed: 9)
    let scaled = Spring(tension: base.tension * mass, friction: base.friction * mass, mass: mass)
    expectClose(scaled.bounciness, 7, absolute: 1e-9)
    expectClose(scaled.speed, 9, absolute: 1e-9)
  }

  @Test(
    "the no-bounce curve picks the right cubic on each side of its knots", arguments: [18.0, 44])
  func noBounceCurveKnots(knot: Double) {
    for x in [knot.nextDown, knot, knot.nextUp] {
      let friction = OrigamiModel.noBounceFriction(origamiTension: x)
      expectClose(friction, PopReference.noBounceFriction(x), absolute: 1e-13)
    }
  }

  @Test("more bounciness means less friction up to the model's limit 42.5")
  func monotonic() {
    var previous = Double.infinity
    for bounciness in stride(from: 0.0, through: 42.5, by: 0.5) {
      let friction = Spring(bounciness: bounciness, speed: 12).friction
      #expect(friction < previous)
      previous = friction
    }
  }

  @Test("more friction than the no-bounce curve reads as negative bounciness")
  func overDampedIsNegative() {
    let spring = Spring(tension: 342.100_588_235_294_14, friction: 40)
    #expect(spring.bounciness < 0)
  }
}
