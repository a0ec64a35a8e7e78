// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

@MainActor
@Suite("Spring animation")
struct SpringAnimationTests {
  @Test("pop's reference done frames at 60 Hz are matched within 2 frames")
  func popReferenceDoneFrames() throws {
    // Case 1: 0 → 1 with the default spring, threshold 0.01: pop finishes on frame 27.
    let box = Box()
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty)
    spring.fromValue = 0
    spring.toValue = 1
    var stopped: Bool?
    spring.onStop = { _, finished in stopped = finished }
    animator.add(spring, to: box, forKey: "x")
    let frame = try #require(renderUntil(animator) { stopped != nil })
    #expect(stopped == true)
    #expect(abs(frame - 27) <= 2)
    #expect(box.x == 1)

    // Case 2: 0 → 100, tension 300, friction 10, mass 1, threshold 1: pop's frame 64.
    let box2 = Box()
    let other = SpringAnimation(property: Box.xProperty(threshold: 1))
    other.fromValue = 0
    other.toValue = 100
    other.spring = Spring(tension: 300, friction: 10, mass: 1)
    var stopped2: Bool?
    other.onStop = { _, finished in stopped2 = finished }
    let animator2 = Animator()
    animator2.add(other, to: box2, forKey: "x")
    let frame2 = try #require(renderUntil(animator2) { stopped2 != nil })
    #expect(abs(frame2 - 64) <= 2)
    #expect(box2.x == 100)
  }

  @Test(
    "the value through the animator is the closed form at any frame rate",
    arguments: [30.0, 60, 120, 240])
  func exactAtAnyFrameRate(fps: Double) {
    let box = Box()
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty(threshold: 0))
    spring.fromValue = 0
    spring.toValue = 1
    spring.velocity = 10
    animator.add(spring, to: box, forKey: "x")
    let frames = Int(fps)  // one second
    for frame in 0...frames {
      animator.render(at: Double(frame) / fps)
    }
    let k = Spring.default.tension
    let c = Spring.default.friction
    let reference = referenceSpring(mass: 1, stiffness: k, damping: c, x0: -1, v0: 10, time: 1)
    expectClose(box.x, 1 + reference.x, absolute: 1e-9)
  }
}

@MainActor
@Suite("Spring animation fast path")
struct SpringFastPathTests {
  /// Runs a spring and returns its writes and callback log; `traced` forces the general path.
  func run(traced: Bool, fps: Double) -> (writes: [Double], events: [String]) {
    let box = Box()
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty)
    spring.fromValue = 0
    spring.toValue = 1
    spring.velocity = -4
    spring.spring = Spring(bounciness: 12, speed: 8)
    if traced { spring.tracer.start() }
    var events: [String] = []
    spring.onReachToValue = { _ in events.append("reach") }
    spring.onStop = { _, finished in events.append("stop(\(finished))") }
    animator.add(spring, to: box, forKey: "x")
    _ = renderUntil(animator, fps: fps) { events.last?.hasPrefix("stop") == true }
    return (box.xWrites, events)
  }

  @Test("the fast path writes exactly what the general path writes", arguments: [30.0, 60, 144])
  func fastPathMatchesGeneralPath(fps: Double) {
    let fast = run(traced: false, fps: fps)
    let general = run(traced: true, fps: fps)
    #expect(fast.writes.count > 10)
    #expect(fast.writes == general.writes)
    #expect(fast.events == general.events)
    #expect(fast.events == ["reach", "stop(true)"])
  }
}

@MainActor
@Suite("Decay and basic fast paths")
struct DecayAndBasicFastPathTests {
  func decayWrites(traced: Bool, fps: Double) -> [CGPoint] {
    let box = Box()
    let animator = Animator()
    let decay = DecayAnimation(property: Box.pointProperty)
    decay.fromValue = .zero
    decay.velocity = CGPoint(x: 900, y: -300)
    if traced { decay.tracer.start() }
    var stopped = false
    decay.onStop = { _, _ in stopped = true }
    animator.add(decay, to: box, forKey: "fling")
    _ = renderUntil(animator, fps: fps) { stopped }
    return box.pointWrites
  }

  func basicWrites(traced: Bool, fps: Double) -> [Double] {
    let box = Box()
    let animator = Animator()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = -3
    basic.toValue = 7
    basic.duration = 0.5
    basic.timingCurve = TimingCurve(x1: 0.15, y1: 1.5, x2: 0.55, y2: 1)
    if traced { basic.tracer.start() }
    var stopped = false
    basic.onStop = { _, _ in stopped = true }
    animator.add(basic, to: box, forKey: "x")
    _ = renderUntil(animator, fps: fps) { stopped }
    return box.xWrites
  }

  @Test("the fast paths write exactly what the general paths write", arguments: [30.0, 60, 144])
  func fastPathsMatchGeneralPaths(fps: Double) {
    let fastDecay = decayWrites(traced: false, fps: fps)
    #expect(fastDecay.count > 10)
    #expect(fastDecay == decayWrites(traced: true, fps: fps))
    let fastBasic = basicWrites(traced: false, fps: fps)
    #expect(fastBasic.count > 10)
    #expect(fastBasic == basicWrites(traced: true, fps: fps))
    #expect(fastBasic.last == 7)
  }

  /// The events and writes of the start frame (and the one after) of an animation that
  /// reaches or ends at once, on the fast path or, traced, on the general one.
  func startFrame(of animation: PropertyAnimation<Box, Double>, traced: Bool) -> (
    events: [EventRecorder.Event], writes: [Double]
  ) {
    let box = Box(x: 2)
    let animator = Animator()
    let recorder = EventRecorder()
    recorder.observe(animation)
    if traced { animation.tracer.start() }
    animator.add(animation, to: box, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 1.0 / 60)
    return (recorder.events, box.xWrites)
  }

  @Test("the start frame reports and writes the same on the fast path as on the general one")
  func startFrameMatchesGeneralPath() {
    func motionless(_ kind: Int) -> PropertyAnimation<Box, Double> {
      switch kind {
      case 0:
        let spring = SpringAnimation(property: Box.xProperty)
        spring.toValue = 2  // where the box already is: reached on the start frame
        return spring
      case 1:
        let decay = DecayAnimation(property: Box.xProperty)
        decay.velocity = 0  // no fling: ends on the start frame
        return decay
      default:
        let basic = BasicAnimation(property: Box.xProperty)
        basic.toValue = 5
        basic.duration = 0  // ends on the start frame
        return basic
      }
    }
    for kind in 0..<3 {
      let fast = startFrame(of: motionless(kind), traced: false)
      let general = startFrame(of: motionless(kind), traced: true)
      #expect(fast.events == general.events, "kind \(kind)")
      #expect(fast.writes == general.writes, "kind \(kind)")
      #expect(fast.events.first == .start && fast.events.contains(.reach), "kind \(kind)")
    }
  }
}
