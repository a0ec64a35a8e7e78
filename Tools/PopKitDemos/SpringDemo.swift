// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit

/// The spring demo: a box that springs between two rest positions.
///
/// The model both galleries draw: each flip sends the box to the other rest position; a flip
/// mid-flight retargets the running spring, so its velocity carries over. Bounciness and speed
/// changes reach the running spring at once.
@MainActor
package final class SpringDemo {
  /// The animated object: a position from 0 (left rest) to 1 (right rest).
  @MainActor
  package final class Box {
    /// The position; a spring may overshoot past 0 or 1.
    package var x = 0.0
  }

  /// The box's position, settled within a thousandth of the track.
  package static let position = AnimatableProperty<Box, Double>(
    name: "x", threshold: 0.001, read: { $0.x }, write: { $0.x = $1 })

  /// The animator that runs the spring.
  package let animator: Animator
  /// The box.
  package let box = Box()
  /// The rest position the box is sent to, 0 or 1.
  package private(set) var target = 0.0
  /// pop's bounciness, `0...20`.
  package private(set) var bounciness = 12.0
  /// pop's speed, `2...20`.
  package private(set) var speed = 8.0

  /// Creates the box at rest at 0.
  ///
  /// - Parameter animator: The animator that runs the spring.
  package init(animator: Animator) {
    self.animator = animator
  }

  /// The spring animation while it runs.
  package var running: SpringAnimation<Box, Double>? {
    animator.animation(forKey: "x", of: box, as: SpringAnimation<Box, Double>.self)
  }

  /// The spring the settings make.
  package var spring: Spring { Spring(bounciness: bounciness, speed: speed) }

  /// How far past its target a flip from rest carries the box, as a fraction of the track:
  /// `exp(−ζπ / √(1 − ζ²))` for the spring's damping ratio ζ below 1, else 0 (0.143 at the
  /// start, 0.43 at bounciness 20 and speed 2).
  package var overshoot: Double {
    let ratio = spring.dampingRatio
    guard ratio < 1 else { return 0 }
    return exp(-ratio * Double.pi / (1 - ratio * ratio).squareRoot())
  }

  /// Sends the box to the other rest position: a running spring is retargeted (keeping its
  /// velocity), a resting box gets a new spring.
  package func flip() {
    target = 1 - target
    animator.animate(box, SpringDemo.position, to: target, spring: spring)
  }

  /// Changes the bounciness by `step`, within `0...20`, and gives the running spring the new
  /// constants.
  ///
  /// - Parameter step: The change, such as 2 or −2.
  package func changeBounciness(by step: Double) {
    bounciness = min(20, max(0, bounciness + step))
    running?.spring = spring
  }

  /// Changes the speed by `step`, within `2...20`, and gives the running spring the new
  /// constants.
  ///
  /// - Parameter step: The change, such as 2 or −2.
  package func changeSpeed(by step: Double) {
    speed = min(20, max(2, speed + step))
    running?.spring = spring
  }
}

extension SpringDemo: Demo {
  /// The name in the tabs and on the command line.
  package static let name = "spring"
  /// The line under the tabs.
  package static let summary = "A box on a spring: space sends it across, even mid-flight."
  /// The demo's keys and their help.
  package static let keys = DemoKeys<SpringDemo>(
    hints: [KeyHint("space", "flip"), KeyHint("+/-", "bounciness"), KeyHint(">/<", "speed")],
    [
      .on(.space, .enter) { $0.flip() },
      .on(.character("+"), .character("=")) { $0.changeBounciness(by: 2) },
      .on(.character("-"), .character("_")) { $0.changeBounciness(by: -2) },
      .on(.character(">"), .character(".")) { $0.changeSpeed(by: 2) },
      .on(.character("<"), .character(",")) { $0.changeSpeed(by: -2) },
    ])
}
