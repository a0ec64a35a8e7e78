// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import Foundation
import PopKit

/// A card whose whole 3-D transform is animated.
@MainActor
final class TransformCard {
  var transform = Transform3D.identity
}

/// The card's transform, animated through its parts, read and written by closures.
@MainActor
let cardTransform = AnimatableProperty<TransformCard, DecomposedTransform>(
  name: "transform", threshold: 1e-12, readRepresented: { $0.transform },
  writeRepresented: { $0.transform = $1 })

/// The same through a key path, whose write allocates for a value this large.
@MainActor
let cardTransformByKeyPath = AnimatableProperty<TransformCard, DecomposedTransform>(
  representing: \.transform, threshold: 1e-12)

/// The figures of one repetition of `transform-spring`.
private struct TransformSample {
  var nanosecondsPerCardFrame = 0.0
  var allocations: UInt64 = 0
  var maximumError = 0.0
}

/// Whole transforms on springs, 120 frames.
///
/// `n` cards, each springing from the identity to a rotation of `0.5 + (i mod 7) / 2` radians
/// about a tilted axis, a translation and a scale of 1.5. Each frame moves 16 components per
/// card and recomposes its matrix once.
///
/// The first repetition checks the middle frame of every 100th card against the spring's closed
/// form applied to each component, recomposed.
@MainActor
func transformBenchmark(
  name: String, n: Int, repetitions: Int,
  property: AnimatableProperty<TransformCard, DecomposedTransform> = cardTransform
) -> BenchmarkResult {
  var samples: [TransformSample] = []
  for repetition in 0..<repetitions {
    samples.append(runTransforms(n: n, property: property, verify: repetition == 0))
  }
  return BenchmarkResult(
    name: name, n: n, frames: Frames.count - 1, repetitions: repetitions,
    nanoseconds: Summary(samples.map(\.nanosecondsPerCardFrame)),
    allocationsPerFrame: Summary(
      samples.map { Double($0.allocations) / Double(Frames.count - 1) }
    ).maximum,
    bytesPerItem: nil,
    extras: [("max_error", .double(samples[0].maximumError))])
}

/// The target of card `index`.
@MainActor
private func cardTarget(_ index: Int) -> DecomposedTransform {
  var target = DecomposedTransform.rotation(
    angle: 0.5 + Double(index % 7) / 2, x: 1, y: 2, z: 3)
  target.translation = [Double(index % 11) * 10, 40, 0]
  target.scale = [1.5, 1.5, 1]
  return target
}

/// One repetition: `n` transform springs for 120 frames; the 119 after the start are timed.
@MainActor
private func runTransforms(
  n: Int, property: AnimatableProperty<TransformCard, DecomposedTransform>, verify: Bool
) -> TransformSample {
  let cards = (0..<n).map { _ in TransformCard() }
  let spring = Spring(tension: 300, friction: 20, mass: 1)
  let animator = Animator()
  for index in 0..<n {
    animator.add(
      SpringAnimation(property: property, to: cardTarget(index), spring: spring),
      to: cards[index], forKey: "transform")
  }
  let times = Frames.even
  animator.render(at: times[0])
  var sample = TransformSample()
  let middle = Frames.count / 2
  var expected: [Int: Transform3D] = [:]
  expected.reserveCapacity(n / 100 + 1)
  let before = HeapSnapshot.now()
  let start = monotonicNanoseconds()
  for frame in 1..<Frames.count {
    animator.render(at: times[frame])
    if verify && frame == middle {
      for index in stride(from: 0, to: n, by: 100) { expected[index] = cards[index].transform }
    }
  }
  let end = monotonicNanoseconds()
  sample.allocations = HeapSnapshot.now().allocations(since: before)
  sample.nanosecondsPerCardFrame = Double(end - start) / (Double(n) * Double(Frames.count - 1))
  if verify {
    let transition = spring.transition(over: times[middle] - times[0])
    for (index, written) in expected {
      let end = cardTarget(index).animatableComponents
      let start = DecomposedTransform.identity.animatableComponents
      var components = end
      for lane in 0..<16 {
        components[lane] =
          end[lane] + transition.displacement(from: start[lane] - end[lane], velocity: 0)
      }
      let reference = DecomposedTransform(animatableComponents: components).recomposed()
      for (a, b) in zip(written.rows, reference.rows) {
        for lane in 0..<4 { sample.maximumError = max(sample.maximumError, abs(a[lane] - b[lane])) }
      }
    }
  }
  return sample
}
