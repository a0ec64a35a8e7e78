// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// The animator's timebase stays finite: the duration scales and step intervals it accepts,
/// and motion after the extreme ones.
@Suite("Timebase limits")
@MainActor
struct TimebaseLimitTests {
  /// Renders frames at 60 Hz from `start` until the box moves or 10 frames pass; returns
  /// the frame it moved on (1 = the first after the start frame), or nil.
  private func frameOfFirstMove(
    _ animator: Animator, _ box: Box, from start: Double
  ) -> Int? {
    let before = box.x
    for frame in 0...10 {
      animator.render(at: start + Double(frame) / 60)
      if box.x != before { return frame }
    }
    return nil
  }

  @Test(
    "finding 9: after the extreme accepted scales, a new animation moves on its next frame",
    arguments: [1e-6, 1e6, 0])
  func extremeScales(scale: Double) {
    let animator = Animator()
    let box = Box()
    animator.add(SpringAnimation.endless(to: 50), to: Box(), forKey: "other")
    animator.render(at: 0)
    animator.durationScale = scale
    animator.render(at: 1)
    animator.render(at: 2)
    animator.durationScale = 1
    animator.animate(box, Box.xProperty, to: -100)
    #expect(frameOfFirstMove(animator, box, from: 3) == 1)
    #expect(animator.animationTime(atClock: 4).isFinite)
  }

  @Test("finding 9: three longest steps at the fastest scale keep the timeline finite")
  func longestSteps() {
    let animator = Animator()
    animator.add(SpringAnimation.endless(to: 50), to: Box(), forKey: "other")
    animator.render(at: 0)
    animator.durationScale = Animator.durationScaleRange.lowerBound
    animator.isPaused = true
    for _ in 0..<3 { #expect(animator.step(by: Animator.maximumStepInterval)) }
    let time = animator.animationTime(atClock: 0)
    // Each step moves the frozen timeline by the interval over the scale: 3 × 3.6e9 s.
    expectClose(time, 3 * 3_600 / 1e-6, absolute: 1e-3 * time)
    animator.isPaused = false
    animator.durationScale = 1
    let box = Box()
    animator.animate(box, Box.xProperty, to: -100)
    #expect(frameOfFirstMove(animator, box, from: 10_801) == 1)
  }

  @Test("finding 9: a scale outside 0 or 1e-6…1e6 is a programmer error")
  func refusedScales() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { Animator().durationScale = .leastNonzeroMagnitude }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run { Animator().durationScale = .leastNormalMagnitude / 1e3 }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run { Animator().durationScale = 9.9e-7 }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run { Animator().durationScale = 1.1e6 }
    }
  }

  @Test("finding 9: a step longer than an hour is a programmer error")
  func refusedSteps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let animator = Animator()
        animator.isPaused = true
        animator.step(by: 1e308)
      }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let animator = Animator()
        animator.isPaused = true
        animator.step(by: 3_600.5)
      }
    }
  }
}
