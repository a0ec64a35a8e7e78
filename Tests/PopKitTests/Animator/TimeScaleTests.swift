// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A thing with a colour, for properties that keep animating while motion is reduced.
@MainActor
final class Lamp {
  var color = RGBAColor(red: 0, green: 0, blue: 0)
  var brightness = 0.0

  static let colorProperty = AnimatableProperty(\Lamp.color, threshold: 0.001)
  static let brightnessProperty = AnimatableProperty(
    \Lamp.brightness, threshold: 0.001, motionWhenReduced: .animate)
}

/// The animator's duration scale and reduced motion.
@Suite("Duration scale and reduced motion")
@MainActor
struct TimeScaleTests {
  @Test(
    "slowing tenfold mid-run keeps the value continuous: 0.5017 a frame later (Compose: 0.0517)")
  func slowedMidRun() {
    let animator = Animator()
    let box = Box()
    let basic = BasicAnimation(
      property: Box.xProperty, from: 0, to: 1, duration: 1, timingCurve: .linear)
    animator.add(basic, to: box, forKey: "x")
    for frame in 0...30 { animator.render(at: Double(frame) / 60) }
    expectClose(box.x, 0.5, absolute: 1e-12)
    animator.durationScale = 10
    animator.render(at: 31.0 / 60)
    expectClose(box.x, 0.5017, absolute: 1e-4)
    expectClose(box.x, 0.5 + 1.0 / 600, absolute: 1e-12)
    #expect(animator.currentTime == 31.0 / 60, "the animator's time stays the clock's")
  }

  @Test("under scale 3 a spring and a decay follow their paths three times slower (1e-9)")
  func slowerPaths() throws {
    let animator = Animator()
    animator.durationScale = 3
    let box = Box()
    let flung = Box()
    let spring = SpringAnimation(
      property: Box.xProperty(threshold: 0), to: 1, spring: Spring(tension: 300, friction: 20))
    spring.fromValue = 0
    animator.add(spring, to: box, forKey: "x")
    let fling = DecayAnimation(property: Box.xProperty(threshold: 0), velocity: 500)
    fling.fromValue = 0
    animator.add(fling, to: flung, forKey: "x")
    for frame in 0...45 {
      let time = Double(frame) / 60
      animator.render(at: time)
      let exact = referenceSpring(
        mass: 1, stiffness: 300, damping: 20, x0: -1, v0: 0, time: time / 3)
      expectClose(box.x, 1 + exact.x, absolute: 1e-9)
      let decayed = Decay().displacement(at: time / 3, initialVelocity: 500)
      expectClose(flung.x, decayed, absolute: 1e-9)
    }
  }

  @Test("the scale stretches a begin time's delay too")
  func stretchedDelay() {
    let animator = Animator()
    animator.durationScale = 2
    let box = Box()
    let basic = BasicAnimation(
      property: Box.xProperty, from: 0, to: 1, duration: 1, timingCurve: .linear)
    basic.beginTime = 0.5
    animator.add(basic, to: box, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 0.9)
    #expect(!basic.isRunning)
    animator.render(at: 1.0)
    #expect(basic.isRunning)
    animator.render(at: 1.5)
    expectClose(box.x, 0.25, absolute: 1e-12)
  }

  @Test("scale 0: what can end reaches its end on the next frame with one stop, finished")
  func instant() throws {
    let animator = Animator()
    let recorder = EventRecorder()
    let boxes = [Box(), Box(), Box()]
    let spring = SpringAnimation(property: Box.xProperty, to: 4)
    let fling = DecayAnimation(property: Box.xProperty, velocity: 300)
    fling.fromValue = 1
    let landing = try #require(fling.toValue)
    let delayed = BasicAnimation(property: Box.xProperty, to: 2, duration: 1)
    delayed.beginTime = 10
    delayed.repeatCount = 2
    delayed.autoreverses = true
    recorder.observe(spring, fling, delayed)
    animator.add(spring, to: boxes[0], forKey: "x")
    animator.add(fling, to: boxes[1], forKey: "x")
    animator.add(delayed, to: boxes[2], forKey: "x")
    animator.render(at: 0)
    animator.durationScale = 0
    animator.render(at: 1.0 / 60)
    #expect(boxes[0].x == 4)
    #expect(boxes[1].x == landing)
    #expect(boxes[2].x == 0, "two runs there and back end where they began")
    #expect(recorder.stops == [true, true, true])
    #expect(recorder.count(.start) == 3)
    #expect(animator.animationCount == 0)
  }

  @Test("scale 0: an animation repeating for ever stops where it is; a custom one runs on at 0 s")
  func instantForeverAndCustom() {
    let animator = Animator()
    let recorder = EventRecorder()
    let box = Box()
    let forever = BasicAnimation(
      property: Box.xProperty, from: 0, to: 1, duration: 1, timingCurve: .linear)
    forever.repeatForever = true
    var elapsed: [Double] = []
    let custom = CustomAnimation<Box> { _, animation in
      elapsed.append(animation.elapsedTime)
      return true
    }
    recorder.observe(forever)
    animator.add(forever, to: box, forKey: "x")
    animator.add(custom, to: box, forKey: "custom")
    animator.render(at: 0)
    animator.render(at: 0.25)
    animator.durationScale = 0
    animator.render(at: 0.5)
    animator.render(at: 0.75)
    expectClose(box.x, 0.25, absolute: 1e-12)
    #expect(recorder.stops == [false])
    #expect(elapsed.count == 4)
    #expect(elapsed[2] == 0 && elapsed[3] == 0)
    #expect(custom.isRunning)
  }

  @Test("a scale that is negative or not finite is a programmer error")
  func invalidScale() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { Animator().durationScale = -1 }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run { Animator().durationScale = .nan }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run { Animator().durationScale = .infinity }
    }
  }

  @Test("reduced motion: a spring of a position jumps on its next frame, once started and stopped")
  func jumps() {
    let animator = Animator()
    let recorder = EventRecorder()
    let box = Box()
    let spring = SpringAnimation(property: Box.xProperty, to: 9)
    recorder.observe(spring)
    animator.add(spring, to: box, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 1.0 / 60)
    let moving = box.x
    #expect(moving > 0 && moving < 9)
    animator.reducesMotion = true
    animator.render(at: 2.0 / 60)
    #expect(box.x == 9)
    #expect(recorder.events.filter { $0 != .apply } == [.start, .reach, .stop(true)])
  }

  @Test("reduced motion: colours and properties marked .animate keep their motion")
  func keepsMotion() {
    #expect(Double.motionWhenReduced == .jump)
    #expect(CGPoint.motionWhenReduced == .jump)
    #expect(RGBAColor.motionWhenReduced == .animate)
    #expect(Lamp.colorProperty.motionWhenReduced == .animate)
    #expect(Lamp.brightnessProperty.motionWhenReduced == .animate)
    #expect(Box.xProperty.motionWhenReduced == .jump)
    let animator = Animator()
    animator.reducesMotion = true
    let lamp = Lamp()
    let white = RGBAColor(red: 1, green: 1, blue: 1)
    animator.add(
      BasicAnimation(property: Lamp.colorProperty, to: white, duration: 1, timingCurve: .linear),
      to: lamp, forKey: "color")
    animator.add(
      BasicAnimation(property: Lamp.brightnessProperty, to: 1, duration: 1, timingCurve: .linear),
      to: lamp, forKey: "brightness")
    animator.render(at: 0)
    animator.render(at: 0.5)
    expectClose(lamp.color.red, 0.5, absolute: 1e-12)
    expectClose(lamp.brightness, 0.5, absolute: 1e-12)
  }
}
