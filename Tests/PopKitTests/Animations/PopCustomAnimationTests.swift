// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Counterparts of pop's POPCustomAnimationTests.
@MainActor
@Suite("pop's custom animation tests")
struct PopCustomAnimationTests {
  @Test("testCallbackFinished: returning false on the third call finishes after 3 calls")
  func callbackFinished() {
    let box = Box()
    let animator = Animator()
    var elapsed: [Double] = []
    var times: [Double] = []
    let animation = CustomAnimation<Box> { _, animation in
      elapsed.append(animation.elapsedTime)
      times.append(animation.currentTime)
      return elapsed.count < 3
    }
    let recorder = EventRecorder()
    recorder.observe(animation)
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "key")
    render(animator, from: 0.1, through: 5.1, step: 0.1)
    #expect(elapsed.count == 3)
    #expect(elapsed[0] == 0)
    #expect(elapsed.dropFirst().allSatisfy { isClose($0, 0.1, absolute: 1e-12) })
    #expect(times.enumerated().allSatisfy { isClose($1, 0.1 * Double($0 + 1), absolute: 1e-12) })
    #expect(recorder.events == [.start, .apply, .apply, .apply, .stop(true)])
    #expect(animation.tracer.events(ofKind: .didStart).count == 1)
    #expect(animation.tracer.events(ofKind: .didStop).map(\.finished) == [true])
    #expect(animator.animationCount == 0)
  }

  @Test("testCallbackCancelled: removing itself on the third call stops it, unfinished")
  func callbackCancelled() {
    let box = Box()
    let animator = Animator()
    var elapsed: [Double] = []
    let animation = CustomAnimation<Box> { target, animation in
      elapsed.append(animation.elapsedTime)
      if elapsed.count == 3 { animator.removeAnimation(forKey: "key", from: target) }
      return elapsed.count < 3
    }
    let recorder = EventRecorder()
    recorder.observe(animation)
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "key")
    render(animator, from: 0.1, through: 5.1, step: 0.1)
    #expect(elapsed.count == 3)
    #expect(elapsed[0] == 0)
    #expect(elapsed.dropFirst().allSatisfy { isClose($0, 0.1, absolute: 1e-12) })
    // The third call removed the animation: it stops there, with no apply after the stop.
    #expect(recorder.events == [.start, .apply, .apply, .stop(false)])
    #expect(animation.tracer.events(ofKind: .didStart).count == 1)
    #expect(animation.tracer.events(ofKind: .didStop).map(\.finished) == [false])
    #expect(animator.animationKeys(of: box).isEmpty)
  }

  @Test("testAssociation: the closure gets the object; keys and lookups follow add and remove")
  func association() {
    let box = Box()
    let animator = Animator()
    var targets: [ObjectIdentifier] = []
    let animation = CustomAnimation<Box> { target, _ in
      targets.append(ObjectIdentifier(target))
      target.x += 1
      return true
    }
    animator.add(animation, to: box, forKey: "key")
    #expect(animator.animation(forKey: "key", of: box) === animation)
    #expect(animator.animationKeys(of: box).contains("key"))
    render(animator, through: 1, step: 0.1)
    #expect(targets.count == 11)
    #expect(targets.allSatisfy { $0 == ObjectIdentifier(box) })
    #expect(box.x == 11)
    animator.removeAnimation(forKey: "key", from: box)
    #expect(animator.animation(forKey: "key", of: box) == nil)
    #expect(!animator.animationKeys(of: box).contains("key"))
    render(animator, from: 1.1, through: 2, step: 0.1)
    #expect(box.x == 11)
  }

  @Test("a kept custom animation stays added after finishing and runs nothing more")
  func keptCustomAnimation() {
    let box = Box()
    let animator = Animator()
    var calls = 0
    let animation = CustomAnimation<Box> { _, _ in
      calls += 1
      return calls < 2
    }
    animation.removedOnCompletion = false
    let recorder = EventRecorder()
    recorder.observe(animation)
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 1, step: 0.1)
    #expect(calls == 2)
    #expect(recorder.stops == [true])
    #expect(animator.animation(forKey: "key", of: box) === animation)
    #expect(!animator.hasActiveAnimations)
    // Removing the finished animation later reports nothing more.
    animator.removeAnimation(forKey: "key", from: box)
    #expect(recorder.stops == [true])
    #expect(recorder.violations.isEmpty)
  }
}
