// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A kind written the way the article "Adding an animation kind" says, in one file and
/// nothing else: each component moves towards its target at a constant speed and stops there.
@MainActor
final class SteadyAnimation<Object: AnyObject, Value: AnimatableValue>:
  PropertyAnimation<Object, Value>, AnimationKind, AnimationCallbacks
{
  /// The speed of every component, in units per second.
  var speed = 1.0

  /// The target.
  var toValue: Value? {
    get { flags[.hasTo] ? Value(animatableComponents: to) : nil }
    set {
      flags[.hasTo] = newValue != nil
      to = newValue?.animatableComponents ?? .zero
      targetDidChange()
    }
  }

  @inlinable
  init(property: AnimatableProperty<Object, Value>) {
    super.init(
      property: property,
      compiled: PropertyAnimation.compiledKind(of: SteadyAnimation.self, for: property))
  }

  @inlinable @inline(__always)
  func motion(after elapsed: Double) -> (value: Components, velocity: Components) {
    var value = current
    var velocity = Components.zero
    let reach = speed * elapsed
    for index in 0..<Components.componentCount {
      let distance = to[index] - value[index]
      if abs(distance) <= reach {
        value[index] = to[index]
      } else {
        value[index] += distance > 0 ? reach : -reach
        velocity[index] = distance > 0 ? speed : -speed
      }
    }
    return (value, velocity)
  }

  @inlinable @inline(__always)
  func isDone(
    written: Components, previous: Components, velocity: Components, elapsed: Double,
    isFirstWrite: Bool, isRounded: Bool
  ) -> Bool {
    written == (isRounded ? rounded(to) : to)
  }
}

@Suite("Adding an animation kind")
@MainActor
struct AddingAKindTests {
  private func steady(from: Double, to: Double, speed: Double) -> SteadyAnimation<Box, Double> {
    let animation = SteadyAnimation(property: Box.xProperty)
    animation.fromValue = from
    animation.toValue = to
    animation.speed = speed
    return animation
  }

  @Test("a kind written in one file runs on the animator, frame by frame, and stops at its end")
  func runs() {
    let animator = Animator()
    let box = Box()
    let recorder = EventRecorder()
    let animation = steady(from: 0, to: 1, speed: 3)
    recorder.observe(animation)
    animator.add(animation, to: box, forKey: "x")
    render(animator, through: 0.5, step: 0.1)
    #expect(box.xWrites.count == 5)
    for (frame, value) in box.xWrites.enumerated() {
      expectClose(value, min(1, 0.3 * Double(frame)), absolute: 1e-12)
    }
    #expect(
      recorder.events == [.start] + Array(repeating: .apply, count: 5) + [.reach, .stop(true)])
  }

  @Test("the run machinery gives it rounding, a past start instant and a finish at once")
  func machinery() throws {
    let animator = Animator()
    let rounded = Box()
    let roundedAnimation = steady(from: 0, to: 10, speed: 4)
    roundedAnimation.roundingFactor = 1
    animator.add(roundedAnimation, to: rounded, forKey: "x")
    let late = Box()
    let lateAnimation = steady(from: 0, to: 10, speed: 4)
    lateAnimation.startInstant = -0.25
    animator.add(lateAnimation, to: late, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 0.3)
    #expect(rounded.x == 1)
    expectClose(late.x, 2.2, absolute: 1e-12)
    #expect(lateAnimation.finishRunAtOnce(late))
    #expect(late.x == 10)
    #expect(!lateAnimation.isRunning)
  }
}
