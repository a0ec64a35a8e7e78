// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// SwiftUI's spring presets, checked against SwiftUI's published
/// formulas: stiffness `(2π / duration)²`, damping `4π·ζ / duration`, `ζ = 1 − bounce`.
@Suite("Spring presets")
struct SpringPresetTests {
  /// The stiffness and damping SwiftUI gives a duration and a bounce (mass 1).
  private func swiftUI(duration: Double, bounce: Double) -> (stiffness: Double, damping: Double) {
    let ratio = 1 - bounce
    return (pow(2 * Double.pi / duration, 2), 4 * Double.pi * ratio / duration)
  }

  @Test(
    "the presets have SwiftUI's values",
    arguments: [(Spring.smooth, 0.0), (Spring.snappy, 0.15), (Spring.bouncy, 0.3)])
  func presets(spring: Spring, bounce: Double) {
    let expected = swiftUI(duration: 0.5, bounce: bounce)
    expectClose(spring.stiffness, expected.stiffness, absolute: 1e-9)
    expectClose(spring.damping, expected.damping, absolute: 1e-9)
    expectClose(spring.bounce, bounce, absolute: 1e-12)
    expectClose(spring.duration, 0.5, absolute: 1e-12)
  }

  @Test("Apple's example: duration 0.5, bounce 0.3 is stiffness 157.9, damping 17.6")
  func applesExample() {
    expectClose(Spring.bouncy.stiffness, 157.91, absolute: 0.01)
    expectClose(Spring.bouncy.damping, 17.59, absolute: 0.01)
  }

  @Test("the preset functions change the duration and add to the bounce")
  func presetFunctions() {
    let snappy = Spring.snappy(duration: 0.3, extraBounce: 0.1)
    let expected = swiftUI(duration: 0.3, bounce: 0.25)
    expectClose(snappy.stiffness, expected.stiffness, absolute: 1e-9)
    expectClose(snappy.damping, expected.damping, absolute: 1e-9)
    #expect(Spring.smooth() == Spring.smooth)
    #expect(Spring.bouncy() == Spring.bouncy)
    expectClose(Spring.smooth(duration: 1, extraBounce: 0.2).bounce, 0.2, absolute: 1e-12)
  }

  @Test("a preset pushed past a bounce of 1 is a programmer error")
  func tooMuchBounce() async {
    await #expect(processExitsWith: .failure) {
      _ = Spring.bouncy(extraBounce: 0.8)
    }
  }
}
