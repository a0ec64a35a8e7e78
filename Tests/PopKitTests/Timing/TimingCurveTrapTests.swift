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

/// The eases' invalid parameters stop the program too, naming the parameter.
@Suite("Ease invalid configuration")
struct EaseTrapTests {
  @Test("steps(0) stops the program")
  func zeroSteps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = TimingCurve.steps(0)
    }
    expectExitMessage(result, contains: "TimingCurve.steps count must be >= 1; got 0.0")
  }

  @Test("steps(1, jump: .none) stops the program")
  func oneStepWithoutJumps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = TimingCurve.steps(1, jump: .none)
    }
    expectExitMessage(result, contains: "TimingCurve.steps count must be >= 2 with jump none")
  }

  @Test("an elastic amplitude below 1 stops the program")
  func smallAmplitude() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = TimingCurve.elastic(amplitude: 0.5, period: 0.3, .out)
    }
    expectExitMessage(result, contains: "TimingCurve.elastic amplitude must be in 1...1e6; got 0.5")
  }

  @Test("a spring that never settles stops the program")
  func unsettledSpring() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = TimingCurve.spring(Spring(tension: 100, friction: 0))
    }
    expectExitMessage(result, contains: "TimingCurve.spring settling duration must be finite")
  }
}
