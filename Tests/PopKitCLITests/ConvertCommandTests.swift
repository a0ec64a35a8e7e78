// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("popkit convert")
struct ConvertCommandTests {
  /// The JSON keys convert promises, in order.
  static let keys = [
    "tension", "friction", "mass", "stiffness", "damping", "bounciness", "speed", "dampingRatio",
    "response", "duration", "bounce", "settlingDuration",
  ]

  @Test("the default spring: pop's tension and friction, to 12 significant digits")
  func defaultSpring() throws {
    let result = popkit("convert")
    #expect(result.exitCode == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 12)
    #expect(
      result.standardOutput.contains(
        "tension 342.100588235, friction 30.4869796482, mass 1"))
    #expect(
      result.standardOutput.contains(
        "CASpringAnimation(mass: 1, stiffness: 342.100588235, damping: 30.4869796482)"))
    #expect(result.standardOutput.contains("springBounciness = 4;"))
  }

  @Test("--json has exactly the promised keys, and numbers computed independently")
  func json() throws {
    let result = popkit("convert --bounciness 4 --speed 12 --json")
    #expect(result.exitCode == 0)
    let object = try parseJSON(result.standardOutput)
    #expect(Set(object.keys) == Set(Self.keys))
    let order = Self.keys.compactMap { result.standardOutput.range(of: "\"\($0)\"")?.lowerBound }
    #expect(order == order.sorted())
    let tension = try #require(object["tension"] as? Double)
    let friction = try #require(object["friction"] as? Double)
    // Derived numbers: 12 significant digits (5e-12 relative at most).
    expectClose(tension, 342.10058823529414, absolute: 5e-12, relative: 5e-12)
    // Independently: Origami's mapping for bounciness 4, speed 12.
    let s = 12 / 1.7 / 20
    let b = 4 / 1.7 / 20 * 0.8
    let tq = 0.5 + s * 199.5
    let noBounce = 0.00000045 * tq * tq * tq - 0.000332 * tq * tq + 0.1078 * tq + 5.84
    let mix = 2 * b - b * b
    let fq = mix * 0.01 + (1 - mix) * noBounce
    expectClose(tension, 194 + (tq - 30) * 3.62, absolute: 5e-12, relative: 5e-12)
    expectClose(friction, 25 + (fq - 8) * 3, absolute: 5e-12, relative: 5e-12)
    let ratio = try #require(object["dampingRatio"] as? Double)
    expectClose(ratio, friction / (2 * tension.squareRoot()), absolute: 1e-9, relative: 1e-9)
    let response = try #require(object["response"] as? Double)
    expectClose(response, 2 * Double.pi / tension.squareRoot(), absolute: 1e-9, relative: 1e-9)
    // (JSONSerialization may round the last digit, so compare closely rather than exactly.)
    expectClose(object["bounce"] as? Double ?? 0, 1 - ratio, absolute: 1e-11, relative: 1e-11)
    expectClose(object["bounciness"] as? Double ?? 0, 4, absolute: 1e-9, relative: 1e-9)
    let settling = try #require(object["settlingDuration"] as? Double)
    let spring = Spring(tension: tension, friction: friction)
    expectClose(
      spring.displacement(at: settling + 1e-6, initialDisplacement: -1, initialVelocity: 0), 0,
      absolute: 0.001)
    #expect(
      abs(spring.displacement(at: settling - 1e-3, initialDisplacement: -1, initialVelocity: 0))
        > 0.001)
  }

  @Test("SwiftUI's documented example: duration 0.5, bounce 0.3 is stiffness 157.9, damping 17.6")
  func swiftUIExample() throws {
    let object = try parseJSON(popkit("convert --duration 0.5 --bounce 0.3 --json").standardOutput)
    expectClose(object["stiffness"] as? Double ?? 0, 157.9, absolute: 0.05)
    expectClose(object["damping"] as? Double ?? 0, 17.6, absolute: 0.05)
    expectClose(object["duration"] as? Double ?? 0, 0.5, absolute: 1e-9, relative: 1e-9)
    expectClose(object["bounce"] as? Double ?? 0, 0.3, absolute: 1e-9, relative: 1e-9)
  }

  @Test(
    "every model converts to the same spring",
    arguments: [
      "--tension 250 --friction 20 --mass 2",
      "--stiffness 250 --damping 20 --mass 2",
    ])
  func modelsAgree(flags: String) throws {
    let object = try parseJSON(popkit("convert \(flags) --json").standardOutput)
    let ratio = try #require(object["dampingRatio"] as? Double)
    let response = try #require(object["response"] as? Double)
    let back = try parseJSON(
      popkit("convert --damping-ratio \(ratio) --response \(response) --mass 2 --json")
        .standardOutput)
    expectClose(back["tension"] as? Double ?? 0, 250, absolute: 1e-9, relative: 1e-9)
    expectClose(back["friction"] as? Double ?? 0, 20, absolute: 1e-9, relative: 1e-9)
    let duration = try #require(object["duration"] as? Double)
    let bounce = try #require(object["bounce"] as? Double)
    let swiftUI = try parseJSON(
      popkit("convert --duration \(duration) --bounce \(bounce) --mass 2 --json").standardOutput)
    expectClose(swiftUI["tension"] as? Double ?? 0, 250, absolute: 1e-9, relative: 1e-9)
  }

  @Test("what a model cannot express is n/a in text and null in JSON")
  func notExpressible() throws {
    let result = popkit("convert --tension 100 --friction 0 --json")
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("\"bounciness\": null"))
    #expect(result.standardOutput.contains("\"settlingDuration\": null"))
    #expect(!result.standardOutput.contains("nan") && !result.standardOutput.contains("inf"))
    _ = try parseJSON(result.standardOutput)
    let text = popkit("convert --tension 0 --friction 5").standardOutput
    #expect(text.contains("n/a: a spring without tension has no duration"))
    #expect(text.contains("never"))
  }

  /// The pop line and the JSON's bounciness and speed of a convert.
  func pop(_ flags: String) throws -> (line: String, bounciness: Any?, speed: Any?) {
    let text = popkit("convert \(flags)").standardOutput
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("pop ") })
    let object = try parseJSON(popkit("convert \(flags) --json").standardOutput)
    return (String(line), object["bounciness"], object["speed"])
  }

  @Test(
    "finding 11: pop's parameters print n/a, with the reason, where its model has none",
    arguments: [
      // Below 87.21 tension per unit of mass pop's speed is negative (Origami tension 0.5 is
      // 194 + (0.5 − 30) · 181/50).
      ("--tension 50 --friction 1", "it starts at 0, which is tension 87.21 per unit of mass"),
      ("--tension 0 --friction 0", "pop's speed would be -4.10576"),
      // Far more friction than the no-bounce curve: the bounciness would be negative.
      ("--tension 100 --friction 1000000", "more friction than pop's bounciness can express"),
      // Less than 25 + 3 · (0.01 − 8) = 1.03 per unit of mass: beyond bounciness 42.5.
      ("--tension 1000000 --friction 1", "at least 1.03 per unit of mass"),
      // Extremely over-damped and stiff: the bounciness rounds to 42.5, which is friction 1.03.
      ("--tension 1e9 --friction 1e9 --mass 0.001", "give friction 1.03 per unit of mass"),
    ])
  func finding11PopNotExpressible(flags: String, reason: String) throws {
    let (line, bounciness, speed) = try pop(flags)
    #expect(line.contains("n/a: "), "\(line)")
    #expect(line.contains(reason), "\(line)")
    #expect(!line.contains("springBounciness"))
    #expect(bounciness is NSNull && speed is NSNull)
  }

  @Test("finding 11: pop's parameters are printed when they give the spring back")
  func finding11PopExpressible() throws {
    for (tension, friction) in [(10_000.0, 5000.0), (90.0, 1.1), (342.10058823529414, 20)] {
      let (line, bounciness, speed) = try pop("--tension \(tension) --friction \(friction)")
      #expect(line.contains("springBounciness = "), "\(line)")
      let b = try #require(bounciness as? Double)
      let s = try #require(speed as? Double)
      // Independently, Origami's mapping back (pop's POPAnimationExtras), mass 1.
      let tq = 0.5 + s / 1.7 / 20 * 199.5
      let normalized = b / 1.7 / 20 * 0.8
      let mix = 2 * normalized - normalized * normalized
      let noBounce: Double
      if tq <= 18 {
        noBounce = 0.0007 * tq * tq * tq - 0.031 * tq * tq + 0.64 * tq + 1.28
      } else if tq <= 44 {
        noBounce = 0.000044 * tq * tq * tq - 0.006 * tq * tq + 0.36 * tq + 2
      } else {
        noBounce = 0.00000045 * tq * tq * tq - 0.000332 * tq * tq + 0.1078 * tq + 5.84
      }
      let fq = mix * 0.01 + (1 - mix) * noBounce
      expectClose(194 + (tq - 30) * 3.62, tension, absolute: 1e-9, relative: 1e-9, "\(tension)")
      expectClose(25 + (fq - 8) * 3, friction, absolute: 1e-9, relative: 1e-9, "\(friction)")
    }
  }

  @Test("finding 12: the settling line says whether a spring never settles or settles late")
  func finding12SettlingSaysWhy() throws {
    let cases = [
      ("--tension 0 --friction 5", "never: without tension nothing pulls it towards its target"),
      ("--tension 100 --friction 0", "never: without friction it swings about its target"),
      // Over-damped to a slow rate of k/c = 1e-19 per second: it settles after about 7e19 s.
      ("--tension 1e-10 --friction 1e9", "n/a: it settles only after more than 5e14 s"),
    ]
    for (flags, expected) in cases {
      let text = popkit("convert \(flags)").standardOutput
      let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("settling") })
      #expect(line.contains(expected), "\(line)")
      let object = try parseJSON(popkit("convert \(flags) --json").standardOutput)
      #expect(object["settlingDuration"] is NSNull)
    }
  }

  /// The significant digits of a number's text: `0.00123` has 3, `246.740110027` has 12.
  static func significantDigits(_ text: Substring) -> Int {
    let mantissa = text.split(separator: "e").first ?? text
    let digits = mantissa.filter(\.isNumber).drop { $0 == "0" }
    return digits.count
  }

  @Test("finding 24: values given print as given, derived ones to 12 significant digits")
  func finding24GivenAndDerived() throws {
    let result = popkit("convert --response 0.4 --damping-ratio 0.8")
    #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(result.standardError)")
    let text = result.standardOutput
    #expect(text.contains("dampingRatio 0.8, response 0.4 s"))
    #expect(text.contains("Spring(duration: 0.4, bounce: 0.2)"))
    #expect(text.contains("spring(dampingRatio = 0.8f, "))
    #expect(!text.contains("0.39999") && !text.contains("0.19999"))
    // Independently: k = (2π / response)² m, c = 4π ζ m / response.
    let tension = pow(2 * Double.pi / 0.4, 2)
    let friction = 4 * Double.pi * 0.8 / 0.4
    let numbers = text.split { !($0.isNumber || $0 == "." || $0 == "e" || $0 == "-") }
      .filter { Double($0) != nil }
    #expect(numbers.allSatisfy { Self.significantDigits($0) <= 12 }, "\(numbers)")
    let printedTension = try #require(
      numbers.map { Double($0)! }.first { isClose($0, tension, absolute: 1e-6) })
    expectClose(printedTension, tension, absolute: 5e-12 * tension)
    #expect(numbers.contains { isClose(Double($0)!, friction, absolute: 5e-12 * friction) })
    let json = try parseJSON(
      popkit("convert --response 0.4 --damping-ratio 0.8 --json").standardOutput)
    #expect(json["response"] as? Double == 0.4 && json["duration"] as? Double == 0.4)
    #expect(json["bounce"] as? Double == 0.2 && json["dampingRatio"] as? Double == 0.8)
    // Given numbers keep every digit they were given with.
    let given = popkit("convert --tension 246.74011002723395 --friction 25.132741228718345")
    #expect(
      given.standardOutput.contains("tension 246.74011002723395, friction 25.132741228718345"))
  }

  @Test("finding 24: where 12 digits move the motion by more than 1e-9 of the move, a note says so")
  func finding24RoundingNote() throws {
    // Undamped, response 0.1 s: the tension (2π / 0.1)² rounded to 12 digits shifts the phase;
    // over the first 60 s, independently: max |cos(√k′ t) − cos(√k t)|.
    let tension = pow(2 * Double.pi / 0.1, 2)
    let rounded = Double(String(format: "%.12g", tension))!
    let deviation = (0...60_000).map { Double($0) / 1_000 }
      .map { abs(cos(rounded.squareRoot() * $0) - cos(tension.squareRoot() * $0)) }.max()!
    #expect(deviation > 1e-9)
    let result = popkit("convert --damping-ratio 0 --response 0.1")
    #expect(result.exitCode == 0)
    #expect(result.standardError.contains("popkit convert: the tension/friction, "))
    #expect(result.standardError.contains("within its first 60 s (more than 1e-09)"))
    let stated = result.standardError.split(separator: " ").compactMap { Double($0) }
      .first { $0 > 1e-9 && $0 < 1 }
    let up = try #require(stated)
    expectClose(up, deviation, absolute: 0.05 * deviation, "stated \(up), computed \(deviation)")
    // Numbers given whole need no note: tension and friction as given.
    #expect(popkit("convert --tension 100 --friction 0").standardError.isEmpty)
  }

  @Test(
    "a bounce of -1 (damped far past critical) converts without a trap (clifuzz 50:183)",
    arguments: ["--stiffness 6e-309 --damping 10", "--tension 1e-300 --friction 10"])
  func bounceOfMinusOne(flags: String) throws {
    let result = popkit("convert " + flags)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let line = result.standardOutput.split(separator: "\n").first { $0.hasPrefix("SwiftUI") }
    #expect(line?.contains("n/a: damped so far past critical that its bounce is -1") == true)
    // The damping ratio, c / (2·√(k·m)), is beyond 1e150: 1 / (1 + bounce) holds no bounce > -1.
    let tension = try #require(Double(flags.split(separator: " ")[1]))
    #expect(10 / (2 * tension.squareRoot()) > 1e150)
    #expect(popkit("convert " + flags + " --json").exitCode == 0)
  }
}
