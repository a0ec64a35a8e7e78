// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit
@testable import PopKitCore

/// Curves the value and slope tests run on: the presets, overshooting and anticipating curves,
/// and curves whose x stalls at an end (x1 = 0 or x2 = 1) or inside (x1 = 1, x2 = 0).
let timingTestCurves: [TimingCurve] = [
  .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
  TimingCurve(x1: 0.15, y1: 1.5, x2: 0.55, y2: 1),
  TimingCurve(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
  TimingCurve(x1: 0, y1: 0.5, x2: 0, y2: 1),
  TimingCurve(x1: 1, y1: 0, x2: 1, y2: 1),
  TimingCurve(x1: 0, y1: 1, x2: 1, y2: 0),
  TimingCurve(x1: 1, y1: 0.25, x2: 0, y2: 0.85),
]

/// 0, 1e-9, every 0.001 in `0...1`, 1 − 1e-9 and 1.
let timingTestProgresses: [Double] = {
  let grid: [Double] = (0...1000).map { Double($0) / 1000 }
  return [0, 1e-9] + grid + [1 - 1e-9, 1]
}()

@Suite("Timing curve values")
struct TimingCurveValueTests {
  @Test("matches an independent bisection solver within 1e-12", arguments: timingTestCurves)
  func matchesReference(curve: TimingCurve) {
    let reference = ReferenceTimingCurve(curve)
    var largestError = 0.0
    for progress in timingTestProgresses {
      let error = abs(curve.value(at: progress) - reference.value(at: progress))
      largestError = max(largestError, error)
    }
    // The requirement is 1e-7; the solver does far better.
    #expect(largestError < 1e-12, "largest error \(largestError)")
  }

  @Test("hits the ends exactly", arguments: timingTestCurves)
  func exactEnds(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.valueBySolving(at: 0) == 0)
    #expect(curve.valueBySolving(at: 1) == 1)
  }

  @Test(
    "never decreases when both control points' y are in 0...1",
    arguments: timingTestCurves.filter {
      (0...1).contains($0.bezierPoints.y1) && (0...1).contains($0.bezierPoints.y2)
    })
  func monotone(curve: TimingCurve) {
    let values = timingTestProgresses.sorted().map(curve.value(at:))
    let decreases = zip(values, values.dropFirst()).filter { $0.1 < $0.0 }
    #expect(decreases.isEmpty)
  }

  @Test("overshooting curves leave 0...1")
  func overshoot() {
    let curve = TimingCurve(x1: 0.15, y1: 1.5, x2: 0.55, y2: 1)
    let peak = timingTestProgresses.map(curve.value(at:)).max() ?? 0
    #expect(peak > 1.05)
    let anticipating = TimingCurve(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
    #expect(anticipating.value(at: 0.1) < 0)
  }

  @Test("linear returns the progress itself")
  func linearIsExact() {
    for progress in timingTestProgresses {
      #expect(TimingCurve.linear.value(at: progress) == progress)
    }
  }

  @Test("the general solver is accurate on linear too")
  func linearBySolving() {
    var largestError = 0.0
    for progress in timingTestProgresses {
      largestError = max(
        largestError, abs(TimingCurve.linear.valueBySolving(at: progress) - progress))
    }
    #expect(largestError < 1e-13, "largest error \(largestError)")
  }

  @Test("easeIn at 0.35 is 0.17017, not pop's 0.16860")
  func popInaccuracy() {
    let ours = TimingCurve.easeIn.value(at: 0.35)
    let exact = ReferenceTimingCurve(.easeIn).value(at: 0.35)
    expectClose(ours, exact, absolute: 1e-7)
    expectClose(ours, 0.170_17, absolute: 1e-5)
    #expect(abs(ours - 0.168_60) > 1e-3)
  }

  @Test("matches the closed form where x stalls inside the curve")
  func interiorFlatSpot() {
    // For x1 = 1, x2 = 0: x(t) = 1/2 + 4·(t − 1/2)³, so t = 1/2 + cbrt((x − 1/2) / 4).
    let curve = TimingCurve(x1: 1, y1: 0.25, x2: 0, y2: 0.85)
    let offsets: [Double] = (1...53).map { pow(2, -Double($0)) }
    let progresses = timingTestProgresses + offsets.map { 0.5 + $0 } + offsets.map { 0.5 - $0 }
    var largestError = 0.0
    for progress in progresses {
      let t = 0.5 + cbrt((progress - 0.5) / 4)
      let s = 1 - t
      let first: Double = 3 * s * s * t * curve.bezierPoints.y1
      let second: Double = 3 * s * t * t * curve.bezierPoints.y2
      let exact = first + second + t * t * t
      largestError = max(largestError, abs(curve.value(at: progress) - exact))
    }
    // Evaluating x(t) in plain doubles would miss this by about 6e-7 next to 0.5.
    #expect(largestError < 1e-12, "largest error \(largestError)")
  }

  @Test("the solved parameter puts x on the progress", arguments: timingTestCurves)
  func parameterSolvesX(curve: TimingCurve) {
    let reference = ReferenceTimingCurve(curve)
    for progress in timingTestProgresses {
      let t = curve.parameter(forProgress: progress)
      #expect((0...1).contains(t))
      expectClose(t, reference.parameter(at: progress), absolute: 1e-10)
    }
  }

  @Test(
    "progress outside 0...1 is clamped",
    arguments: [(-0.5, 0), (-.infinity, 0), (1.5, 1), (.infinity, 1)] as [(Double, Double)])
  func clamping(progress: Double, expected: Double) {
    for curve in timingTestCurves {
      #expect(curve.value(at: progress) == expected)
    }
  }

  @Test("NaN progress gives NaN")
  func notANumber() {
    #expect(TimingCurve.easeIn.value(at: .nan).isNaN)
    #expect(TimingCurve.linear.value(at: .nan).isNaN)
  }
}
