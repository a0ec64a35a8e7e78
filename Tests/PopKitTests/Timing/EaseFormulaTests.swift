// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// The published formulas, written here as easings.net and GSAP write them, independently of
/// the library's reflection of `in` forms.
private enum Published {
  static let c1 = 1.70158
  static let c2 = c1 * 1.525
  static let c3 = c1 + 1
  static let c4 = (2 * Double.pi) / 3
  static let c5 = (2 * Double.pi) / 4.5

  static func easeInBack(_ x: Double) -> Double { c3 * x * x * x - c1 * x * x }
  static func easeOutBack(_ x: Double) -> Double {
    1 + c3 * pow(x - 1, 3) + c1 * pow(x - 1, 2)
  }
  static func easeInOutBack(_ x: Double) -> Double {
    x < 0.5
      ? (pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2
      : (pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
  }
  static func easeInElastic(_ x: Double) -> Double {
    x == 0 ? 0 : x == 1 ? 1 : -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * c4)
  }
  static func easeOutElastic(_ x: Double) -> Double {
    x == 0 ? 0 : x == 1 ? 1 : pow(2, -10 * x) * sin((x * 10 - 0.75) * c4) + 1
  }
  static func easeInOutElastic(_ x: Double) -> Double {
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    return x < 0.5
      ? -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
      : (pow(2, -20 * x + 10) * sin((20 * x - 11.125) * c5)) / 2 + 1
  }
  static func easeOutBounce(_ input: Double) -> Double {
    let n1 = 7.5625
    let d1 = 2.75
    var x = input
    if x < 1 / d1 { return n1 * x * x }
    if x < 2 / d1 {
      x -= 1.5 / d1
      return n1 * x * x + 0.75
    }
    if x < 2.5 / d1 {
      x -= 2.25 / d1
      return n1 * x * x + 0.9375
    }
    x -= 2.625 / d1
    return n1 * x * x + 0.984375
  }
  static func easeInBounce(_ x: Double) -> Double { 1 - easeOutBounce(1 - x) }
  static func easeInOutBounce(_ x: Double) -> Double {
    x < 0.5 ? (1 - easeOutBounce(1 - 2 * x)) / 2 : (1 + easeOutBounce(2 * x - 1)) / 2
  }

  /// Back with overshoot s: c1 = s (1.525·s in-out).
  static func back(_ s: Double, _ mode: EaseMode, _ x: Double) -> Double {
    let k = mode == .inOut ? s * 1.525 : s
    switch mode {
    case .in: return (k + 1) * x * x * x - k * x * x
    case .out: return 1 + (k + 1) * pow(x - 1, 3) + k * pow(x - 1, 2)
    case .inOut:
      return x < 0.5
        ? (pow(2 * x, 2) * ((k + 1) * 2 * x - k)) / 2
        : (pow(2 * x - 2, 2) * ((k + 1) * (x * 2 - 2) + k) + 2) / 2
    }
  }

  /// GSAP's elastic: out `a·2^(−10t)·sin((t − σ)·2π/p) + 1`, in by reflection, in-out halves.
  static func elastic(_ a: Double, _ p: Double, _ mode: EaseMode, _ x: Double) -> Double {
    let sigma = p / (2 * Double.pi) * asin(1 / a)
    func out(_ t: Double) -> Double {
      a * pow(2, -10 * t) * sin((t - sigma) * 2 * Double.pi / p) + 1
    }
    switch mode {
    case .out: return out(x)
    case .in: return 1 - out(1 - x)
    case .inOut: return x < 0.5 ? (1 - out(1 - 2 * x)) / 2 : (1 + out(2 * x - 1)) / 2
    }
  }
}

@Suite("Eases: back, elastic and bounce against their published formulas")
struct EaseFormulaTests {
  static let presets: [(String, TimingCurve, @Sendable (Double) -> Double)] = [
    ("easeInBack", .easeInBack, Published.easeInBack),
    ("easeOutBack", .easeOutBack, Published.easeOutBack),
    ("easeInOutBack", .easeInOutBack, Published.easeInOutBack),
    ("easeInElastic", .easeInElastic, Published.easeInElastic),
    ("easeOutElastic", .easeOutElastic, Published.easeOutElastic),
    ("easeInOutElastic", .easeInOutElastic, Published.easeInOutElastic),
    ("easeInBounce", .easeInBounce, Published.easeInBounce),
    ("easeOutBounce", .easeOutBounce, Published.easeOutBounce),
    ("easeInOutBounce", .easeInOutBounce, Published.easeInOutBounce),
  ]

  /// Progresses 0, 1/2000, …, 1 and a few odd ones.
  static let progresses =
    (0...2000).map { Double($0) / 2000 } + [1e-9, 0.3333, 0.5 - 1e-12, 0.999_999]

  @Test("every preset matches easings.net's formula within 1e-12")
  func presetsMatchPublishedFormulas() {
    var worst = 0.0
    for (name, curve, formula) in Self.presets {
      for progress in Self.progresses {
        let error = abs(curve.value(at: progress) - formula(progress))
        worst = max(worst, error)
        #expect(error <= 1e-12, "\(name) at \(progress): \(curve.value(at: progress))")
      }
    }
    print("eases: worst error of the presets against easings.net's formulas \(worst)")
  }

  @Test("back(overshoot:) and elastic(amplitude:period:) follow their formulas within 1e-12")
  func parameterisedCurvesMatchFormulas() {
    for mode in [EaseMode.in, .out, .inOut] {
      for overshoot in [0, 0.5, 1.70158, 3, 10] {
        let curve = TimingCurve.back(overshoot: overshoot, mode)
        for progress in Self.progresses {
          let expected = Published.back(overshoot, mode, progress)
          #expect(abs(curve.value(at: progress) - expected) <= 1e-12, "\(curve) at \(progress)")
        }
      }
      for (amplitude, period) in [(1.0, 0.3), (1.5, 0.3), (2, 0.45), (1, 0.1), (3, 1.2)] {
        let curve = TimingCurve.elastic(amplitude: amplitude, period: period, mode)
        for progress in Self.progresses where progress > 0 && progress < 1 {
          let expected = Published.elastic(amplitude, period, mode, progress)
          #expect(abs(curve.value(at: progress) - expected) <= 1e-12, "\(curve) at \(progress)")
        }
      }
    }
    // The presets are the parameterised curves with the published parameters.
    #expect(TimingCurve.back(overshoot: 1.70158, .out) == .easeOutBack)
    #expect(TimingCurve.elastic(amplitude: 1, period: 0.45, .inOut) == .easeInOutElastic)
  }

  @Test("every ease starts at exactly 0 and ends at exactly 1, and holds outside 0...1")
  func endsAreExact() {
    var curves = Self.presets.map(\.1)
    curves += [
      .back(overshoot: 7, .inOut), .elastic(amplitude: 2.5, period: 0.17, .out),
      .elastic(amplitude: 1, period: 0.7, .in), .spring(Spring(duration: 0.5, bounce: 0.3)),
      .spring(Spring(dampingRatio: 1.4, response: 0.4)),
    ]
    for curve in curves {
      #expect(curve.value(at: 0) == 0, "\(curve)")
      #expect(curve.value(at: 1) == 1, "\(curve)")
      #expect(curve.value(at: -3) == 0, "\(curve)")
      #expect(curve.value(at: 2) == 1, "\(curve)")
      #expect(curve.value(at: .nan).isNaN, "\(curve)")
    }
  }

  @Test("slopes are the derivatives: central differences agree within 1e-6 of the slope's size")
  func slopesAreDerivatives() {
    let curves: [TimingCurve] =
      Self.presets.map(\.1) + [
        .back(overshoot: 4, .inOut), .elastic(amplitude: 1.8, period: 0.25, .out),
        .elastic(amplitude: 1.2, period: 0.6, .inOut),
        .spring(Spring(duration: 0.6, bounce: 0.4)), .spring(Spring()),
      ]
    let step = 1e-6
    var checked = 0
    for curve in curves {
      for index in 1..<400 {
        let progress = Double(index) / 400 + 1e-4
        guard progress + step < 1 else { continue }
        let left = (curve.value(at: progress) - curve.value(at: progress - step)) / step
        let right = (curve.value(at: progress + step) - curve.value(at: progress)) / step
        // A bounce's corners (where the ball turns) have no derivative: skip where the sides
        // disagree by far more than the curvature allows.
        guard abs(left - right) < 1e-3 * max(1, abs(left)) else { continue }
        let central =
          (curve.value(at: progress + step) - curve.value(at: progress - step)) / (2 * step)
        let slope = curve.slope(at: progress)
        #expect(abs(slope - central) <= 1e-6 * max(1, abs(slope)), "\(curve) at \(progress)")
        checked += 1
      }
    }
    #expect(checked > 5000)
  }

  @Test("slopes at the ends are the formulas' one-sided derivatives")
  func slopesAtEnds() {
    // Back in: 3(s + 1)t² − 2st is 0 at 0 and s + 3 at 1.
    #expect(TimingCurve.easeInBack.slope(at: 0) == 0)
    expectClose(TimingCurve.easeInBack.slope(at: 1), 1.70158 + 3, absolute: 1e-12)
    expectClose(TimingCurve.easeOutBack.slope(at: 0), 1.70158 + 3, absolute: 1e-12)
    // Elastic out at 0: a·(ω·cos(−ωσ) − 10·ln2·sin(−ωσ)) with a = 1, sin(−ωσ) = −1, cos = 0.
    expectClose(TimingCurve.easeOutElastic.slope(at: 0), 10 * log(2), absolute: 1e-9)
    // Bounce out starts with n·t², so slope 0; it ends on the last arc's right side.
    #expect(TimingCurve.easeOutBounce.slope(at: 0) == 0)
    expectClose(
      TimingCurve.easeOutBounce.slope(at: 1), 2 * 7.5625 * (1 - 2.625 / 2.75), absolute: 1e-12)
    // A spring from rest leaves with no speed.
    #expect(TimingCurve.spring(Spring()).slope(at: 0) == 0)
    for curve in EaseFormulaTests.presets.map(\.1) {
      #expect(curve.slope(at: -0.5) == 0 && curve.slope(at: 1.5) == 0)
    }
  }

  @Test("overshoots: easeOutBack peaks near 1.1, easeInBack dips near -0.1, bounce stays in 0...1")
  func overshootSizes() {
    let samples = (0...10_000).map { Double($0) / 10_000 }
    let outBackPeak = samples.map(TimingCurve.easeOutBack.value).max() ?? 0
    let inBackDip = samples.map(TimingCurve.easeInBack.value).min() ?? 0
    // Penner's s = 1.70158 is chosen for a 10 % overshoot.
    expectClose(outBackPeak, 1.1, absolute: 1e-3)
    expectClose(inBackDip, -0.1, absolute: 1e-3)
    for curve in [TimingCurve.easeInBounce, .easeOutBounce, .easeInOutBounce] {
      #expect(samples.allSatisfy { (0...1).contains(curve.value(at: $0)) }, "\(curve)")
    }
    // The magnitude bound a stagger relies on holds for every ease.
    for curve in EaseFormulaTests.presets.map(\.1) + [.back(overshoot: 100, .inOut)] {
      let largest = samples.map { abs(curve.value(at: $0)) }.max() ?? 0
      #expect(largest <= curve.magnitudeBound, "\(curve): \(largest)")
    }
  }
}
