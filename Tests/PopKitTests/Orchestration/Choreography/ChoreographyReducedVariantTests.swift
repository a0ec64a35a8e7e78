// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport
import Testing

@testable import PopKit

/// A choreography's reduced variant: played instead of the plan, with its motion, by an
/// animator that reduces motion.
@Suite("Choreography: reduced variant")
@MainActor
struct ChoreographyReducedVariantTests {
  /// A linear track on a box's x from `from` to `to` in `duration` seconds.
  private func plan(_ box: Box, _ from: Double, _ to: Double, _ duration: Double) -> Choreography {
    var plan = Choreography()
    plan.add(
      KeyframeTrack(from: from, [.linear(to, duration: duration)]), to: box, Box.xProperty)
    return plan
  }

  @Test("reduced motion plays the variant frame by frame; otherwise the plan itself")
  func variantPlaysWithMotion() {
    for reduces in [false, true] {
      let animator = Animator()
      animator.reducesMotion = reduces
      let box = Box()
      var slide = plan(box, 0, 100, 1)
      slide.reduced = plan(box, 50, 60, 0.5)
      let player = animator.play(slide)
      var ends: [ChoreographyPlayer.End] = []
      player.onFinish = { ends.append($0) }
      #expect(player.duration == (reduces ? 0.5 : 1))
      for frame in 0...60 {
        let time = Double(frame) / 60
        animator.render(at: time)
        let expected = reduces ? 50 + 10 * min(time / 0.5, 1) : 100 * min(time, 1)
        expectClose(box.x, expected, absolute: 1e-9)
      }
      #expect(ends == [.end])
    }
  }

  @Test("without a variant, reduced motion still takes the plan to its end on the next frame")
  func withoutVariantJumps() {
    let animator = Animator()
    animator.reducesMotion = true
    let box = Box()
    let player = animator.play(plan(box, 0, 100, 1))
    animator.render(at: 0)
    #expect(box.x == 100 && player.time == 1)
  }

  @Test("a zero duration scale takes even the variant to its end at once")
  func zeroScaleJumpsTheVariant() {
    let animator = Animator()
    animator.reducesMotion = true
    animator.durationScale = 0
    let box = Box()
    var slide = plan(box, 0, 100, 1)
    slide.reduced = plan(box, 50, 60, 0.5)
    animator.play(slide)
    animator.render(at: 0)
    #expect(box.x == 60)
  }

  @Test("the variant is one level deep; nil removes it; copies keep theirs")
  func oneLevelDeep() {
    let box = Box()
    var inner = plan(box, 1, 2, 1)
    inner.reduced = plan(box, 3, 4, 1)
    var outer = plan(box, 0, 100, 1)
    outer.reduced = inner
    #expect(outer.reduced != nil)
    #expect(outer.reduced?.reduced == nil)
    #expect(inner.reduced != nil)
    let copy = outer
    outer.reduced = nil
    #expect(outer.reduced == nil)
    #expect(copy.reduced?.duration == 1)
  }
}
