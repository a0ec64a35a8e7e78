// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Runs that start at a past instant: the first frame advances by the time since the instant,
/// for every kind, through the one mechanism of the run machinery.
@Suite("Starting at a past instant")
@MainActor
struct RunStartTests {
  /// A spring's tension, friction and mass, given as tension/friction (mass 1).
  static let spring = Spring(tension: 300, friction: 20, mass: 1)

  @Test("a spring started at a past instant is, on its first frame, where its closed form is")
  func springFirstFrame() {
    let animator = Animator()
    let box = Box()
    animator.render(at: 1)
    let spring = SpringAnimation(property: Box.xProperty)
    spring.fromValue = 0
    spring.toValue = 10
    spring.velocity = 5
    spring.spring = Self.spring
    spring.startInstant = 1.004
    animator.add(spring, to: box, forKey: "x")
    animator.render(at: 1 + 1.0 / 60)
    let elapsed = 1.0 / 60 - 0.004
    let exact = referenceSpring(
      mass: 1, stiffness: 300, damping: 20, x0: -10, v0: 5, time: elapsed)
    #expect(box.xWrites.count == 1)
    expectClose(box.x, 10 + exact.x, absolute: 1e-9)
    expectClose(spring.velocity ?? 0, exact.v, absolute: 1e-9)
  }

  @Test("a fling handed to a spring between frames moves on the spring's first frame")
  func decayHandedToSpring() throws {
    let animator = Animator()
    let box = Box()
    let fling = DecayAnimation(property: Box.xProperty)
    fling.fromValue = 0
    fling.velocity = 800
    animator.add(fling, to: box, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 1.0 / 60)
    animator.render(at: 2.0 / 60)
    let handOff = 2.0 / 60
    let (value, velocity) = (box.x, try #require(fling.velocity))
    // The spring takes over from the fling's state at the last frame, from that instant.
    let spring = SpringAnimation(property: Box.xProperty)
    spring.fromValue = value
    spring.velocity = velocity
    spring.toValue = 100
    spring.spring = Self.spring
    spring.startInstant = handOff
    animator.add(spring, to: box, forKey: "x")
    animator.render(at: 3.0 / 60)
    let exact = referenceSpring(
      mass: 1, stiffness: 300, damping: 20, x0: value - 100, v0: velocity, time: 1.0 / 60)
    #expect(box.x != value, "no frame stands still")
    expectClose(box.x, 100 + exact.x, absolute: 1e-9)
  }

  @Test("a decay started at a past instant has travelled its exact distance")
  func decayFirstFrame() {
    let animator = Animator()
    let box = Box()
    let fling = DecayAnimation(property: Box.xProperty)
    fling.fromValue = 0
    fling.velocity = 1000
    fling.startInstant = 0.25
    animator.add(fling, to: box, forKey: "x")
    animator.render(at: 0.3)
    let exact = Decay(deceleration: 0.998).displacement(at: 0.05, initialVelocity: 1000)
    expectClose(box.x, exact, absolute: 1e-9)
  }

  @Test("a timed animation started at a past instant is that far along its curve")
  func basicFirstFrame() {
    let animator = Animator()
    let box = Box()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 2
    basic.duration = 0.5
    basic.timingCurve = .easeInEaseOut
    basic.startInstant = 0.1
    animator.add(basic, to: box, forKey: "x")
    animator.render(at: 0.2)
    expectClose(box.x, 2 * TimingCurve.easeInEaseOut.value(at: 0.1 / 0.5), absolute: 1e-12)
  }

  @Test("a custom animation started at a past instant sees the time since as its first elapsed")
  func customFirstFrame() {
    let animator = Animator()
    let box = Box()
    var elapsed: [Double] = []
    let custom = CustomAnimation<Box> { _, animation in
      elapsed.append(animation.elapsedTime)
      return true
    }
    custom.startInstant = 0.5
    animator.add(custom, to: box)
    animator.render(at: 0.52)
    animator.render(at: 0.6)
    #expect(elapsed.count == 2)
    expectClose(elapsed[0], 0.02, absolute: 1e-12)
    expectClose(elapsed[1], 0.08, absolute: 1e-12)
  }

  @Test("an instant later than the frame waits for a frame at or after it, then starts at it")
  func futureInstantWaits() {
    let animator = Animator()
    let box = Box()
    let recorder = EventRecorder()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 1
    basic.duration = 1
    basic.timingCurve = .linear
    basic.startInstant = 0.5
    recorder.observe(basic)
    animator.add(basic, to: box, forKey: "x")
    animator.render(at: 0.25)
    #expect(recorder.count(.start) == 0)
    #expect(box.xWrites.isEmpty)
    animator.render(at: 0.75)
    #expect(recorder.count(.start) == 1)
    expectClose(box.x, 0.25, absolute: 1e-12)
  }

  @Test("more than 30 s since the instant finishes a spring at its target (pop's time jump)")
  func longAgoFinishes() {
    let animator = Animator()
    let box = Box()
    let recorder = EventRecorder()
    let spring = SpringAnimation(property: Box.xProperty)
    spring.fromValue = 0
    spring.toValue = 3
    spring.startInstant = 0
    recorder.observe(spring)
    animator.add(spring, to: box, forKey: "x")
    animator.render(at: 45)
    #expect(box.x == 3)
    #expect(recorder.stops == [true])
  }

  @Test("a start instant that is not finite is a programmer error")
  func nonFiniteInstant() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { SpringAnimation(property: Box.xProperty).startInstant = .nan }
    }
  }
}

/// A release stamped with the pointer event's time: the spring has the release velocity at
/// its start and its first frame covers exactly the motion since the event.
@Suite("Release continuity")
@MainActor
struct ReleaseContinuityTests {
  @Test(
    "a spring released 5 ms before a frame starts with the release velocity",
    arguments: [30.0, 60.0, 120.0, 144.0])
  func release(fps: Double) throws {
    let animator = Animator()
    let box = Box(x: 40)
    animator.render(at: 1)
    let release = 1 + 1 / fps - 0.005
    let spring = SpringAnimation(
      property: Box.xProperty, to: 100, spring: Spring(tension: 300, friction: 20),
      velocity: -250)
    spring.startInstant = release
    #expect(spring.velocity == -250, "the release velocity, exactly, before the start")
    animator.add(spring, to: box, forKey: "x")
    animator.render(at: 1 + 1 / fps)
    let exact = referenceSpring(
      mass: 1, stiffness: 300, damping: 20, x0: -60, v0: -250, time: 0.005)
    expectClose(box.x, 100 + exact.x, absolute: 1e-9)
    try expectClose(#require(spring.velocity), exact.v, absolute: 1e-9)
    #expect(box.x != 40, "the first frame moves")
  }
}
