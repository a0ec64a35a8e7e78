// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// An object the soak animates: a number and a point.
@MainActor
final class SoakTarget {
  /// A number, animated by springs, decays and custom animations.
  var x = 0.0
  /// A point, animated by timed animations.
  var point = SIMD2<Double>(0, 0)

  /// `x`, with the threshold springs and decays settle to.
  static let xProperty = AnimatableProperty<SoakTarget, Double>(
    name: "x", threshold: 0.5, read: { $0.x }, write: { $0.x = $1 })
  /// `point`.
  static let pointProperty = AnimatableProperty<SoakTarget, SIMD2<Double>>(
    name: "point", threshold: 0.5, read: { $0.point }, write: { $0.point = $1 })
}

/// What the soak counted: animations made, started and stopped, and frames rendered.
@MainActor
final class SoakCounts {
  /// Animations added to the animator.
  var added = 0
  /// Start callbacks.
  var started = 0
  /// Stop callbacks with `finished == true`.
  var finished = 0
  /// Stop callbacks with `finished == false`.
  var unfinished = 0
  /// Frames rendered.
  var frames = 0
  /// Values written that were not finite.
  var nonFiniteWrites = 0
}

/// Runs batches of animations of every kind through one animator until each has finished.
@MainActor
struct SoakWorkload {
  /// The one animator everything runs through.
  let animator = Animator()
  /// The animated objects.
  let targets = (0..<50).map { _ in SoakTarget() }
  /// The counts so far.
  let counts = SoakCounts()
  /// The time of the next frame, in seconds.
  private(set) var time = 0.0

  /// Adds `count` animations, springs, decays, timed and custom ones in turn, and renders frames
  /// at 60 Hz until all of them have finished.
  ///
  /// - Parameter count: How many animations.
  /// - Returns: `false` when they had not all finished after 10 000 frames.
  mutating func runBatch(of count: Int) -> Bool {
    for index in 0..<count {
      let animation = makeAnimation(index)
      animator.add(animation, to: targets[index % targets.count])
      counts.added += 1
    }
    for _ in 0..<10_000 {
      animator.render(at: time)
      counts.frames += 1
      time += 1.0 / 60
      if animator.animationCount == 0 { return true }
    }
    return false
  }

  private func makeAnimation(_ index: Int) -> ObjectAnimation<SoakTarget> {
    let counts = self.counts
    let target = Double(index % 200) - 100
    switch index % 4 {
    case 0:
      let spring = SpringAnimation(property: SoakTarget.xProperty)
      spring.toValue = target
      spring.spring = Spring(dampingRatio: 1, response: 0.2)
      spring.onStart = { _ in counts.started += 1 }
      spring.onStop = { animation, finished in counts.stop(finished, animation.currentValue) }
      return spring
    case 1:
      let decay = DecayAnimation(property: SoakTarget.xProperty)
      decay.velocity = target * 10
      decay.deceleration = 0.99
      decay.onStart = { _ in counts.started += 1 }
      decay.onStop = { animation, finished in counts.stop(finished, animation.currentValue) }
      return decay
    case 2:
      let basic = BasicAnimation(property: SoakTarget.pointProperty)
      basic.toValue = SIMD2(target, -target)
      basic.duration = 0.05 + Double(index % 5) * 0.02
      basic.timingCurve = .easeInEaseOut
      basic.onStart = { _ in counts.started += 1 }
      basic.onStop = { animation, finished in counts.stop(finished, animation.currentValue?.x) }
      return basic
    default:
      let frames = 1 + index % 5
      var frame = 0
      let custom = CustomAnimation<SoakTarget> { object, _ in
        frame += 1
        object.x += 1
        return frame < frames
      }
      custom.onStart = { _ in counts.started += 1 }
      custom.onStop = { _, finished in counts.stop(finished, 0) }
      return custom
    }
  }
}

extension SoakCounts {
  /// Counts a stop, and a final value that is not finite.
  func stop(_ finished: Bool, _ value: Double?) {
    if finished { self.finished += 1 } else { unfinished += 1 }
    if let value, !value.isFinite { nonFiniteWrites += 1 }
  }
}
