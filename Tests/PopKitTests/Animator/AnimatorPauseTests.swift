// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// The animator-wide pause and its single frames.
@Suite("Animator pause and step")
@MainActor
struct AnimatorPauseTests {
  /// A spring of pop's constants from 0 to 1, threshold 0, and its closed form.
  private static let spring = Spring(tension: 300, friction: 20)

  private static func exact(_ time: Double) -> Double {
    1 + referenceSpring(mass: 1, stiffness: 300, damping: 20, x0: -1, v0: 0, time: time).x
  }

  private func springingBox(on animator: Animator) -> (Box, SpringAnimation<Box, Double>) {
    let box = Box()
    let animation = SpringAnimation(
      property: Box.xProperty(threshold: 0), to: 1, spring: Self.spring)
    animation.fromValue = 0
    animator.add(animation, to: box, forKey: "x")
    return (box, animation)
  }

  @Test("by hand: frames while paused write nothing; a step is one frame; resuming never jumps")
  func pauseByHand() {
    let animator = Animator()
    let (box, _) = springingBox(on: animator)
    for frame in 0...30 { animator.render(at: Double(frame) / 60) }
    let held = box.x
    expectClose(held, Self.exact(0.5), absolute: 1e-9)
    animator.isPaused = true
    let writes = box.xWrites.count
    for frame in 31...90 { animator.render(at: Double(frame) / 60) }
    #expect(box.xWrites.count == writes, "no write while paused")
    #expect(animator.step(by: 1.0 / 60))
    #expect(box.xWrites.count == writes + 1)
    expectClose(box.x, Self.exact(31.0 / 60), absolute: 1e-9)
    #expect(animator.step(by: 1.0 / 60))
    expectClose(box.x, Self.exact(32.0 / 60), absolute: 1e-9)
    animator.isPaused = false
    #expect(!animator.step(by: 1.0 / 60), "a running animator does not step")
    // The first frame after the resume continues from the pause, the next ones from there.
    animator.render(at: 5)
    expectClose(box.x, Self.exact(32.0 / 60), absolute: 1e-9)
    animator.render(at: 5 + 1.0 / 60)
    expectClose(box.x, Self.exact(33.0 / 60), absolute: 1e-9)
  }

  @Test("under a clock: the clock stops, and time runs again from the clock's time at the resume")
  func pauseUnderClock() {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let (box, _) = springingBox(on: animator)
    for _ in 0..<30 { clock.advance(by: 1.0 / 60) }
    // The first tick is the start frame: 30 ticks reach 29/60 of the spring.
    let start = 1.0 / 60
    expectClose(box.x, Self.exact(clock.currentTime - start), absolute: 1e-9)
    let pausedAt = clock.currentTime
    animator.isPaused = true
    #expect(!clock.isRunning)
    clock.advance(by: 10)
    let writes = box.xWrites.count
    #expect(box.xWrites.count == writes)
    animator.isPaused = false
    #expect(clock.isRunning)
    clock.advance(by: 1.0 / 60)
    expectClose(box.x, Self.exact(pausedAt + 1.0 / 60 - start), absolute: 1e-9)
  }

  @Test("a pause holds timelines, players, decays and timed curves; each resumes without a jump")
  func holdsEveryKind() throws {
    let animator = Animator()
    let (sliding, fading, flung, played) = (Box(), Box(), Box(), Box())
    var timeline = Timeline()
    timeline.add(
      BasicAnimation(property: Box.xProperty, from: 0, to: 1, duration: 1, timingCurve: .linear),
      to: sliding, forKey: "x")
    timeline.add(
      BasicAnimation(property: Box.xProperty, from: 0, to: 1, duration: 1, timingCurve: .linear),
      to: fading, forKey: "x")
    animator.run(timeline)
    let fling = DecayAnimation(property: Box.xProperty(threshold: 0), velocity: 500)
    fling.fromValue = 0
    animator.add(fling, to: flung, forKey: "x")
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(100, duration: 4)]), to: played, Box.xProperty)
    animator.play(plan)
    for frame in 0...60 { animator.render(at: Double(frame) / 60) }
    let before = (sliding.x, fading.x, flung.x, played.x)
    animator.isPaused = true
    for frame in 61...200 { animator.render(at: Double(frame) / 60) }
    #expect(sliding.x == before.0 && fading.x == before.1)
    #expect(flung.x == before.2 && played.x == before.3)
    animator.isPaused = false
    animator.render(at: 10)
    #expect(sliding.x == before.0 && played.x == before.3, "the first frame continues")
    animator.render(at: 10 + 0.5)
    // The second entry starts when the first ends (at 1 s of the run): 1 s + 0.5 s gone.
    expectClose(fading.x, 0.5, absolute: 1e-9)
    expectClose(played.x, 100 * 1.5 / 4, absolute: 1e-9)
    expectClose(flung.x, Decay().displacement(at: 1.5, initialVelocity: 500), absolute: 1e-9)
  }

  @Test("a step moves the held timeline at the duration scale's rate; added animations wait")
  func stepUnderScale() {
    let animator = Animator()
    let box = Box()
    let basic = BasicAnimation(
      property: Box.xProperty, from: 0, to: 1, duration: 1, timingCurve: .linear)
    animator.add(basic, to: box, forKey: "x")
    animator.render(at: 0)
    animator.durationScale = 2
    animator.isPaused = true
    let waiting = Box()
    animator.add(
      BasicAnimation(property: Box.xProperty, from: 5, to: 6, duration: 1), to: waiting,
      forKey: "x")
    animator.render(at: 1)
    #expect(waiting.xWrites.isEmpty)
    animator.step(by: 0.1)
    expectClose(box.x, 0.05, absolute: 1e-12, "a 0.1 s frame at scale 2 is 0.05 s of motion")
    #expect(waiting.x == 5, "the added animation starts on the step")
    animator.durationScale = 1
    animator.step(by: 0.1)
    expectClose(box.x, 0.15, absolute: 1e-12)
  }
}
