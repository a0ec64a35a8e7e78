// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport
import Testing

@testable import PopKit

/// ``Animator/animationTime(atClock:)``: clock times on the animator's timebase.
@Suite("Animator animation time")
@MainActor
struct AnimationTimeTests {
  @Test("the clock's time at 1×; scaled from the latest frame after a change; held while paused")
  func mapping() {
    let animator = Animator()
    #expect(animator.animationTime(atClock: 4.25) == 4.25)
    animator.render(at: 10)
    animator.durationScale = 2
    #expect(animator.animationTime(atClock: 14) == 12)
    animator.render(at: 14)
    animator.durationScale = 5
    #expect(animator.animationTime(atClock: 19) == 13)
    animator.isPaused = true
    #expect(animator.animationTime(atClock: 30) == 12, "held at the latest frame's time")
    animator.step(by: 0.5)
    expectClose(animator.animationTime(atClock: 30), 12.1, absolute: 1e-12, "0.5 s at 5× is 0.1 s")
  }
}
