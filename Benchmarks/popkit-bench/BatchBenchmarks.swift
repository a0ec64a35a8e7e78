// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import BenchmarkWorkloads
import PopKit

/// What a batch benchmark does on each frame.
enum BatchFrame: Sendable {
  /// `advance(by:)` only.
  case advance
  /// `advance(by:)`, then `values(into:)` into the same array every frame.
  case advanceAndRead
  /// `advance(by:writingValuesInto:)` into the same array every frame: both in one pass.
  case advanceReading
}

/// The figures of one repetition of a batch benchmark.
private struct BatchSample {
  var nanosecondsPerItemFrame = 0.0
  var allocations: UInt64 = 0
  var footprint: Int64 = 0
  var maximumError = 0.0
}

/// Runs the workload's N springs in one ``SpringBatch`` for 120 frames.
///
/// Each repetition builds the batch afresh (`init(capacity:)` and N appends). The timed frames
/// are 120 calls of `advance(by:)` with the given gaps (plus `values(into:)` when asked, or
/// `advance(by:writingValuesInto:)` instead);
/// allocations are counted over them, live heap bytes after the first. The first repetition
/// also checks every value against the closed form at the middle frame.
func batchBenchmark(
  name: String, n: Int, gaps: [Double], frame: BatchFrame, repetitions: Int
) -> BenchmarkResult {
  var samples: [BatchSample] = []
  for repetition in 0..<repetitions {
    samples.append(runBatch(n: n, gaps: gaps, frame: frame, verify: repetition == 0))
  }
  return BenchmarkResult(
    name: name, n: n, frames: gaps.count, repetitions: repetitions,
    nanoseconds: Summary(samples.map(\.nanosecondsPerItemFrame)),
    allocationsPerFrame: Summary(samples.map { Double($0.allocations) / Double(gaps.count) })
      .maximum,
    bytesPerItem: Summary(samples.map { Double($0.footprint) / Double(n) }).median,
    extras: [("max_error", .double(samples[0].maximumError))])
}

private func runBatch(n: Int, gaps: [Double], frame: BatchFrame, verify: Bool) -> BatchSample {
  var values: [Double] = []
  if frame != .advance { values.reserveCapacity(n) }
  let beforeBatch = HeapSnapshot.now()
  var batch = SpringBatch(capacity: n)
  for index in 0..<n {
    batch.append(value: 0, target: Springs.target(index), spring: Springs.spring(index))
  }
  let gaps = identity(gaps)

  // The first repetition checks the values against the closed form halfway, with the clock
  // and the allocation count paused.
  let checkFrame = verify ? gaps.count / 2 : -1
  var sample = BatchSample()
  var nanoseconds: UInt64 = 0
  var uncountedAllocations: UInt64 = 0
  var elapsed = 0.0
  let beforeFrames = HeapSnapshot.now()
  var afterFirst = beforeFrames
  var segmentStart = monotonicNanoseconds()
  for (frameIndex, gap) in gaps.enumerated() {
    switch frame {
    case .advance: batch.advance(by: gap)
    case .advanceAndRead:
      batch.advance(by: gap)
      batch.values(into: &values)
    case .advanceReading: batch.advance(by: gap, writingValuesInto: &values)
    }
    if frameIndex == 0 { afterFirst = HeapSnapshot.now() }
    elapsed += gap
    if frameIndex == checkFrame {
      nanoseconds += monotonicNanoseconds() - segmentStart
      let beforeCheck = HeapSnapshot.now()
      for index in 0..<n {
        let error = (batch.value(at: index) - Springs.exactValue(index, at: elapsed)).magnitude
        sample.maximumError = max(sample.maximumError, error)
      }
      uncountedAllocations = HeapSnapshot.now().allocations(since: beforeCheck)
      segmentStart = monotonicNanoseconds()
    }
  }
  nanoseconds += monotonicNanoseconds() - segmentStart
  let afterFrames = HeapSnapshot.now()

  sample.nanosecondsPerItemFrame = Double(nanoseconds) / (Double(n) * Double(gaps.count))
  sample.allocations = afterFrames.allocations(since: beforeFrames) - uncountedAllocations
  sample.footprint = afterFirst.footprint(since: beforeBatch)
  blackHole(batch)
  blackHole(values)
  return sample
}

/// The floor that memory sets for any exact batch: reading and writing 16 bytes (a
/// displacement and a velocity in `Double`) per item per frame, with one multiply each.
func memoryFloorBenchmark(name: String, n: Int, frames: Int, repetitions: Int) -> BenchmarkResult {
  var samples: [Double] = []
  var allocations: [Double] = []
  for _ in 0..<repetitions {
    var states = [SIMD2<Double>](repeating: SIMD2(1, 0), count: n)
    let factor = SIMD2<Double>(repeating: identity(0.999))
    let before = HeapSnapshot.now()
    let start = monotonicNanoseconds()
    for _ in 0..<frames {
      states.withUnsafeMutableBufferPointer { states in
        for index in states.indices { states[index] *= factor }
      }
    }
    let end = monotonicNanoseconds()
    allocations.append(Double(HeapSnapshot.now().allocations(since: before)) / Double(frames))
    samples.append(Double(end - start) / (Double(n) * Double(frames)))
    blackHole(states)
  }
  return BenchmarkResult(
    name: name, n: n, frames: frames, repetitions: repetitions, nanoseconds: Summary(samples),
    allocationsPerFrame: Summary(allocations).maximum,
    bytesPerItem: Double(MemoryLayout<SIMD2<Double>>.stride),
    extras: [])
}
