// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import BenchmarkWorkloads
import Foundation
import PopKit

/// The kinds of animation the animator benchmarks run.
enum AnimationKind: Sendable {
  /// Spring `i` from 0 to `1 + (i mod 7)`, tension `300 + (i mod 50)`, friction 20, mass 1.
  case spring
  /// Fling `i` from 0 with velocity `1000 + (i mod 100)` per second, deceleration 0.998.
  case decay
  /// Animation `i` from 0 to `1 + (i mod 7)` in 2 s on the ease-in-ease-out curve.
  case basic
  /// Fling `i` as in `decay`, inside bounds `-∞...300`: it meets the bound after about 0.46 s
  /// and the boundary spring (the default) takes over.
  case boundedDecay
}

/// The figures of one repetition of an animator benchmark.
private struct AnimatorSample {
  var nanosecondsPerItemFrame = 0.0
  var nanosecondsPerItemSteadyFrame = 0.0
  var steadyAllocations: UInt64 = 0
  var startAllocations: UInt64 = 0
  var footprint: Int64 = 0
  var maximumError = 0.0
  var runningAfter = 0
}

/// The property every animation of the workload runs on; its threshold is small enough that
/// nothing settles within the 120 frames.
@MainActor
let particleX = AnimatableProperty<Particle, Double>(
  name: "x", threshold: 1e-12, read: { $0.x }, write: { $0.x = $1 })

/// Runs N animations of one kind on N objects through one ``Animator`` for 120 frames.
///
/// Each repetition builds everything afresh. The 120 timed `render(at:)` calls are the start
/// frame (each animation starts and writes its first value) and 119 steady frames;
/// allocations are counted over the steady frames, live heap bytes after the start frame. The
/// first repetition also checks every value against the closed form at the middle frame.
@MainActor
func animatorBenchmark(
  name: String, kind: AnimationKind, n: Int, times: [Double], repetitions: Int,
  property: AnimatableProperty<Particle, Double> = particleX
) -> BenchmarkResult {
  var samples: [AnimatorSample] = []
  for repetition in 0..<repetitions {
    samples.append(
      runAnimator(
        kind: kind, n: n, times: times, property: property, verify: repetition == 0))
  }
  let steadyFrames = Double(times.count - 1)
  let first = samples[0]
  return BenchmarkResult(
    name: name, n: n, frames: times.count, repetitions: repetitions,
    nanoseconds: Summary(samples.map(\.nanosecondsPerItemFrame)),
    allocationsPerFrame: Summary(samples.map { Double($0.steadyAllocations) / steadyFrames })
      .maximum,
    bytesPerItem: Summary(samples.map { Double($0.footprint) / Double(n) }).median,
    extras: [
      (
        "ns_per_item_steady_frame",
        .double(Summary(samples.map(\.nanosecondsPerItemSteadyFrame)).median)
      ),
      (
        "start_frame_allocations_per_item",
        .double(Summary(samples.map { Double($0.startAllocations) / Double(n) }).median)
      ),
      ("max_error", .double(first.maximumError)),
      ("running_after", .int(first.runningAfter)),
    ])
}

@MainActor
private func runAnimator(
  kind: AnimationKind, n: Int, times: [Double], property: AnimatableProperty<Particle, Double>,
  verify: Bool
) -> AnimatorSample {
  var objects: [Particle] = []
  objects.reserveCapacity(n)
  for _ in 0..<n { objects.append(Particle()) }

  let beforeAnimations = HeapSnapshot.now()
  let animator = Animator()
  for index in 0..<n {
    animator.add(makeAnimation(kind, index, property: property), to: objects[index], forKey: "x")
  }
  let beforeStart = HeapSnapshot.now()
  let start = monotonicNanoseconds()
  animator.render(at: times[0])
  let started = monotonicNanoseconds()
  let afterStart = HeapSnapshot.now()

  // The first repetition checks the values against the closed form halfway, with the clock
  // and the allocation count paused.
  let checkFrame = verify ? times.count / 2 : -1
  var sample = AnimatorSample()
  var steadyNanoseconds: UInt64 = 0
  var uncountedAllocations: UInt64 = 0
  var segmentStart = monotonicNanoseconds()
  for frame in 1..<times.count {
    animator.render(at: times[frame])
    if frame == checkFrame {
      steadyNanoseconds += monotonicNanoseconds() - segmentStart
      let beforeCheck = HeapSnapshot.now()
      let elapsed = times[frame] - times[0]
      for index in 0..<n {
        let error = (objects[index].x - exactValue(kind, index, at: elapsed)).magnitude
        sample.maximumError = max(sample.maximumError, error)
      }
      uncountedAllocations = HeapSnapshot.now().allocations(since: beforeCheck)
      segmentStart = monotonicNanoseconds()
    }
  }
  steadyNanoseconds += monotonicNanoseconds() - segmentStart
  let afterFrames = HeapSnapshot.now()

  let items = Double(n)
  sample.nanosecondsPerItemFrame =
    Double(started - start + steadyNanoseconds) / (items * Double(times.count))
  sample.nanosecondsPerItemSteadyFrame =
    Double(steadyNanoseconds) / (items * Double(times.count - 1))
  sample.startAllocations = afterStart.allocations(since: beforeStart)
  sample.steadyAllocations = afterFrames.allocations(since: afterStart) - uncountedAllocations
  sample.footprint = afterStart.footprint(since: beforeAnimations)
  if verify { sample.runningAfter = animator.animationCount }
  blackHole(objects)
  blackHole(animator)
  return sample
}

@MainActor
private func makeAnimation(
  _ kind: AnimationKind, _ index: Int, property particleX: AnimatableProperty<Particle, Double>
) -> ObjectAnimation<Particle> {
  switch kind {
  case .spring:
    let animation = SpringAnimation(property: particleX)
    animation.fromValue = 0
    animation.toValue = Springs.target(index)
    animation.spring = Springs.spring(index)
    return animation
  case .decay:
    let animation = DecayAnimation(property: particleX)
    animation.fromValue = 0
    animation.velocity = 1000 + Double(index % 100)
    animation.deceleration = 0.998
    return animation
  case .basic:
    let animation = BasicAnimation(property: particleX)
    animation.fromValue = 0
    animation.toValue = Springs.target(index)
    animation.duration = 2
    animation.timingCurve = .easeInEaseOut
    return animation
  case .boundedDecay:
    let animation = DecayAnimation(property: particleX)
    animation.fromValue = 0
    animation.velocity = 1000 + Double(index % 100)
    animation.bounds = Bounds(lower: -.infinity, upper: BoundedFling.bound)
    return animation
  }
}

/// The exact value of animation `index` `time` seconds after its start.
private func exactValue(_ kind: AnimationKind, _ index: Int, at time: Double) -> Double {
  switch kind {
  case .spring:
    return Springs.exactValue(index, at: time)
  case .decay:
    return Decay(deceleration: 0.998).displacement(
      at: time, initialVelocity: 1000 + Double(index % 100))
  case .basic:
    return Springs.target(index) * TimingCurve.easeInEaseOut.value(at: time / 2)
  case .boundedDecay:
    return BoundedFling.exactValue(index, at: time)
  }
}

/// The closed form of the bounded flings, computed apart from the library's bounded step.
enum BoundedFling {
  /// The upper bound.
  static let bound = 300.0

  /// The value of fling `index` at `time`: the free decay before it meets the bound, the
  /// default boundary spring (duration 0.4 s, no bounce) from the bound after.
  static func exactValue(_ index: Int, at time: Double) -> Double {
    let velocity = 1000 + Double(index % 100)
    let rate = 1000 * log(0.998)
    let crossing = log(1 + rate * bound / velocity) / rate
    if time <= crossing { return velocity * expm1(rate * time) / rate }
    let spring = Spring(duration: 0.4, bounce: 0)
    return bound
      + spring.displacement(
        at: time - crossing, initialDisplacement: 0, initialVelocity: velocity + rate * bound)
  }
}
