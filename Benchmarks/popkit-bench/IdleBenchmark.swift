// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import Foundation
import PopKit

/// The cost of a render with nothing running, and proof that clocks stop when nothing runs.
///
/// Timed: `renders` calls of `render(at:)` on an ``Animator`` without animations; the figure is
/// nanoseconds per render. Then, untimed: a ``ManualClock`` and a ``TimerClock`` each drive an
/// animator through one short spring; each clock must be running while the spring moves and
/// stopped once it has finished, and must not tick afterwards.
@MainActor
func idleBenchmark(name: String, renders: Int, repetitions: Int) -> BenchmarkResult {
  var samples: [Double] = []
  var allocations: [Double] = []
  for _ in 0..<repetitions {
    let animator = Animator()
    let step = identity(Frames.duration)
    let before = HeapSnapshot.now()
    let start = monotonicNanoseconds()
    for frame in 0..<renders {
      animator.render(at: Double(frame) * step)
    }
    let end = monotonicNanoseconds()
    allocations.append(Double(HeapSnapshot.now().allocations(since: before)) / Double(renders))
    samples.append(Double(end - start) / Double(renders))
    blackHole(animator)
  }
  let manual = manualClockProof()
  let timer = timerClockProof()
  return BenchmarkResult(
    name: name, n: 0, frames: renders, repetitions: repetitions, nanoseconds: Summary(samples),
    allocationsPerFrame: Summary(allocations).maximum, bytesPerItem: nil,
    extras: [
      ("manual_clock_ran_while_animating", .bool(manual.ranWhileAnimating)),
      ("manual_clock_running_after_finish", .bool(manual.runningAfterFinish)),
      ("manual_clock_ticks_after_finish", .int(manual.ticksAfterFinish)),
      ("timer_clock_ticks_while_animating", .int(timer.ticksWhileAnimating)),
      ("timer_clock_running_when_idle", .bool(timer.runningWhenIdle)),
      ("timer_clock_ticks_when_idle", .int(timer.ticksWhenIdle)),
    ])
}

/// The property of the clock proofs: pop's threshold for a value of the order of 1.
@MainActor
private let visibleX = AnimatableProperty<Particle, Double>(
  name: "x", threshold: 0.01, read: { $0.x }, write: { $0.x = $1 })

/// A stiff, well-damped spring that settles in about a quarter of a second.
@MainActor
private func shortSpring() -> SpringAnimation<Particle, Double> {
  let animation = SpringAnimation(property: visibleX)
  animation.toValue = 1
  animation.spring = Spring(dampingRatio: 1, response: 0.1)
  return animation
}

@MainActor
private func manualClockProof() -> (
  ranWhileAnimating: Bool, runningAfterFinish: Bool, ticksAfterFinish: Int
) {
  let clock = ManualClock()
  let animator = Animator(clock: clock)
  let particle = Particle()
  animator.add(shortSpring(), to: particle, forKey: "x")
  let ranWhileAnimating = clock.isRunning
  var frames = 0
  while clock.isRunning && frames < 6000 {
    clock.advance(by: Frames.duration)
    frames += 1
  }
  let runningAfterFinish = clock.isRunning
  let ticks = clock.tickCount
  for _ in 0..<600 { clock.advance(by: Frames.duration) }
  blackHole(animator)
  return (ranWhileAnimating, runningAfterFinish, clock.tickCount - ticks)
}

/// Counts a clock's ticks on the way to its animator.
@MainActor
private final class TickCounter {
  var count = 0
}

@MainActor
private func timerClockProof() -> (
  ticksWhileAnimating: Int, runningWhenIdle: Bool, ticksWhenIdle: Int
) {
  let clock = TimerClock(framesPerSecond: 60)
  let animator = Animator(clock: clock)
  let counter = TickCounter()
  let render = clock.onTick
  clock.onTick = { time in
    counter.count += 1
    render?(time)
  }
  let particle = Particle()
  animator.add(shortSpring(), to: particle, forKey: "x")
  // The timer fires on the main queue, which the main run loop services.
  let deadline = Date(timeIntervalSinceNow: 3)
  while clock.isRunning && Date() < deadline {
    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
  }
  let ticksWhileAnimating = counter.count
  let runningWhenIdle = clock.isRunning
  let idleUntil = Date(timeIntervalSinceNow: 0.5)
  while Date() < idleUntil {
    _ = RunLoop.main.run(mode: .default, before: idleUntil)
  }
  blackHole(animator)
  return (ticksWhileAnimating, runningWhenIdle, counter.count - ticksWhileAnimating)
}
