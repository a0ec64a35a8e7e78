// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

@MainActor
@Suite("Decay animation")
struct DecayAnimationTests {
  /// pop's decay in closed form, written independently: v(t) = v0·d^(1000t).
  func referenceDecay(v0: Double, deceleration d: Double, threshold: Double) -> (
    duration: Double, displacement: Double
  ) {
    let duration = log(5 * threshold / abs(v0)) / (1000 * log(d))
    let displacement = v0 * (pow(d, 1000 * duration) - 1) / (1000 * log(d))
    return (duration, displacement)
  }

  @Test("a fling ends when its speed falls below 5 × threshold and snaps to the projected value")
  func finishesAtProjection() throws {
    let box = Box()
    let animator = Animator()
    let decay = DecayAnimation(property: Box.xProperty(threshold: 0.01))
    decay.fromValue = 0
    decay.velocity = 1000
    let reference = referenceDecay(v0: 1000, deceleration: 0.998, threshold: 0.01)
    let projected = try #require(decay.toValue)
    expectClose(projected, reference.displacement, absolute: 1e-9)
    expectClose(decay.duration, reference.duration, absolute: 1e-12)
    var finished: Bool?
    decay.onStop = { _, flag in finished = flag }
    animator.add(decay, to: box, forKey: "fling")
    let frame = try #require(renderUntil(animator) { finished != nil })
    #expect(finished == true)
    #expect(box.x == reference.displacement)
    // It ends on the first frame at or after the projected duration.
    #expect(Double(frame) / 60 >= reference.duration)
    #expect(Double(frame - 1) / 60 < reference.duration)
    // The writes rise monotonically.
    #expect(zip(box.xWrites, box.xWrites.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test("the value through the animator is the closed form, also with uneven frames")
  func exactWithUnevenFrames() {
    let box = Box()
    let animator = Animator()
    let decay = DecayAnimation(property: Box.xProperty(threshold: 0.001))
    decay.fromValue = 10
    decay.velocity = -800
    animator.add(decay, to: box, forKey: "fling")
    var time = 0.0
    var generator = SeededGenerator(seed: 7)
    animator.render(at: 0)
    while time < 0.9 {
      time += (1.0 / 60) * (0.7 + 0.6 * generator.nextUnit())
      animator.render(at: time)
      let expected = 10 + -800 * (pow(0.998, 1000 * time) - 1) / (1000 * log(0.998))
      expectClose(box.x, expected, absolute: 1e-9 * 800)
    }
  }

  @Test("a new velocity on a running fling continues from the current value")
  func velocityContinuation() {
    let box = Box()
    let animator = Animator()
    let decay = DecayAnimation(property: Box.xProperty(threshold: 0.01))
    decay.fromValue = 0
    decay.velocity = 500
    animator.add(decay, to: box, forKey: "fling")
    render(animator, through: 0.2, step: 1.0 / 60)
    let here = box.x
    decay.velocity = 2000
    animator.render(at: 0.2 + 1.0 / 60)
    let expected = here + 2000 * (pow(0.998, 1000.0 / 60) - 1) / (1000 * log(0.998))
    expectClose(box.x, expected, absolute: 1e-9)
    expectClose(
      decay.toValue!,
      here + referenceDecay(v0: 2000, deceleration: 0.998, threshold: 0.01).displacement,
      absolute: 1e-9)
  }

  @Test("a vector fling lasts as long as its slowest component")
  func vectorDuration() {
    let decay = DecayAnimation(property: Box.pointProperty)
    decay.fromValue = .zero
    decay.velocity = CGPoint(x: 100, y: 3000)
    let slow = referenceDecay(v0: 3000, deceleration: 0.998, threshold: 1)
    expectClose(decay.duration, slow.duration, absolute: 1e-12)
    let fast = 100 * (pow(0.998, 1000 * slow.duration) - 1) / (1000 * log(0.998))
    expectClose(decay.toValue!.x, fast, absolute: 1e-9)
    expectClose(decay.toValue!.y, slow.displacement, absolute: 1e-9)
  }
}
