// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitTestSupport
import Testing

@testable import PopKit

/// An object that owns the animator animating it: the reference cycle that a running animator
/// (which holds its objects) forms, and must break on its next frame.
@MainActor
private final class SelfAnimatingBox {
  let animator: Animator
  var x = 0.0

  init(clock: ManualClock) {
    animator = Animator(clock: clock)
  }

  static let xProperty = AnimatableProperty<SelfAnimatingBox, Double>(
    name: "x", threshold: 0.01, read: { $0.x }, write: { $0.x = $1 })
}

/// How an animator refers to the objects it animates: held while it renders frames, weakly
/// while it is idle, and let go of on the first frame after everyone else let go.
@MainActor
@Suite("Holding animated objects")
struct ObjectHoldingTests {
  @Test("an object let go of stops all its animations on the next frame, which frees it")
  func releaseStopsEveryAnimationOfTheObject() {
    let animator = Animator()
    let recorder = EventRecorder()
    let first = SpringAnimation.endless(to: 100)
    let second = SpringAnimation.endless(to: 100)
    recorder.observe(first, second)
    var box: Box? = Box()
    weak let weakBox = box
    if let box {
      animator.add(first, to: box, forKey: "a")
      animator.add(second, to: box, forKey: "b")
    }
    animator.render(at: 0)
    let writes = box?.xWrites.count ?? 0
    box = nil
    #expect(weakBox != nil)
    #expect(weakBox?.xWrites.count == writes)
    animator.render(at: 1.0 / 60)
    #expect(weakBox == nil)
    #expect(recorder.events(of: first) == [.start, .apply, .stop(false)])
    #expect(recorder.events(of: second) == [.start, .apply, .stop(false)])
    #expect(animator.animationCount == 0)
    #expect(animator.objectTable.count == 0 && animator.weakObjects.isEmpty)
  }

  @Test("an idle animator holds its objects weakly: a kept, finished animation frees its object")
  func idleAnimatorDoesNotKeepObjects() {
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty)
    spring.toValue = 1
    spring.removedOnCompletion = false
    let recorder = EventRecorder()
    recorder.observe(spring)
    var box: Box? = Box()
    weak let weakBox = box
    if let box { animator.add(spring, to: box, forKey: "x") }
    var frame = 0
    while !recorder.stops.contains(true) && frame < 600 {
      animator.render(at: Double(frame) / 60)
      frame += 1
    }
    #expect(recorder.stops == [true])
    #expect(!animator.holdsObjects)
    box = nil
    #expect(weakBox == nil)
    // The next frame forgets the kept animation of the freed object, reporting nothing more.
    animator.render(at: Double(frame) / 60)
    #expect(animator.animationCount == 0)
    #expect(recorder.stops == [true])
  }

  @Test("a paused animation does not keep its object; resuming holds objects again")
  func pausedAnimationDoesNotKeepObject() {
    let animator = Animator()
    let recorder = EventRecorder()
    let kept = SpringAnimation.endless(to: 100)
    let other = SpringAnimation.endless(to: 100)
    recorder.observe(kept, other)
    var box: Box? = Box()
    weak let weakBox = box
    let otherBox = Box()
    if let box { animator.add(kept, to: box, forKey: "x") }
    animator.add(other, to: otherBox, forKey: "x")
    animator.render(at: 0)
    kept.isPaused = true
    other.isPaused = true
    animator.render(at: 0.1)
    #expect(!animator.holdsObjects)
    box = nil
    #expect(weakBox == nil)
    other.isPaused = false
    #expect(animator.holdsObjects)
    animator.render(at: 0.2)
    #expect(recorder.events(of: kept) == [.start, .apply, .stop(false)])
    #expect(other.isRunning)
    #expect(animator.animationKeys(of: otherBox) == ["x"])
  }

  @Test("giving a kept animation a new target holds its object again until the next frame")
  func restartHoldsAgain() {
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty)
    spring.toValue = 1
    spring.removedOnCompletion = false
    var box: Box? = Box()
    weak let weakBox = box
    if let box { animator.add(spring, to: box, forKey: "x") }
    render(animator, through: 5, step: 1.0 / 60)
    #expect(!animator.holdsObjects)
    spring.toValue = 2
    #expect(animator.holdsObjects)
    box = nil
    #expect(weakBox != nil)
    animator.render(at: 6)
    #expect(weakBox == nil)
    #expect(animator.animationCount == 0)
  }

  @Test("an object that owns the animator animating it is freed, with the animator, next frame")
  func ownerOfItsAnimatorIsFreed() {
    let clock = ManualClock()
    var box: SelfAnimatingBox? = SelfAnimatingBox(clock: clock)
    weak let weakBox = box
    weak let weakAnimator = box?.animator
    let spring = SpringAnimation(property: SelfAnimatingBox.xProperty.withThreshold(0))
    spring.toValue = 1
    if let box { box.animator.add(spring, to: box, forKey: "x") }
    clock.advance(by: 1.0 / 60)
    #expect(spring.isRunning)
    box = nil
    #expect(weakBox != nil)
    clock.advance(by: 1.0 / 60)
    #expect(weakBox == nil)
    #expect(weakAnimator == nil)
    #expect(!spring.isRunning)
    #expect(spring.key == nil)
  }

  @Test("an animation outlives its animator and runs on another; the objects go with the first")
  func animationOutlivesItsAnimator() {
    let spring = SpringAnimation.endless(to: 10)
    var box: Box? = Box()
    weak let weakBox = box
    var first: Animator? = Animator()
    weak let weakFirst = first
    if let box, let first {
      first.add(spring, to: box, forKey: "x")
      first.render(at: 0)
      first.render(at: 0.1)
    }
    first = nil
    #expect(weakFirst == nil)
    #expect(spring.key == nil)
    let second = Animator()
    let other = Box()
    second.add(spring, to: other, forKey: "y")
    second.render(at: 1)
    second.render(at: 1.1)
    #expect(spring.key == "y")
    #expect(other.x != 0)
    box = nil
    #expect(weakBox == nil)
  }

  @Test("an object that cannot be held (Objective-C's) is referred to weakly, frame by frame")
  func neverHeldObject() {
    let animator = Animator()
    let recorder = EventRecorder()
    let spring = SpringAnimation.endless(to: 10)
    recorder.observe(spring)
    var box: Box? = Box()
    weak let weakBox = box
    if let box { animator.add(spring, to: box, forKey: "x") }
    if let box { animator.neverHold(box) }
    animator.render(at: 0)
    animator.render(at: 0.1)
    #expect(!spring.flags[.objectIsHeld] && animator.holdsObjects)
    let expected =
      10 + Spring.default.displacement(at: 0.1, initialDisplacement: -10, initialVelocity: 0)
    expectClose(box?.x ?? 0, expected, absolute: 1e-9)
    box = nil
    #expect(weakBox == nil)
    animator.render(at: 0.2)
    #expect(recorder.events(of: spring) == [.start, .apply, .apply, .stop(false)])
    #expect(animator.animationCount == 0)
  }

  @Test("an object is released after the frame, so its deinitializer may use the animator")
  func releaseHappensBetweenFrames() {
    let animator = Animator()
    let spare = Box()
    let spareSpring = SpringAnimation.endless(to: 100)
    var deinitSawRendering: Bool?
    var object: NoisyObject? = NoisyObject()
    object?.onDeinit = { [weak animator] in
      deinitSawRendering = animator?.isRendering
      animator?.removeAllAnimations(from: spare)
    }
    let spring = SpringAnimation(property: NoisyObject.xProperty)
    spring.toValue = 1
    if let object { animator.add(spring, to: object, forKey: "x") }
    animator.add(spareSpring, to: spare, forKey: "x")
    animator.render(at: 0)
    object = nil
    #expect(deinitSawRendering == nil)
    animator.render(at: 0.1)
    #expect(deinitSawRendering == false)
    #expect(!spareSpring.isRunning)
    #expect(animator.animationCount == 0)
    #expect(animator.retired.isEmpty)
  }
}

/// An object that calls back from its deinitializer.
@MainActor
private final class NoisyObject {
  var x = 0.0
  var onDeinit: (() -> Void)?

  static let xProperty = AnimatableProperty<NoisyObject, Double>(
    name: "x", threshold: 0, read: { $0.x }, write: { $0.x = $1 })

  isolated deinit { onDeinit?() }
}
