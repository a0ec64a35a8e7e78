// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport
import Testing

@testable import PopKit

/// Invalid control points are a programmer error: the initializer stops the program, with a
/// message naming the parameter, its value and the allowed range.
@Suite("Timing curve invalid configuration")
struct TimingCurveTrapTests {
  @Test("x1 above 1 stops the program")
  func x1TooLarge() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = TimingCurve(x1: 1.5, y1: 0, x2: 1, y2: 1)
    }
    expectExitMessage(result, contains: "TimingCurve.x1 must be in 0...1; got 1.5")
  }

  @Test("x2 below 0 stops the program")
  func x2Negative() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = TimingCurve(x1: 0.5, y1: 0, x2: -0.25, y2: 1)
    }
    expectExitMessage(result, contains: "TimingCurve.x2 must be in 0...1; got -0.25")
  }

  @Test("NaN x stops the program")
  func xNotANumber() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = TimingCurve(x1: .nan, y1: 0, x2: 1, y2: 1)
    }
    expectExitMessage(result, contains: "TimingCurve.x1 must be in 0...1; got nan")
  }

  @Test("infinite y stops the program")
  func yInfinite() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = TimingCurve(x1: 0.5, y1: .infinity, x2: 0.5, y2: 1)
    }
    expectExitMessage(result, contains: "TimingCurve.y1 must be finite; got inf")
  }

  @Test("NaN y stops the program")
  func yNotANumber() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = TimingCurve(x1: 0.5, y1: 0, x2: 0.5, y2: .nan)
    }
    expectExitMessage(result, contains: "TimingCurve.y2 must be finite; got nan")
  }

  @Test("infinite x stops the program")
  func xInfinite() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = TimingCurve(x1: 0.5, y1: 0, x2: -.infinity, y2: 1)
    }
    expectExitMessage(result, contains: "TimingCurve.x2 must be in 0...1; got -inf")
  }
}
