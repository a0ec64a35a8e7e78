// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import Foundation
import PopKit

/// The figures of one repetition of `layout`.
private struct LayoutSample {
  /// Nanoseconds per item per frame of the layout transition, its updates included.
  var transition = 0.0
  /// Nanoseconds per item per frame of the plain `CGRect` springs, their retargets included.
  var springs = 0.0
  /// Heap allocations of the transition's frames without an update.
  var steadyAllocations: UInt64 = 0
  /// The transition's frames without an update.
  var steadyFrames = 0
}

/// A card of the comparison: one `CGRect` frame moved by a spring animation.
private final class LayoutCard {
  var frame = CGRect.zero
  static let frame = AnimatableProperty(\LayoutCard.frame, threshold: 0.5)
}

/// The frames of `n` cards in a grid of `columns` columns of 80 × 60 cells, 8 apart.
private func gridFrames(n: Int, columns: Int) -> [CGRect] {
  (0..<n).map { index in
    CGRect(
      x: Double(index % columns) * 88, y: Double(index / columns) * 68, width: 80, height: 60)
  }
}

/// A reflowing grid: `n` items moving from the first frame and relaid out every 10 frames (the column count alternating
/// between 10 and 13, so every item moves), through one `LayoutTransition` and, in the same
/// repetition, through `n` `CGRect` spring animations (``Spring/smooth``, as the transition's)
/// whose `toValue` is set on the same frames.
///
/// Figures: nanoseconds per item per frame of the transition (median over repetitions), the
/// springs' figure and the ratio of the two (`ratio_to_springs`), and the transition's heap
/// allocations per frame without an update (its own; the layouts' dictionaries are made before
/// the timed frames).
@MainActor
func layoutBenchmark(name: String, n: Int, repetitions: Int) -> BenchmarkResult {
  let layouts = (0..<12).map { gridFrames(n: n, columns: $0 % 2 == 0 ? 13 : 10) }
  let dictionaries = layouts.map { frames in
    Dictionary(uniqueKeysWithValues: frames.enumerated().map { ($0.offset, $0.element) })
  }
  var samples: [LayoutSample] = []
  for _ in 0..<repetitions {
    var sample = LayoutSample()
    runTransition(dictionaries, n: n, into: &sample)
    runSprings(layouts, n: n, into: &sample)
    samples.append(sample)
  }
  let ratios = samples.map { $0.transition / $0.springs }
  return BenchmarkResult(
    name: name, n: n, frames: Frames.count - 1, repetitions: repetitions,
    nanoseconds: Summary(samples.map(\.transition)),
    allocationsPerFrame: Summary(
      samples.map { Double($0.steadyAllocations) / Double($0.steadyFrames) }
    ).maximum,
    bytesPerItem: nil,
    extras: [
      ("springs_ns_per_item_frame", .double(Summary(samples.map(\.springs)).median)),
      ("ratio_to_springs", .double(Summary(ratios).median)),
    ])
}

/// The transition's frames: an update before every tenth.
@MainActor
private func runTransition(_ layouts: [[Int: CGRect]], n: Int, into sample: inout LayoutSample) {
  let animator = Animator()
  let transition = LayoutTransition<Int>(animator: animator)
  transition.presence = .none
  transition.update(layouts[0])
  let times = Frames.even
  animator.render(at: times[0] - 1)
  // Moving from the first frame on, as the springs are.
  transition.update(layouts[1])
  animator.render(at: times[0])
  var elapsed: UInt64 = 0
  for frame in 1..<Frames.count {
    let updates = frame % 10 == 0
    let before = HeapSnapshot.now()
    let start = monotonicNanoseconds()
    if updates { transition.update(layouts[(frame / 10 + 1) % layouts.count]) }
    animator.render(at: times[frame])
    elapsed += monotonicNanoseconds() - start
    if !updates {
      sample.steadyAllocations += HeapSnapshot.now().allocations(since: before)
      sample.steadyFrames += 1
    }
  }
  sample.transition = Double(elapsed) / (Double(n) * Double(Frames.count - 1))
  blackHole(transition.presentedFrame(of: n - 1))
}

/// The springs' frames: every spring's `toValue` set before every tenth.
@MainActor
private func runSprings(_ layouts: [[CGRect]], n: Int, into sample: inout LayoutSample) {
  let animator = Animator()
  let cards = (0..<n).map { index in
    let card = LayoutCard()
    card.frame = layouts[0][index]
    return card
  }
  let springs = (0..<n).map { index in
    SpringAnimation(property: LayoutCard.frame, to: layouts[1][index], spring: .smooth)
  }
  for index in 0..<n { animator.add(springs[index], to: cards[index], forKey: "frame") }
  let times = Frames.even
  animator.render(at: times[0])
  var elapsed: UInt64 = 0
  for frame in 1..<Frames.count {
    let start = monotonicNanoseconds()
    if frame % 10 == 0 {
      let layout = layouts[(frame / 10 + 1) % layouts.count]
      for index in 0..<n { springs[index].toValue = layout[index] }
    }
    animator.render(at: times[frame])
    elapsed += monotonicNanoseconds() - start
  }
  sample.springs = Double(elapsed) / (Double(n) * Double(Frames.count - 1))
  blackHole(cards)
}
