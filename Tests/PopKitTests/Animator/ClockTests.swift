// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Frame clocks: a clock runs only while some animation waits or runs, frames come only from
/// its ticks, and the same ticks give the same values.
@MainActor
@Suite("Clocks")
struct ClockTests {
  static let frame = 1.0 / 60

  func spring(to target: Double = 100) -> SpringAnimation<Box, Double> {
    let spring = SpringAnimation(property: Box.xProperty(threshold: 1))
    spring.fromValue = 0
    spring.toValue = target
    return spring
  }

  /// Advances the clock one frame at a time until `condition` holds; returns the frames taken.
  func advance(_ clock: ManualClock, maximumFrames: Int = 1000, until condition: () -> Bool)
    -> Int?
  {
    for frame in 1...maximumFrames {
      clock.advance(by: Self.frame)
      if condition() { return frame }
    }
    return nil
  }

  @Test("an idle clock does not tick; adding starts it; the last finish stops it")
  func runsOnlyWhileNeeded() throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let box = Box()
    #expect(!clock.isRunning)
    clock.advance(by: 1)
    #expect(clock.tickCount == 0)

    let animation = spring()
    var stops: [Bool] = []
    animation.onStop = { _, finished in stops.append(finished) }
    animator.add(animation, to: box, forKey: "x")
    #expect(clock.isRunning)
    #expect(box.xWrites.isEmpty)  // the clock has not ticked yet
    let frames = try #require(advance(clock) { !clock.isRunning })
    #expect(stops == [true])
    #expect(clock.tickCount == frames)
    // One write per tick, and on the finishing tick a second one: the snap to the target.
    #expect(box.xWrites.count == frames + 1)
    #expect(box.x == 100)
    clock.advance(by: 1)
    clock.advance(by: 1)
    #expect(clock.tickCount == frames)
    #expect(animator.currentTime == clock.currentTime)
  }

  @Test("a kept animation given a new target, or a paused one resumed, starts the clock again")
  func restartsForKeptAndResumed() throws {
    let clock = ManualClock(startTime: 10)
    let animator = Animator(clock: clock)
    let box = Box()
    let animation = spring()
    animation.removedOnCompletion = false
    animator.add(animation, to: box, forKey: "x")
    _ = try #require(advance(clock) { !clock.isRunning })
    #expect(box.x == 100)
    #expect(animator.animationCount == 1)

    animation.toValue = 50
    #expect(clock.isRunning)
    clock.advance(by: Self.frame)
    clock.advance(by: Self.frame)
    #expect(animation.isRunning)
    animation.isPaused = true
    let frozen = box.x
    let writes = box.xWrites.count
    clock.advance(by: Self.frame)  // the next tick sees nothing to do and stops the clock
    #expect(!clock.isRunning)
    #expect(box.xWrites.count == writes)
    let ticks = clock.tickCount
    clock.advance(by: 5)
    #expect(clock.tickCount == ticks)

    animation.isPaused = false
    #expect(clock.isRunning)
    clock.advance(by: Self.frame)  // the frame after the resume continues from the frozen value
    #expect(box.x < frozen)  // and moves on towards 50, from the resume's instant (issue 22)
    _ = try #require(advance(clock) { !clock.isRunning })
    #expect(box.x == 50)
    #expect(animator.hasActiveAnimations == false)
  }

  @Test("removing the last animation lets the next tick stop the clock, writing nothing")
  func stopsAfterRemoval() {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let box = Box()
    animator.add(spring(), to: box, forKey: "x")
    clock.advance(by: Self.frame)
    clock.advance(by: Self.frame)
    animator.removeAllAnimations(from: box)
    let writes = box.xWrites.count
    clock.advance(by: Self.frame)
    #expect(!clock.isRunning)
    #expect(box.xWrites.count == writes)
    #expect(clock.tickCount == 3)
  }

  @Test("an animation waiting for its begin time keeps the clock ticking and starts on time")
  func waitingKeepsTicking() {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let box = Box()
    let animation = SpringAnimation(property: Box.xProperty(threshold: 0))
    animation.toValue = 100
    animation.beginTime = 0.5
    var started: Double?
    animation.onStart = { _ in started = clock.currentTime }
    animator.add(animation, to: box, forKey: "x")
    for _ in 0..<40 { clock.advance(by: 0.025) }
    #expect(clock.isRunning)
    #expect(clock.tickCount == 40)
    expectClose(started ?? -1, 0.5, absolute: 1e-9)
    #expect(box.xWrites.count == 21)  // 0.5, 0.525, …, 1.0
  }

  @Test("the same ticks give bit-identical values, and the same as rendering by hand")
  func deterministic() {
    var generator = SeededGenerator(seed: 42)
    var times: [Double] = []
    var time = 0.0
    for _ in 0..<120 {
      time += Self.frame * (0.7 + 0.6 * generator.nextUnit())
      times.append(time)
    }
    func run(byHand: Bool) -> [Double] {
      let box = Box()
      let clock = ManualClock()
      let animator = byHand ? Animator() : Animator(clock: clock)
      let animation = SpringAnimation(property: Box.xProperty(threshold: 0))
      animation.fromValue = 0
      animation.toValue = 1
      animation.velocity = -3
      animation.spring = Spring(bounciness: 12, speed: 8)
      animator.add(animation, to: box, forKey: "x")
      for time in times {
        if byHand { animator.render(at: time) } else { clock.advance(to: time) }
      }
      return box.xWrites
    }
    let first = run(byHand: false)
    #expect(first.count == times.count)
    #expect(run(byHand: false) == first)
    #expect(run(byHand: true) == first)
  }

  @Test("a timer clock runs between start and stop, and its animator starts and stops it")
  func timerClock() {
    let clock = TimerClock()
    #expect(clock.framesPerSecond == 60)
    #expect(!clock.isRunning)
    clock.start()
    #expect(clock.isRunning)
    clock.start()
    #expect(clock.isRunning)
    clock.stop()
    #expect(!clock.isRunning)
    let earlier = clock.currentTime
    #expect(clock.currentTime >= earlier)

    let ticking = TimerClock(framesPerSecond: 120)
    let animator = Animator(clock: ticking)
    let box = Box()
    animator.add(spring(), to: box, forKey: "x")
    #expect(ticking.isRunning)
    // Deliver ticks by hand instead of waiting for the timer.
    let start = ticking.currentTime
    ticking.onTick?(start)
    ticking.onTick?(start + 0.5)
    #expect(box.xWrites.count == 2)
    animator.removeAllAnimations(from: box)
    ticking.onTick?(start + 0.6)
    #expect(!ticking.isRunning)
    #expect(box.xWrites.count == 2)
  }

  @Test("resuming under a timer clock continues from where the animation paused")
  func timerClockResume() throws {
    // Regression: the animator compared the tick's time with the timer's later `now`, missed
    // the resume, and jumped the animation ahead by the whole pause.
    let clock = TimerClock()
    let animator = Animator(clock: clock)
    let box = Box()
    let animation = SpringAnimation(property: Box.xProperty(threshold: 0))
    animation.fromValue = 0
    animation.toValue = 1
    animator.add(animation, to: box, forKey: "x")
    let base = clock.currentTime - 10  // ticks in the past, so `now` is always later
    clock.onTick?(base)
    clock.onTick?(base + 0.1)
    animation.isPaused = true
    clock.onTick?(base + 0.2)
    let frozen = box.x
    animation.isPaused = false
    clock.onTick?(base + 5)
    #expect(box.x == frozen)
    clock.onTick?(base + 5.05)
    let reference = referenceSpring(
      mass: 1, stiffness: Spring.default.tension, damping: Spring.default.friction, x0: -1,
      v0: 0, time: 0.15)
    expectClose(box.x, 1 + reference.x, absolute: 1e-9)
    animator.removeAllAnimations(from: box)
    clock.stop()
  }
}

@MainActor
@Suite("Shared animator")
struct SharedAnimatorTests {
  @Test("the shared animator runs on a 60 Hz timer clock that idles until needed")
  func sharedAnimatorClock() async throws {
    let clock = try #require(Animator.shared.clock as? TimerClock)
    #expect(clock.framesPerSecond == 60)
    #expect(Animator.shared === Animator.shared)
    // A test running beside this one may have just removed the shared animator's last
    // animation: the clock stops on its next tick (1/60 s), which the wait lets happen.
    let deadline = ContinuousClock.now + .seconds(2)
    while clock.isRunning, !Animator.shared.hasActiveAnimations, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(!clock.isRunning || Animator.shared.hasActiveAnimations)
  }
}
