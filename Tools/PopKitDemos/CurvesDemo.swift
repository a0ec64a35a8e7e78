// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The curves demo: the five timing curve presets racing side by side.
///
/// The model both galleries draw: each lane is a ``BasicAnimation`` of the same duration on its
/// own curve; they start and finish together and differ only in between.
@MainActor
package final class CurvesDemo {
  /// One racer: how far along its lane it is, 0...1.
  @MainActor
  package final class Runner {
    /// The progress along the lane.
    package var progress = 0.0
  }

  /// A runner's progress.
  package static let progress = AnimatableProperty<Runner, Double>(
    name: "progress", threshold: 0.001, read: { $0.progress }, write: { $0.progress = $1 })

  /// The curves, in the order of the lanes, with their names.
  package static let curves: [(name: String, curve: TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("default", .default),
  ]

  /// The animator that runs the race.
  package let animator: Animator
  /// The runners, one per curve, in lane order.
  package let runners = CurvesDemo.curves.map { _ in Runner() }
  /// How long a race takes, in seconds: `0.5...4`.
  package private(set) var duration = 2.0
  /// The end the runners race to, 0 or 1.
  package private(set) var target = 0.0

  /// Creates the race with every runner at the start.
  ///
  /// - Parameter animator: The animator that runs the race.
  package init(animator: Animator) {
    self.animator = animator
  }

  /// The lanes: each runner with its curve's name.
  package var lanes: [(runner: Runner, name: String)] {
    zip(runners, CurvesDemo.curves).map { ($0, $1.name) }
  }

  /// Whether a race is running.
  package var isRacing: Bool {
    runners.contains { animator.animation(forKey: "race", of: $0) != nil }
  }

  /// Sends every runner to the other end of its lane over ``duration``.
  package func race() {
    target = 1 - target
    for (runner, entry) in zip(runners, CurvesDemo.curves) {
      let animation = BasicAnimation(property: CurvesDemo.progress)
      animation.toValue = target
      animation.duration = duration
      animation.timingCurve = entry.curve
      animator.add(animation, to: runner, forKey: "race")
    }
  }

  /// Changes the next race's duration by `step` seconds, within `0.5...4`.
  ///
  /// - Parameter step: The change, such as 0.5 or −0.5.
  package func changeDuration(by step: Double) {
    duration = min(4, max(0.5, duration + step))
  }
}

extension CurvesDemo: Demo {
  /// The name in the tabs and on the command line.
  package static let name = "curves"
  /// The line under the tabs.
  package static let summary =
    "The five timing curves racing: same start and finish, different pace."
  /// The demo's keys and their help.
  package static let keys = DemoKeys<CurvesDemo>(
    hints: [KeyHint("space", "race"), KeyHint("+/-", "duration")],
    [
      .on(.space, .enter) { $0.race() },
      .on(.character("+"), .character("=")) { $0.changeDuration(by: 0.5) },
      .on(.character("-"), .character("_")) { $0.changeDuration(by: -0.5) },
    ])
}
