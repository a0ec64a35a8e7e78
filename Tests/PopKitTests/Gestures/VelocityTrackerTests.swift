// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

typealias TrackerStrategy = VelocityTracker<Double>.Strategy

extension VelocityTracker.Strategy {
  /// The same strategy for a tracker of another value type (each generic tracker type has its
  /// own nested `Strategy`).
  func of<Other: AnimatableValue>(_: Other.Type) -> VelocityTracker<Other>.Strategy {
    switch self {
    case .leastSquares: .leastSquares
    case .impulse: .impulse
    }
  }
}

/// A tracker fed a stream of samples.
private func tracker(
  _ stream: [PointerSample], strategy: VelocityTracker<Double>.Strategy = .leastSquares
) -> VelocityTracker<Double> {
  var tracker = VelocityTracker<Double>(strategy: strategy)
  for sample in stream { tracker.add(sample.value, at: sample.time) }
  return tracker
}

/// The velocity of a stream at its newest sample.
private func velocity(
  _ stream: [PointerSample], strategy: VelocityTracker<Double>.Strategy = .leastSquares
) -> Double {
  tracker(stream, strategy: strategy).velocity(at: stream.last?.time ?? 0)
}

/// Samples of `position(t)` at t = 0, 8, …, 96 ms (every 8 ms for 100 ms), shifted by `start`.
private func every8Milliseconds(
  start: Double = 0, _ position: (Double) -> Double
) -> [PointerSample] {
  (0...12).map { index in
    let time = Double(index) * 0.008
    return PointerSample(time: start + time, value: position(time))
  }
}

@Suite("Velocity tracker")
struct VelocityTrackerTests {
  static let strategies: [TrackerStrategy] = [.leastSquares, .impulse]

  @Test("x = 1000·t every 8 ms for 100 ms gives 1000 units/s", arguments: strategies)
  func constantVelocity(strategy: TrackerStrategy) {
    let stream = every8Milliseconds { 1000 * $0 }
    expectClose(velocity(stream, strategy: strategy), 1000, absolute: 1e-6)
    // The references agree (1000 exactly, up to rounding).
    expectClose(VelocityReference.leastSquares(stream), 1000, absolute: 1e-6)
    expectClose(VelocityReference.impulse(stream), 1000, absolute: 1e-6)
  }

  @Test("per component: a CGPoint moving at (1000, −250) units/s", arguments: strategies)
  func pointComponents(strategy: TrackerStrategy) {
    var tracker = VelocityTracker<CGPoint>(strategy: strategy.of(CGPoint.self))
    for index in 0...12 {
      let time = Double(index) * 0.008
      tracker.add(CGPoint(x: 40 + 1000 * time, y: 900 - 250 * time), at: time)
    }
    let velocity = tracker.velocity(at: 0.096)
    expectClose(velocity.x, 1000, absolute: 1e-6)
    expectClose(velocity.y, -250, absolute: 1e-6)
  }

  @Test("x = 500·t² gives the slope at the newest sample, 1000·t_last (least squares)")
  func constantAcceleration() {
    let stream = every8Milliseconds { 500 * $0 * $0 }
    let expected = 1000 * 0.096
    expectClose(velocity(stream), expected, absolute: 1e-6)
    expectClose(VelocityReference.leastSquares(stream), expected, absolute: 1e-6)
    // The same motion at 100,000 s, far from the clock's origin.
    let late = every8Milliseconds(start: 100_000) { 500 * $0 * $0 }
    expectClose(velocity(late), expected, absolute: 1e-6)
  }

  @Test("noisy streams match the independent references", arguments: strategies)
  func matchesReference(strategy: TrackerStrategy) {
    var generator = SeededGenerator(seed: 0x7EA5)
    for round in 0..<200 {
      let stream = noisyStream(count: 3 + round % 30, start: 5, generator: &generator)
      let expected =
        strategy == .leastSquares
        ? VelocityReference.leastSquares(stream) : VelocityReference.impulse(stream)
      let actual = velocity(stream, strategy: strategy)
      expectClose(
        actual, expected, absolute: 1e-7 * max(1, abs(expected)),
        "round \(round): \(actual) against \(expected)")
    }
  }

  @Test("times relative to the newest sample: a stream at 100,000 s equals one at 0")
  func translatedTimes() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<50 {
      let stream = noisyStream(count: 16, start: 0, generator: &generator)
      let late = stream.map { PointerSample(time: $0.time + 100_000, value: $0.value) }
      for strategy in Self.strategies {
        let early = velocity(stream, strategy: strategy)
        expectClose(velocity(late, strategy: strategy), early, absolute: 1e-6 * max(1, abs(early)))
      }
    }
  }

  @Test("a sample 101 ms older than the newest is not used", arguments: strategies)
  func horizon(strategy: TrackerStrategy) {
    let recent = every8Milliseconds { 1000 * $0 }
    func stream(oldValue: Double, age: Double) -> [PointerSample] {
      [PointerSample(time: 0.096 - age, value: oldValue)] + recent
    }
    let base = velocity(stream(oldValue: -101, age: 0.101), strategy: strategy)
    expectClose(base, 1000, absolute: 1e-6)
    for wild in [1e9, -1e12, 0, 7] {
      #expect(velocity(stream(oldValue: wild, age: 0.101), strategy: strategy) == base)
    }
    // At 99 ms old the same sample is in the window, and moving it moves the estimate.
    #expect(velocity(stream(oldValue: 1e6, age: 0.099), strategy: strategy) != base)
  }

  @Test("at most 20 samples are used", arguments: strategies)
  func twentySamples(strategy: TrackerStrategy) {
    // 25 samples every 2 ms: all within the horizon.
    func stream(changing age: Int) -> [PointerSample] {
      (0..<25).map { index in
        let time = Double(index) * 0.002
        let wild = 24 - index == age
        return PointerSample(time: time, value: wild ? 5e5 : 1000 * time + sin(Double(index)))
      }
    }
    let base = velocity(stream(changing: -1), strategy: strategy)
    #expect(velocity(stream(changing: 20), strategy: strategy) == base)
    #expect(velocity(stream(changing: 24), strategy: strategy) == base)
    #expect(velocity(stream(changing: 19), strategy: strategy) != base)
  }

  @Test("the window stops at the first gap of more than 40 ms", arguments: strategies)
  func gap(strategy: TrackerStrategy) {
    let recent = (0..<5).map {
      PointerSample(time: 1 + Double($0) * 0.01, value: 2000 * Double($0))
    }
    func stream(before value: Double) -> [PointerSample] {
      [PointerSample(time: 0.93, value: value), PointerSample(time: 0.95, value: value)] + recent
    }
    // 50 ms between 0.95 and 1.0: the samples before the gap are ignored.
    let base = velocity(stream(before: 0), strategy: strategy)
    expectClose(base, 200_000, absolute: 1e-6)
    #expect(velocity(stream(before: -3e7), strategy: strategy) == base)
    // A gap of 30 ms does not stop it.
    let joined = [PointerSample(time: 0.97, value: -3e7)] + recent
    #expect(velocity(joined, strategy: strategy) != base)
  }

  @Test("least squares needs 3 samples; impulse needs 2 and gives their difference quotient")
  func fewSamples() {
    let one = [PointerSample(time: 1, value: 5)]
    let two = one + [PointerSample(time: 1.01, value: 15)]
    let three = two + [PointerSample(time: 1.02, value: 25)]
    #expect(velocity([], strategy: .leastSquares) == 0)
    #expect(velocity([], strategy: .impulse) == 0)
    #expect(velocity(one, strategy: .leastSquares) == 0)
    #expect(velocity(one, strategy: .impulse) == 0)
    #expect(velocity(two, strategy: .leastSquares) == 0)
    expectClose(velocity(two, strategy: .impulse), 1000, absolute: 1e-9)
    expectClose(VelocityReference.impulse(two), 1000, absolute: 1e-9)
    expectClose(velocity(three, strategy: .leastSquares), 1000, absolute: 1e-9)
  }

  @Test("a query more than 40 ms after the newest sample gives zero", arguments: strategies)
  func stale(strategy: TrackerStrategy) {
    let stream = every8Milliseconds { 1000 * $0 }
    let tracker = tracker(stream, strategy: strategy)
    let moving = tracker.velocity(at: 0.096)
    expectClose(moving, 1000, absolute: 1e-6)
    // The query time only decides staleness: earlier, at, or up to 40 ms after, the same value.
    #expect(tracker.velocity(at: 0.05) == moving)
    #expect(tracker.velocity(at: 0.096 + 0.039) == moving)
    #expect(tracker.velocity(at: 0.096 + 0.040) == moving)
    #expect(tracker.velocity(at: 0.096 + 0.041) == 0)
    #expect(tracker.velocity(at: 10) == 0)
    #expect(tracker.velocity(at: .infinity) == 0)
    #expect(tracker.velocity(at: .nan) == 0)
  }

  @Test("a sample at the time of the newest replaces it", arguments: strategies)
  func equalTimes(strategy: TrackerStrategy) {
    var replaced = VelocityTracker<Double>(strategy: strategy)
    var direct = VelocityTracker<Double>(strategy: strategy)
    for index in 0...12 {
      let time = Double(index) * 0.008
      replaced.add(-1e9, at: time)
      replaced.add(1000 * time, at: time)
      direct.add(1000 * time, at: time)
    }
    #expect(replaced.velocity(at: 0.096) == direct.velocity(at: 0.096))
    expectClose(replaced.velocity(at: 0.096), 1000, absolute: 1e-6)
    // Only equal times, ever: one sample, zero velocity, no division by zero.
    var same = VelocityTracker<Double>(strategy: strategy)
    for index in 0..<50 { same.add(Double(index), at: 3) }
    #expect(same.velocity(at: 3) == 0)
  }

  @Test("a sample earlier than the newest starts a new stream", arguments: strategies)
  func timeGoesBack(strategy: TrackerStrategy) {
    var tracker = tracker(every8Milliseconds { 1000 * $0 }, strategy: strategy)
    tracker.add(0, at: 0.05)
    #expect(tracker.velocity(at: 0.05) == 0)
    tracker.add(5, at: 0.06)
    tracker.add(10, at: 0.07)
    expectClose(tracker.velocity(at: 0.07), 500, absolute: 1e-9)
  }

  @Test("samples that are not finite are ignored", arguments: strategies)
  func nonFiniteSamples(strategy: TrackerStrategy) {
    let stream = every8Milliseconds { 1000 * $0 }
    var tracker = tracker(stream, strategy: strategy)
    let before = tracker.velocity(at: 0.096)
    tracker.add(.nan, at: 0.1)
    tracker.add(.infinity, at: 0.1)
    tracker.add(5, at: .nan)
    tracker.add(5, at: .infinity)
    tracker.add(5, at: -.infinity)
    #expect(tracker.velocity(at: 0.096) == before)
    var point = VelocityTracker<CGPoint>(strategy: strategy.of(CGPoint.self))
    point.add(CGPoint(x: 0, y: 0), at: 0)
    point.add(CGPoint(x: 1, y: Double.nan), at: 0.01)
    point.add(CGPoint(x: 10, y: 10), at: 0.01)
    point.add(CGPoint(x: 20, y: 20), at: 0.02)
    expectClose(point.velocity(at: 0.02).x, 1000, absolute: 1e-9)
  }

  @Test("reset forgets every sample", arguments: strategies)
  func reset(strategy: TrackerStrategy) {
    var tracker = tracker(every8Milliseconds { 1000 * $0 }, strategy: strategy)
    tracker.reset()
    #expect(tracker.velocity(at: 0.096) == 0)
    tracker.add(1, at: 0.2)
    tracker.add(2, at: 0.21)
    tracker.add(3, at: 0.22)
    expectClose(tracker.velocity(at: 0.22), 100, absolute: 1e-9)
  }

  @Test("huge and tiny values keep their digits; beyond 1e300 the velocity is clamped")
  func extremeValues() {
    for scale in [1e-300, 1e-12, 1e12, 1e300] {
      for strategy in Self.strategies {
        let stream = every8Milliseconds { scale * (3 + $0) }
        expectClose(velocity(stream, strategy: strategy), scale, relative: 1e-12, "\(scale)")
      }
    }
    // From −1e308 to 1e308 in 0.5 ms: 4e311 units/s, beyond the stated 1e300 (finding 10).
    let wild = (0..<6).map {
      PointerSample(time: 1 + Double($0) * 1e-4, value: -1e308 + Double($0) * 4e307)
    }
    for strategy in Self.strategies {
      #expect(velocity(wild, strategy: strategy) == 1e300)
      let falling = wild.map { PointerSample(time: $0.time, value: -$0.value) }
      #expect(velocity(falling, strategy: strategy) == -1e300)
    }
    #expect(VelocityTracker<Double>.maximumVelocity == 1e300)
  }

  @Test("the samples are kept inline: a tracker is plain data of fixed size")
  func inlineStorage() {
    #expect(_isPOD(VelocityTracker<CGPoint>.self))
    #expect(MemoryLayout<VelocityTracker<CGPoint>>.size >= 20 * 3 * MemoryLayout<Double>.size)
    #expect(_isPOD(VelocityTracker<RGBAColor>.self))
    #expect(VelocityTracker<CGPoint>().strategy == .leastSquares)
    #expect(VelocityTracker<CGPoint>(strategy: .impulse).strategy == .impulse)
  }
}

/// The tracker's limits (issue 34, finding 10).
@Suite("Velocity tracker limits")
struct VelocityTrackerLimitTests {
  @Test(
    "finding 10: subnormal time steps are one sample, never a 1.8e308 velocity",
    arguments: [VelocityTracker<Double>.Strategy.impulse, .leastSquares])
  func subnormalGaps(strategy: VelocityTracker<Double>.Strategy) {
    var tracker = VelocityTracker<Double>(strategy: strategy)
    tracker.add(0, at: 0)
    tracker.add(-1e300, at: .leastNonzeroMagnitude)
    tracker.add(-2e300, at: 2 * .leastNonzeroMagnitude)
    // The three are within 0.1 ms: the later two are ignored, so there is no motion.
    #expect(tracker.velocity(at: 0) == 0)
  }

  @Test(
    "finding 10: of samples 0.05 ms apart every other one is kept; 0.1 ms apart all are",
    arguments: [VelocityTracker<Double>.Strategy.impulse, .leastSquares])
  func minimumInterval(strategy: VelocityTracker<Double>.Strategy) {
    var close = VelocityTracker<Double>(strategy: strategy)
    var apart = VelocityTracker<Double>(strategy: strategy)
    // x = 1000·t: the kept samples give 1000 units/s whichever are kept.
    for step in 0..<10 {
      let time = 1 + Double(step) * 0.00005
      close.add(1000 * time, at: time)
      let later = 1 + Double(step) * 0.0001
      apart.add(1000 * later, at: later)
    }
    // 0.05 ms apart: every other sample is ignored, the rest are 0.1 ms apart.
    expectClose(close.velocity(at: 1.0005), 1000, absolute: 1e-6)
    expectClose(apart.velocity(at: 1.001), 1000, absolute: 1e-6)
    var single = VelocityTracker<Double>(strategy: strategy)
    single.add(0, at: 1)
    single.add(5, at: 1 + 0.98e-4)
    #expect(single.velocity(at: 1) == 0, "one sample: no velocity")
    // The tracker ignored 5 at 1.000098: a sample at its first time still replaces.
    single.add(7, at: 1)
    single.add(8, at: 1.001)
    single.add(9, at: 1.002)
    expectClose(single.velocity(at: 1.002), 1000, absolute: 1e-6)
  }
}
