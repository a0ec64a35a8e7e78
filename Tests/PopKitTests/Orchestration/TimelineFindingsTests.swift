import Foundation
import Testing

@testable import PopKit

/// Issue 21's findings on timelines: a frame's work follows what changes on it (finding 8), and
/// every run ends where a handler set after ``Animator/run(_:)`` hears it (finding 9).
@Suite("Timelines: issue 21's findings")
@MainActor
struct TimelineFindingsTests {
  /// A linear 0 → 1 timed animation of a box's x.
  private func linear(_ duration: Double) -> BasicAnimation<Box, Double> {
    BasicAnimation(
      property: Box.xProperty, from: 0, to: 1, duration: duration, timingCurve: .linear)
  }

  /// A timeline of one `linear(duration)` entry per box, all at `position`.
  private func timeline(
    of boxes: [Box], duration: Double, at position: Timeline.Position
  ) -> Timeline {
    var timeline = Timeline()
    for box in boxes { timeline.add(linear(duration), to: box, forKey: "x", at: position) }
    return timeline
  }

  // MARK: Finding 8: linear time

  @Test("finding 8: 2,000 entries withPrevious start and finish with work ∝ n, none between")
  func finding8GroupWorkFollowsChanges() {
    let n = 2000
    let boxes = (0..<n).map { _ in Box() }
    let animator = Animator()
    let run = animator.run(timeline(of: boxes, duration: 0.1, at: .withPrevious()))
    var results: [Bool] = []
    run.onFinish = { results.append($0) }
    var work: [Int] = []
    for time in [0, 1.0 / 60, 2.0 / 60, 3.0 / 60, 4.0 / 60, 5.0 / 60, 0.1] {
      let before = run.scheduleWork
      animator.render(at: time)
      work.append(run.scheduleWork - before)
      if time == 5.0 / 60 { #expect(boxes.allSatisfy { abs($0.x - 5.0 / 6) < 1e-9 }) }
    }
    #expect(work[0] == n, "the start frame takes each entry off the queue once")
    #expect(work[1...5].allSatisfy { $0 == 0 }, "frames with nothing to start: \(work)")
    #expect(work[6] == 2 * n, "each finish learned once, each entry passed once")
    #expect(results == [true])
    #expect(boxes.allSatisfy { $0.x == 1 })
    #expect(animator.animationCount == 0)
  }

  @Test("finding 8: a chain of 2,000 entries afterAll: each frame's work is a few steps")
  func finding8AfterAllChainWorkPerFrame() {
    let n = 2000
    let boxes = (0..<n).map { _ in Box() }
    let animator = Animator()
    let run = animator.run(timeline(of: boxes, duration: 0.05, at: .afterAll()))
    var work: [Int] = []
    for frame in 0..<30 {
      let time = Double(frame) / 60
      let before = run.scheduleWork
      animator.render(at: time)
      work.append(run.scheduleWork - before)
      // Entry k runs from 0.05·k exactly; later ones have not started.
      for (index, box) in boxes.prefix(12).enumerated() {
        let start = 0.05 * Double(index)
        #expect(box.xWrites.isEmpty == (start > time + 1e-9), "box \(index) at \(time)")
        if !box.xWrites.isEmpty {
          #expect(abs(box.x - min(max((time - start) / 0.05, 0), 1)) < 1e-9)
        }
      }
    }
    #expect(work.max() ?? .max <= 4, "a finish, a pass, a start learned and taken: \(work)")
    #expect(work.reduce(0, +) <= 4 * 10, "about ten entries changed in 30 frames")
    #expect(!run.isFinished)
  }

  @Test("finding 8: 20,000 zero-length entries in sequence all run on the first frame")
  func finding8ZeroLengthChainEndsOnFirstFrame() {
    let n = 20_000
    let boxes = (0..<n).map { _ in Box() }
    let animator = Animator()
    let run = animator.run(timeline(of: boxes, duration: 0, at: .afterPrevious()))
    var results: [Bool] = []
    run.onFinish = { results.append($0) }
    animator.render(at: 0)
    #expect(results == [true])
    #expect(boxes.allSatisfy { $0.x == 1 })
    #expect(run.scheduleWork <= 4 * n, "learned, taken, finished and passed once each")
    #expect(animator.animationCount == 0)
  }

  @Test("finding 8: 3,000 entries at random places start exactly where the plan puts them")
  func finding8LargeRandomPlanStartsEveryEntryOnTime() throws {
    var generator = SplitMix(seed: 21)
    let plan = TimelineReferencePlan.random(entries: 3000, using: &generator)
    let boxes = plan.steps.map { _ in Box() }
    var timeline = Timeline()
    var animations: [BasicAnimation<Box, Double>?] = []
    for (step, box) in zip(plan.steps, boxes) {
      if let label = step.label {
        timeline.addLabel(label, at: step.position)
        animations.append(nil)
      } else {
        let animation = linear(step.duration)
        timeline.add(animation, to: box, forKey: "x", at: step.position)
        animations.append(animation)
      }
    }
    let expected = plan.starts()
    let lastFinish =
      zip(plan.steps, expected).filter { $0.0.label == nil }
      .map { $0.1 + $0.0.duration }.max() ?? 0
    let animator = Animator()
    let run = animator.run(timeline)
    var results: [Bool] = []
    run.onFinish = { results.append($0) }
    var frame = 0
    while !run.isFinished && frame < 10_000 {
      animator.render(at: Double(frame) / 60)
      frame += 1
    }
    #expect(results == [true])
    #expect(frame > 300, "the plan spans many frames")
    let endTime = Double(frame - 1) / 60
    #expect(endTime >= lastFinish - 1e-9 && endTime - 1.0 / 60 < lastFinish + 1e-9)
    for (index, animation) in animations.enumerated() {
      guard let animation else { continue }
      let start = try #require(animation.startInstant, "entry \(index) started")
      #expect(abs(start - expected[index]) < 1e-9, "entry \(index)")
      #expect(boxes[index].x == 1)
    }
  }

  // MARK: Finding 9: a run always ends observably

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
      timeline.add(linear(0), to: boxes[0], forKey: "x")
      timeline.add(linear(0), to: boxes[1], forKey: "x", at: .withPrevious())
      timeline.add(linear(0), to: boxes[2], forKey: "x", at: .afterAll())
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
    let run = animator.run(timeline(of: boxes, duration: 0.5, at: .afterPrevious()))
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
