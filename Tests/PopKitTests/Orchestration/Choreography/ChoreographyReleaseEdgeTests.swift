// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A choreography player's release at the edges: the longest plan, huge velocities, and how
/// soon a release ends once its properties are at rest.
@Suite("Choreography: releasing at the edges")
@MainActor
struct ChoreographyReleaseEdgeTests {
  /// Renders a player's frames at 60 Hz from `start` until the animator has nothing left to
  /// run (at most `limit` frames); every value written is returned per frame.
  private func frames(
    _ animator: Animator, boxes: [Box], from start: Double = 0, limit: Int = 5_000
  ) -> [[Double]] {
    var written: [[Double]] = []
    for frame in 0..<limit {
      animator.render(at: start + Double(frame) / 60)
      written.append(boxes.map(\.x))
      if !animator.hasActiveAnimations { break }
    }
    return written
  }

  @Test(
    "finding 4: the longest plan, scrubbed, sought and released to every end, stays finite",
    arguments: [ChoreographyPlayer.Destination.start, .end, .nearest])
  func longestPlan(destination: ChoreographyPlayer.Destination) {
    let (early, late) = (Box(), Box())
    var plan = Choreography()
    let half = Choreography.maximumDuration / 2
    plan.add(KeyframeTrack(from: 0.0, [.linear(100, duration: half)]), to: early, Box.xProperty)
    plan.add(
      KeyframeTrack(from: 0.0, [.spring(1e300, duration: half, spring: .bouncy)]), to: late,
      Box.xProperty, at: half)
    #expect(plan.duration == Choreography.maximumDuration)
    for velocity in [1.0, -1.0, 1e308, -1e308, Double.leastNonzeroMagnitude, 0] {
      let animator = Animator()
      let player = animator.play(plan, paused: true)
      player.progress = 0.5
      animator.render(at: 0)
      player.seek(to: 0.75 * Choreography.maximumDuration)
      animator.render(at: 1.0 / 60)
      player.release(to: destination, velocity: velocity)
      let written = frames(animator, boxes: [early, late], from: 2.0 / 60)
      #expect(written.allSatisfy { $0.allSatisfy { $0.isFinite } })
      #expect(!animator.hasActiveAnimations, "the release came to rest")
      #expect(player.time == 0 || player.time == Choreography.maximumDuration)
    }
  }

  @Test(
    "finding 10: a 0 → 100 track released with any finite velocity writes only finite values",
    arguments: [
      -1e308, 1e308, -1e6, 1e200, Double.leastNonzeroMagnitude, -Double.greatestFiniteMagnitude,
    ])
  func hugeVelocity(velocity: Double) {
    for destination in [ChoreographyPlayer.Destination.start, .end, .nearest] {
      for spring in [Spring.smooth, .bouncy, Spring(tension: 1, friction: 0.01, mass: 1)] {
        let box = Box()
        var plan = Choreography()
        plan.add(KeyframeTrack(from: 0.0, [.linear(100, duration: 1)]), to: box, Box.xProperty)
        let animator = Animator()
        let player = animator.play(plan, paused: true)
        player.progress = 0.5
        animator.render(at: 0)
        player.release(to: destination, velocity: velocity, spring: spring)
        let written = frames(animator, boxes: [box], from: 1.0 / 60, limit: 600)
        #expect(box.xWrites.allSatisfy { $0.isFinite && abs($0) <= 1e300 })
        #expect(written.count > 1)
      }
    }
  }

  @Test("finding 10: a clamped release velocity is ChoreographyPlayer.maximumReleaseVelocity")
  func clampedVelocity() throws {
    let box = Box()
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(100, duration: 1)]), to: box, Box.xProperty)
    let animator = Animator()
    let player = animator.play(plan, paused: true)
    player.progress = 0.5
    animator.render(at: 0)
    player.release(to: .end, velocity: 1e308, spring: .smooth)
    animator.render(at: 0)
    let entry = try #require(animator.runningAnimations.first { $0.kind == .choreography })
    // The progress velocity at the release's first frame, times the plan's 1 s duration.
    #expect(entry.velocity == [ChoreographyPlayer.maximumReleaseVelocity])
  }

  @Test(
    "finding 10: a track whose tangent would carry a property past 1e300 slows the release",
    arguments: [1e308, -1e308])
  func steepTangent(velocity: Double) {
    let box = Box()
    var plan = Choreography()
    // 0 → 1e300 in a millisecond: a tangent of 1e303 per second beyond either end.
    plan.add(
      KeyframeTrack(from: 0.0, [.linear(1e300, duration: 0.001)]), to: box, Box.xProperty)
    let animator = Animator()
    let player = animator.play(plan, paused: true)
    player.progress = 0.5
    animator.render(at: 0)
    player.release(to: .end, velocity: velocity, spring: .bouncy)
    _ = frames(animator, boxes: [box], from: 1.0 / 60, limit: 600)
    #expect(box.xWrites.allSatisfy { $0.isFinite })
    #expect(box.x == 1e300)
  }

  @Test(
    "finding 23: a release ends within one frame of every property being within its threshold",
    arguments: [Spring.smooth, .bouncy, .snappy, Spring(tension: 120, friction: 30, mass: 1)])
  func endsWhenPropertiesRest(spring: Spring) throws {
    for (startProgress, velocity) in [(0.3, 0.0), (0.3, 2.0), (0.8, -1.5), (0.6, 0.5)] {
      let (sheet, scrim, card) = (Box(), Box(), Box())
      // The sheet's spring keyframe stops once settled (within 0.1 % of its move): it steps
      // from 0.64 to 0 at its end, a step of the track's own.
      let sheetTrack = KeyframeTrack(from: 640.0, [.spring(0, spring: .smooth)])
      var plan = Choreography()
      plan.add(sheetTrack, to: sheet, Box.xProperty)
      plan.add(
        KeyframeTrack(from: 0.0, [.linear(0.4, duration: 0.3)]), to: scrim, Box.xProperty,
        at: 0.1)
      plan.add(
        KeyframeTrack(from: 0.0, [.linear(300, duration: 0.5, timingCurve: .easeInEaseOut)]),
        to: card,
        Box.xProperty, at: 0.05)
      let animator = Animator()
      let player = animator.play(plan, paused: true)
      player.progress = startProgress
      animator.render(at: 0)
      player.release(to: .nearest, velocity: velocity, spring: spring)
      let boxes = [sheet, scrim, card]
      let written = frames(animator, boxes: boxes, from: 1.0 / 60)
      let last = try #require(written.last)
      // Where each property comes to rest (its value at that end of the plan, just inside),
      // and the last frame before the resting one (checked against the exact end values) on
      // which one was outside its threshold (0.01) of it.
      let atEnd = player.progress == 1
      let sheetInside = sheetTrack.value(at: sheetTrack.duration * (1 - 1e-12))
      let rest: [Double] = [atEnd ? sheetInside : 640, atEnd ? 0.4 : 0, atEnd ? 300 : 0]
      let exact: [Double] = [
        atEnd ? sheetTrack.value(at: sheetTrack.duration) : 640, rest[1], rest[2],
      ]
      #expect(zip(last, exact).allSatisfy { isClose($0, $1, absolute: 1e-9) })
      let lastOutside =
        written.dropLast().lastIndex { values in
          zip(values, rest).contains { abs($0 - $1) > 0.01 }
        } ?? -1
      #expect(written.count > 2)
      #expect(
        written.count - 1 - lastOutside <= 1,
        "rested on frame \(written.count - 1), properties within their thresholds after \(lastOutside)"
      )
    }
  }
}
