// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Counterparts of pop's spring tests about kept animations, new targets and lazy values
/// (POPSpringAnimationTests, and testAnimationContinuation from POPAnimationTests).
@MainActor
@Suite("pop's spring continuation tests")
struct PopSpringContinuationTests {
  /// pop's `_positionAnimation`: position x (threshold 1) from 0, bounciness 4.
  func positionAnimation() -> SpringAnimation<Box, Double> {
    let animation = SpringAnimation(property: Box.xProperty(threshold: 1))
    animation.fromValue = 0
    animation.spring = Spring(bounciness: 4, speed: 12)
    return animation
  }

  @Test("testRemovedOnCompletionNoStartStopBasics: a kept spring starts, finishes, stays added")
  func keptBasics() {
    let box = Box()
    let animator = Animator()
    let animation = positionAnimation()
    animation.removedOnCompletion = false
    animation.toValue = 5
    let recorder = EventRecorder()
    recorder.observe(animation)
    var completions: [Bool] = []
    animation.onStop = { _, finished in completions.append(finished) }
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 20, step: 1.0 / 60)
    #expect(recorder.count(.start) == 1)
    #expect(recorder.stops == [true])
    #expect(completions == [true])
    #expect(animator.animation(forKey: "key", of: box) === animation)
    #expect(box.x == 5)
  }

  @Test(
    "testRemovedOnCompletionNoContinuations: targets 50, 100, 20, 80 restart and retarget a kept spring"
  )
  func keptContinuations() {
    let box = Box()
    let animator = Animator()
    let animation = positionAnimation()
    animation.removedOnCompletion = false
    let recorder = EventRecorder()
    recorder.observe(animation)
    animation.tracer.start()
    let targets = [50.0, 100, 20, 80]
    let durations = [2.0, 0.3, 0.4, 2.0]
    // Per segment: starts, stops, finished flags. Segment 1 restarts the finished animation;
    // segments 2 and 3 retarget it while it runs.
    let expectedStarts = [1, 1, 0, 0]
    let expectedStops: [[Bool]] = [[true], [], [], [true]]
    var begin = 0.0
    for (index, target) in targets.enumerated() {
      animation.toValue = target
      if index == 0 { animator.add(animation, to: box, forKey: "key") }
      animation.tracer.reset()
      let before = recorder.events.count
      render(animator, from: begin, through: begin + durations[index], step: 1.0 / 60)
      begin += durations[index]
      let segment = Array(recorder.events[before...])
      #expect(animation.tracer.events(ofKind: .didReachToValue).count == 1, "segment \(index)")
      #expect(segment.filter { $0 == .start }.count == expectedStarts[index], "segment \(index)")
      let stops = segment.compactMap { event -> Bool? in
        if case .stop(let finished) = event { return finished }
        return nil
      }
      #expect(stops == expectedStops[index], "segment \(index)")
      #expect(animator.animation(forKey: "key", of: box) === animation)
    }
    #expect(box.x == 80)
    #expect(recorder.violations.isEmpty)
  }

  @Test(
    "testRemovedOnCompletionNoContinuationValues: 400 → 200 ends on 200, then 200 → 400 from there"
  )
  func keptContinuationValues() throws {
    let box = Box()
    let animator = Animator()
    let animation = positionAnimation()
    animation.fromValue = 400
    animation.toValue = 200
    animation.removedOnCompletion = false
    animator.add(animation, to: box, forKey: "")
    render(animator, through: 3, step: 1.0 / 60)
    #expect(box.x == 200)
    animation.tracer.start()
    animation.toValue = 400
    render(animator, from: 3, through: 6, step: 1.0 / 60)
    let writes = writtenValues(animation.tracer)
    #expect(writes.count > 5)
    let first = try #require(writes.first)
    expectClose(first, 200, absolute: 10)
    #expect(first == 200)  // the restart frame writes where the spring rests
    #expect(writes.last == 400)
  }

  @Test("testLazyValueInitialization: from and to are read when the spring starts, not before")
  func lazyValueInitialization() {
    let box = Box(x: 0)
    let animator = Animator()
    let animation = SpringAnimation(property: Box.xProperty(threshold: 1))
    animation.fromValue = 100
    animation.beginTime = 0.3
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 0.2, step: 1.0 / 60)
    #expect(animation.fromValue == 100)
    #expect(animation.toValue == nil)
    #expect(box.xWrites.isEmpty)

    render(animator, from: 0.2, through: 0.4, step: 1.0 / 60)
    #expect(animation.fromValue == 100)
    #expect(animation.toValue == 0)
    #expect(animation.tracer.events(ofKind: .propertyRead).map(\.value) == [[0]])
    #expect(box.xWrites.first == 100)

    // pop reads a nil fromValue again on the next running frame; PopKit reads it at the next
    // start, and the running spring turns towards the new target without a jump.
    let before = box.x
    box.xWrites = []
    animation.fromValue = nil
    animation.toValue = 200
    render(animator, from: 0.4, through: 0.6, step: 1.0 / 60)
    #expect(animation.fromValue == nil)
    #expect(animation.toValue == 200)
    #expect(animation.tracer.events(ofKind: .propertyRead).count == 1)
    #expect(box.xWrites.count == 12)
    expectClose(box.xWrites[0], before, absolute: 20)
    #expect(box.x > before)
  }

  @Test(
    "testAnimationContinuation: a new target while running reaches twice and stops once, finished")
  func animationContinuation() throws {
    let box = Box()
    let animator = Animator()
    let animation = SpringAnimation(property: Box.xProperty)
    animation.fromValue = 0
    animation.toValue = 1
    animation.velocity = 10
    animation.spring = Spring(bounciness: 4, speed: 12)
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 0.25, step: 0.05)
    #expect(animation.tracer.events(ofKind: .didReachToValue).count == 1)
    #expect(animation.tracer.events(ofKind: .didStop).isEmpty)

    animation.toValue = 0
    // pop renders the same times again; PopKit's time only moves forward, so continue.
    render(animator, from: 0.3, through: 2.3, step: 0.1)
    let reaches = animation.tracer.events(ofKind: .didReachToValue)
    #expect(reaches.count == 2)
    let firstValue = try #require(reaches.first?.value?.first)
    let secondValue = try #require(reaches.last?.value?.first)
    #expect(firstValue >= 1)  // crossed 1 going up
    #expect(secondValue <= 0)  // crossed 0 going down
    #expect(animation.tracer.events(ofKind: .didStop).map(\.finished) == [true])
    #expect(box.x == 0)
  }
}
