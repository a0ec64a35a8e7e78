// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Timelines: sequences without drift, groups, labels, pausing, stopping, ending once.
@Suite("Timelines")
@MainActor
struct TimelineTests {
  /// A linear 0 → 1 timed animation of a box's x.
  private func linear(_ duration: Double) -> BasicAnimation<Box, Double> {
    BasicAnimation(
      property: Box.xProperty, from: 0, to: 1, duration: duration, timingCurve: .linear)
  }

  @Test("ten 0.1 s animations in sequence at 60 Hz: each starts exactly 0.1 s after the last")
  func sequenceWithoutDrift() {
    let animator = Animator()
    let boxes = (0..<10).map { _ in Box() }
    var timeline = Timeline()
    for box in boxes { timeline.add(linear(0.1), to: box, forKey: "x") }
    var result: Bool?
    let run = animator.run(timeline)
    run.onFinish = { result = $0 }
    var frame = 0
    while !run.isFinished && frame < 200 {
      let time = Double(frame) / 60
      animator.render(at: time)
      // Box k runs from 0.1·k exactly: its value is the time since, over 0.1 s.
      for (index, box) in boxes.enumerated() where !box.xWrites.isEmpty {
        let expected = min(max((time - 0.1 * Double(index)) / 0.1, 0), 1)
        expectClose(box.x, expected, absolute: 1e-9, "box \(index) at frame \(frame)")
      }
      frame += 1
    }
    #expect(result == true)
    #expect(frame == 61, "the last ends on the frame at 1.0 s")
    #expect(boxes.allSatisfy { $0.x == 1 })
  }

  @Test("an entry after a spring writes its first value on the frame the spring settles")
  func afterSpring() throws {
    let animator = Animator()
    let (first, second) = (Box(), Box())
    let spring = SpringAnimation(property: Box.xProperty, to: 1, spring: .snappy)
    var timeline = Timeline()
    timeline.add(spring, to: first, forKey: "x")
    timeline.add(linear(0.5), to: second, forKey: "x")
    animator.run(timeline)
    var frame = 0
    var settledAt: Int?
    while frame < 600 {
      animator.render(at: Double(frame) / 60)
      if settledAt == nil && !spring.isRunning && frame > 0 { settledAt = frame }
      if let settledAt, frame == settledAt {
        #expect(second.xWrites == [0], "its first value, at the spring's finish instant")
      }
      frame += 1
      if second.x == 1 { break }
    }
    let settled = try #require(settledAt)
    expectClose(second.x, 1, absolute: 1e-12)
    #expect(frame - 1 == settled + 30, "0.5 s later, on the frame")
  }

  @Test("groups, offsets and labels place entries exactly")
  func placement() {
    let animator = Animator()
    let boxes = (0..<4).map { _ in Box() }
    var timeline = Timeline()
    timeline.add(linear(0.2), to: boxes[0], forKey: "x")
    timeline.add(linear(0.2), to: boxes[1], forKey: "x", at: .withPrevious(offset: 0.05))
    timeline.addLabel("mark", at: .afterAll(offset: 0.1))
    timeline.add(linear(0.2), to: boxes[2], forKey: "x", at: .label("mark"))
    timeline.add(linear(0.2), to: boxes[3], forKey: "x", at: .at(0.1))
    animator.run(timeline)
    let starts = [0.0, 0.05, 0.35, 0.1]
    for frame in 0..<40 {
      let time = Double(frame) / 60
      animator.render(at: time)
      for (index, box) in boxes.enumerated() where !box.xWrites.isEmpty {
        let expected = min(max((time - starts[index]) / 0.2, 0), 1)
        expectClose(box.x, expected, absolute: 1e-9, "box \(index) at \(time)")
      }
    }
  }

  @Test("paused, the run's time and its entries stand still; resumed, they continue")
  func pauseAndResume() {
    let animator = Animator()
    let (first, second) = (Box(), Box())
    var timeline = Timeline()
    timeline.add(linear(0.5), to: first, forKey: "x")
    timeline.add(linear(0.5), to: second, forKey: "x")
    let run = animator.run(timeline)
    animator.render(at: 0)
    animator.render(at: 0.25)
    run.pause()
    animator.render(at: 0.5)
    animator.render(at: 2)
    expectClose(first.x, 0.5, absolute: 1e-12)
    #expect(second.xWrites.isEmpty)
    run.resume()
    animator.render(at: 2.1)
    expectClose(first.x, 0.5, absolute: 1e-12, "the resume frame restarts the clock")
    animator.render(at: 2.35)
    #expect(first.x == 1)
    animator.render(at: 2.6)
    expectClose(second.x, 0.5, absolute: 1e-9, "the second started at the first's end, 2.35 s")
  }

  @Test("stop: running entries stop not finished, the rest never start, the run ends once")
  func stop() async {
    let animator = Animator()
    let (first, second) = (Box(), Box())
    let recorder = EventRecorder()
    let a = linear(0.5)
    let b = linear(0.5)
    recorder.observe(a, b)
    var timeline = Timeline()
    timeline.add(a, to: first, forKey: "x")
    timeline.add(b, to: second, forKey: "x")
    let run = animator.run(timeline)
    var results: [Bool] = []
    run.onFinish = { results.append($0) }
    animator.render(at: 0)
    animator.render(at: 0.1)
    run.stop()
    run.stop()
    animator.render(at: 1)
    #expect(recorder.events(of: a).last == .stop(false))
    #expect(recorder.events(of: b).isEmpty)
    #expect(results == [false])
    #expect(await run.finished == false)
    #expect(animator.animationCount == 0)
  }

  @Test("an entry removed from outside counts as finished unsuccessfully; the run goes on")
  func removedFromOutside() async {
    let animator = Animator()
    let (first, second) = (Box(), Box())
    var timeline = Timeline()
    timeline.add(linear(0.5), to: first, forKey: "x")
    timeline.add(linear(0.25), to: second, forKey: "x")
    let run = animator.run(timeline)
    animator.render(at: 0)
    animator.render(at: 0.1)
    animator.removeAnimation(forKey: "x", from: first)
    var frame = 0
    while !run.isFinished && frame < 100 {
      animator.render(at: 0.2 + Double(frame) / 60)
      frame += 1
    }
    #expect(second.x == 1)
    #expect(await run.finished == false)
  }

  @Test("random timelines, with callbacks removing or replacing entries: each run ends once")
  func randomized() {
    var generator = SeededGenerator(seed: 12)
    for _ in 0..<40 {
      let animator = Animator()
      var timeline = Timeline()
      var animations: [(BasicAnimation<Box, Double>, Box)] = []
      let count = 1 + Int(generator.nextUnit() * 6)
      for index in 0..<count {
        let box = Box()
        let animation = linear(0.05 + generator.nextUnit() * 0.3)
        let positions: [Timeline.Position] = [
          .afterPrevious(), .withPrevious(offset: 0.02), .afterAll(), .at(0.1),
        ]
        let position = index == 0 ? .afterPrevious() : positions[Int(generator.nextUnit() * 4)]
        timeline.add(animation, to: box, forKey: "x", at: position)
        animations.append((animation, box))
      }
      if generator.nextUnit() < 0.6, let (victim, box) = animations.randomElement(using: &generator)
      {
        if generator.nextUnit() < 0.5 {
          victim.onApply = { [weak animator] _ in
            animator?.removeAnimation(forKey: "x", from: box)
          }
        } else {
          // Another animation added under the entry's key replaces it.
          let replacement = linear(0.1)
          victim.onApply = { [weak animator] _ in
            animator?.add(replacement, to: box, forKey: "x")
          }
        }
      }
      let run = animator.run(timeline)
      var ends = 0
      run.onFinish = { _ in ends += 1 }
      var frame = 0
      while !run.isFinished && frame < 600 {
        animator.render(at: Double(frame) / 60 + (generator.nextUnit() - 0.5) * 0.005)
        frame += 1
      }
      // Long after: a replacement that started late has finished too.
      animator.render(at: 20)
      animator.render(at: 21)
      #expect(run.isFinished)
      #expect(ends == 1)
      #expect(animator.animationCount == 0)
    }
  }
}
