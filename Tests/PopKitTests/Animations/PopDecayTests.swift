// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Counterparts of pop's POPDecayAnimationTests.
///
/// pop's position x has threshold 1, here `Box.xProperty(threshold: 1)`; its position is a
/// point with threshold 1, here `Box.pointProperty`.
@MainActor
@Suite("pop's decay tests")
struct PopDecayTests {
  static let positionX = Box.xProperty(threshold: 1)

  /// pop's `_positionXAnimation`: from 0 with velocity 7223.021, deceleration 0.998.
  func positionXAnimation(velocity: Double = 7223.021) -> DecayAnimation<Box, Double> {
    let animation = DecayAnimation(property: Self.positionX)
    animation.fromValue = 0
    animation.velocity = velocity
    animation.deceleration = 0.998
    return animation
  }

  @Test(
    "testConvergence, testConvergenceNegativeVelocity: monotonic, finished, ≤ 12 trailing writes",
    arguments: [7223.021, -7223.021])
  func convergence(velocity: Double) throws {
    let box = Box()
    let animator = Animator()
    let animation = positionXAnimation(velocity: velocity)
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 10, step: 1.0 / 60)
    animation.tracer.stop()
    let target = try #require(animation.toValue)
    #expect(animation.tracer.events(ofKind: .didReachToValue).last?.value == [target])
    #expect(animation.tracer.events(ofKind: .didStop).map(\.finished) == [true])
    let writes = writtenValues(animation.tracer)
    let steps = zip(writes, writes.dropFirst())
    #expect(steps.allSatisfy { velocity > 0 ? $0 <= $1 : $0 >= $1 })
    let trailing = countOfTrailingValues(writes, near: target, within: 1)
    #expect(trailing <= 12)
    #expect(writes.last == target)
    #expect(box.x == target)
  }

  @Test("test2DConvergence: x, y and point flings agree, and a faster component lasts longer")
  func twoDimensionalConvergence() throws {
    let flingX = positionXAnimation()
    let flingY = DecayAnimation(property: Box.xProperty(threshold: 1))
    flingY.fromValue = 0
    flingY.velocity = 7223.021
    #expect(flingX.duration == flingY.duration)
    #expect(flingX.toValue == flingY.toValue)

    let fling = DecayAnimation(property: Box.pointProperty)
    fling.fromValue = .zero
    fling.velocity = CGPoint(x: 7223.021, y: 7223.021)
    let duration = fling.duration
    expectClose(flingX.duration, duration, absolute: 1e-4)
    #expect(flingX.toValue.map { CGFloat($0) } == fling.toValue?.x)

    let box = Box()
    let animator = Animator()
    fling.tracer.start()
    animator.add(fling, to: box, forKey: "key")
    render(animator, through: 10, step: 1.0 / 60)
    let target = try #require(fling.toValue)
    let reach = fling.tracer.events(ofKind: .didReachToValue).last?.value
    #expect(reach == [Double(target.x), Double(target.y)])
    #expect(fling.tracer.events(ofKind: .didStop).map(\.finished) == [true])
    #expect(box.point == target)

    fling.velocity = CGPoint(x: 7223.021 + 1000, y: 7223.021)
    #expect(fling.duration > duration)
    fling.velocity = CGPoint(x: 7223.021, y: 7223.021 + 1000)
    #expect(fling.duration > duration)
  }

  @Test("testRemovedOnCompletionNoStartStopBasics: a kept fling starts, finishes, stays added")
  func keptBasics() {
    let box = Box()
    let animator = Animator()
    let animation = positionXAnimation()
    animation.removedOnCompletion = false
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
  }

  @Test(
    "testRemovedOnCompletionNoContinuations: velocities 50, 100, 20, 80 restart and refling a kept decay"
  )
  func keptContinuations() {
    let box = Box()
    let animator = Animator()
    let animation = positionXAnimation()
    animation.removedOnCompletion = false
    let recorder = EventRecorder()
    recorder.observe(animation)
    animation.tracer.start()
    let velocities = [50.0, 100, 20, 80]
    let durations = [2.0, 0.5, 0.5, 2.0]
    let expectedStarts = [1, 1, 0, 0]
    let expectedReaches = [1, 0, 0, 1]
    let expectedStops: [[Bool]] = [[true], [], [], [true]]
    var begin = 0.0
    for (index, velocity) in velocities.enumerated() {
      animation.velocity = velocity
      if index == 0 { animator.add(animation, to: box, forKey: "key") }
      animation.tracer.reset()
      let before = recorder.events.count
      render(animator, from: begin, through: begin + durations[index], step: 1.0 / 60)
      begin += durations[index]
      let segment = Array(recorder.events[before...])
      let reaches = animation.tracer.events(ofKind: .didReachToValue).count
      #expect(reaches == expectedReaches[index], "segment \(index)")
      #expect(segment.filter { $0 == .start }.count == expectedStarts[index], "segment \(index)")
      let stops = segment.compactMap { event -> Bool? in
        if case .stop(let finished) = event { return finished }
        return nil
      }
      #expect(stops == expectedStops[index], "segment \(index)")
      #expect(animator.animation(forKey: "key", of: box) === animation)
    }
    #expect(recorder.violations.isEmpty)
  }

  @Test("testNoOperationAnimation: a fling with nothing set never writes another value")
  func noOperation() {
    let box = Box()
    box.point = CGPoint(x: 100, y: 100)
    let animator = Animator()
    let animation = DecayAnimation(property: Box.pointProperty)
    let recorder = EventRecorder()
    recorder.observe(animation)
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 5, step: 1.0 / 60)
    #expect(recorder.count(.start) == 1)
    #expect(recorder.stops == [true])
    let writes = animation.tracer.events(ofKind: .propertyWrite)
    #expect(writes.allSatisfy { $0.value == [100, 100] })
    #expect(box.point == CGPoint(x: 100, y: 100))
  }

  @Test("testContinuation: a new velocity on a running fling continues on, then finishes")
  func continuation() throws {
    let box = Box()
    let animator = Animator()
    let animation = DecayAnimation(property: Self.positionX)
    animation.fromValue = 0
    animation.velocity = 1000
    let recorder = EventRecorder()
    recorder.observe(animation)
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 1, step: 1.0 / 60)
    let writes = writtenValues(animation.tracer)
    animation.tracer.reset()
    #expect(recorder.count(.start) == 1)
    #expect(recorder.stops.isEmpty)

    animation.velocity = 1000
    render(animator, from: 1, through: 5, step: 1.0 / 60)
    let moreWrites = writtenValues(animation.tracer)
    #expect(recorder.stops == [true])
    let first = try #require(writes.first)
    let last = try #require(writes.last)
    let firstMore = try #require(moreWrites.first)
    #expect(first < last && last < firstMore)
    #expect(zip(moreWrites, moreWrites.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test("testRectSupport: a rectangle fling moves x and y alike and width and height alike")
  func rectSupport() {
    let box = Box()
    let animator = Animator()
    let animation = DecayAnimation(property: Box.rectProperty)
    animation.fromValue = .zero
    animation.velocity = CGRect(x: 100, y: 100, width: 1000, height: 1000)
    let recorder = EventRecorder()
    recorder.observe(animation)
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 3, step: 1.0 / 60)
    #expect(recorder.stops == [true])
    let last = box.rect
    #expect(last != .zero)
    #expect(last.origin.x == last.origin.y)
    #expect(last.size.width == last.size.height)
    #expect(last.origin.x < last.size.width)
  }

  @Test("testEndValueOnReuse: a reused fling from further on lands beyond the first landing")
  func endValueOnReuse() throws {
    let box = Box()
    let animator = Animator()
    let animation = positionXAnimation()
    animation.tracer.start()
    let target = try #require(animation.toValue)
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 5, step: 1.0 / 60)
    #expect(animation.tracer.events(ofKind: .didStop).count == 1)
    let last = try #require(writtenValues(animation.tracer).last)
    expectClose(last, target, absolute: 0.5)
    #expect(last == target)

    animation.fromValue = target - 100
    animation.velocity = 5000
    animation.tracer.reset()
    animator.add(animation, to: box, forKey: "key")
    render(animator, from: 5, through: 10, step: 1.0 / 60)
    let reused = try #require(writtenValues(animation.tracer).last)
    #expect(reused > target)
    #expect(writtenValues(animation.tracer).first == target - 100)
  }

  @Test("testComputedProperties: duration grows with velocity; toValue lies ahead and follows from")
  func computedProperties() throws {
    let animation = DecayAnimation(property: Self.positionX)
    animation.fromValue = 0
    animation.velocity = 100
    let slow = animation.duration
    animation.velocity = 1000
    #expect(animation.duration > slow)
    let ahead = try #require(animation.toValue)
    #expect(ahead > 0)
    animation.fromValue = 100
    let further = try #require(animation.toValue)
    #expect(further > ahead)
    expectClose(further - ahead, 100, absolute: 1e-9)
  }

  @Test("a finished, removed fling projects a new deceleration or velocity afresh")
  func projectionAfterFinishing() throws {
    // Regression: `duration` and `toValue` kept reporting the finished run.
    let box = Box()
    let animator = Animator()
    let animation = positionXAnimation()
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 5, step: 1.0 / 60)
    #expect(animator.animationCount == 0)
    let finishedDuration = animation.duration
    expectClose(finishedDuration, 3.634156317356785, absolute: 1e-12)

    animation.deceleration = 0.999
    let slower = Decay(deceleration: 0.999)
    let expected = slower.stoppingTime(initialVelocity: 7223.021, threshold: 1)
    expectClose(animation.duration, expected, absolute: 1e-12)
    let landing = slower.stoppingDisplacement(initialVelocity: 7223.021, threshold: 1)
    try expectClose(#require(animation.toValue), landing, absolute: 1e-9)

    animation.velocity = 100
    let short = slower.stoppingTime(initialVelocity: 100, threshold: 1)
    expectClose(animation.duration, short, absolute: 1e-12)
  }
}
