// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import Observation
import PopKitTestSupport
import Testing

@testable import PopKit

/// `AnimatedValue`: one observation change per rendered frame while it moves, none at rest.
/// (Swift Testing takes `@available` on tests, not on suites: each test carries Observation's.)
@Suite("Animated values")
@MainActor
struct AnimatedValueTests {
  /// Counts the changes Observation reports for a value's `value`, `velocity` and `target`,
  /// registering again after each one, as SwiftUI does.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  final class ChangeCounter: @unchecked Sendable {
    // Only touched on the main actor: the tracked changes happen in the frames the tests
    // render there, and onChange runs synchronously where the change happens.
    var count = 0
    /// Weak: the value's observers hold this counter, which must not hold the value back.
    weak var animated: AnimatedValue<Double>?

    @MainActor init(_ animated: AnimatedValue<Double>) {
      self.animated = animated
      track()
    }

    @MainActor func track() {
      guard let animated else { return }
      withObservationTracking {
        _ = animated.value
        _ = animated.velocity
        _ = animated.target
      } onChange: {
        MainActor.assumeIsolated {
          self.count += 1
          self.track()
        }
      }
    }
  }

  /// Renders one frame and returns how many changes an observer was told of.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  private func changes(
    of animated: AnimatedValue<Double>, renderingAt time: Double, on animator: Animator
  ) -> Int {
    let counter = ChangeCounter(animated)
    animator.render(at: time)
    return counter.count
  }

  @Test("a moving value makes exactly one change per frame, and none once it rests")
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func oneChangePerFrame() {
    let animator = Animator()
    let animated = AnimatedValue(0.0, spring: .snappy, animator: animator)
    animated.animate(to: 100)
    var frame = 0
    var counts: [Int] = []
    while frame < 600 {
      counts.append(changes(of: animated, renderingAt: Double(frame) / 60, on: animator))
      frame += 1
      if animated.value == 100 && animated.velocity == 0 { break }
    }
    #expect(counts == Array(repeating: 1, count: counts.count))
    #expect(counts.count > 10)
    #expect(changes(of: animated, renderingAt: Double(frame) / 60, on: animator) == 0)
    #expect(animated.target == 100)
  }

  @Test("value and velocity follow the spring's closed form; a retarget keeps both")
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func followsTheSpring() throws {
    let animator = Animator()
    let spring = Spring(tension: 300, friction: 20, mass: 1)
    let animated = AnimatedValue(2.0, spring: spring, animator: animator)
    animated.animate(to: 10)
    animator.render(at: 0)
    animator.render(at: 0.05)
    let exact = referenceSpring(mass: 1, stiffness: 300, damping: 20, x0: -8, v0: 0, time: 0.05)
    expectClose(animated.value, 10 + exact.x, absolute: 1e-9)
    expectClose(animated.velocity, exact.v, absolute: 1e-9)
    let (value, velocity) = (animated.value, animated.velocity)
    animated.animate(to: 0)
    animator.render(at: 0.1)
    let turned = referenceSpring(
      mass: 1, stiffness: 300, damping: 20, x0: value, v0: velocity, time: 0.05)
    expectClose(animated.value, turned.x, absolute: 1e-9)
    #expect(animated.target == 0)
  }

  @Test("set writes at once, stops the motion and rests")
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func setAtOnce() {
    let animator = Animator()
    let animated = AnimatedValue(0.0, animator: animator)
    animated.animate(to: 5)
    animator.render(at: 0)
    animator.render(at: 0.05)
    animated.set(3)
    #expect(animated.value == 3 && animated.velocity == 0 && animated.target == 3)
    #expect(animator.animationCount == 0)
    animator.render(at: 0.1)
    #expect(animated.value == 3)
  }
}

@Suite("Animated value invalid configuration")
struct AnimatedValueTrapTests {
  @Test("finding 6: an initial value that is not finite stops the program, naming it")
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  func finding6NonFiniteInitialValue() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = AnimatedValue(CGPoint(x: 0, y: Double.nan), animator: Animator()) }
    }
    expectExitMessage(result, contains: "AnimatedValue initial value must be finite; got nan")
  }
}
