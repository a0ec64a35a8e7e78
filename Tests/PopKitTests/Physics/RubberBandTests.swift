// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// UIScrollView's curve as Motion and Wave write it, `(1 − 1/(x·c/d + 1))·d`, for x ≥ 0.
private func referenceOffset(_ overshoot: Double, _ dimension: Double, _ coefficient: Double)
  -> Double
{
  (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
}

@Suite("Rubber band")
struct RubberBandTests {
  static let dimensions = [1.0, 320, 800, 1e4]
  static let coefficients = [0.55, 0.2, 1]

  @Test("UIScrollView's numbers at c = 0.55, d = 800")
  func knownNumbers() {
    #expect(RubberBand.defaultCoefficient == 0.55)
    // 55·800/855 and 440·800/1240.
    let at100 = RubberBand.offset(forOvershoot: 100, dimension: 800)
    let at800 = RubberBand.offset(forOvershoot: 800, dimension: 800)
    expectClose(at100, 44_000.0 / 855, absolute: 1e-12)
    expectClose(at100, 51.461_988_304_093_57, absolute: 1e-9)
    expectClose(at800, 283.870_967_741_935_5, absolute: 1e-9)
    expectClose(at100, referenceOffset(100, 800, 0.55), absolute: 1e-12)
    let far = RubberBand.offset(forOvershoot: 1e9, dimension: 800)
    #expect(far < 800)
    #expect(far > 799.998)
    expectClose(far, referenceOffset(1e9, 800, 0.55), absolute: 1e-9)
  }

  @Test(
    "the offset follows the reference formula, is odd, increasing and below the dimension",
    arguments: dimensions, coefficients)
  func curve(dimension: Double, coefficient: Double) {
    var previous = 0.0
    for exponent in stride(from: -6.0, through: 6, by: 0.25) {
      let overshoot = dimension * pow(10, exponent)
      let offset = RubberBand.offset(
        forOvershoot: overshoot, dimension: dimension, coefficient: coefficient)
      let expected = referenceOffset(overshoot, dimension, coefficient)
      expectClose(offset, expected, relative: 1e-9, "\(overshoot)")
      #expect(offset > previous && offset < dimension)
      #expect(
        RubberBand.offset(forOvershoot: -overshoot, dimension: dimension, coefficient: coefficient)
          == -offset)
      previous = offset
    }
  }

  @Test("the slope at the edge is the coefficient", arguments: dimensions, coefficients)
  func slopeAtZero(dimension: Double, coefficient: Double) {
    // The curve is c·x − c²x²/d + … near the edge, so offset/x = c − c²x/d + …
    for step in [1e-12 * dimension, -1e-12 * dimension, 1e-200] {
      let offset = RubberBand.offset(
        forOvershoot: step, dimension: dimension, coefficient: coefficient)
      expectClose(offset / step, coefficient, absolute: 1e-9)
    }
    // And the reference's own difference quotient agrees.
    let step = 1e-9 * dimension
    expectClose(referenceOffset(step, dimension, coefficient) / step, coefficient, absolute: 1e-6)
    #expect(RubberBand.offset(forOvershoot: 0, dimension: dimension, coefficient: coefficient) == 0)
  }

  @Test("the inverse round-trips to 1e-9", arguments: dimensions, coefficients)
  func inverse(dimension: Double, coefficient: Double) {
    for exponent in stride(from: -6.0, through: 6, by: 0.25) {
      for sign in [1.0, -1] {
        let overshoot = sign * dimension * pow(10, exponent)
        let offset = RubberBand.offset(
          forOvershoot: overshoot, dimension: dimension, coefficient: coefficient)
        let back = RubberBand.overshoot(
          forOffset: offset, dimension: dimension, coefficient: coefficient)
        expectClose(back, overshoot, relative: 1e-9, "\(overshoot)")
        // (d/c)·(1/(1 − b/d) − 1), the inverse written from the formula.
        let written = sign * (dimension / coefficient) * (1 / (1 - abs(offset) / dimension) - 1)
        expectClose(back, written, relative: 1e-6, "\(overshoot)")
      }
    }
  }

  @Test("clamp leaves the range alone and rubber-bands what is outside it")
  func clamp() {
    let range = -1200.0...0
    for value in [-1200.0, -600, -0.5, 0] {
      #expect(RubberBand.clamp(value, to: range, dimension: 800) == value)
    }
    for past in [0.001, 1, 100, 800, 5000, 1e9] {
      let above = RubberBand.clamp(past, to: range, dimension: 800)
      let below = RubberBand.clamp(-1200 - past, to: range, dimension: 800)
      let expected = referenceOffset(past, 800, 0.55)
      expectClose(above, expected, relative: 1e-9)
      expectClose(below, -1200 - expected, relative: 1e-12)
    }
    expectClose(
      RubberBand.clamp(900, to: 0...800, dimension: 800), 851.461_988_304_093_6, absolute: 1e-9)
    expectClose(
      RubberBand.clamp(-100, to: 0...800, dimension: 800), -51.461_988_304_093_57, absolute: 1e-9)
    expectClose(
      RubberBand.clamp(5, to: 0...1, dimension: 10, coefficient: 1), 1 + referenceOffset(4, 10, 1),
      relative: 1e-14)
    // A single-point range, and ranges open on one side.
    #expect(RubberBand.clamp(3, to: 3...3, dimension: 800) == 3)
    #expect(RubberBand.clamp(-1e12, to: -.infinity...0, dimension: 800) == -1e12)
    #expect(RubberBand.clamp(1e12, to: 0...Double.infinity, dimension: 800) == 1e12)
  }

  @Test("edge cases: dimension 0, infinities and NaN")
  func edges() {
    // Dimension 0: nothing stretches; clamp is a hard clamp.
    #expect(RubberBand.offset(forOvershoot: 100, dimension: 0) == 0)
    #expect(RubberBand.offset(forOvershoot: .infinity, dimension: 0) == 0)
    #expect(RubberBand.overshoot(forOffset: 0, dimension: 0) == 0)
    #expect(RubberBand.overshoot(forOffset: 1, dimension: 0) == .infinity)
    #expect(RubberBand.clamp(1000, to: 0...800, dimension: 0) == 800)
    #expect(RubberBand.clamp(-5, to: 0...800, dimension: 0) == 0)
    // Infinite overshoots reach the limit; offsets at or past it need an infinite overshoot.
    #expect(RubberBand.offset(forOvershoot: .infinity, dimension: 800) == 800)
    #expect(RubberBand.offset(forOvershoot: -.infinity, dimension: 800) == -800)
    #expect(RubberBand.offset(forOvershoot: .greatestFiniteMagnitude, dimension: 800) == 800)
    #expect(RubberBand.overshoot(forOffset: 800, dimension: 800) == .infinity)
    #expect(RubberBand.overshoot(forOffset: -900, dimension: 800) == -.infinity)
    #expect(RubberBand.clamp(.infinity, to: 0...800, dimension: 800) == 1600)
    #expect(RubberBand.clamp(-.infinity, to: 0...800, dimension: 800) == -800)
    #expect(
      RubberBand.clamp(.greatestFiniteMagnitude, to: -.greatestFiniteMagnitude...0, dimension: 800)
        == 800)
    #expect(
      RubberBand.clamp(-.greatestFiniteMagnitude, to: 1e308...1e308, dimension: 800)
        == 1e308 - 800)
    // Tiny overshoots keep their digits.
    #expect(RubberBand.offset(forOvershoot: 1e-300, dimension: 800) == 1e-300 * 0.55)
    // NaN reads as no overshoot; clamp of NaN is the lower bound.
    #expect(RubberBand.offset(forOvershoot: .nan, dimension: 800) == 0)
    #expect(RubberBand.overshoot(forOffset: .nan, dimension: 800) == 0)
    #expect(RubberBand.clamp(.nan, to: -10...800, dimension: 800) == -10)
  }
}

/// A rubber band configuration PopKit must refuse by stopping the program.
enum BadRubberBand: String, Codable, CaseIterable, Sendable, CustomTestStringConvertible {
  case negativeDimension
  case nanDimension
  case infiniteDimension
  case zeroCoefficient
  case negativeCoefficient
  case nanCoefficient
  case infiniteCoefficient
  case negativeDimensionInverse
  case negativeDimensionClamp

  var testDescription: String { rawValue }

  var parameter: String {
    switch self {
    case .zeroCoefficient, .negativeCoefficient, .nanCoefficient, .infiniteCoefficient:
      "RubberBand coefficient"
    default: "RubberBand dimension"
    }
  }

  func attempt() -> Double {
    switch self {
    case .negativeDimension: RubberBand.offset(forOvershoot: 1, dimension: -1)
    case .nanDimension: RubberBand.offset(forOvershoot: 1, dimension: .nan)
    case .infiniteDimension: RubberBand.offset(forOvershoot: 1, dimension: .infinity)
    case .zeroCoefficient: RubberBand.offset(forOvershoot: 1, dimension: 800, coefficient: 0)
    case .negativeCoefficient: RubberBand.offset(forOvershoot: 1, dimension: 800, coefficient: -1)
    case .nanCoefficient: RubberBand.clamp(1, to: 0...2, dimension: 800, coefficient: .nan)
    case .infiniteCoefficient:
      RubberBand.overshoot(forOffset: 1, dimension: 800, coefficient: .infinity)
    case .negativeDimensionInverse: RubberBand.overshoot(forOffset: 1, dimension: -800)
    case .negativeDimensionClamp: RubberBand.clamp(5, to: 0...1, dimension: -1e-9)
    }
  }
}

@Suite("Rubber band preconditions")
struct RubberBandPreconditionTests {
  @Test("invalid configuration stops the program", arguments: BadRubberBand.allCases)
  func stopsTheProgram(_ configuration: BadRubberBand) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [configuration] in
      _ = configuration.attempt()
    }
    expectExitMessage(result, contains: "\(configuration.parameter) must be")
  }
}
