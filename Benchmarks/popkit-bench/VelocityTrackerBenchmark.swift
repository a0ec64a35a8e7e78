// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import Foundation
import PopKit

/// The figures of one repetition of `velocity-tracker`.
private struct TrackerSample {
  /// Nanoseconds per `add` followed by `velocity(at:)`.
  var nanosecondsPerSample = 0.0
  /// Nanoseconds per `add` alone.
  var nanosecondsPerAdd = 0.0
  /// Heap allocations during both timed loops.
  var allocations: UInt64 = 0
  /// The largest difference between an estimate and the pointer's true velocity (first
  /// repetition only; 0 in the others).
  var maxError = 0.0
}

/// The cost of following a pointer: a `VelocityTracker<CGPoint>` (least squares, the default)
/// fed `n` samples at 120 Hz of a pointer moving at (1000, −500) units per second, asking for
/// the velocity after every sample.
///
/// Timed: the `n` calls of `add(_:at:)`, each followed by `velocity(at:)` at the sample's time
/// (a window of 13 samples once the stream is under way). The figure is nanoseconds per
/// sample; `ns_per_add` times the `n` adds alone, on a new tracker. The samples are made
/// beforehand; `allocations_per_frame` is the heap allocations of both timed loops per sample
/// (0: the tracker keeps its 20 samples inline). `max_error` is the largest difference, in
/// units per second, between an estimate and the true velocity, from the third sample on (a
/// fit needs 3).
@MainActor
func velocityTrackerBenchmark(name: String, n: Int, repetitions: Int) -> BenchmarkResult {
  let step = identity(1.0 / 120)
  let times = (0..<n).map { Double($0) * step }
  let points = times.map { CGPoint(x: 40 + 1000 * $0, y: 900 - 500 * $0) }
  var samples: [TrackerSample] = []
  for repetition in 0..<repetitions {
    samples.append(runTracker(times: times, points: points, check: repetition == 0))
  }
  return BenchmarkResult(
    name: name, n: n, frames: 1, repetitions: repetitions,
    nanoseconds: Summary(samples.map(\.nanosecondsPerSample)),
    allocationsPerFrame: Summary(samples.map { Double($0.allocations) / Double(n) }).maximum,
    bytesPerItem: nil,
    extras: [
      ("ns_per_add", .double(Summary(samples.map(\.nanosecondsPerAdd)).median)),
      ("max_error", .double(samples.map(\.maxError).max() ?? .nan)),
      ("tracker_bytes", .int(MemoryLayout<VelocityTracker<CGPoint>>.size)),
    ])
}

/// One repetition: both timed loops, then (in the first) the check.
@MainActor
private func runTracker(times: [Double], points: [CGPoint], check: Bool) -> TrackerSample {
  var sample = TrackerSample()
  let n = times.count
  var tracker = VelocityTracker<CGPoint>()
  var sum = CGPoint.zero
  let before = HeapSnapshot.now()
  let start = monotonicNanoseconds()
  for index in 0..<n {
    tracker.add(points[index], at: times[index])
    let velocity = tracker.velocity(at: times[index])
    sum.x += velocity.x
    sum.y += velocity.y
  }
  let middle = monotonicNanoseconds()
  var adding = VelocityTracker<CGPoint>()
  let addStart = monotonicNanoseconds()
  for index in 0..<n {
    adding.add(points[index], at: times[index])
  }
  let end = monotonicNanoseconds()
  sample.allocations = HeapSnapshot.now().allocations(since: before)
  sample.nanosecondsPerSample = Double(middle - start) / Double(n)
  sample.nanosecondsPerAdd = Double(end - addStart) / Double(n)
  blackHole(sum)
  blackHole(adding)

  // Untimed: every estimate from the third sample on against the true velocity.
  guard check else { return sample }
  var checking = VelocityTracker<CGPoint>()
  for index in 0..<n {
    checking.add(points[index], at: times[index])
    guard index >= 2 else { continue }
    let velocity = checking.velocity(at: times[index])
    sample.maxError = max(
      sample.maxError, abs(velocity.x - 1000), abs(velocity.y + 500))
  }
  return sample
}
