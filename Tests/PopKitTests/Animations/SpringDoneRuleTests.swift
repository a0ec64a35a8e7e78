// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// The spring's done rule at any frame rate (issue 21, finding 5): a frictionless spring never
/// finishes, and a spring finishes at the same time, within one 60 Hz frame, at 10,000 frames
/// per second as at 60.
@Suite("The spring's done rule")
@MainActor
struct SpringDoneRuleTests {
  /// Runs a spring 0 → `target` at `rate` frames per second until it stops or `limit` seconds
  /// pass, and returns the time of the frame on which it finished (`nil`: still running).
  private func finishTime(
    _ spring: Spring, target: Double = 1, threshold: Double = 0.01, rounding: Double = 0,
    rate: Double, limit: Double = 20
  ) -> Double? {
    let box = Box()
    let animator = Animator()
    let animation = SpringAnimation(property: Box.xProperty(threshold: threshold))
    animation.spring = spring
    animation.fromValue = 0
    animation.toValue = target
    animation.roundingFactor = rounding
    var stoppedAt: Double?
    var now = 0.0
    animation.onStop = { _, finished in if finished { stoppedAt = now } }
    animator.add(animation, to: box, forKey: "x")
    var frame = 0
    while stoppedAt == nil && now <= limit {
      now = Double(frame) / rate
      animator.render(at: now)
      frame += 1
    }
    return stoppedAt
  }

  @Test(
    "finding 5: a slow spring without friction never finishes, though it passes its target slowly",
    arguments: [60.0, 10_000.0])
  func finding5FrictionlessNeverFinishes(rate: Double) {
    // tension 0.01: ω = 0.1 rad/s, so it crosses the target at 0.1 units/s, under pop's
    // threshold per 60 Hz frame (0.01 / 5 × 60 = 0.12/s); it used to finish there, at 15.7 s.
    let spring = Spring(tension: 0.01, friction: 0)
    #expect(finishTime(spring, rate: rate, limit: rate == 60 ? 40 : 17) == nil)
  }

  @Test(
    "finding 5: a spring finishes within a 60 Hz frame of its 60 Hz finish at 120 and 10,000 fps",
    arguments: [
      Spring.default, Spring(bounciness: 12, speed: 8), Spring(tension: 100, friction: 3),
      Spring(tension: 300, friction: 60), Spring(tension: 10_000, friction: 5),
      Spring(dampingRatio: 0.3, response: 0.5),
    ])
  func finding5FinishIndependentOfFrameRate(spring: Spring) throws {
    let reference = try #require(finishTime(spring, rate: 60, limit: 60))
    for rate in [120.0, 10_000] {
      let time = try #require(finishTime(spring, rate: rate, limit: reference + 1))
      expectClose(
        time, reference, absolute: 1.0 / 60 + 1e-9,
        "\(rate) fps: \(time) s, at 60 Hz \(reference) s")
    }
  }

  @Test("finding 5: with rounding, a spring finishes within a 60 Hz frame of its 60 Hz finish")
  func finding5RoundedFinishIndependentOfFrameRate() throws {
    // 0 → 100 rounded to whole units: at 10,000 fps two frames a tenth of a millisecond apart
    // round to 100 while the spring sweeps through it at 170 units/s.
    let spring = Spring(bounciness: 12, speed: 8)
    let reference = try #require(finishTime(spring, target: 100, rounding: 1, rate: 60))
    for rate in [10_000.0] {
      let time = try #require(
        finishTime(spring, target: 100, rounding: 1, rate: rate, limit: reference + 1))
      expectClose(
        time, reference, absolute: 1.0 / 60 + 1e-9,
        "\(rate) fps: \(time) s, at 60 Hz \(reference) s")
    }
  }
}
