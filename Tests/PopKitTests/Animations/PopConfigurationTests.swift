// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Counterparts of pop's NSCopying tests.
///
/// PopKit animations have no `copy()`: an animation is reused instead, so these check that a
/// run leaves every setting as it was and that adding the same instance again replays the same
/// values.
@MainActor
@Suite("pop's copying tests, as reuse")
struct PopConfigurationTests {
  /// Sets the settings every animation has (pop's `testCopyingSucceedsForAnimation`).
  func configureCommon(_ animation: Animation, delegate: EventRecorder) {
    animation.name = "configured"
    animation.beginTime = 0.05
    animation.delegate = delegate
    animation.removedOnCompletion = true
    animation.repeatCount = 2
  }

  /// Checks the common settings after a run.
  func expectCommon(_ animation: Animation, delegate: EventRecorder) {
    #expect(animation.name == "configured")
    #expect(animation.beginTime == 0.05)
    #expect(animation.delegate === delegate)
    #expect(animation.removedOnCompletion)
    #expect(animation.repeatCount == 2)
    #expect(!animation.autoreverses)
    #expect(!animation.repeatForever)
  }

  /// Runs the animation twice on fresh boxes and animators with the same frame times, and
  /// returns the writes of each run.
  func runTwice(_ animation: ObjectAnimation<Box>, between check: () -> Void) -> [[Double]] {
    var runs: [[Double]] = []
    for _ in 0..<2 {
      let box = Box(x: 2)
      let animator = Animator()
      animator.add(animation, to: box, forKey: "key")
      render(animator, through: 5, step: 1.0 / 60)
      runs.append(box.xWrites)
      #expect(animator.animationCount == 0)
      check()
    }
    return runs
  }

  @Test("testNSCopyingSupportPOPBasicAnimation: a run keeps every setting; a rerun replays it")
  func basicSettings() {
    let recorder = EventRecorder()
    let animation = BasicAnimation(property: Box.xProperty)
    configureCommon(animation, delegate: recorder)
    animation.fromValue = 1
    animation.toValue = 9
    animation.roundingFactor = 0.5
    animation.clampMode = .both
    animation.isAdditive = false
    animation.duration = 0.7
    animation.timingCurve = .easeOut
    let runs = runTwice(animation) {
      expectCommon(animation, delegate: recorder)
      #expect(animation.fromValue == 1)
      #expect(animation.toValue == 9)
      #expect(animation.roundingFactor == 0.5)
      #expect(animation.clampMode == .both)
      #expect(!animation.isAdditive)
      #expect(animation.duration == 0.7)
      #expect(animation.timingCurve == .easeOut)
      #expect(animation.property.name == "x")
    }
    #expect(runs[0].count > 60)
    #expect(runs[0] == runs[1])
    #expect(recorder.stops == [true, true])
  }

  @Test("testNSCopyingSupportPOPDecayAnimation: velocity and deceleration survive a run")
  func decaySettings() {
    let recorder = EventRecorder()
    let animation = DecayAnimation(property: Box.xProperty(threshold: 1))
    configureCommon(animation, delegate: recorder)
    animation.fromValue = 0
    animation.velocity = 400
    animation.deceleration = 0.995
    let runs = runTwice(animation) {
      expectCommon(animation, delegate: recorder)
      #expect(animation.fromValue == 0)
      #expect(animation.velocity == 400)
      #expect(animation.deceleration == 0.995)
    }
    #expect(runs[0].count > 60)
    #expect(runs[0] == runs[1])
    #expect(recorder.stops == [true, true])
  }

  @Test("testNSCopyingSupportPOPSpringAnimation: velocity and spring constants survive a run")
  func springSettings() {
    let recorder = EventRecorder()
    let animation = SpringAnimation(property: Box.xProperty(threshold: 0.1))
    configureCommon(animation, delegate: recorder)
    let spring = Spring(bounciness: 10, speed: 6)
    animation.fromValue = -4
    animation.toValue = 4
    animation.velocity = 30
    animation.spring = spring
    let runs = runTwice(animation) {
      expectCommon(animation, delegate: recorder)
      #expect(animation.fromValue == -4)
      #expect(animation.toValue == 4)
      #expect(animation.velocity == 30)
      #expect(animation.spring == spring)
      expectClose(animation.spring.bounciness, 10, absolute: 1e-9)
      expectClose(animation.spring.speed, 6, absolute: 1e-9)
    }
    #expect(runs[0].count > 60)
    #expect(runs[0] == runs[1])
    #expect(recorder.stops == [true, true])
  }
}
