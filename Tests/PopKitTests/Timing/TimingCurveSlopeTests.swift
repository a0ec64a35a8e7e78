// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport
import Testing

@testable import PopKit

@Suite("Timing curve slopes")
struct TimingCurveSlopeTests {
  @Test("matches the reference's dy/dx inside the curve", arguments: timingTestCurves)
  func matchesReference(curve: TimingCurve) {
    let reference = ReferenceTimingCurve(curve)
    var largestRelativeError = 0.0
    for progress in timingTestProgresses where progress > 0 && progress < 1 {
      let ours = curve.slope(at: progress)
      let expected = reference.slope(at: progress)
      if expected.isInfinite {
        #expect(ours == expected, "at \(progress)")
        continue
      }
      let error = abs(ours - expected) / max(1, abs(expected))
      largestRelativeError = max(largestRelativeError, error)
    }
    #expect(largestRelativeError < 1e-9, "largest relative error \(largestRelativeError)")
  }

  @Test("agrees with a central difference of the values")
  func finiteDifference() {
    let curve = TimingCurve(x1: 0.15, y1: 1.5, x2: 0.55, y2: 1)
    let step = 1e-6
    for progress in stride(from: 0.05, through: 0.95, by: 0.05) {
      let difference =
        (curve.value(at: progress + step) - curve.value(at: progress - step)) / (2 * step)
      expectClose(curve.slope(at: progress), difference, absolute: 1e-6, "at \(progress)")
    }
  }

  /// Each curve with its expected slopes at progress 0 and at progress 1.
  static let endSlopes: [(TimingCurve, Double, Double)] = [
    (.linear, 1, 1),
    (.easeIn, 0, 1 / 0.58),
    (.easeOut, 1 / 0.58, 0),
    (.easeInEaseOut, 0, 0),
    (.default, 0.4, 0),
    (TimingCurve(x1: 0.15, y1: 1.5, x2: 0.55, y2: 1), 10, 0),
    (TimingCurve(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55), -0.55 / 0.68, -0.55 / 0.735),
    (TimingCurve(x1: 0, y1: 0.5, x2: 0, y2: 1), .infinity, 0),
    (TimingCurve(x1: 1, y1: 0, x2: 1, y2: 1), 0, .infinity),
    (TimingCurve(x1: 0, y1: 1, x2: 1, y2: 0), .infinity, .infinity),
    (TimingCurve(x1: 0, y1: -1, x2: 1, y2: 2), -.infinity, -.infinity),
    (TimingCurve(x1: 0, y1: 0, x2: 0, y2: 0.5), .infinity, 0.5),
    (TimingCurve(x1: 1, y1: 0.25, x2: 0, y2: 0.85), 0.25, 0.15),
  ]

  @Test("at the ends is the limit of dy/dx", arguments: endSlopes)
  func ends(curve: TimingCurve, atStart: Double, atEnd: Double) {
    for (progress, expected) in [(0.0, atStart), (1.0, atEnd)] {
      let slope = curve.slope(at: progress)
      if expected.isInfinite {
        #expect(slope == expected, "at \(progress)")
      } else {
        expectClose(slope, expected, absolute: 1e-12, "at \(progress): \(slope)")
      }
    }
  }

  @Test("next to the ends it approaches the limit", arguments: endSlopes)
  func nearEnds(curve: TimingCurve, atStart: Double, atEnd: Double) {
    for (progress, expected) in [(1e-12, atStart), (1 - 1e-12, atEnd)] {
      let slope = curve.slope(at: progress)
      if expected.isInfinite {
        #expect(slope * expected.sign.multiplier > 100, "at \(progress): \(slope)")
      } else {
        expectClose(slope, expected, absolute: 1e-3, "at \(progress): \(slope)")
      }
    }
  }

  @Test("is infinite where the tangent is vertical inside the curve")
  func interiorVerticalTangent() {
    let curve = TimingCurve(x1: 1, y1: 0.25, x2: 0, y2: 0.85)
    #expect(curve.slope(at: 0.5) == .infinity)
    #expect(curve.slope(at: 0.5 - 1e-9) > 1e3)
    #expect(curve.slope(at: 0.5 + 1e-9) > 1e3)
  }

  @Test("is NaN at a cusp, with infinite slopes of opposite signs beside it")
  func interiorCusp() {
    // x − 0.5 = 4(t − 0.5)³ while y has a minimum at t = 0.5: y − y₀ ∝ (x − 0.5)^(2/3).
    let curve = TimingCurve(x1: 1, y1: 0.75, x2: 0, y2: -0.25)
    #expect(curve.slope(at: 0.5).isNaN)
    #expect(curve.slope(at: 0.5 - 1e-9) < -100)
    #expect(curve.slope(at: 0.5 + 1e-9) > 100)
  }

  @Test("is 0 outside 0...1, where the value is held", arguments: [-1, -1e-9, 1 + 1e-9, 2])
  func outside(progress: Double) {
    for curve in timingTestCurves {
      #expect(curve.slope(at: progress) == 0)
    }
  }

  @Test("of NaN is NaN")
  func notANumber() {
    #expect(TimingCurve.easeInEaseOut.slope(at: .nan).isNaN)
    #expect(TimingCurve.linear.slope(at: .nan).isNaN)
  }
}

extension FloatingPointSign {
  /// 1 for plus, −1 for minus.
  fileprivate var multiplier: Double { self == .plus ? 1 : -1 }
}
