// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A choreography as a pure function of time: seeking, scrubbing, tracks placed in time,
/// several tracks on one property, take-overs, and numbers that are not finite.
@Suite("Choreography: seeking and scrubbing")
@MainActor
struct ChoreographySeekTests {
  @Test("a seek writes that state on the next frame, exactly, whatever was written before")
  func seekWritesExactly() {
    let animator = Animator()
    let box = Box()
    let track = KeyframeTrack(
      from: 0.0, [.spring(100, spring: .bouncy), .cubic(20, duration: 0.4)])
    var plan = Choreography()
    plan.add(track, to: box, Box.xProperty, at: 0.2)
    #expect(plan.duration == 0.2 + track.duration)
    let player = animator.play(plan, paused: true)
    #expect(box.xWrites.isEmpty, "a paused player writes nothing")
    var writes: [UInt64] = []
    for time in [0.7, 0.1, 0.7, 99, -4, 0.7] {
      box.x = -1
      player.seek(to: time)
      animator.render(at: Double(writes.count))
      let clamped = min(max(time, 0), plan.duration)
      #expect(player.time == clamped)
      #expect(box.x == track.value(at: clamped - 0.2), "before its start it holds its first value")
      writes.append(box.x.bitPattern)
    }
    #expect(writes[0] == writes[2] && writes[2] == writes[5], "bit-identical")
    #expect(player.progress == 1 || player.time == 0.7)
  }

  @Test("a seek on an idle animator with a clock starts the clock; the next tick writes")
  func seekStartsTheClock() {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let box = Box()
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(8, duration: 2)]), to: box, Box.xProperty)
    let player = animator.play(plan, paused: true)
    #expect(!clock.isRunning)
    player.progress = 0.25
    #expect(clock.isRunning)
    clock.advance(by: 1.0 / 60)
    #expect(box.x == 2)
    clock.advance(by: 1.0 / 60)
    #expect(!clock.isRunning, "written once, the player rests and the clock stops")
  }

  @Test(
    "several tracks on one property: the span that contains t, else the latest ended, else the first"
  )
  func severalTracksOnOneProperty() {
    let animator = Animator()
    let box = Box()
    var plan = Choreography()
    let first = KeyframeTrack(from: 10.0, [.linear(20, duration: 1)])
    let second = KeyframeTrack(from: 50.0, [.linear(60, duration: 1)])
    let overlapping = KeyframeTrack(from: 90.0, [.linear(100, duration: 0.5)])
    plan.add(second, to: box, Box.xProperty, at: 3)
    plan.add(first, to: box, Box.xProperty, at: 1)
    plan.add(overlapping, to: box, Box.xProperty, at: 3.25)
    let player = animator.play(plan, paused: true)
    let cases: [(Double, Double)] = [
      (0, 10), (0.5, 10), (1.5, 15), (2, 20), (2.5, 20), (3.1, second.value(at: 0.1)),
      (3.5, overlapping.value(at: 0.25)), (3.8, second.value(at: 0.8)), (4, 60),
    ]
    for (index, (time, expected)) in cases.enumerated() {
      player.seek(to: time)
      animator.render(at: Double(index))
      expectClose(box.x, expected, absolute: 1e-12, "at \(time)")
    }
  }

  @Test("labels: seek(toLabel:) goes there; an unknown label changes nothing")
  func labels() {
    let animator = Animator()
    let box = Box()
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(10, duration: 1)]), to: box, Box.xProperty)
    plan.addLabel("half", at: 0.5)
    #expect(plan.time(ofLabel: "half") == 0.5 && plan.time(ofLabel: "none") == nil)
    let player = animator.play(plan, paused: true)
    #expect(player.seek(toLabel: "half"))
    #expect(!player.seek(toLabel: "none"))
    animator.render(at: 0)
    #expect(player.time == 0.5 && box.x == 5)
  }

  @Test("a choreography of duration 0 has progress 1; an empty one plays to its end at once")
  func zeroDuration() {
    let animator = Animator()
    let player = animator.play(Choreography())
    var ends: [ChoreographyPlayer.End] = []
    player.onFinish = { ends.append($0) }
    #expect(player.duration == 0 && player.progress == 1)
    animator.render(at: 0)
    #expect(ends == [.end])
  }

  @Test(
    "numbers that are not finite are ignored: nothing reaches the object, the player is unchanged")
  func nonFiniteInput() {
    let animator = Animator()
    let box = Box()
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(10, duration: 1)]), to: box, Box.xProperty)
    let player = animator.play(plan)
    animator.render(at: 0)
    animator.render(at: 0.5)
    for bad in [Double.nan, .infinity, -.infinity] {
      player.progress = bad
      player.seek(to: bad)
      player.rate = bad
      player.release(velocity: bad)
      player.release(to: .end, velocity: 1, at: bad)
    }
    #expect(player.isPlaying && player.rate == 1 && player.time == 0.5)
    animator.render(at: 0.6)
    expectClose(player.time, 0.6, absolute: 1e-12)
    expectClose(box.x, 6, absolute: 1e-9)
    #expect(box.xWrites.allSatisfy { $0.isFinite })
  }

  @Test(
    "an animation added for a property the player writes takes it over from its value and velocity")
  func takeOver() {
    let animator = Animator()
    let box = Box()
    let other = Box()
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(100, duration: 1)]), to: box, Box.xProperty)
    plan.add(KeyframeTrack(from: 0.0, [.linear(10, duration: 1)]), to: other, Box.xProperty)
    let player = animator.play(plan)
    player.rate = 0.5
    animator.render(at: 0)
    animator.render(at: 0.5)  // time 0.25: x = 25, moving at 100 · 0.5 = 50 per second
    let spring = animator.animate(box, Box.xProperty, to: 0, spring: .snappy)
    #expect(spring.fromValue == 25 && spring.velocity == 50)
    #expect(spring.startInstant == 0.5, "from the player's last frame")
    animator.render(at: 0.6)
    // The spring writes x; the player goes on with the other box only.
    let exact = referenceSpring(.snappy, x0: 25, v0: 50, t: 0.1)
    expectClose(box.x, exact.x, absolute: 1e-9)
    expectClose(other.x, 10 * 0.3, absolute: 1e-9)
    // The next command claims the property again (stopping the spring).
    player.seek(to: 0.9)
    animator.render(at: 0.7)
    #expect(box.x == 90 && !spring.isRunning)
  }

  @Test("set() during playing takes the property over too; the player keeps the rest")
  func setTakesOver() {
    let animator = Animator()
    let box = Box()
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(100, duration: 1)]), to: box, Box.xProperty)
    let player = animator.play(plan)
    animator.render(at: 0)
    animator.set(box, Box.xProperty, to: 7)
    animator.render(at: 0.5)
    #expect(box.x == 7)
    expectClose(player.time, 0.5, absolute: 1e-12)
  }
}
