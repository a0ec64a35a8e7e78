// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Testing

@testable import PopKit

@Suite("Timing curve configuration")
struct TimingCurveConfigurationTests {
  @Test(
    "presets use Core Animation's control points",
    arguments: [
      (TimingCurve.linear, [0, 0, 1, 1]),
      (.easeIn, [0.42, 0, 1, 1]),
      (.easeOut, [0, 0, 0.58, 1]),
      (.easeInEaseOut, [0.42, 0, 0.58, 1]),
      (.default, [0.25, 0.1, 0.25, 1]),
    ] as [(TimingCurve, [Double])])
  func presets(curve: TimingCurve, points: [Double]) {
    #expect(
      [curve.bezierPoints.x1, curve.bezierPoints.y1, curve.bezierPoints.x2, curve.bezierPoints.y2]
        == points)
  }

  @Test(
    "describes itself in CSS notation",
    arguments: [
      (TimingCurve.easeInEaseOut, "cubic-bezier(0.42, 0, 0.58, 1)"),
      (.linear, "cubic-bezier(0, 0, 1, 1)"),
      (.default, "cubic-bezier(0.25, 0.1, 0.25, 1)"),
      (
        TimingCurve(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
        "cubic-bezier(0.68, -0.55, 0.265, 1.55)"
      ),
      (TimingCurve(x1: 0.5, y1: -2, x2: 0.5, y2: 3), "cubic-bezier(0.5, -2, 0.5, 3)"),
    ] as [(TimingCurve, String)])
  func description(curve: TimingCurve, expected: String) {
    #expect(curve.description == expected)
  }

  @Test("validated accepts valid control points, overshooting y included")
  func validatedAccepts() throws {
    let curve = try TimingCurve.validated(x1: 0.15, y1: 1.5, x2: 0.55, y2: -1)
    #expect(curve == TimingCurve(x1: 0.15, y1: 1.5, x2: 0.55, y2: -1))
    #expect(try TimingCurve.validated(x1: 0, y1: 0, x2: 1, y2: 1) == .linear)
  }

  @Test(
    "validated names the first invalid parameter, its value and the allowed range",
    arguments: [
      ([1.5, 0, 1, 1], "TimingCurve.x1", "in 0...1"),
      ([-0.1, 0, 1, 1], "TimingCurve.x1", "in 0...1"),
      ([Double.nan, 0, 1, 1], "TimingCurve.x1", "in 0...1"),
      ([0.5, Double.infinity, 1, 1], "TimingCurve.y1", "finite"),
      ([0.5, 0, -0.25, 1], "TimingCurve.x2", "in 0...1"),
      ([0.5, 0, 1.000_001, 1], "TimingCurve.x2", "in 0...1"),
      ([0.5, 0, 0.5, -Double.infinity], "TimingCurve.y2", "finite"),
      ([0.5, 0, 0.5, Double.nan], "TimingCurve.y2", "finite"),
      ([2, Double.nan, -1, Double.nan], "TimingCurve.x1", "in 0...1"),
    ] as [([Double], String, String)])
  func validatedRejects(points: [Double], parameter: String, allowed: String) {
    let error = #expect(throws: TimingCurveError.self) {
      try TimingCurve.validated(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    }
    let index = ["TimingCurve.x1", "TimingCurve.y1", "TimingCurve.x2", "TimingCurve.y2"]
      .firstIndex(of: parameter)
    let value = index.map { points[$0] } ?? 0
    #expect(error?.parameter == parameter)
    #expect(error?.allowed == allowed)
    #expect(error?.value.bitPattern == value.bitPattern)
    #expect(error?.description == "\(parameter) must be \(allowed); got \(value)")
  }

  @Test("validated's message reads well")
  func validatedMessage() {
    let error = #expect(throws: TimingCurveError.self) {
      try TimingCurve.validated(x1: 1.5, y1: 0, x2: 1, y2: 1)
    }
    #expect(error?.description == "TimingCurve.x1 must be in 0...1; got 1.5")
  }
}
