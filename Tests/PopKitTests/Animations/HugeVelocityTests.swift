// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Springs and decays given the largest finite velocities: what reaches the object is finite.
@Suite("Huge finite velocities")
@MainActor
struct HugeVelocityTests {
  nonisolated static let velocities: [Double] = [
    1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, 1e200,
    .leastNonzeroMagnitude,
  ]

  @Test(
    "finding 10: a spring given a huge velocity writes only finite values", arguments: velocities)
  func spring(velocity: Double) {
    for spring in [
      Spring.smooth, .bouncy, Spring(tension: 1, friction: 0.1, mass: 1),
      Spring(tension: 1e9, friction: 1, mass: 1),
    ] {
      let animator = Animator()
      let box = Box()
      let animation = SpringAnimation(property: Box.xProperty, to: 100, spring: spring)
      animation.fromValue = 0
      animation.velocity = velocity
      animator.add(animation, to: box, forKey: "x")
      for frame in 0..<600 { animator.render(at: Double(frame) / 60) }
      #expect(box.xWrites.allSatisfy { $0.isFinite }, "\(spring)")
      _ = animator.runningAnimations
    }
  }

  @Test(
    "finding 10: a decay given a huge velocity writes only finite values", arguments: velocities)
  func decay(velocity: Double) {
    for bounded in [false, true] {
      let animator = Animator()
      let box = Box()
      let decay = DecayAnimation(property: Box.xProperty, velocity: velocity)
      decay.fromValue = 0
      if bounded { decay.bounds = Bounds(lower: -500, upper: 500) }
      animator.add(decay, to: box, forKey: "x")
      for frame in 0..<600 { animator.render(at: Double(frame) / 60) }
      #expect(box.xWrites.allSatisfy { $0.isFinite }, "bounded: \(bounded)")
      _ = animator.runningAnimations
    }
  }
}
