// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import PopKit

/// The figures of one repetition of `timeline-entries`.
private struct TimelineSample {
  /// Nanoseconds per entry per frame, over the frames of the run.
  var nanosecondsPerEntryFrame = 0.0
  /// The frames the run took, its end frame included.
  var frames = 0
  /// Nanoseconds per entry of ``Animator/run(_:)``.
  var runNanosecondsPerEntry = 0.0
  /// Heap allocations of the timed frames.
  var allocations: UInt64 = 0
  /// Heap bytes that ``Animator/run(_:)`` adds (the plan's own excluded).
  var footprint: Int64 = 0
  /// Nanoseconds of the frame on which the group of `withPrevious` entries all finish.
  var finishingFrameNanoseconds = 0.0
  /// The largest difference between an entry's start instant and the plan's, in seconds.
  var maximumStartError = 0.0
  /// Whether both runs ended successfully on the expected frames, every entry at 1.
  var endedAsPlanned = true
}

/// The cost of a ``Timeline``: `n` entries of `withPrevious`, `afterPrevious` and `afterAll`
/// run on one animator, each a linear 0 → 1 `BasicAnimation` of its own particle.
///
/// The plan is four groups in sequence (see ``TimelinePlan``), so that every frame starts and
/// finishes about `n / 100` entries whatever `n` is: with work in proportion to the entries
/// that change, the figure (nanoseconds per entry per frame, over the frames from the run's
/// first to the one it ends on, about 105 at 1/60 s) does not grow with `n`. Timed: those
/// frames; `run_ns_per_entry` is ``Animator/run(_:)`` itself (untimed in the figure),
/// `allocations_per_frame` the timed frames' allocations per entry and `bytes_per_item` the heap
/// that `run` adds per entry. Then a second plan of `n` entries that start together
/// (`withPrevious`) and last 0.1 s each: `finishing_frame_ms` is the frame at 0.1 s on which
/// they all finish and the run ends.
@MainActor
func timelineBenchmark(name: String, n: Int, repetitions: Int) -> BenchmarkResult {
  var samples: [TimelineSample] = []
  for _ in 0..<repetitions {
    var sample = runTimeline(n: n)
    measureFinishingFrame(n: n, into: &sample)
    samples.append(sample)
  }
  let frames = Summary(samples.map { Double($0.frames) }).median
  return BenchmarkResult(
    name: name, n: n, frames: Int(frames), repetitions: repetitions,
    nanoseconds: Summary(samples.map(\.nanosecondsPerEntryFrame)),
    allocationsPerFrame: Summary(samples.map { Double($0.allocations) / Double(n) }).maximum,
    bytesPerItem: Summary(samples.map { Double($0.footprint) / Double(n) }).median,
    extras: [
      ("run_ns_per_entry", .double(Summary(samples.map(\.runNanosecondsPerEntry)).median)),
      (
        "finishing_frame_ms",
        .double(Summary(samples.map(\.finishingFrameNanoseconds)).median / 1e6)
      ),
      ("max_start_error", .double(samples.map(\.maximumStartError).max() ?? 0)),
      ("ended_as_planned", .bool(samples.allSatisfy(\.endedAsPlanned))),
    ])
}

/// The plan of `timeline-entries`: four groups in sequence, each of `n / 4` entries.
///
/// A group is a cascade of quads. The group's first entry is at `afterAll()` and the first of
/// each later quad at `afterPrevious()`; the other three are at `withPrevious()`: two long
/// (0.25 s) and a short one last, whose end starts the next quad. The short ones last
/// 0.2 s over the group's number of quads, so a group spans under 0.45 s and the run under
/// 1.8 s whatever `n` is.
enum TimelinePlan {
  /// Groups in sequence.
  static let groups = 4
  /// The long entries' duration, in seconds.
  static let long = 0.25
  /// The time over which a group's quads start, in seconds.
  static let cascade = 0.2

  /// Each entry's position and duration, in order.
  static func entries(n: Int) -> [(position: Timeline.Position, duration: Double)] {
    var plan: [(position: Timeline.Position, duration: Double)] = []
    plan.reserveCapacity(n)
    for group in 0..<groups {
      let size = n / groups + (group < n % groups ? 1 : 0)
      let short = cascade / Double(max(1, (size + 3) / 4))
      for place in 0..<size {
        switch place % 4 {
        case 0: plan.append((place == 0 ? .afterAll() : .afterPrevious(), long))
        case 3: plan.append((.withPrevious(), short))
        default: plan.append((.withPrevious(), long))
        }
      }
    }
    return plan
  }

  /// Each entry's start on the run's time, worked out from the plan alone.
  static func starts(of plan: [(position: Timeline.Position, duration: Double)]) -> [Double] {
    var starts: [Double] = []
    var (previousStart, previousFinish, latestFinish) = (0.0, 0.0, 0.0)
    for (position, duration) in plan {
      let start: Double
      switch position {
      case .afterAll(let offset): start = latestFinish + offset
      case .afterPrevious(let offset): start = (starts.isEmpty ? 0 : previousFinish) + offset
      case .withPrevious(let offset): start = (starts.isEmpty ? 0 : previousStart) + offset
      default: preconditionFailure("the plan has no other positions")
      }
      starts.append(start)
      (previousStart, previousFinish) = (start, start + duration)
      latestFinish = max(latestFinish, previousFinish)
    }
    return starts
  }
}

/// The benchmark's property (no animation of it settles early: each is timed).
@MainActor
private let timelineX = AnimatableProperty<Particle, Double>(
  name: "x", threshold: 1e-12, read: { $0.x }, write: { $0.x = $1 })

/// A linear 0 → 1 animation of `duration` seconds.
@MainActor
private func linear(_ duration: Double) -> BasicAnimation<Particle, Double> {
  BasicAnimation(property: timelineX, from: 0, to: 1, duration: duration, timingCurve: .linear)
}

/// One repetition of the plan: the run's frames at 1/60 s until it ends.
@MainActor
private func runTimeline(n: Int) -> TimelineSample {
  let plan = TimelinePlan.entries(n: n)
  let particles = (0..<n).map { _ in Particle() }
  let animations = plan.map { linear($0.duration) }
  var timeline = Timeline()
  for index in 0..<n {
    timeline.add(
      animations[index], to: particles[index], forKey: "x", at: plan[index].position)
  }
  let animator = Animator()
  var sample = TimelineSample()
  var succeeded: Bool?

  let before = HeapSnapshot.now()
  let runStart = monotonicNanoseconds()
  let run = animator.run(timeline)
  sample.runNanosecondsPerEntry = Double(monotonicNanoseconds() - runStart) / Double(n)
  sample.footprint = HeapSnapshot.now().footprint(since: before)
  run.onFinish = { succeeded = $0 }

  let heapStart = HeapSnapshot.now()
  let start = monotonicNanoseconds()
  var frame = 0
  while !run.isFinished && frame < 240 {
    animator.render(at: identity(Double(frame) * Frames.duration))
    frame += 1
  }
  let end = monotonicNanoseconds()
  sample.allocations = HeapSnapshot.now().allocations(since: heapStart)
  sample.frames = frame
  sample.nanosecondsPerEntryFrame = Double(end - start) / Double(n * frame)

  let expected = TimelinePlan.starts(of: plan)
  for (animation, start) in zip(animations, expected) {
    let error = abs((animation.startInstant ?? .infinity) - start)
    sample.maximumStartError = max(sample.maximumStartError, error)
  }
  // The run ends on the first frame at or after the last entry's finish.
  let lastFinish = zip(expected, plan).map { $0 + $1.duration }.max() ?? 0
  let endTime = Double(frame - 1) * Frames.duration
  sample.endedAsPlanned =
    succeeded == true && endTime >= lastFinish - 1e-9
    && endTime - Frames.duration < lastFinish + 1e-9 && particles.allSatisfy { $0.x == 1 }
    && animator.animationCount == 0
  blackHole(animator)
  blackHole(particles)
  return sample
}

/// The finishing frame: `n` entries that start together and finish together, 0.1 s later.
@MainActor
private func measureFinishingFrame(n: Int, into sample: inout TimelineSample) {
  let particles = (0..<n).map { _ in Particle() }
  var timeline = Timeline()
  for particle in particles {
    timeline.add(linear(0.1), to: particle, forKey: "x", at: .withPrevious())
  }
  let animator = Animator()
  let run = animator.run(timeline)
  for frame in 0..<6 { animator.render(at: Double(frame) * Frames.duration) }
  let ranUntilThen = !run.isFinished && particles.allSatisfy { $0.x < 1 }
  let start = monotonicNanoseconds()
  animator.render(at: identity(0.1))
  sample.finishingFrameNanoseconds = Double(monotonicNanoseconds() - start)
  if !(ranUntilThen && run.isFinished && particles.allSatisfy { $0.x == 1 }) {
    sample.endedAsPlanned = false
  }
  blackHole(animator)
  blackHole(particles)
}
