// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Counterparts of pop's POPAnimationTests (registration, delegation, blocks, reuse) and
/// POPAnimationMRRTests, on a plain `Box` instead of a `CALayer`.
@MainActor
@Suite("pop's animation tests")
struct PopAnimationTests {
  @Test("testAdditionRemoval: keys after add, remove and remove-all on two objects")
  func additionRemoval() {
    let animator = Animator()
    let first = Box()
    let second = Box()
    animator.add(linearPositionAnimation(), to: first, forKey: "hello")
    #expect(animator.animationKeys(of: first) == ["hello"])
    animator.removeAnimation(forKey: "hello", from: first)
    #expect(animator.animationKeys(of: first).isEmpty)

    animator.add(linearPositionAnimation(), to: first, forKey: "hello")
    animator.add(linearPositionAnimation(), to: first, forKey: "world")
    animator.add(linearPositionAnimation(), to: second, forKey: "hello")
    // PopKit keeps insertion order; pop's keys come from an unordered dictionary.
    #expect(animator.animationKeys(of: first) == ["hello", "world"])
    #expect(animator.animationKeys(of: second) == ["hello"])
    #expect(animator.animationCount == 3)

    animator.removeAllAnimations(from: first)
    #expect(animator.animationKeys(of: first).isEmpty)
    #expect(animator.animationKeys(of: second) == ["hello"])
    #expect(animator.animationCount == 1)
  }

  @Test("testStartStopDelegation: the delegate hears a start at 0 s and a finished stop at 1 s")
  func startStopDelegation() {
    let box = Box()
    let animator = Animator()
    let animation = linearPositionAnimation()
    let recorder = EventRecorder()
    recorder.observe(animation)
    animator.add(animation, to: box, forKey: "key")
    animator.render(at: 0)
    #expect(recorder.events == [.start, .apply])
    animator.render(at: 1)
    #expect(recorder.count(.start) == 1)
    #expect(recorder.stops == [true])
    #expect(recorder.events.last == .stop(true))
    #expect(box.point == CGPoint(x: 100, y: 100))
  }

  @Test("testAnimationValues: rounded linear values every 0.25 s are 25, 50, 75, then 100")
  func animationValues() {
    let box = Box()
    let animator = Animator()
    let animation = linearPositionAnimation()
    animation.roundingFactor = 1
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 1, step: 0.25)
    let expected = [0.0, 25, 50, 75, 100].map { CGPoint(x: $0, y: $0) }
    #expect(box.pointWrites == expected)
  }

  @Test("testNilKey: animations added without a key get fresh keys and animate normally")
  func nilKey() throws {
    let box = Box()
    let animator = Animator()
    let animation = linearPositionAnimation()
    animation.roundingFactor = 1
    animator.add(animation, to: box)
    let key = try #require(animation.key)
    #expect(animator.animationKeys(of: box) == [key])
    #expect(animator.animation(forKey: key, of: box) === animation)
    // pop removes a nil key as a no-op; PopKit keys are not optional, so an unknown key is.
    animator.removeAnimation(forKey: "", from: box)
    animator.removeAnimation(forKey: "no such key", from: box)
    #expect(animator.animationKeys(of: box) == [key])
    // A second keyless animation gets a different key; both stay registered.
    let other = linearPositionAnimation()
    other.beginTime = 100
    animator.add(other, to: box)
    #expect(other.key != nil && other.key != key)
    #expect(animator.animationKeys(of: box) == [key, try #require(other.key)])
    render(animator, through: 1, step: 0.25)
    let expected = [0.0, 25, 50, 75, 100].map { CGPoint(x: $0, y: $0) }
    #expect(box.pointWrites == expected)
  }

  @Test("testReAddition: a second animation under the same key stops the first, unfinished")
  func reAddition() {
    let box = Box()
    let animator = Animator()
    let first = linearPositionAnimation()
    let second = linearPositionAnimation()
    let firstRecorder = EventRecorder()
    let secondRecorder = EventRecorder()
    firstRecorder.observe(first)
    secondRecorder.observe(second)
    animator.add(first, to: box, forKey: "key")
    animator.add(second, to: box, forKey: "key")
    animator.render(at: 0)
    animator.render(at: 1)
    // The first never ran: like pop (and Core Animation) it reports a start, then its stop.
    #expect(firstRecorder.events == [.start, .stop(false)])
    #expect(secondRecorder.events.first == .start)
    #expect(secondRecorder.stops == [true])
    #expect(animator.animationKeys(of: box).isEmpty)
  }

  @Test(
    "testAnimationDidStartBlock, testAnimationDidReachToValueBlock, testAnimationDidApplyBlock")
  func blocks() {
    let box = Box()
    let animator = Animator()
    let animation = linearPositionAnimation()
    var calls: [String] = []
    // Weakly: a closure that holds its own animation strongly is a reference cycle.
    animation.onStart = { [weak animation] started in
      #expect(started === animation)
      calls.append("start")
    }
    animation.onReachToValue = { reached in
      #expect(reached.currentValue == CGPoint(x: 100, y: 100))
      calls.append("reach")
    }
    animation.onApply = { applied in
      calls.append("apply \(applied.currentValue?.x ?? -1)")
    }
    animator.add(animation, to: box, forKey: "key")
    animator.render(at: 0)
    animator.render(at: 1)
    #expect(calls == ["start", "apply 0.0", "apply 100.0", "reach"])
  }

  @Test("testCompletionBlock: removal completes unfinished, a full run completes finished")
  func completionBlock() {
    let box = Box()
    let animator = Animator()
    let removed = linearPositionAnimation()
    var removedStops: [Bool] = []
    removed.onStop = { _, finished in removedStops.append(finished) }
    animator.add(removed, to: box, forKey: "key")
    animator.removeAllAnimations(from: box)
    #expect(removedStops == [false])

    let completed = linearPositionAnimation()
    var completedStops: [Bool] = []
    completed.onStop = { _, finished in completedStops.append(finished) }
    animator.add(completed, to: box, forKey: "key")
    animator.render(at: 0)
    animator.render(at: 1)
    #expect(completedStops == [true])
    #expect(removedStops == [false])
  }

  @Test("testReuse: one instance runs on two objects, writing (125, 125) at 0.25 s each time")
  func reuse() {
    let animator = Animator()
    let animation = linearPositionAnimation()
    animation.fromValue = CGPoint(x: 100, y: 100)
    animation.toValue = CGPoint(x: 200, y: 200)
    animation.roundingFactor = 1
    for (index, start) in [0.0, 5.0].enumerated() {
      let box = Box()
      let recorder = EventRecorder()
      recorder.observe(animation)
      animator.add(animation, to: box, forKey: "key")
      for time in [0, 0.25, 1] { animator.render(at: start + time) }
      #expect(
        box.pointWrites == [100, 125, 200].map { CGPoint(x: $0, y: $0) }, "run \(index)")
      #expect(recorder.events.first == .start)
      #expect(recorder.stops == [true])
    }
  }

  @Test("testCancelBeforeBegin: removing before the begin time traces one start and one stop")
  func cancelBeforeBegin() {
    let box = Box()
    let animator = Animator()
    let animation = linearPositionAnimation(beginTime: 100_000)
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "key")
    animator.render(at: 0)
    animator.removeAllAnimations(from: box)
    #expect(animation.tracer.events(ofKind: .didStart).count == 1)
    #expect(animation.tracer.events(ofKind: .didStop).map(\.finished) == [false])
    #expect(animation.tracer.events(ofKind: .propertyWrite).isEmpty)
    #expect(box.pointWrites.isEmpty)
  }

  @Test("testAddedKeys (partial): an animation carries a name of the caller's choosing")
  func addedKeys() {
    // pop stores arbitrary KVC keys on an animation; PopKit offers a name.
    let animation = linearPositionAnimation()
    #expect(animation.name == nil)
    animation.name = "value"
    #expect(animation.name == "value")
    animation.name = nil
    #expect(animation.name == nil)
  }

  @Test("testZeroingDelegate: the delegate is held weakly and becomes nil when it goes away")
  func zeroingDelegate() {
    let box = Box()
    let animator = Animator()
    let animation = linearPositionAnimation()
    var recorder: EventRecorder? = EventRecorder()
    weak let weakRecorder = recorder
    animation.delegate = recorder
    #expect(animation.delegate === recorder)
    recorder = nil
    #expect(weakRecorder == nil)
    #expect(animation.delegate == nil)
    // Running without the delegate still works and still calls the closures.
    var stops: [Bool] = []
    animation.onStop = { _, finished in stops.append(finished) }
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 1, step: 0.5)
    #expect(stops == [true])
  }

  @Test("testAnimationCancellationOnAnimatableDeallocation: let go of, it stops next frame, freed")
  func cancellationOnDeallocation() {
    let animator = Animator()
    let animation = linearPositionAnimation()
    let recorder = EventRecorder()
    recorder.observe(animation)
    var box: Box? = Box()
    weak let weakBox = box
    animator.add(animation, to: box!, forKey: "key")
    animator.render(at: 0)
    box = nil
    // A running animator holds its objects until its next frame (pop frees it here).
    #expect(weakBox != nil)
    #expect(recorder.events == [.start, .apply])
    animator.render(at: 0.1)
    #expect(weakBox == nil)
    #expect(recorder.events == [.start, .apply, .stop(false)])
    #expect(animator.animationCount == 0)
    #expect(!animator.hasActiveAnimations)
  }
}
