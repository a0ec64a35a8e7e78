// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A frame's work on a timeline follows what changes on that frame (issue 21, finding 8):
/// starting and finishing n entries costs work ∝ n, the frames between cost a few steps.
@Suite("Timelines: a frame's work follows what changes on it")
@MainActor
struct TimelineFrameWorkTests {
  @Test("finding 8: 2,000 entries withPrevious start and finish with work ∝ n, none between")
  func finding8GroupWorkFollowsChanges() {
    let n = 2000
    let boxes = (0..<n).map { _ in Box() }
    let animator = Animator()
    let run = animator.run(linearTimeline(of: boxes, duration: 0.1, at: .withPrevious()))
    var results: [Bool] = []
    run.onFinish = { results.append($0) }
    var work: [Int] = []
    for time in [0, 1.0 / 60, 2.0 / 60, 3.0 / 60, 4.0 / 60, 5.0 / 60, 0.1] {
      let before = run.scheduleWork
      animator.render(at: time)
      work.append(run.scheduleWork - before)
      if time == 5.0 / 60 { #expect(boxes.allSatisfy { isClose($0.x, 5.0 / 6, absolute: 1e-9) }) }
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
    let run = animator.run(linearTimeline(of: boxes, duration: 0.05, at: .afterAll()))
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
          expectClose(box.x, min(max((time - start) / 0.05, 0), 1), absolute: 1e-9)
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
    let run = animator.run(linearTimeline(of: boxes, duration: 0, at: .afterPrevious()))
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
    var generator = SeededGenerator(seed: 21)
    let plan = TimelineReferencePlan.random(entries: 3000, using: &generator)
    let boxes = plan.steps.map { _ in Box() }
    var timeline = Timeline()
    var animations: [BasicAnimation<Box, Double>?] = []
    for (step, box) in zip(plan.steps, boxes) {
      if let label = step.label {
        timeline.addLabel(label, at: step.position)
        animations.append(nil)
      } else {
        let animation = linearAnimation(step.duration)
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
      expectClose(start, expected[index], absolute: 1e-9, "entry \(index)")
      #expect(boxes[index].x == 1)
    }
  }
}
