// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import PopKit

/// The figures of one repetition of `keys-per-object`, in nanoseconds per operation.
private struct KeysSample {
  /// Nanoseconds per `add`.
  var add = 0.0
  /// Nanoseconds per `animation(forKey:of:)`.
  var find = 0.0
  /// Nanoseconds per `removeAnimation(forKey:from:)`.
  var remove = 0.0
  /// Heap bytes that holding the animations adds (the first round).
  var footprint: Int64 = 0
  /// Whether every look-up found its animation and every removal removed.
  var foundAll = true
}

/// The cost of one object's keys: ``Animator/add(_:to:forKey:)``,
/// ``Animator/animation(forKey:of:)`` and ``Animator/removeAnimation(forKey:from:)`` with
/// `keys` animations on one object, each under its own key.
///
/// Each round adds the `keys` animations in order, then finds each once and removes each once,
/// both in a fixed shuffled order. There are `16,000 / keys` rounds (at least one), so that
/// every figure averages 16,000 operations; each phase of a round is timed as one batch, and
/// the clock's own cost (measured at the start) is taken off each batch. Between rounds the
/// animator renders a frame, untimed, which compacts its frame list as it would in an app. The
/// animations and keys are made beforehand; `bytes_per_item` is the heap that holding the
/// `keys` animations adds, per key.
@MainActor
func keysBenchmark(name: String, keys: Int, repetitions: Int) -> BenchmarkResult {
  let rounds = max(1, 16_000 / keys)
  let overhead = clockOverhead()
  var samples: [KeysSample] = []
  for _ in 0..<repetitions {
    samples.append(runKeys(keys: keys, rounds: rounds, clockOverhead: overhead))
  }
  let mean = samples.map { ($0.add + $0.find + $0.remove) / 3 }
  return BenchmarkResult(
    name: name, n: keys, frames: rounds, repetitions: repetitions, nanoseconds: Summary(mean),
    allocationsPerFrame: 0,
    bytesPerItem: Summary(samples.map { Double($0.footprint) / Double(keys) }).median,
    extras: [
      ("ns_per_add", .double(Summary(samples.map(\.add)).median)),
      ("ns_per_find", .double(Summary(samples.map(\.find)).median)),
      ("ns_per_remove", .double(Summary(samples.map(\.remove)).median)),
      ("clock_overhead_ns", .double(overhead)),
      ("found_all", .bool(samples.allSatisfy(\.foundAll))),
    ])
}

/// One repetition: `rounds` rounds of adding, finding and removing `keys` animations.
@MainActor
private func runKeys(keys: Int, rounds: Int, clockOverhead: Double) -> KeysSample {
  let particle = Particle()
  let names = (0..<keys).map { "key\($0)" }
  let animations = (0..<keys).map { index in
    let animation = SpringAnimation(property: keysX)
    animation.toValue = Double(index)
    return animation
  }
  var order = Array(0..<keys)
  var generator = SplitMix64(seed: 0x6B65_7973)
  for index in order.indices.reversed() where index > 0 {
    order.swapAt(index, Int(generator.next() % UInt64(index + 1)))
  }

  let animator = Animator()
  var sample = KeysSample()
  var addNanoseconds = 0.0
  var findNanoseconds = 0.0
  var removeNanoseconds = 0.0
  var time = 0.0
  for round in 0..<rounds {
    let before = HeapSnapshot.now()
    var start = monotonicNanoseconds()
    for index in 0..<keys {
      animator.add(animations[index], to: particle, forKey: names[index])
    }
    addNanoseconds += Double(monotonicNanoseconds() - start) - clockOverhead
    if round == 0 { sample.footprint = HeapSnapshot.now().footprint(since: before) }

    var found = 0
    start = monotonicNanoseconds()
    for index in order where animator.animation(forKey: names[index], of: particle) != nil {
      found += 1
    }
    findNanoseconds += Double(monotonicNanoseconds() - start) - clockOverhead
    if found != keys { sample.foundAll = false }

    start = monotonicNanoseconds()
    for index in order {
      animator.removeAnimation(forKey: names[index], from: particle)
    }
    removeNanoseconds += Double(monotonicNanoseconds() - start) - clockOverhead
    if animator.animationCount != 0 { sample.foundAll = false }
    time += Frames.duration
    animator.render(at: time)
  }
  let operations = Double(keys * rounds)
  sample.add = addNanoseconds / operations
  sample.find = findNanoseconds / operations
  sample.remove = removeNanoseconds / operations
  blackHole(animator)
  blackHole(animations)
  return sample
}

/// The property of the `keys-per-object` animations (none of them ever renders a frame).
@MainActor
private let keysX = AnimatableProperty<Particle, Double>(
  name: "x", threshold: 1e-12, read: { $0.x }, write: { $0.x = $1 })

/// The cost of reading the clock twice in a row, in nanoseconds: the median of 10,001 pairs.
func clockOverhead() -> Double {
  var gaps: [Double] = []
  gaps.reserveCapacity(10_001)
  for _ in 0..<10_001 {
    let start = monotonicNanoseconds()
    gaps.append(Double(monotonicNanoseconds() - start))
  }
  return Summary(gaps).median
}
