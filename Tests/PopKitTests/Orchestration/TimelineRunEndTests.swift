// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Every timeline run ends where a handler set after ``Animator/run(_:)`` hears it (issue 21,
/// finding 9): an empty run, a run on a clock and a run stopped before its first frame.
@Suite("Timelines: every run ends where a handler set after run(_:) hears it")
@MainActor
struct TimelineRunEndTests {
  @Test("finding 9: an empty timeline's run ends on its first frame; onFinish set after hears it")
  func finding9EmptyTimelineFinishesObservably() async {
    let animator = Animator()
    let run = animator.run(Timeline())
    var results: [Bool] = []
    run.onFinish = { results.append($0) }
    #expect(!run.isFinished, "runs start, and end, on the first frame after run")
    #expect(results.isEmpty)
    let waiting = Task { await run.finished }
    animator.render(at: 0)
    #expect(results == [true])
    #expect(run.isFinished)
    #expect(await waiting.value == true)
    #expect(await run.finished == true)
    animator.render(at: 1)
    #expect(results == [true], "once")
    #expect(animator.animationCount == 0)
  }

  @Test("finding 9: on a clock, an empty run starts the clock, ends on its first tick, stops it")
  func finding9EmptyTimelineOnClock() {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let run = animator.run(Timeline())
    var results: [Bool] = []
    run.onFinish = { results.append($0) }
    #expect(clock.isRunning)
    clock.advance(by: 1.0 / 60)
    #expect(results == [true])
    #expect(clock.tickCount == 1)
    #expect(!clock.isRunning)
  }

  /// Timelines with nothing that takes time.
  enum NothingToRun: CaseIterable {
    case labelsOnly, zeroLengthAnimations
  }

  @Test(
    "finding 9: labels only, or zero-length entries: the run ends on its first frame",
    arguments: NothingToRun.allCases)
  func finding9NothingToRunFinishesObservably(kind: NothingToRun) async {
    let boxes = [Box(), Box(), Box()]
    var timeline = Timeline()
    switch kind {
    case .labelsOnly:
      timeline.addLabel("a")
      timeline.addLabel("b", at: .afterAll(offset: 0.2))
      timeline.addLabel("c", at: .label("b", offset: 1))
    case .zeroLengthAnimations:
      timeline.add(linearAnimation(0), to: boxes[0], forKey: "x")
      timeline.add(linearAnimation(0), to: boxes[1], forKey: "x", at: .withPrevious())
      timeline.add(linearAnimation(0), to: boxes[2], forKey: "x", at: .afterAll())
    }
    let animator = Animator()
    let run = animator.run(timeline)
    var results: [Bool] = []
    run.onFinish = { results.append($0) }
    #expect(results.isEmpty)
    animator.render(at: 0)
    #expect(results == [true])
    #expect(await run.finished == true)
    #expect(boxes.map(\.x) == (kind == .labelsOnly ? [0, 0, 0] : [1, 1, 1]))
    #expect(animator.animationCount == 0)
  }

  @Test("finding 9: a run stopped before its first frame ends at once, and nothing starts")
  func finding9StoppedBeforeFirstFrameFinishesObservably() async {
    let boxes = [Box(), Box()]
    let animator = Animator()
    let run = animator.run(linearTimeline(of: boxes, duration: 0.5, at: .afterPrevious()))
    var results: [Bool] = []
    run.onFinish = { results.append($0) }
    run.stop()
    #expect(results == [false])
    #expect(await run.finished == false)
    animator.render(at: 0)
    animator.render(at: 1)
    #expect(results == [false])
    #expect(boxes.allSatisfy { $0.xWrites.isEmpty })
    #expect(animator.animationCount == 0)
  }
}
