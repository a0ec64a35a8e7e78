// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitDemos
import PopKitTestSupport
import Testing

/// The scroll demo's model: a header and a card stack linked to one scroll offset, checked at
/// exact times of synthetic scroll streams against formulas computed here (the tracks are
/// linear, the snap spring is `Spring.smooth`, the projection a decay of 0.998 per ms).
@MainActor
@Suite("The scroll demo's model")
struct ScrollDemoTests {
  /// The header's height at an offset under exact scrubbing: 120 open to 40 shut over the
  /// first 150 points.
  static func height(atOffset offset: Double) -> Double {
    120 - 80 * min(max(offset / 150, 0), 1)
  }

  /// The front card at an offset: one card per 150 points, 0 to 4.
  static func front(atOffset offset: Double) -> Double { 4 * min(max(offset / 600, 0), 1) }

  /// Where a decay of 0.998 per ms started at `position` with `velocity` comes to rest:
  /// `position − velocity / (1000 ln 0.998)`.
  static func projection(from position: Double, velocity: Double) -> Double {
    position - velocity / (1000 * log(0.998))
  }

  /// `Spring.smooth` (critically damped, ω = 2π / 0.5 s) from a progress and velocity toward
  /// a target, `elapsed` seconds later.
  static func smooth(
    from progress: Double, velocity: Double, to target: Double, after elapsed: Double
  )
    -> Double
  {
    let omega = 2 * Double.pi / 0.5
    let start = progress - target
    return target + (start + (velocity + omega * start) * elapsed) * exp(-omega * elapsed)
  }

  @Test("scrubbing: the header's height and the front card follow the offset exactly at each frame")
  func scrubbing() {
    let animator = Animator()
    let demo = ScrollDemo(animator: animator)
    animator.render(at: 0)
    #expect(demo.header.height == 120 && demo.cards.front == 0)
    // Steps down at 0, 0.1, 0.2 and 0.3 s, one up at 0.4 s; a frame between each.
    let steps = [(0.0, 1), (0.1, 1), (0.2, 1), (0.3, 1), (0.4, -1)]
    var offset = 0.0
    for (time, step) in steps {
      demo.scroll(by: step, at: time)
      offset += 40 * Double(step)
      #expect(demo.offset == offset)
      animator.render(at: time + 0.05)
      expectClose(demo.header.height, Self.height(atOffset: offset), absolute: 1e-9, "at \(time)")
      expectClose(demo.cards.front, Self.front(atOffset: offset), absolute: 1e-9, "at \(time)")
      #expect(!demo.isSnapping)
    }
    // Held to the content: nine steps up from 120 stop at 0.
    for step in 0..<9 { demo.scroll(by: -1, at: 0.5 + 0.01 * Double(step)) }
    #expect(demo.offset == 0)
    demo.scroll(to: .nan, velocity: 0, at: 0.6)
    demo.scroll(to: 10, velocity: .infinity, at: 0.6)
    #expect(demo.offset == 0)
  }

  @Test(
    "a release while scrolling: the snaps start at its instant with the scroll's velocity, to the points a decay projects"
  )
  func releaseWhileScrolling() {
    let animator = Animator()
    let demo = ScrollDemo(animator: animator)
    animator.render(at: 0)
    demo.scroll(by: 1, at: 0)
    demo.scroll(by: 1, at: 0.1)
    animator.render(at: 0.15)
    let release = 0.2
    let (header, cards) = (demo.headerLink, demo.cardsLink)
    let before = (header: header.link.state(at: release), cards: cards.link.state(at: release))
    // The last step was 0.1 s ago: within the window, the release carries +400 points/s.
    #expect(demo.releaseVelocity(at: release) == 400)
    demo.release(at: release)
    // The projection: 80 + 400 / 2.002 ≈ 279.8 points, past the header's half (75) and
    // nearest the third card (300).
    let projected = Self.projection(from: 80, velocity: 400)
    #expect(projected > 75 && abs(projected - 300) < 75)
    #expect(demo.lastRelease?.header == 1 && demo.lastRelease?.cards == 0.5)
    #expect(demo.offset == 300)
    // Continuity at the release instant: the same progress, and the scroll's velocity.
    let after = (header: header.link.state(at: release), cards: cards.link.state(at: release))
    expectClose(after.header.progress, before.header.progress, absolute: 1e-9, "header value")
    expectClose(after.cards.progress, before.cards.progress, absolute: 1e-9, "cards value")
    expectClose(after.header.progress, 80.0 / 150, absolute: 1e-12, "header at 80 points")
    expectClose(after.header.velocity, 400.0 / 150, absolute: 1e-9, "header velocity")
    expectClose(after.cards.velocity, 400.0 / 600, absolute: 1e-9, "cards velocity")
    #expect(demo.isSnapping)
    // The frames from the release follow Spring.smooth from that state, from 0 ms.
    for frame in 0...30 {
      let elapsed = Double(frame) / 60
      animator.render(at: release + elapsed)
      let headerProgress = Self.smooth(
        from: 80.0 / 150, velocity: 400.0 / 150, to: 1, after: elapsed)
      let cardsProgress = Self.smooth(
        from: 80.0 / 600, velocity: 400.0 / 600, to: 0.5, after: elapsed)
      expectClose(demo.header.height, 120 - 80 * headerProgress, absolute: 1e-9, "frame \(frame)")
      expectClose(demo.cards.front, 4 * cardsProgress, absolute: 1e-9, "frame \(frame)")
    }
    for frame in 31...240 { animator.render(at: release + Double(frame) / 60) }
    #expect(demo.header.height == 40 && demo.cards.front == 2)
    #expect(!demo.isSnapping)
  }

  @Test("a release at rest snaps to the nearest points: the header open, the first card")
  func releaseAtRest() {
    let animator = Animator()
    let demo = ScrollDemo(animator: animator)
    animator.render(at: 0)
    demo.scroll(to: 60, velocity: 400, at: 0)
    animator.render(at: 0.1)
    // 0.3 s after the last step: beyond the window, the scroll is at rest.
    #expect(demo.releaseVelocity(at: 0.3) == 0)
    demo.release(at: 0.3)
    #expect(demo.lastRelease?.velocity == 0)
    #expect(demo.lastRelease?.header == 0 && demo.lastRelease?.cards == 0)
    #expect(demo.offset == 0)
    animator.render(at: 0.3)
    expectClose(demo.header.height, Self.height(atOffset: 60), absolute: 1e-9, "at the release")
    for frame in 1...240 { animator.render(at: 0.3 + Double(frame) / 60) }
    #expect(demo.header.height == 120 && demo.cards.front == 0)
    #expect(demo.state == "at rest")
  }
}
