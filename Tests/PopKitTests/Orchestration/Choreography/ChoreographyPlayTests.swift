// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Playing a choreography: the time on each frame, rates, reversing, repeats and the end.
@Suite("Choreography: playing")
@MainActor
struct ChoreographyPlayTests {
  /// A 1 s linear 0 → 100 track on a box's x, from `start`.
  private func plan(_ box: Box, start: Double = 0) -> Choreography {
    var plan = Choreography()
    plan.add(
      KeyframeTrack(from: 0.0, [.linear(100, duration: 1)]), to: box, Box.xProperty, at: start)
    return plan
  }

  @Test("by hand at 60 Hz: the first frame writes time 0, then t = T − T0, the end exactly")
  func playsByHand() {
    let animator = Animator()
    let box = Box()
    let player = animator.play(plan(box))
    var ends: [ChoreographyPlayer.End] = []
    player.onFinish = { ends.append($0) }
    for frame in 0...70 {
      animator.render(at: 5 + Double(frame) / 60)
      let expected = min(Double(frame) / 60, 1) * 100
      expectClose(box.x, expected, absolute: 1e-9, "frame \(frame)")
    }
    #expect(ends == [.end])
    #expect(player.time == 1 && player.progress == 1 && !player.isPlaying)
    #expect(box.x == 100)
    #expect(box.xWrites.count == 61, "nothing written once at rest")
    #expect(animator.animationCount == 0, "the conductor and the claim are gone at rest")
  }

  @Test("under a clock: play() starts at the clock's instant of the call, not the next tick")
  func playsFromTheClockInstant() {
    let clock = ManualClock(startTime: 10)
    let animator = Animator(clock: clock)
    let box = Box()
    let player = animator.play(plan(box), paused: true)
    clock.advance(to: 10.25)  // idle: nothing renders
    player.play()  // at 10.25
    clock.advance(to: 10.3)
    expectClose(player.time, 0.05, absolute: 1e-12)
    expectClose(box.x, 5, absolute: 1e-9)
  }

  @Test("frame-rate sweep: at 30, 60, 120, 240 Hz and jittered frames, t = t0 + rate·(T − T0)")
  func frameRateSweep() {
    var generator = SeededGenerator(seed: 23)
    for interval in [1.0 / 30, 1.0 / 60, 1.0 / 120, 1.0 / 240, -1] {
      for rate in [1.0, 0.5, -2] {
        let animator = Animator()
        let box = Box()
        let player = animator.play(plan(box), paused: true)
        player.progress = rate < 0 ? 1 : 0
        animator.render(at: 0)
        player.rate = rate
        player.play()
        var now = 0.0
        var arrived = 0
        player.onFinish = { _ in arrived += 1 }
        let startTime = player.time
        // The play's anchor is the first frame after the call.
        var anchor: Double?
        while arrived == 0 && now < 5 {
          now += interval > 0 ? interval : Double.random(in: 0.001...0.05, using: &generator)
          animator.render(at: now)
          anchor = anchor ?? now
          let expected = min(max(startTime + rate * (now - anchor!), 0), 1)
          expectClose(player.time, expected, absolute: 1e-12, "interval \(interval) rate \(rate)")
          expectClose(box.x, 100 * expected, absolute: 1e-9)
        }
        #expect(arrived == 1)
        #expect(player.time == (rate > 0 ? 1 : 0))
      }
    }
  }

  @Test("a rate change takes effect from the last rendered frame: none repeats, none skips")
  func rateChangeFromTheLastFrame() {
    let animator = Animator()
    let box = Box()
    let player = animator.play(plan(box))
    animator.render(at: 0)
    animator.render(at: 0.25)
    player.rate = 0.5
    animator.render(at: 0.35)
    expectClose(player.time, 0.25 + 0.5 * 0.1, absolute: 1e-12)
    player.reverse()  // rate −0.5 from 0.35
    animator.render(at: 0.45)
    expectClose(player.time, 0.3 - 0.05, absolute: 1e-12)
    #expect(player.isPlaying && player.rate == -0.5)
  }

  @Test("pause holds the paused time; play continues from it on the next frame")
  func pauseAndPlay() {
    let animator = Animator()
    let box = Box()
    let player = animator.play(plan(box))
    animator.render(at: 0)
    animator.render(at: 0.4)
    player.pause()
    animator.render(at: 1)
    expectClose(player.time, 0.4, absolute: 1e-12)
    expectClose(box.x, 40, absolute: 1e-9)
    player.play()
    animator.render(at: 2)  // the play's first frame: the paused time
    expectClose(player.time, 0.4, absolute: 1e-12)
    animator.render(at: 2.1)
    expectClose(player.time, 0.5, absolute: 1e-12)
  }

  @Test("play() at the end it heads for starts again from the other end")
  func playAgainFromTheOtherEnd() {
    let animator = Animator()
    let box = Box()
    let player = animator.play(plan(box))
    for frame in 0...61 { animator.render(at: Double(frame) / 60) }
    #expect(player.time == 1)
    player.play()
    animator.render(at: 2)
    #expect(player.time == 0 && box.x == 0)
    player.pause()
    player.rate = -1
    player.play()
    animator.render(at: 3)
    #expect(player.time == 1, "backwards from the start starts at the end")
  }

  @Test("repeats and autoreverses: the runs alternate, onFinish once, at the end it began from")
  func repeatsAndAutoreverses() {
    for (autoreverses, count, end) in [
      (false, 3, ChoreographyPlayer.End.end), (true, 2, .start), (true, 0, .start),
    ] {
      let animator = Animator()
      let box = Box()
      let player = animator.play(plan(box), paused: true)
      player.repeatCount = count
      player.autoreverses = autoreverses
      var ends: [ChoreographyPlayer.End] = []
      player.onFinish = { ends.append($0) }
      player.play()
      let runs = autoreverses ? 2 * max(count, 1) : max(count, 1)
      var now = 0.0
      while now < Double(runs) + 1 {
        animator.render(at: now)
        // Independent: run k = floor(now), the time within it, the direction of run k.
        let run = Int(now.rounded(.down))
        if run < runs {
          let into = now - Double(run)
          let forward = !autoreverses || run % 2 == 0
          let expected = forward ? into : 1 - into
          expectClose(player.time, expected, absolute: 1e-9, "run \(run) at \(now)")
        }
        now += 1.0 / 64
      }
      #expect(ends == [end])
      #expect(player.time == (end == .end ? 1 : 0))
    }
  }

  @Test("the animator scales the player's time: durationScale 2 plays at half speed")
  func durationScale() {
    let animator = Animator()
    let box = Box()
    animator.durationScale = 2
    let player = animator.play(plan(box))
    animator.render(at: 0)
    animator.render(at: 1)
    expectClose(player.time, 0.5, absolute: 1e-12)
  }

  @Test("reduced motion or a zero duration scale: playing reaches its end on the next frame")
  func reducedMotionJumps() {
    for reduced in [true, false] {
      let animator = Animator()
      let box = Box()
      if reduced { animator.reducesMotion = true } else { animator.durationScale = 0 }
      let player = animator.play(plan(box))
      var ends: [ChoreographyPlayer.End] = []
      player.onFinish = { ends.append($0) }
      animator.render(at: 0)
      #expect(box.x == 100 && ends == [.end] && player.time == 1)
      player.repeatForever = true
      player.rate = -1
      player.play()
      animator.render(at: 0.1)
      #expect(box.x == 100 && !player.isPlaying, "playing for ever stops where it is")
      #expect(ends == [.end])
    }
  }

  @Test("finished answers the end it comes to rest at; nil when paused first; at rest at once")
  func finishedAnswers() async {
    let animator = Animator()
    let box = Box()
    let player = animator.play(plan(box))
    let waiting = Task { await player.finished }
    await Task.yield()
    for frame in 0...61 { animator.render(at: Double(frame) / 60) }
    #expect(await waiting.value == .end)
    #expect(await player.finished == .end)
    player.progress = 0.5
    #expect(await player.finished == nil)
    player.play()
    let paused = Task { await player.finished }
    await Task.yield()
    player.pause()
    #expect(await paused.value == nil)
  }
}
