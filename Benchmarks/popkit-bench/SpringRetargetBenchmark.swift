// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import BenchmarkWorkloads
import Foundation
import PopKit

/// The figures of one repetition of `spring-retarget`.
private struct RetargetSample {
  /// Nanoseconds per spring per frame, the retarget included.
  var nanosecondsPerSpringFrame = 0.0
  /// Heap allocations of the timed frames.
  var allocations: UInt64 = 0
  /// The largest difference from the closed form, in the first repetition.
  var maximumError = 0.0
}

/// Where the followed pointer is on frame `frame`: a circle of radius 2 every two seconds.
private func pointer(_ frame: Int) -> Double {
  3 + 2 * sin(Double(frame) * Frames.duration * Double.pi)
}

/// The target of spring `index` on frame `frame`: the pointer, offset by the spring's place.
private func target(_ index: Int, frame: Int) -> Double {
  pointer(frame) + Double(index % 7)
}

/// Springs that follow a moving target: `n` springs of the workload, running, whose `toValue`
/// is set to a new value before every frame, as when views follow a pointer.
///
/// After the start frame (untimed), each of the 119 timed frames sets every spring's `toValue`
/// and renders; the figure is nanoseconds per spring per frame, the setting included. The
/// first repetition follows every 1,000th spring with the closed form (each frame restarts it
/// from its value and velocity towards the new target) and reports the largest difference.
@MainActor
func springRetargetBenchmark(name: String, n: Int, repetitions: Int) -> BenchmarkResult {
  var samples: [RetargetSample] = []
  for repetition in 0..<repetitions {
    samples.append(runRetarget(n: n, verify: repetition == 0))
  }
  return BenchmarkResult(
    name: name, n: n, frames: Frames.count - 1, repetitions: repetitions,
    nanoseconds: Summary(samples.map(\.nanosecondsPerSpringFrame)),
    allocationsPerFrame: Summary(
      samples.map { Double($0.allocations) / Double(Frames.count - 1) }
    ).maximum,
    bytesPerItem: nil,
    extras: [("max_error", .double(samples[0].maximumError))])
}

/// One repetition: `n` running springs retargeted before each of 119 frames.
@MainActor
private func runRetarget(n: Int, verify: Bool) -> RetargetSample {
  let particles = (0..<n).map { _ in Particle() }
  let springs = (0..<n).map { workloadSpring($0) }
  let animator = Animator()
  for index in 0..<n { animator.add(springs[index], to: particles[index], forKey: "x") }
  let times = Frames.even
  animator.render(at: times[0])
  let targets = (0..<Frames.count).map { frame in (0..<7).map { target($0, frame: frame) } }

  var sample = RetargetSample()
  let before = HeapSnapshot.now()
  let start = monotonicNanoseconds()
  for frame in 1..<Frames.count {
    let frameTargets = targets[frame]
    for index in 0..<n { springs[index].toValue = frameTargets[index % 7] }
    animator.render(at: times[frame])
  }
  let end = monotonicNanoseconds()
  sample.allocations = HeapSnapshot.now().allocations(since: before)
  sample.nanosecondsPerSpringFrame = Double(end - start) / (Double(n) * Double(Frames.count - 1))
  if verify {
    for index in stride(from: 0, to: n, by: 1000) {
      let error = (particles[index].x - followed(index)).magnitude
      sample.maximumError = max(sample.maximumError, error)
    }
  }
  blackHole(animator)
  blackHole(particles)
  return sample
}

/// The value of spring `index` after the benchmark's frames, from the closed form: each frame
/// moves the value and velocity towards the target set before it.
private func followed(_ index: Int) -> Double {
  let spring = Springs.spring(index)
  let transition = spring.transition(over: Frames.duration)
  var value = 0.0
  var velocity = 0.0
  for frame in 1..<Frames.count {
    let goal = target(index, frame: frame)
    let displacement = value - goal
    value = goal + transition.displacement(from: displacement, velocity: velocity)
    velocity = transition.velocity(from: displacement, velocity: velocity)
  }
  return value
}
