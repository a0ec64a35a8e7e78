// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Resuming: on an animator with a clock the run continues from the instant of the resume as
/// the clock tells it, so the first frame after it moves; rendered by hand, the first frame
/// after the resume is that instant.
@MainActor
@Suite("Resuming at the clock's instant")
struct ResumeInstantTests {
  static let frame = 1.0 / 60

  /// The spring's value after `runningTime` seconds from 0 towards 1, at rest at first.
  func springValue(after runningTime: Double) -> Double {
    1 + Spring.default.displacement(at: runningTime, initialDisplacement: -1, initialVelocity: 0)
  }

  @Test(
    "under a manual clock, the first frame after a resume moves by its time minus the resume's",
    arguments: [1.0, 2.0])
  func springMovesOnFirstFrame(durationScale: Double) throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    animator.durationScale = durationScale
    let box = Box()
    let spring = SpringAnimation(property: Box.xProperty(threshold: 0))
    spring.fromValue = 0
    spring.toValue = 1
    animator.add(spring, to: box, forKey: "x")
    for _ in 0..<6 { clock.advance(by: Self.frame) }  // starts at 1/60, runs 5 frames
    let before = 5 * Self.frame / durationScale
    expectClose(box.x, springValue(after: before), absolute: 1e-9)

    spring.isPaused = true
    let frozen = box.x
    clock.advance(by: Self.frame)  // a tick with nothing to do: the clock stops
    #expect(!clock.isRunning)
    clock.advance(by: 2)
    spring.isPaused = false
    let resumed = clock.currentTime
    clock.advance(by: Self.frame)

    // The resume frame moves: 1/60 s of clock time after the resume, on the timeline.
    let after = (clock.currentTime - resumed) / durationScale
    #expect(box.x != frozen)
    expectClose(box.x, springValue(after: before + after), absolute: 1e-9)
    expectClose(spring.activeTime, before + after, absolute: 1e-12)
  }

  @Test("rendered by hand, the first frame after a resume is its instant: the value repeats")
  func byHandRepeatsOnce() {
    let animator = Animator()
    let box = Box()
    let spring = SpringAnimation(property: Box.xProperty(threshold: 0))
    spring.fromValue = 0
    spring.toValue = 1
    animator.add(spring, to: box, forKey: "x")
    render(animator, through: 0.1, step: 0.05)
    spring.isPaused = true
    let frozen = box.x
    render(animator, from: 0.15, through: 1, step: 0.05)
    spring.isPaused = false
    let writes = box.xWrites.count
    animator.render(at: 1.05)
    #expect(box.x == frozen)
    #expect(box.xWrites.count == writes + 1)
    animator.render(at: 1.1)
    expectClose(box.x, springValue(after: 0.15), absolute: 1e-9)
  }

  @Test("an animator with a clock but rendered by hand, its clock behind, takes the frame")
  func clockBehindFrames() {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let box = Box()
    let spring = SpringAnimation(property: Box.xProperty(threshold: 0))
    spring.fromValue = 0
    spring.toValue = 1
    animator.add(spring, to: box, forKey: "x")
    render(animator, through: 0.1, step: 0.05)
    spring.isPaused = true
    let frozen = box.x
    spring.isPaused = false  // the clock still reads 0, before the last frame
    animator.render(at: 1)
    #expect(box.x == frozen)
    animator.render(at: 1.05)
    expectClose(box.x, springValue(after: 0.15), absolute: 1e-9)
  }

  @Test("a timeline run paused and resumed under a manual clock moves on its first frame after")
  func timelineMovesOnFirstFrame() throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let (first, second) = (Box(), Box())
    var timeline = Timeline()
    timeline.add(linear(0.5), to: first, forKey: "x")
    timeline.add(linear(0.5), to: second, forKey: "x")
    let run = animator.run(timeline)
    clock.advance(to: 0.1)  // the run and its first entry start
    clock.advance(to: 0.2)
    expectClose(first.x, 0.2, absolute: 1e-12)
    run.pause()
    clock.advance(to: 1.2)  // nothing to do: the clock stops
    #expect(!clock.isRunning)
    clock.advance(to: 4.2)
    run.resume()
    clock.advance(to: 4.25)
    expectClose(first.x, 0.3, absolute: 1e-12, "0.15 s of running time")
    clock.advance(to: 4.6)
    #expect(first.x == 1)
    #expect(second.xWrites == [0])
    clock.advance(to: 4.7)
    expectClose(second.x, 0.2, absolute: 1e-9, "the second started at the first's end, 4.6 s")
  }

  @Test("animate, before the first frame after a resume, hands over at the resume's instant")
  func handOverAtResumeInstant() throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let box = Box()
    let moving = linear(1)
    animator.add(moving, to: box, forKey: "x")
    clock.advance(to: 0.1)
    clock.advance(to: 0.3)
    expectClose(box.x, 0.2, absolute: 1e-12)
    moving.isPaused = true
    clock.advance(to: 0.4)  // nothing to do: the clock stops
    clock.advance(to: 3)
    moving.isPaused = false
    let spring = animator.animate(box, Box.xProperty, to: 5)
    #expect(spring.startInstant == 3)
    clock.advance(to: 3.05)
    #expect(box.x > 0.2)
  }

  private func linear(_ duration: Double) -> BasicAnimation<Box, Double> {
    BasicAnimation(
      property: Box.xProperty, from: 0, to: 1, duration: duration, timingCurve: .linear)
  }
}
