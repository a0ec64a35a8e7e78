// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// An animation given a new target (or velocity) by a callback on the frame that ends its run
/// runs on to it from where it is: no jump, no finished stop (found by the randomized operation
/// test).
@MainActor
@Suite("Retargeting on a run's last frame")
struct RetargetOnLastFrameTests {
  // Found by seed 29: a callback on the frame that completes a run gave the animation a new
  // target, and the animation then snapped onto the new target (a jump) and reported a
  // finished stop, or reported a finished stop without ever going there.

  @Test("a timed animation retargeted on its last frame runs on to the new target, no jump")
  func basicRetargetedOnItsLastFrame() {
    let box = Box()
    let animator = Animator()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 1
    basic.duration = 0.1
    basic.timingCurve = .linear
    let recorder = EventRecorder()
    recorder.observe(basic)
    var retargeted = false
    basic.onApply = { animation in
      if !retargeted && animation.currentValue == 1 {
        retargeted = true
        animation.toValue = 2
      }
    }
    animator.add(basic, to: box, forKey: "x")
    render(animator, through: 0.1, step: 0.05)
    #expect(retargeted)
    #expect(recorder.stops.isEmpty)
    #expect(basic.isRunning)
    #expect(box.x == 1)
    render(animator, from: 0.15, through: 0.2, step: 0.05)
    #expect(recorder.stops == [true])
    #expect(box.xWrites.count == 5)
    let expected = [0, 0.5, 1, 1.5, 2.0]
    #expect(
      zip(box.xWrites, expected).allSatisfy { isClose($0, $1, absolute: 1e-9) }, "\(box.xWrites)")
    #expect(recorder.violations.isEmpty)
  }

  @Test("a spring retargeted on the frame it settles runs on to the new target, no jump")
  func springRetargetedOnItsSettlingFrame() {
    let box = Box()
    let animator = Animator()
    // A coarse threshold (10, so within 2 of the target counts as settled) settles the move
    // from 0 to 1 on its second frame.
    let spring = SpringAnimation(property: Box.xProperty(threshold: 10))
    spring.fromValue = 0
    spring.toValue = 1
    let recorder = EventRecorder()
    recorder.observe(spring)
    var applies = 0
    spring.onApply = { animation in
      applies += 1
      if applies == 2 { animation.toValue = 100 }
    }
    animator.add(spring, to: box, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 1.0 / 60)
    #expect(recorder.stops.isEmpty)
    #expect(spring.isRunning)
    #expect(box.xWrites.count == 2)
    #expect(box.x < 1)
    let settled = renderUntil(animator) { !recorder.stops.isEmpty }
    #expect(settled != nil)
    #expect(recorder.stops == [true])
    #expect(box.x == 100)
    // No jump: every step is a spring's, far smaller than the new distance.
    let steps = zip(box.xWrites, box.xWrites.dropFirst()).map { abs($1 - $0) }
    #expect(steps.max() ?? 0 < 50, "\(box.xWrites.prefix(8))")
  }

  @Test("a fling given a new velocity on its last frame flings again from where it is")
  func decayFlungAgainOnItsLastFrame() {
    let box = Box()
    let animator = Animator()
    let decay = DecayAnimation(property: Box.xProperty(threshold: 1))
    decay.fromValue = 0
    decay.velocity = 100
    let landing = decay.toValue ?? .nan
    let recorder = EventRecorder()
    recorder.observe(decay)
    var flungAgainAt: Double?
    decay.onApply = { animation in
      if flungAgainAt == nil && box.x == landing {
        flungAgainAt = box.x
        animation.velocity = 100
      }
    }
    animator.add(decay, to: box, forKey: "x")
    let stopped = renderUntil(animator) { !recorder.stops.isEmpty }
    #expect(flungAgainAt == landing)
    #expect(stopped != nil)
    #expect(recorder.stops == [true])
    // It landed twice as far, not on the second landing place measured from the first frame.
    expectClose(box.x, 2 * landing, absolute: 1e-9)
    #expect(box.xWrites.filter { $0 == landing }.count == 1)
    // And it flew there frame by frame: the frame after the new fling is on its way.
    let index = box.xWrites.firstIndex(of: landing) ?? box.xWrites.count
    #expect(box.xWrites.count > index + 2)
    let next = box.xWrites.dropFirst(index + 1).first ?? .nan
    #expect(next > landing && next < 2 * landing, "\(next)")
  }
}
