// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// The examples of the article "Orchestrating motion", compiled and checked.
@Suite("Orchestrating motion, the article's examples")
@MainActor
struct OrchestratingArticleTests {
  @Test("the keyframe example plays on a ball and ends on the track's last value")
  func keyframes() {
    let bounce = KeyframeTrack(
      from: 0.0,
      [
        .spring(120, spring: .bouncy),
        .cubic(80, duration: 0.3),
        .cubic(100, duration: 0.2),
        .linear(0, duration: 0.25, timingCurve: .easeIn),
      ])
    let animator = Animator()
    let ball = Box()
    animator.add(KeyframeAnimation(property: Box.xProperty, track: bounce), to: ball, forKey: "y")
    var frame = 0
    while frame < 1000 {
      animator.render(at: Double(frame) / 60)
      frame += 1
      if Double(frame) / 60 > bounce.duration + 0.1 { break }
    }
    #expect(ball.x == 0)
    expectClose(bounce.value(at: bounce.duration - 0.25), 100, absolute: 1e-9)
  }

  @Test("the stagger example's delays")
  func stagger() {
    let delays = Stagger(interval: 0.05, from: .center).delays(count: 5)
    let expected = [0.1, 0.05, 0, 0.05, 0.1]
    #expect(zip(delays, expected).allSatisfy { isClose($0, $1, absolute: 1e-12) })
  }
}
