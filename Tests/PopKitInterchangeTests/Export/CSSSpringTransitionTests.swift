// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitInterchange

@Suite("A lone spring as a CSS transition")
struct CSSSpringTransitionTests {
  /// A unit move from rest on a spring of tension k, friction c and mass m, in closed form.
  static func progress(_ spring: Spring, at time: Double) -> Double {
    let decay = spring.friction / (2 * spring.mass)
    let discriminant = spring.tension / spring.mass - decay * decay
    if discriminant > 0 {
      let frequency = discriminant.squareRoot()
      return 1 - exp(-decay * time)
        * (cos(frequency * time) + decay * sin(frequency * time) / frequency)
    }
    let spread = (-discriminant).squareRoot()
    let (fast, slow) = (-decay - spread, -decay + spread)
    let slowPart = -fast / (slow - fast)
    return 1 - ((1 - slowPart) * exp(fast * time) + slowPart * exp(slow * time))
  }

  /// The piecewise-linear easing through evenly spaced stops, at a fraction of the time.
  static func easing(_ stops: [Double], at fraction: Double) -> Double {
    let position = fraction * Double(stops.count - 1)
    let index = min(Int(position), stops.count - 2)
    let local = position - Double(index)
    return stops[index] + local * (stops[index + 1] - stops[index])
  }

  @Test(
    "The duration is the settling time rounded up to a millisecond; the easing follows the spring within 0.5 %",
    arguments: [
      Spring(), Spring(duration: 0.5, bounce: 0.3), Spring(dampingRatio: 1.4, response: 0.3),
    ])
  func transition(_ spring: Spring) throws {
    let transition = try CSSSpringTransition(spring: spring)
    let settling = spring.settlingDuration(distance: 1, initialVelocity: 0, threshold: 0.001)
    #expect(transition.milliseconds == (settling * 1000).rounded(.up))
    #expect(transition.milliseconds - settling * 1000 < 1)
    #expect(transition.duration == transition.milliseconds / 1000)
    // The stops are the spring's progress at evenly spaced times, rounded to 4 decimals.
    let stops = transition.easing.stops
    #expect(stops.first == 0 && stops.last == 1)
    var worst = 0.0
    for step in 0...5000 {
      let fraction = Double(step) / 5000
      let exact = Self.progress(spring, at: fraction * transition.duration)
      worst = max(worst, abs(Self.easing(stops, at: fraction) - exact))
    }
    #expect(worst <= 0.005)
    #expect(transition.worstError <= 0.005)
    expectClose(worst, transition.worstError, absolute: 2e-4)
    // The fewest points: one fewer breaks the tolerance.
    let fewer = try CSSSpringTransition(spring: spring, points: stops.count - 1)
    #expect(fewer.worstError > 0.005)
    let value = transition.value(property: "opacity")
    let milliseconds = JSONText.shortest(transition.milliseconds)
    #expect(value.hasPrefix("opacity \(milliseconds)ms linear(0, "))
    #expect(value.hasSuffix(", 1)"))
  }

  @Test("Exactly N points when asked")
  func points() throws {
    let transition = try CSSSpringTransition(spring: Spring(), points: 7)
    #expect(transition.easing.stops.count == 7)
    #expect(
      transition.easing.stops[3] == (Self.progress(Spring(), at: transition.duration / 2) * 10_000)
        .rounded() / 10_000)
  }

  @Test("A spring that never settles, or settles too late, has no transition")
  func unsettled() {
    #expect(throws: CSSSpringTransition.Unsettled(settlingDuration: .infinity)) {
      try CSSSpringTransition(spring: Spring(tension: 100, friction: 0))
    }
    do {
      _ = try CSSSpringTransition(spring: Spring(tension: 100, friction: 0.001))
      Issue.record("a spring that settles after hours got a transition")
    } catch {
      // ln(1000)/λ with λ = c/2m = 0.0005: about 13816 s, past the hour.
      #expect(abs(error.settlingDuration - log(1000) / 0.0005) / error.settlingDuration < 0.01)
    }
  }
}
