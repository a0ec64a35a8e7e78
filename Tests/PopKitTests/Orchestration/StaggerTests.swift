// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// motion's `stagger` (packages/motion-dom/src/utils/stagger.ts), written out again:
/// `delay = interval · |fromIndex − i|`, eased over `n · interval` when there is an ease.
private func motionStagger(
  interval: Double, count: Int, fromIndex: Double, ease: ((Double) -> Double)? = nil
) -> [Double] {
  (0..<count).map { index in
    var delay = interval * abs(fromIndex - Double(index))
    if let ease {
      let maxDelay = Double(count) * interval
      delay = ease(delay / maxDelay) * maxDelay
    }
    return delay
  }
}

/// easeIn's y(x) found independently by bisection on the bezier's x(t).
private func referenceEaseIn(_ x: Double) -> Double {
  func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<200 {
    let middle = (low + high) / 2
    if coordinate(0.42, 1, middle) < x { low = middle } else { high = middle }
  }
  return coordinate(0, 1, (low + high) / 2)
}

@Suite("Stagger")
struct StaggerTests {
  @Test("the brief's numbers")
  func briefNumbers() {
    expectClose(
      Stagger(interval: 0.1, from: .center).delays(count: 5), [0.2, 0.1, 0, 0.1, 0.2],
      absolute: 1e-12)
    expectClose(
      Stagger(interval: 0.1, from: .center).delays(count: 4), [0.15, 0.05, 0.05, 0.15],
      absolute: 1e-12)
    expectClose(
      Stagger(interval: 0.1, from: .last).delays(count: 3), [0.2, 0.1, 0], absolute: 1e-12)
    expectClose(Stagger(interval: 0.1).delays(count: 4), [0, 0.1, 0.2, 0.3], absolute: 1e-12)
  }

  @Test("every origin matches motion's rule", arguments: [1, 2, 3, 4, 7, 10])
  func origins(count: Int) {
    let interval = 0.07
    let n = Double(count)
    expectClose(
      Stagger(interval: interval).delays(count: count),
      motionStagger(interval: interval, count: count, fromIndex: 0), absolute: 1e-12)
    expectClose(
      Stagger(interval: interval, from: .last).delays(count: count),
      motionStagger(interval: interval, count: count, fromIndex: n - 1), absolute: 1e-12)
    expectClose(
      Stagger(interval: interval, from: .center).delays(count: count),
      motionStagger(interval: interval, count: count, fromIndex: (n - 1) / 2), absolute: 1e-12)
    for index in 0..<count {
      let delays = Stagger(interval: interval, from: .index(index)).delays(count: count)
      expectClose(delays, (0..<count).map { interval * Double(abs($0 - index)) }, absolute: 1e-12)
    }
  }

  @Test("an index outside the group is clamped into it")
  func clampedIndex() {
    expectClose(
      Stagger(interval: 0.1, from: .index(9)).delays(count: 3), [0.2, 0.1, 0], absolute: 1e-12)
    expectClose(
      Stagger(interval: 0.1, from: .index(-2)).delays(count: 3), [0, 0.1, 0.2], absolute: 1e-12)
  }

  @Test("a curve eases the delays over n · interval")
  func eased() {
    let stagger = Stagger(interval: 0.1, from: .center, timingCurve: .easeIn)
    expectClose(
      stagger.delays(count: 5),
      motionStagger(interval: 0.1, count: 5, fromIndex: 2, ease: referenceEaseIn), absolute: 1e-12)
    // The linear curve changes nothing.
    expectClose(
      Stagger(interval: 0.1, from: .last, timingCurve: .linear).delays(count: 6),
      Stagger(interval: 0.1, from: .last).delays(count: 6), absolute: 1e-12)
  }

  @Test("edge counts and intervals")
  func edges() {
    #expect(Stagger(interval: 0.1).delays(count: 0).isEmpty)
    #expect(Stagger(interval: 0.1, from: .center).delays(count: 1) == [0])
    #expect(Stagger(interval: 0, from: .last, timingCurve: .easeIn).delays(count: 3) == [0, 0, 0])
  }

  @Test("finding 11: the largest intervals whose delays are finite give motion's numbers")
  func finding11LargestIntervalsStayFinite() {
    // 3 × 5.9e307 is finite; the eased delays are easeIn(k/3) × 3 × 5.9e307, and the even ones
    // k × 5.9e307.
    let interval = 5.9e307
    let eased = Stagger(interval: interval, timingCurve: .easeIn).delays(count: 3)
    let span = 3 * interval
    let expected = [0, referenceEaseIn(1.0 / 3), referenceEaseIn(2.0 / 3)]
    expectClose(eased.map { $0 / span }, expected, absolute: 1e-12)
    expectClose(
      Stagger(interval: interval, from: .last).delays(count: 3).map { $0 / interval }, [2, 1, 0],
      absolute: 1e-12)
    #expect(Stagger(interval: 1e308).delays(count: 1) == [0])
    // The smallest interval: the fraction of the span is |k − origin| / n, not a rounded
    // ratio of subnormal numbers, so the eased delays stay inside the span.
    let tiny = Stagger(interval: .leastNonzeroMagnitude, from: .center, timingCurve: .easeOut)
      .delays(count: 4)
    #expect(tiny.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 4 * .leastNonzeroMagnitude })
  }
}

enum BadStagger: String, CaseIterable, Sendable, Codable {
  case negativeInterval, nanInterval, infiniteInterval, negativeCount
  /// Finding 11: `Stagger(interval: 1e308, timingCurve: .easeIn).delays(count: 3)` gave NaNs,
  /// and without a curve an infinite delay.
  case finding11DelaysBeyondDouble, finding11EvenDelaysBeyondDouble
  /// A curve whose y reaches 1e300 times the span of 0.3 s × 1e9 overflows too.
  case finding11CurveReachBeyondDouble

  var parameter: String {
    switch self {
    case .negativeInterval, .nanInterval, .infiniteInterval: "Stagger.interval"
    default: "Stagger.delays count"
    }
  }

  func attempt() -> [Double] {
    switch self {
    case .negativeInterval: Stagger(interval: -0.1).delays(count: 2)
    case .nanInterval: Stagger(interval: .nan).delays(count: 2)
    case .infiniteInterval: Stagger(interval: .infinity).delays(count: 2)
    case .negativeCount: Stagger(interval: 0.1).delays(count: -1)
    case .finding11DelaysBeyondDouble:
      Stagger(interval: 1e308, timingCurve: .easeIn).delays(count: 3)
    case .finding11EvenDelaysBeyondDouble: Stagger(interval: 1e308).delays(count: 3)
    case .finding11CurveReachBeyondDouble:
      Stagger(interval: 1e9, timingCurve: TimingCurve(x1: 0.5, y1: 1e300, x2: 0.5, y2: 1))
        .delays(count: 3)
    }
  }
}

@Suite("Stagger preconditions")
struct StaggerPreconditionTests {
  @Test("invalid configuration stops the program", arguments: BadStagger.allCases)
  func stopsTheProgram(_ configuration: BadStagger) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [configuration] in
      _ = configuration.attempt()
    }
    expectExitMessage(result, contains: "\(configuration.parameter) must be")
  }
}
