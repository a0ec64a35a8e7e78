// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A timeline run's onUpdate and onLabel at exact render times.
@Suite("Timelines: onUpdate and onLabel")
@MainActor
struct TimelineRunCallbackTests {
  /// A linear 0 → 1 timed animation of a box's x.
  private func linear(_ duration: Double) -> BasicAnimation<Box, Double> {
    BasicAnimation(
      property: Box.xProperty, from: 0, to: 1, duration: duration, timingCurve: .linear)
  }

  @Test("labels fire on the frame that reaches them, in order; updates after the entries' writes")
  func labelsAndUpdates() {
    let animator = Animator()
    let (first, second) = (Box(), Box())
    var timeline = Timeline()
    timeline.addLabel("zero", at: .at(0))
    timeline.add(linear(0.25), to: first, forKey: "x")
    timeline.addLabel("mid", at: .at(0.125))
    timeline.add(linear(0.25), to: second, forKey: "x", at: .afterPrevious(offset: 0.25))
    timeline.addLabel("b", at: .at(0.625))
    timeline.addLabel("a", at: .at(0.5625))
    timeline.addLabel("c", at: .at(0.625))
    timeline.addLabel("end")  // when the second entry finishes: 0.75
    timeline.addLabel("never", at: .at(2))
    let run = animator.run(timeline)
    var log: [String] = []
    run.onLabel = { log.append("label(\($0))") }
    run.onUpdate = { log.append("update(\(first.x), \(second.x))") }
    run.onFinish = { log.append("finish(\($0))") }
    func frame(_ time: Double) -> [String] {
      log = []
      animator.render(at: time)
      return log
    }
    #expect(frame(0) == ["label(zero)", "update(0.0, 0.0)"])
    #expect(frame(0.0625) == ["update(0.25, 0.0)"])
    #expect(frame(0.1875) == ["label(mid)", "update(0.75, 0.0)"])
    #expect(frame(0.3125) == ["update(1.0, 0.0)"], "the first entry's last write")
    #expect(frame(0.375).isEmpty, "a gap between entries: nothing written")
    #expect(frame(0.5) == ["update(1.0, 0.0)"], "the second entry starts and writes")
    // Several labels in one frame, in time order; two at one time in the order added. The
    // update sees the second entry's write, which comes after the run's own clock.
    #expect(frame(0.6875) == ["label(a)", "label(b)", "label(c)", "update(1.0, 0.75)"])
    #expect(frame(0.75) == ["label(end)", "update(1.0, 1.0)", "finish(true)"])
    #expect(frame(2.5).isEmpty, "ended: a label past the last entry never fires")
    #expect(!run.firesLabelsOnSeek)
  }

  @Test("a label after a spring fires on the frame the spring settles")
  func labelAfterSpring() {
    let animator = Animator()
    let box = Box()
    let spring = SpringAnimation(property: Box.xProperty, to: 1, spring: .snappy)
    var timeline = Timeline()
    timeline.add(spring, to: box, forKey: "x")
    timeline.addLabel("settled")
    timeline.add(linear(0.5), to: Box(), forKey: "x")
    let run = animator.run(timeline)
    var labelFrames: [Int] = []
    var frame = 0
    run.onLabel = { _ in labelFrames.append(frame) }
    var settledFrame: Int?
    while frame < 600 && !run.isFinished {
      animator.render(at: Double(frame) / 60)
      if settledFrame == nil && !spring.isRunning && frame > 0 { settledFrame = frame }
      frame += 1
    }
    #expect(settledFrame != nil)
    #expect(labelFrames == [settledFrame ?? -1])
  }

  @Test("without listeners labels pass silently: a handler set later hears only later ones")
  func lateHandler() {
    let animator = Animator()
    var timeline = Timeline()
    timeline.add(linear(1), to: Box(), forKey: "x")
    timeline.addLabel("early", at: .at(0.25))
    timeline.addLabel("late", at: .at(0.75))
    let run = animator.run(timeline)
    animator.render(at: 0)
    animator.render(at: 0.5)
    var labels: [String] = []
    run.onLabel = { labels.append($0) }
    animator.render(at: 1)
    #expect(labels == ["late"])
  }

  @Test("a label handler that stops the run: its end comes, no update and no later label")
  func labelStopsTheRun() {
    let animator = Animator()
    let box = Box()
    var timeline = Timeline()
    timeline.add(linear(1), to: box, forKey: "x")
    timeline.addLabel("stop here", at: .at(0.25))
    timeline.addLabel("after", at: .at(0.375))
    let run = animator.run(timeline)
    var log: [String] = []
    run.onLabel = { [unowned run] name in
      log.append(name)
      if name == "stop here" { run.stop() }
    }
    run.onUpdate = { log.append("update") }
    run.onFinish = { log.append("finish(\($0))") }
    animator.render(at: 0)
    log = []
    animator.render(at: 0.5)
    #expect(log == ["stop here", "finish(false)"])
    animator.render(at: 0.75)
    #expect(log == ["stop here", "finish(false)"])
  }

  @Test("an update that adds and removes animations does not break the frame")
  func updateChangesTheAnimator() {
    let animator = Animator()
    let (box, other, added) = (Box(), Box(), Box())
    var timeline = Timeline()
    timeline.add(linear(1), to: box, forKey: "x")
    let run = animator.run(timeline)
    let bystander = linear(1)
    animator.add(bystander, to: other, forKey: "x")
    var updates = 0
    run.onUpdate = { [unowned animator] in
      updates += 1
      if updates == 2 {
        animator.removeAnimation(forKey: "x", from: other)
        animator.add(self.linear(1), to: added, forKey: "x")
      }
    }
    animator.render(at: 0)
    animator.render(at: 0.5)
    #expect(!bystander.isRunning)
    #expect(added.xWrites.isEmpty)
    animator.render(at: 0.75)
    #expect(added.xWrites == [0])
    expectClose(box.x, 0.75, absolute: 1e-12)
    #expect(updates == 3)
  }
}
