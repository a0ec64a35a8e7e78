// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import Testing

@testable import PopKit
@testable import PopKitCore

/// Where the plain-double solve must not answer, and what the solver answers there.
@MainActor
@Suite("Timing curve solver fallback")
struct TimingCurveSolverFallbackTests {
  /// x(t) = 1/2 + 4·(t − 1/2)³: x stalls at t = 1/2, where x = 1/2.
  static let stall = TimingCurve(x1: 1, y1: 0.25, x2: 0, y2: 0.85)

  /// Progresses 2⁻¹⁰ … 2⁻⁵³ on both sides of the stall.
  static let besideStall: [Double] = (10...53).flatMap { (power: Int) -> [Double] in
    let offset = 1 / Double(UInt64(1) << power)
    return [0.5 + offset, 0.5 - offset]
  }

  /// The stall curve's value from its closed form: t = 1/2 + cbrt((x − 1/2) / 4).
  static func stallValue(at progress: Double) -> Double {
    let t = 0.5 + cbrt((progress - 0.5) / 4)
    let s = 1 - t
    let first: Double = 3 * s * s * t * stall.bezierPoints.y1
    let second: Double = 3 * s * t * t * stall.bezierPoints.y2
    return first + second + t * t * t
  }

  @Test("plain Newton steps alone miss the value beside an interior stall by far more than 1e-12")
  func plainNewtonMisses() {
    let x = PlainCubic(BezierCoordinate(p1: 1, p2: 0))
    let y = PlainCubic(BezierCoordinate(p1: 0.25, p2: 0.85))
    let progress = 0.5 + 0x1p-40
    var t = progress
    for _ in 0..<200 {
      let derivative = x.derivative(at: t)
      guard derivative > 0 else { break }
      t -= x.residual(at: t, from: progress) / derivative
    }
    // Rounding in x of about 1e-16 moves t by a cube root: about 3e-6.
    #expect(abs(y.value(at: t) - TimingCurveSolverFallbackTests.stallValue(at: progress)) > 1e-9)
  }

  @Test("beside an interior stall the plain solve declines, and the exact solver is within 1e-12")
  func stallFallsBack() {
    let solver = TimingCurveSolver(TimingCurveSolverFallbackTests.stall)
    var largestError = 0.0
    var declined = 0
    for progress in TimingCurveSolverFallbackTests.besideStall {
      if solver.plainValueAndSlope(at: progress) == nil { declined += 1 }
      let value = solver.valueAndSlope(at: progress).value
      largestError = max(
        largestError, abs(value - TimingCurveSolverFallbackTests.stallValue(at: progress)))
    }
    #expect(declined == TimingCurveSolverFallbackTests.besideStall.count)
    #expect(largestError <= 1e-12, "largest error \(largestError)")
  }

  @Test("identity curves return the progress and a slope of 1, exactly")
  func identity() {
    for curve in [TimingCurve.linear, TimingCurve(x1: 0.3, y1: 0.3, x2: 0.7, y2: 0.7)] {
      let solver = TimingCurveSolver(curve)
      for progress in solverSweepProgresses where progress > 0 && progress < 1 {
        let result = solver.valueAndSlope(at: progress)
        #expect(result.value == progress && result.slope == 1, "\(curve) at \(progress)")
      }
    }
  }

  @Test(
    "at and outside the ends, and for NaN, answers as the curve does",
    arguments: [0, 1, -1e-9, -1, 1 + 1e-9, 2, .infinity, -.infinity] as [Double])
  func ends(progress: Double) {
    for curve in timingTestCurves {
      let result = TimingCurveSolver(curve).valueAndSlope(at: progress)
      #expect(result.value == curve.value(at: progress), "\(curve) at \(progress)")
      #expect(result.slope == curve.slope(at: progress), "\(curve) at \(progress)")
    }
    let nan = TimingCurveSolver(.easeInEaseOut).valueAndSlope(at: .nan)
    #expect(nan.value.isNaN && nan.slope.isNaN)
  }

  @Test("a curve whose y plain doubles cannot hold to 5e-13 always takes the exact solver")
  func hugeY() {
    let curve = TimingCurve(x1: 0.5, y1: 1e6, x2: 0.5, y2: 1)
    let solver = TimingCurveSolver(curve)
    #expect(solver.acceptance.minimumDerivative == .infinity)
    for progress in [0.1, 0.5, 0.9] {
      #expect(solver.plainValueAndSlope(at: progress) == nil)
      #expect(solver.valueAndSlope(at: progress).value == curve.value(at: progress))
    }
  }

  @Test(
    "the presets take the plain solve almost everywhere",
    arguments: [
      (.easeInEaseOut, 1.0), (.default, 1.0), (.easeIn, 0.99), (.easeOut, 0.99),
      (TimingCurve(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55), 1.0),
    ] as [(TimingCurve, Double)])
  func plainSolveIsTaken(curve: TimingCurve, share: Double) {
    let solver = TimingCurveSolver(curve)
    let accepted = (1..<4096).filter { solver.plainValueAndSlope(at: Double($0) / 4096) != nil }
    #expect(Double(accepted.count) >= share * 4095, "\(accepted.count) of 4095")
  }

  @Test("the guess table starts within 1e-7 of the root on a smooth curve")
  func guessAccuracy() {
    let curve = TimingCurve.easeInEaseOut
    let table = GuessTable(
      for: curve, along: BezierCoordinate(p1: curve.bezierPoints.x1, p2: curve.bezierPoints.x2))
    var largestError = 0.0
    for index in 0..<10_000 {
      let progress = Double(index) / 10_000
      let error = abs(table.guess(at: progress) - curve.parameter(forProgress: progress))
      largestError = max(largestError, error)
    }
    #expect(largestError <= 1e-7, "largest error \(largestError)")
  }
}
