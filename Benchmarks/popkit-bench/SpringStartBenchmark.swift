// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import BenchmarkWorkloads
import PopKit

/// The figures of one repetition of `spring-start`.
private struct StartSample {
  /// Nanoseconds per new spring, adding and starting.
  var nanosecondsPerAnimation = 0.0
  /// Nanoseconds per new spring for adding it.
  var nanosecondsPerAdd = 0.0
  /// Nanoseconds per new spring for its start frame.
  var nanosecondsPerStart = 0.0
  /// Heap allocations of the timed part.
  var allocations: UInt64 = 0
  /// Heap bytes that the timed part adds.
  var footprint: Int64 = 0
  /// Whether every new spring started and wrote its start value.
  var startedAll = true
}

/// The springs that are already running when the N new ones are added.
private let runningSprings = 1000

/// The cost of starting a spring on a running animator: `n` springs of the workload, each on
/// its own new object, added to an animator that already renders 1,000 others, then taken
/// through their start frame (each reads nothing, starts and writes its first value).
///
/// Timed: the `n` calls of ``Animator/add(_:to:forKey:)`` and the one `render(at:)` that starts
/// them (it also moves the 1,000 running springs, a steady frame of about 10 to 40 ns each,
/// so 1 to 4 ns per new spring). The objects and animations are made beforehand. The figure is
/// nanoseconds per new spring; `ns_per_add` and `ns_per_start` split it; `allocations_per_frame`
/// is the allocations of the timed part per new spring and `bytes_per_item` the heap it adds
/// per new spring.
@MainActor
func springStartBenchmark(name: String, n: Int, repetitions: Int) -> BenchmarkResult {
  var samples: [StartSample] = []
  for _ in 0..<repetitions { samples.append(runStart(n: n)) }
  return BenchmarkResult(
    name: name, n: n, frames: 1, repetitions: repetitions,
    nanoseconds: Summary(samples.map(\.nanosecondsPerAnimation)),
    allocationsPerFrame: Summary(samples.map { Double($0.allocations) / Double(n) }).maximum,
    bytesPerItem: Summary(samples.map { Double($0.footprint) / Double(n) }).median,
    extras: [
      ("ns_per_add", .double(Summary(samples.map(\.nanosecondsPerAdd)).median)),
      ("ns_per_start", .double(Summary(samples.map(\.nanosecondsPerStart)).median)),
      ("running_springs", .int(runningSprings)),
      ("started_all", .bool(samples.allSatisfy(\.startedAll))),
    ])
}

/// One repetition: a running animator, `n` springs added and started.
@MainActor
private func runStart(n: Int) -> StartSample {
  let animator = Animator()
  let running = (0..<runningSprings).map { _ in Particle() }
  for (index, particle) in running.enumerated() {
    animator.add(workloadSpring(index), to: particle, forKey: "x")
  }
  var time = 0.0
  for _ in 0..<3 {
    animator.render(at: time)
    time += Frames.duration
  }
  let particles = (0..<n).map { _ in Particle() }
  let springs = (0..<n).map { workloadSpring($0) }
  for particle in particles { particle.x = -1 }

  let before = HeapSnapshot.now()
  let start = monotonicNanoseconds()
  for index in 0..<n {
    animator.add(springs[index], to: particles[index], forKey: "x")
  }
  let added = monotonicNanoseconds()
  animator.render(at: time)
  let end = monotonicNanoseconds()
  let after = HeapSnapshot.now()

  var sample = StartSample()
  let items = Double(n)
  sample.nanosecondsPerAnimation = Double(end - start) / items
  sample.nanosecondsPerAdd = Double(added - start) / items
  sample.nanosecondsPerStart = Double(end - added) / items
  sample.allocations = after.allocations(since: before)
  sample.footprint = after.footprint(since: before)
  // Each new spring started on that frame and wrote its start value, 0.
  sample.startedAll =
    animator.animationCount == runningSprings + n
    && springs.allSatisfy(\.isRunning) && particles.allSatisfy { $0.x == 0 }
  blackHole(animator)
  blackHole(running)
  blackHole(particles)
  return sample
}

/// The property of the start and retarget benchmarks: the workload's.
@MainActor
let workloadX = AnimatableProperty<Particle, Double>(
  name: "x", threshold: 1e-12, read: { $0.x }, write: { $0.x = $1 })

/// Spring `index` of the workload, from 0 (see ``Springs``).
@MainActor
func workloadSpring(_ index: Int) -> SpringAnimation<Particle, Double> {
  let animation = SpringAnimation(property: workloadX)
  animation.fromValue = 0
  animation.toValue = Springs.target(index)
  animation.spring = Springs.spring(index)
  return animation
}
