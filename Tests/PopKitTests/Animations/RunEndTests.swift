// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Every kind knows where its run ends, so that a run can be finished at once (a zero duration
/// scale, reduced motion); a custom animation cannot, and says so.
@Suite("Where a run ends")
@MainActor
struct RunEndTests {
  /// Adds an animation to a new box and renders its start frame and one more.
  private func started<Kind: PropertyAnimation<Box, Double>>(
    _ animation: Kind, on animator: Animator, recorder: EventRecorder
  ) -> Box {
    let box = Box()
    recorder.observe(animation)
    animator.add(animation, to: box, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 1.0 / 60)
    return box
  }

  @Test("a spring ends at its target: finishing at once writes it and stops, finished")
  func springEnd() throws {
    let animator = Animator()
    let recorder = EventRecorder()
    let spring = SpringAnimation(property: Box.xProperty)
    spring.fromValue = 0
    spring.toValue = 7
    let box = started(spring, on: animator, recorder: recorder)
    #expect(spring.endOfRun == 7)
    #expect(spring.finishRunAtOnce(box))
    #expect(box.x == 7)
    #expect(recorder.count(.reach) == 1)
    #expect(recorder.stops == [true])
    #expect(animator.animationCount == 0)
  }

  @Test("a decay ends at its landing place by pop's rule, the value its toValue projects")
  func decayEnd() throws {
    let animator = Animator()
    let recorder = EventRecorder()
    let fling = DecayAnimation(property: Box.xProperty)
    fling.fromValue = 10
    fling.velocity = 600
    let landing = try #require(fling.toValue)
    let decay = Decay(deceleration: 0.998)
    let threshold = Box.xProperty.threshold
    let expected = 10 + decay.stoppingDisplacement(initialVelocity: 600, threshold: threshold)
    expectClose(landing, expected, absolute: 1e-9)
    let box = started(fling, on: animator, recorder: recorder)
    #expect(fling.endOfRun == landing)
    #expect(fling.finishRunAtOnce(box))
    #expect(box.x == landing)
    #expect(recorder.stops == [true])
  }

  @Test("a timed animation ends at its target; a repeating one goes on to its next run")
  func basicEnd() throws {
    let animator = Animator()
    let recorder = EventRecorder()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 4
    basic.duration = 1
    basic.autoreverses = true
    let box = started(basic, on: animator, recorder: recorder)
    #expect(basic.endOfRun == 4)
    #expect(basic.finishRunAtOnce(box))
    #expect(box.x == 4)
    #expect(recorder.stops.isEmpty)
    #expect(basic.endOfRun == 0, "the reversed run ends where the first began")
    #expect(basic.finishRunAtOnce(box))
    #expect(box.x == 0)
    #expect(recorder.stops == [true])
  }

  @Test("a custom animation does not know its end: finishing at once does nothing")
  func customHasNoEnd() {
    let animator = Animator()
    let box = Box()
    var frames = 0
    let custom = CustomAnimation<Box> { _, _ in
      frames += 1
      return true
    }
    animator.add(custom, to: box)
    animator.render(at: 0)
    #expect(!custom.finishRunAtOnce(box))
    #expect(custom.isRunning)
    animator.render(at: 1.0 / 60)
    #expect(frames == 2)
  }

  @Test("an animation that is not running has no end to finish at")
  func notRunning() {
    let spring = SpringAnimation(property: Box.xProperty)
    spring.toValue = 1
    #expect(spring.endOfRun == nil)
    #expect(!spring.finishRunAtOnce(Box()))
  }
}
