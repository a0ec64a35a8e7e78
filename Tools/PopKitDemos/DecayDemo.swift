// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The decay demo: a ball flung along a track between two walls.
///
/// The model both galleries draw: it slides, slowing down, and stops where PopKit predicted; a
/// fling that reaches a wall pushes into the wall's rubber band and springs back to rest
/// against it (a ``DecayAnimation`` with ``DecayAnimation/bounds``: the track's ends). A fling
/// while it moves flings it again from where it is, with the new velocity.
@MainActor
package final class DecayDemo {
  /// The animated object: a position on the track, 0 at the left wall and 1 at the right.
  @MainActor
  package final class Ball {
    /// The position, in tracks.
    package var x = 0.0
  }

  /// The ball's position, at rest when slower than 5 thousandths of the track per second.
  package static let position = AnimatableProperty<Ball, Double>(
    name: "x", threshold: 0.001, read: { $0.x }, write: { $0.x = $1 })

  /// The walls: the track's ends.
  package static let walls = Bounds<Double>(lower: 0, upper: 1)

  /// The decelerations ``changeDeceleration(by:)`` steps through, per millisecond.
  package static let decelerations = [0.99, 0.995, 0.998, 0.999]

  /// A fling towards the side with more room.
  package enum Throw: Equatable {
    /// A fling whose free decay would cover this part of the room ahead: it stops short.
    case short(Double)
    /// A fling that meets the wall ahead at this speed, in tracks per second, whatever the
    /// deceleration, so it pushes into the rubber band the same depth.
    case wall(Double)
  }

  /// The flings ``flingInTurn()`` makes, in turn: into the right wall, back short, right again
  /// short, into the left wall.
  package static let throwsInTurn: [Throw] = [.wall(3), .short(0.65), .short(0.8), .wall(2)]

  /// The animator that runs the flings.
  package let animator: Animator
  /// The ball.
  package let ball = Ball()
  /// The index of the next fling's deceleration in ``decelerations``.
  package private(set) var decelerationIndex = 2
  /// How many flings there were.
  package private(set) var flingCount = 0
  /// The speed of the last fling, in tracks per second (at least 0.001): a speed bar's scale.
  package private(set) var flingSpeed = 1.0

  /// Creates the ball at rest against the left wall.
  ///
  /// - Parameter animator: The animator that runs the flings.
  package init(animator: Animator) {
    self.animator = animator
  }

  /// The deceleration of the next fling, per millisecond.
  package var deceleration: Double { DecayDemo.decelerations[decelerationIndex] }

  /// The fling while it runs.
  package var running: DecayAnimation<Ball, Double>? {
    animator.animation(forKey: "fling", of: ball, as: DecayAnimation<Ball, Double>.self)
  }

  /// Steps the next fling's deceleration through ``decelerations``.
  ///
  /// - Parameter step: +1 for the next (slower to stop), −1 for the previous.
  package func changeDeceleration(by step: Int) {
    decelerationIndex = min(DecayDemo.decelerations.count - 1, max(0, decelerationIndex + step))
  }

  /// The velocity of a throw towards the side with more room: short of the wall (the resting
  /// distance of a decay is `−velocity / rate`, so the velocity is `−distance × rate`), or into
  /// it at a speed (the decay loses `−rate × distance` of its speed on the way, so it starts
  /// with that much more).
  ///
  /// - Parameter kind: The throw.
  /// - Returns: The velocity, in tracks per second.
  package func velocity(for kind: Throw) -> Double {
    let direction = ball.x < 0.5 ? 1.0 : -1.0
    let room = max(0, direction > 0 ? 1 - ball.x : ball.x)
    let rate = Decay(deceleration: deceleration).rate
    switch kind {
    case .short(let reach): return direction * -room * reach * rate
    case .wall(let arrival): return direction * (arrival - room * rate)
    }
  }

  /// Makes the next fling of ``throwsInTurn``.
  package func flingInTurn() {
    fling(
      velocity: velocity(for: DecayDemo.throwsInTurn[flingCount % DecayDemo.throwsInTurn.count]))
  }

  /// Flings the ball at a velocity: a running fling is flung again from where it is, otherwise
  /// a new ``DecayAnimation`` starts, bounded by the walls.
  ///
  /// - Parameter velocity: The velocity, in tracks per second.
  package func fling(velocity: Double) {
    flingCount += 1
    flingSpeed = max(abs(velocity), 0.001)
    if let running {
      running.deceleration = deceleration
      running.velocity = velocity
      return
    }
    let animation = DecayAnimation(property: DecayDemo.position)
    animation.bounds = DecayDemo.walls
    animation.deceleration = deceleration
    animation.velocity = velocity
    animator.add(animation, to: ball, forKey: "fling")
  }
}

extension DecayDemo: Demo {
  /// The name in the tabs and on the command line.
  package static let name = "decay"
  /// The line under the tabs.
  package static let summary =
    "A flung ball stops where PopKit predicted, or springs back off a wall."
  /// The demo's keys and their help.
  package static let keys = DemoKeys<DecayDemo>(
    hints: [KeyHint("space", "fling"), KeyHint("+/-", "deceleration")],
    [
      .on(.space, .enter) { $0.flingInTurn() },
      .on(.character("+"), .character("=")) { $0.changeDeceleration(by: 1) },
      .on(.character("-"), .character("_")) { $0.changeDeceleration(by: -1) },
    ])
}
