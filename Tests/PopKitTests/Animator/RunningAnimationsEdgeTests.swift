// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// `Animator.runningAnimations` at the edges: retargets it cannot measure, and animations
/// added but not started.
@Suite("Running animations at the edges")
@MainActor
struct RunningAnimationsEdgeTests {
  @Test(
    "finding 5: a spring retargeted to NaN, ±∞ or across the Double range reads, time left nil",
    arguments: [
      (0.0, Double.nan), (0.0, .infinity), (0.0, -.infinity), (-1e308, 1e308),
      (1e308, -1e308),
    ])
  func unknowableTimeLeft(start: Double, target: Double) throws {
    let animator = Animator()
    let box = Box(x: start)
    let spring = SpringAnimation(
      property: Box.xProperty, to: start == 0 ? 1 : start / 2, spring: .smooth)
    animator.add(spring, to: box, forKey: "move")
    animator.render(at: 0)
    animator.render(at: 1.0 / 60)
    let before = try #require(animator.runningAnimations.first)
    #expect(before.timeLeft != nil, "a finite move has a time left")
    spring.toValue = target
    let entry = try #require(animator.runningAnimations.first)
    #expect(entry.timeLeft == nil)
    #expect(entry.energy.map(\.isFinite) ?? true)
    #expect(entry.progress.map { $0.isFinite && (0...1).contains($0) } ?? true)
    // The next frame drops or moves it; nothing non-finite reaches the box.
    animator.render(at: 2.0 / 60)
    #expect(box.xWrites.allSatisfy { $0.isFinite })
    _ = animator.runningAnimations
  }

  @Test("finding 5: a choreography player's entry is finite while it releases")
  func playerEntry() throws {
    let animator = Animator()
    let box = Box()
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(100, duration: 1)]), to: box, Box.xProperty)
    let player = animator.play(plan, paused: true)
    player.progress = 0.5
    player.release(to: .end, velocity: 1e308)
    for frame in 0...3 {
      animator.render(at: Double(frame) / 60)
      for entry in animator.runningAnimations {
        #expect(entry.timeLeft.map(\.isFinite) ?? true)
        #expect(entry.value.allSatisfy { $0.isFinite } && entry.velocity.allSatisfy { $0.isFinite })
      }
    }
  }

  @Test("finding 5: a player released on a spring that never settles has no time left")
  func neverSettlingRelease() throws {
    let animator = Animator()
    let box = Box()
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(100, duration: 1)]), to: box, Box.xProperty)
    let player = animator.play(plan, paused: true)
    player.progress = 0.5
    animator.render(at: 0)
    player.release(to: .end, velocity: 0, spring: Spring(tension: 100, friction: 0))
    animator.render(at: 1.0 / 60)
    let entry = try #require(animator.runningAnimations.first { $0.kind == .choreography })
    #expect(entry.timeLeft == nil && player.isMoving)
  }

  @Test("finding 19: an added animation is listed as waiting, with its kind and key, at once")
  func waitingEntries() throws {
    let animator = Animator()
    let (a, b, c) = (Box(), Box(), Box())
    let spring = SpringAnimation(property: Box.xProperty, to: 10, spring: .smooth)
    animator.add(spring, to: a, forKey: "slide")
    let later = BasicAnimation(property: Box.xProperty, from: 0, to: 1, duration: 1)
    later.beginTime = 0.5
    animator.add(later, to: b, forKey: "fade")
    animator.add(CustomAnimation<Box> { _, _ in true }, to: c, forKey: "tick")
    let entries = animator.runningAnimations
    #expect(entries.map(\.key) == ["slide", "fade", "tick"])
    #expect(entries.map(\.kind) == [.spring, .basic, .custom])
    #expect(entries.map(\.property) == ["x", "x", nil])
    #expect(entries.allSatisfy { $0.isWaiting && $0.objectType == "Box" })
    #expect(entries[0].value.isEmpty && entries[0].timeLeft == nil)
    // A loop that renders while something is listed renders the first frame.
    var frames = 0
    while animator.runningAnimations.contains(where: { $0.key == "slide" }) && frames < 600 {
      animator.render(at: Double(frames) / 60)
      frames += 1
    }
    #expect(frames > 10 && a.x == 10, "the spring ran to its end")
    // The timed one waited for its begin time, then ran.
    let fade = animator.runningAnimations.first { $0.key == "fade" }
    #expect(fade.map { !$0.isWaiting } ?? true)
    #expect(b.xWrites.count > 0)
  }

  @Test("finding 19: a delayed animation waits until a frame at its begin time, then runs")
  func delayedEntry() throws {
    let animator = Animator()
    let box = Box()
    let basic = BasicAnimation(property: Box.xProperty, from: 0, to: 1, duration: 1)
    basic.beginTime = 0.5
    animator.add(basic, to: box, forKey: "fade")
    animator.render(at: 0)
    animator.render(at: 0.25)
    #expect(try #require(animator.runningAnimations.first).isWaiting)
    animator.render(at: 0.75)
    animator.render(at: 1)
    let running = try #require(animator.runningAnimations.first)
    let progress = try #require(running.progress)
    #expect(!running.isWaiting)
    expectClose(progress, 0.25, absolute: 1e-12)
  }
}

/// The recorder's outputs from motion near the largest `Double` (issue 34, finding 5).
@Suite("Recording at the edges")
@MainActor
struct RecordingEdgeTests {
  @Test("finding 5: a recording of motion near ±1e308 reads back as CSV and a trace")
  func hugeMotion() {
    let animator = Animator()
    let recorder = MotionRecorder()
    animator.recorder = recorder
    let (box, other) = (Box(), Box())
    var plan = Choreography()
    // A move of 1e307 in a second, the most a track moves in a second (the builder keeps a
    // factor of 16 of headroom); at the fastest rate its velocity is 1e313 units per second.
    plan.add(
      KeyframeTrack(from: -5e306, [.linear(5e306, duration: 1)]), to: box, Box.xProperty)
    let player = animator.play(plan, paused: true)
    player.rate = ChoreographyPlayer.maximumRate
    player.repeatForever = true
    player.play()
    let spring = SpringAnimation(property: Box.xProperty, to: 1e308, spring: .bouncy)
    spring.fromValue = -5e307
    spring.velocity = -1e308
    animator.add(spring, to: other, forKey: "x")
    for frame in 0..<10 { animator.render(at: Double(frame) / 60) }
    let csv = recorder.csv()
    #expect(csv.split(separator: "\n").count > 10)
    #expect(box.xWrites.count == 10 && player.isPlaying, "\(box.xWrites)")
    #expect(!csv.contains("nan") && !csv.contains("inf"), "\(csv)")
    #expect(!recorder.chromeTrace().isEmpty)
    #expect(box.xWrites.allSatisfy { $0.isFinite } && other.xWrites.allSatisfy { $0.isFinite })
  }
}
