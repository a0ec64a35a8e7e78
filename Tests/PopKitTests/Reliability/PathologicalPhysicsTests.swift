// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A spring move at the edges of what doubles hold, and what must happen.
struct ExtremeSpringCase: Sendable, CustomTestStringConvertible {
  let name: String
  let spring: Spring
  let from: Double
  let to: Double
  let velocity: Double
  let threshold: Double
  /// The frame (at 60 Hz) by which the move must have settled; `nil` when it never settles.
  let settlesBy: Int?

  var testDescription: String { name }

  static let all: [ExtremeSpringCase] = [
    .init(
      name: "tension 1e9", spring: Spring(tension: 1e9, friction: 30), from: 0, to: 1,
      velocity: 0, threshold: 0.01, settlesBy: 60),
    .init(
      name: "tension 1e9, critically damped",
      spring: Spring(tension: 1e9, friction: 2 * 1e9.squareRoot()), from: 0, to: 1, velocity: 0,
      threshold: 0.01, settlesBy: 3),
    .init(
      name: "mass 1e-6", spring: Spring(tension: 342, friction: 30, mass: 1e-6), from: 0, to: 1,
      velocity: 0, threshold: 0.01, settlesBy: 60),
    .init(
      name: "mass 1e-12", spring: Spring(tension: 342, friction: 30, mass: 1e-12), from: 0, to: 1,
      velocity: 0, threshold: 0.01, settlesBy: 60),
    .init(
      name: "mass 1e-300", spring: Spring(tension: 342, friction: 30, mass: 1e-300), from: 0,
      to: 1, velocity: 0, threshold: 0.01, settlesBy: 60),
    .init(
      name: "tension 1e300", spring: Spring(tension: 1e300, friction: 30), from: 0,
      to: 1, velocity: 0, threshold: 0.01, settlesBy: 60),
    .init(
      name: "friction 1e300 (creeps: never settles in practice)",
      spring: Spring(tension: 342, friction: 1e300), from: 0, to: 1, velocity: 0,
      threshold: 0.01, settlesBy: nil),
    .init(
      name: "tension 1e9 and mass 1e-6", spring: Spring(tension: 1e9, friction: 30, mass: 1e-6),
      from: 0, to: 1, velocity: 0, threshold: 0.01, settlesBy: 3),
    .init(
      name: "distance 1e12", spring: .default, from: 0, to: 1e12, velocity: 0, threshold: 1,
      settlesBy: 200),
    .init(
      name: "distance and velocity 1e12", spring: .default, from: -1e12, to: 1e12,
      velocity: 1e12, threshold: 1, settlesBy: 200),
    .init(
      name: "threshold 1e-12", spring: .default, from: 0, to: 1, velocity: 0, threshold: 1e-12,
      settlesBy: 200),
    .init(
      name: "threshold 1e-12 and distance 1e12", spring: .default, from: 1e12, to: 0,
      velocity: 0, threshold: 1e-12, settlesBy: 300),
    .init(
      name: "all at once", spring: Spring(tension: 1e9, friction: 30, mass: 1e-6), from: -1e12,
      to: 1e12, velocity: 1e12, threshold: 1e-12, settlesBy: 3),
    .init(
      name: "zero friction", spring: Spring(tension: 100, friction: 0), from: 0, to: 1,
      velocity: 0, threshold: 0.01, settlesBy: nil),
    .init(
      name: "zero friction, tension 1e9, mass 1e-6, distance 1e12",
      spring: Spring(tension: 1e9, friction: 0, mass: 1e-6), from: 0, to: 1e12, velocity: 1e12,
      threshold: 1e-12, settlesBy: nil),
    .init(
      name: "no tension, no friction: free flight at 1e12 per second",
      spring: Spring(tension: 0, friction: 0), from: 0, to: 1, velocity: 1e12, threshold: 1,
      settlesBy: nil),
  ]
}

/// Pathological physics through the real animator: no NaN written, no hang, no trap; a move
/// that can settle settles within a bounded number of frames, and one that cannot (no friction)
/// runs until it is removed.
@MainActor
@Suite("Pathological physics")
struct PathologicalPhysicsTests {
  /// Frames to run a move that never settles: almost three minutes at 60 Hz.
  static let neverSettlingFrames = 10_000

  @Test(
    "extreme springs: finite values, settling within a bound or running until removed",
    arguments: ExtremeSpringCase.all)
  func extremeSpring(_ move: ExtremeSpringCase) {
    let box = Box(x: move.from)
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty(threshold: move.threshold))
    spring.spring = move.spring
    spring.fromValue = move.from
    spring.toValue = move.to
    spring.velocity = move.velocity
    let recorder = EventRecorder()
    recorder.observe(spring)
    var stopped = false
    spring.onStop = { _, _ in stopped = true }
    animator.add(spring, to: box, forKey: "x")
    let limit = move.settlesBy.map { $0 + 1 } ?? Self.neverSettlingFrames
    let settled = renderUntil(animator, maximumFrames: limit) { stopped }
    #expect(box.xWrites.allSatisfy { $0.isFinite })
    #expect(box.xWrites.count >= min(limit, 2))
    if let bound = move.settlesBy {
      #expect((settled ?? .max) <= bound, "settled on frame \(settled ?? -1)")
      #expect(recorder.stops == [true])
      #expect(box.x == move.to)
    } else {
      // Still going after ten thousand frames (and, without friction, still swinging): it
      // runs until removed.
      #expect(settled == nil)
      #expect(spring.isRunning)
      let recent = box.xWrites.suffix(100)
      if move.spring.friction == 0 { #expect((recent.max() ?? 0) > (recent.min() ?? 0)) }
      animator.removeAnimation(forKey: "x", from: box)
      #expect(recorder.stops == [false])
    }
    #expect(recorder.violations.isEmpty)
    #expect(animator.animationCount == 0)
  }

  @Test("finding 5: a spring without friction conserves its energy frame after frame, for ever")
  func finding5ZeroFrictionIsBounded() {
    let box = Box()
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty)
    spring.spring = Spring(tension: 100, friction: 0)
    spring.fromValue = 0
    spring.toValue = 1
    animator.add(spring, to: box, forKey: "x")
    render(animator, through: Double(Self.neverSettlingFrames) / 60, step: 1.0 / 60)
    // From rest one unit away, it swings between 0 and 2 and nowhere else.
    #expect(box.xWrites.allSatisfy { $0 >= -1e-9 && $0 <= 2 + 1e-9 })
    #expect((box.xWrites.max() ?? 0) > 1.99 && (box.xWrites.min() ?? 1) < 0.01)
    #expect(spring.isRunning)
    // Not even a frame more than 30 s after the previous one finishes it (finding 5: it has no
    // rest to finish at): it goes on exactly where its closed form, 1 − cos(10 t), says.
    var finished: Bool?
    spring.onStop = { _, flag in finished = flag }
    let later = Double(Self.neverSettlingFrames) / 60 + 31
    animator.render(at: later)
    #expect(finished == nil)
    #expect(spring.isRunning)
    expectClose(box.x, 1 - cos(10 * later), absolute: 1e-6)
  }

  @Test(
    "extreme decays and timed moves: finite values and bounded runs",
    arguments: [
      (1e12, 1e-12, 0.998), (-1e12, 1, 0.9), (1e-12, 1e-12, 0.998), (1e12, 1e-12, 1e-9),
    ] as [(Double, Double, Double)])
  func extremeDecay(velocity: Double, threshold: Double, deceleration: Double) {
    let box = Box()
    let animator = Animator()
    let decay = DecayAnimation(property: Box.xProperty(threshold: threshold))
    decay.fromValue = 0
    decay.velocity = velocity
    decay.deceleration = deceleration
    let duration = decay.duration
    let landing = decay.toValue ?? .nan
    #expect(duration.isFinite && landing.isFinite)
    var finished: Bool?
    decay.onStop = { _, flag in finished = flag }
    animator.add(decay, to: box, forKey: "x")
    let frames = Int((duration * 60).rounded(.up)) + 2
    _ = renderUntil(animator, maximumFrames: frames) { finished != nil }
    #expect(finished == true)
    #expect(box.x == landing)
    #expect(box.xWrites.allSatisfy { $0.isFinite })

    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = -velocity
    basic.toValue = velocity
    basic.duration = 1e-9
    var basicFinished: Bool?
    basic.onStop = { _, flag in basicFinished = flag }
    animator.add(basic, to: box, forKey: "basic")
    animator.render(at: 1000)
    animator.render(at: 1001)
    #expect(basicFinished == true)
    #expect(box.x == velocity)
  }

  @Test("settling durations of extreme springs are found quickly, finite or infinite")
  func extremeSettlingDurations() {
    for move in ExtremeSpringCase.all {
      let distance = move.to - move.from
      let duration = move.spring.settlingDuration(
        distance: distance, initialVelocity: move.velocity, threshold: move.threshold)
      #expect(duration >= 0 && !duration.isNaN, "\(move.name)")
      #expect(duration.isFinite == (move.settlesBy != nil), "\(move.name): \(duration)")
      if let frames = move.settlesBy {
        #expect(duration <= Double(frames) / 60, "\(move.name): \(duration)")
      }
    }
  }

  @Test("a spring with almost no friction has a settling duration, found at once")
  func almostFrictionlessSettlingDuration() {
    // Regression: counting its ~1e17 bounces one by one in a Double never ended (and
    // `popkit convert --tension 1e9 --friction 1e-12` hung). The envelope e^(−λt) gives it.
    let spring = Spring(tension: 1e9, friction: 1e-12)
    let duration = spring.settlingDuration(distance: 1, threshold: 0.001)
    let envelope = log(1 / 0.001) / (1e-12 / 2)
    expectClose(duration, envelope, absolute: 1e-9 * envelope, "\(duration)")
    let tiny = Spring(tension: 1e9, friction: 1e-200)
    #expect(tiny.settlingDuration(distance: 1, threshold: 0.001).isFinite)
  }

  @Test("a tiny mass with ordinary friction creeps at the rate the physics says")
  func tinyMassOverdampedRate() {
    // Regression: λ² overflowed (λ = 1.5e301), the motion halved the distance every frame and
    // the settling duration came out infinite. The slow rate is ω0²/(2λ) = 342/30 per second.
    let spring = Spring(tension: 342, friction: 30, mass: 1e-300)
    let rate = 342.0 / 30
    let duration = spring.settlingDuration(distance: 1, threshold: 0.01)
    expectClose(duration, log(100) / rate, absolute: 1e-6, "\(duration)")
    let displacement = spring.displacement(at: 0.5, initialDisplacement: 1, initialVelocity: 0)
    expectClose(displacement, exp(-rate * 0.5), absolute: 1e-12, "\(displacement)")
  }
}
