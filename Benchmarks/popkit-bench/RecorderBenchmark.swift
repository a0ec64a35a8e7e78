// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import Foundation
import PopKit

/// The figures of one repetition of `recorder`.
private struct RecorderSample {
  var nanosecondsWithout = 0.0
  var nanosecondsWith = 0.0
  var allocations: UInt64 = 0
  var mismatches = 0
}

/// Springs on an animator with and without a ``MotionRecorder``, in the same repetition.
///
/// `n` springs (as `spring-animator`'s, nothing settles in 120 frames) run the 119 steady
/// frames twice over, on two animators built alike: one without a recorder, one with a
/// recorder of 2^20 records, which every frame fills with a frame record and `n` writes (it
/// wraps after about 8 repetitions of 1,000). `ns_per_item_frame` is the recorded animator's
/// time per spring per frame; `ns_per_write` that less the plain animator's, the cost of
/// recording one write (the general frame instead of the fast path, and the record).
/// Allocations are counted over the recorded steady frames. The first repetition checks the
/// last frame's records against the values the springs wrote: `mismatches` counts those not
/// bit-exact.
@MainActor
func recorderBenchmark(name: String, n: Int, repetitions: Int) -> BenchmarkResult {
  let recorder = MotionRecorder(capacity: 1 << 20)
  var samples: [RecorderSample] = []
  for repetition in 0..<repetitions {
    samples.append(runRecorded(n: n, recorder: recorder, verify: repetition == 0))
  }
  let with = Summary(samples.map(\.nanosecondsWith))
  let without = Summary(samples.map(\.nanosecondsWithout))
  return BenchmarkResult(
    name: name, n: n, frames: Frames.count - 1, repetitions: repetitions, nanoseconds: with,
    allocationsPerFrame: Summary(
      samples.map { Double($0.allocations) / Double(Frames.count - 1) }
    ).maximum,
    bytesPerItem: nil,
    extras: [
      ("ns_per_item_frame_unrecorded", .double(without.median)),
      ("ns_per_write", .double(with.median - without.median)),
      ("mismatches", .int(samples[0].mismatches)),
    ])
}

/// One repetition: the same springs without, then with the recorder.
@MainActor
private func runRecorded(n: Int, recorder: MotionRecorder, verify: Bool) -> RecorderSample {
  var sample = RecorderSample()
  sample.nanosecondsWithout = timedSprings(n: n, recorder: nil).nanoseconds
  let recorded = timedSprings(n: n, recorder: recorder)
  sample.nanosecondsWith = recorded.nanoseconds
  sample.allocations = recorded.allocations
  if verify {
    let last = recorder.records(since: Frames.even[Frames.count - 1])
    let written = last.filter { $0.event == .write }.map { $0.values[0] }
    sample.mismatches =
      abs(written.count - n) + zip(written, recorded.values).filter { $0 != $1 }.count
  }
  return sample
}

/// Runs `n` springs for 120 frames on a new animator; times the 119 after the start.
@MainActor
private func timedSprings(n: Int, recorder: MotionRecorder?) -> (
  nanoseconds: Double, allocations: UInt64, values: [Double]
) {
  let particles = (0..<n).map { _ in Particle() }
  let animator = Animator()
  animator.recorder = recorder
  for index in 0..<n {
    animator.add(
      SpringAnimation(property: particleX, to: 100 + Double(index % 10), spring: Spring()),
      to: particles[index], forKey: "x")
  }
  let times = Frames.even
  animator.render(at: times[0])
  let before = HeapSnapshot.now()
  let start = monotonicNanoseconds()
  for frame in 1..<Frames.count { animator.render(at: times[frame]) }
  let end = monotonicNanoseconds()
  let allocations = HeapSnapshot.now().allocations(since: before)
  let nanoseconds = Double(end - start) / (Double(n) * Double(Frames.count - 1))
  return (nanoseconds, allocations, particles.map(\.x))
}
