// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A player linked to a synthetic scroll stream: scrubbing at every event and frame, and the
/// snap on release starting at the release's instant with its value and velocity.
@Suite("Scroll links: a linked choreography player")
@MainActor
struct ScrollLinkedPlayerTests {
  /// A 2 s linear 0 → 200 track on a box's x (x = 200 · progress), labelled at 0, 0.5 and 1.
  private func plan(_ box: Box) -> Choreography {
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(200, duration: 2)]), to: box, Box.xProperty)
    plan.addLabel("open", at: 0)
    plan.addLabel("half", at: 1)
    plan.addLabel("closed", at: 2)
    return plan
  }

  /// Events every 1/120 s from 1.0 to 1.3 at 600 units/s from position 100, with frames at
  /// 60 Hz in between; `check` runs after each frame with the frame's time and the latest
  /// position.
  private func scrollAndRender(
    _ linked: ScrollLinkedPlayer, on animator: Animator, check: (Double, Double) -> Void
  ) {
    var nextFrame = 1.0
    var event = 0
    while true {
      let time = 1.0 + Double(event) / 120
      guard time <= 1.3 + 1e-12 else { break }
      while nextFrame < time {
        animator.render(at: nextFrame)
        check(nextFrame, linked.link.position ?? 0)
        nextFrame += 1.0 / 60
      }
      linked.scroll(to: 100 + 600 * (time - 1), at: time)
      event += 1
    }
  }

  @Test(
    "exact scrubbing, then a release: the snap spring starts at the release instant with the scroll's velocity (1e-9)"
  )
  func exactThenSnap() {
    let animator = Animator()
    let box = Box()
    let choreography = plan(box)
    let player = animator.play(choreography, paused: true)
    let snapSpring = Spring.snappy
    let linked = ScrollLinkedPlayer(
      player, range: ScrollRange(start: 0, end: 1000),
      snap: .labels(["open", "half", "closed", "missing"], of: choreography, spring: snapSpring))
    #expect(linked.link.snap?.points == [0, 0.5, 1])
    scrollAndRender(linked, on: animator) { _, position in
      expectClose(box.x, 200 * position / 1000, absolute: 1e-12)
    }
    // The tracker of the positions has the stream's speed.
    let release = 1.3037  // between two frames, after the last event
    let position = linked.link.position!
    var finishes = 0
    player.onFinish = { _ in finishes += 1 }
    let point = linked.release(velocity: 600, at: release)
    // Independently: a decay at 0.998 per ms travels v / (−1000·ln 0.998) = 0.4995 · 0.6.
    let projected = position / 1000 + 0.6 / (-1000 * log(0.998))
    let expected = [0.0, 0.5, 1].min { abs($0 - projected) < abs($1 - projected) }!
    #expect(point == expected)
    let (startProgress, startVelocity) = (position / 1000, 0.6)
    var frame = 1.0 + 19.0 / 60
    var firstFrame = true
    while frame < release + 2 {
      animator.render(at: frame)
      let exact = referenceSpring(
        snapSpring, x0: startProgress - expected, v0: startVelocity, t: frame - release)
      if player.isMoving {
        expectClose(player.progress, expected + exact.x, absolute: 1e-9)
        expectClose(box.x, 200 * (expected + exact.x), absolute: 2e-7)
        expectClose(player.progressState().velocity, exact.v, absolute: 1e-9)
        if firstFrame {
          // 12.9 ms after the release the spring has already carried the progress on.
          #expect(player.progress > startProgress)
          firstFrame = false
        }
      } else {
        // At rest exactly on the snap point, once within the property's threshold of it.
        #expect(player.progress == expected)
        #expect(abs(exact.x) * 200 <= 0.01 + 1e-9)
      }
      frame += 1.0 / 60
    }
    #expect(!firstFrame)
    #expect(player.progress == expected)
    // A snap between the ends is not an end: no onFinish.
    #expect(finishes == (expected == 0 || expected == 1 ? 1 : 0))
  }

  @Test(
    "smoothed scrubbing through the player: each frame is the link's closed form, and the release keeps value and velocity (1e-9)"
  )
  func smoothedThenSnap() {
    let animator = Animator()
    let box = Box()
    let player = animator.play(plan(box), paused: true)
    let linked = ScrollLinkedPlayer(
      player, range: ScrollRange(start: 0, end: 1000), scrub: .smoothed(.smooth(duration: 0.3)),
      snap: .every(4, spring: .smooth))
    var frames = 0
    scrollAndRender(linked, on: animator) { time, _ in
      guard linked.link.position != nil else { return }
      let state = linked.link.state(at: time)
      expectClose(player.progress, state.progress, absolute: 1e-9)
      expectClose(player.progressState().velocity, state.velocity, absolute: 1e-9)
      frames += 1
    }
    #expect(frames > 10)
    let release = 1.3037
    let before = linked.link.state(at: release)
    // The velocity from the tracker of the positions (600 units/s).
    let point = linked.release(at: release)
    #expect(point != nil)
    let after = linked.link.state(at: release)
    #expect(abs(after.progress - before.progress) <= 1e-9)
    #expect(abs(after.velocity - before.velocity) <= 1e-9)
    var frame = 1.0 + 19.0 / 60
    while frame < release + 0.3 {
      animator.render(at: frame)
      let exact = referenceSpring(
        .smooth, x0: before.progress - point!, v0: before.velocity, t: frame - release)
      expectClose(player.progress, point! + exact.x, absolute: 1e-9)
      expectClose(player.progressState().velocity, exact.v, absolute: 1e-9)
      frame += 1.0 / 60
    }
    // A new scroll takes the progress back from the snap without a jump in velocity.
    let resumed = linked.link.state(at: frame)
    linked.scroll(to: 300, at: frame)
    #expect(abs(linked.link.state(at: frame).velocity - resumed.velocity) <= 1e-9)
    #expect(linked.link.phase == .following)
  }

  @Test("numbers that are not finite are ignored by the linked player")
  func hostileInput() {
    let animator = Animator()
    let box = Box()
    let player = animator.play(plan(box), paused: true)
    let linked = ScrollLinkedPlayer(
      player, range: ScrollRange(start: 0, end: 100), snap: .every(2))
    linked.scroll(to: .nan, at: 0)
    linked.scroll(to: 50, at: .infinity)
    #expect(linked.release(at: .nan) == nil)
    #expect(linked.release(velocity: .infinity, at: 1) == nil)
    linked.scroll(to: 50, at: 1)
    animator.render(at: 1)
    #expect(box.x == 100)
    #expect(linked.release(velocity: -1e300, at: 1.01) == 0)
    animator.render(at: 1.02)
    #expect(box.x.isFinite)
  }
}
