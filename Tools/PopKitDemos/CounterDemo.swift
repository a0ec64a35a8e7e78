// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The counter demo (seed 002, POPNumberCount): a number counting to new targets.
///
/// The model both galleries draw: a ``NumberCounter`` that counts to the next of a few targets;
/// a new target while counting continues from the number shown, and stopping leaves it there.
@MainActor
package final class CounterDemo {
  /// The targets ``next()`` counts to, in turn.
  package static let targets = [1280, 42000, 7350.5, 99_999.99, 0]

  /// The curves ``nextCurve()`` steps through, with their names.
  package static let curves: [(name: String, curve: TimingCurve)] = [
    ("easeInEaseOut", .easeInEaseOut), ("default", .default), ("linear", .linear),
    ("easeOut", .easeOut), ("easeIn", .easeIn),
  ]

  /// How the number is written.
  package static let format = NumberFormat(
    fractionDigits: 2, prefix: "$", groupingSeparator: ",")

  /// What the counter is doing.
  package enum State: String {
    /// Not counted yet.
    case idle = "press space to count"
    /// Counting.
    case counting = "counting"
    /// Stopped before its target.
    case stopped = "stopped where it was"
    /// At its target.
    case done = "done"
  }

  /// The counter.
  package let counter: NumberCounter
  /// What the counter is doing.
  package private(set) var state = State.idle
  /// The number the current count started from.
  package private(set) var countFrom = 0.0
  /// How many times the counter called `onUpdate`.
  package private(set) var updates = 0
  private var nextTarget = 0
  private var curveIndex = 0

  /// Creates the demo at 0: one second per count on the first curve.
  ///
  /// - Parameter animator: The animator that runs the counter.
  package init(animator: Animator) {
    counter = NumberCounter(animator: animator)
    counter.duration = 1
    counter.timingCurve = CounterDemo.curves[0].curve
    counter.onUpdate = { [weak self] _ in self?.updates += 1 }
    counter.onFinish = { [weak self] finished in self?.state = finished ? .done : .stopped }
  }

  /// The name of the curve counts use.
  package var curveName: String { CounterDemo.curves[curveIndex].name }

  /// How far the current count has come from ``countFrom`` to its target, `0...1`.
  package var fraction: Double {
    let span = counter.toValue - countFrom
    return span == 0 ? 1 : min(max((counter.currentValue - countFrom) / span, 0), 1)
  }

  /// Counts to the next target, from the number shown.
  package func next() {
    countFrom = counter.currentValue
    counter.count(to: CounterDemo.targets[nextTarget])
    nextTarget = (nextTarget + 1) % CounterDemo.targets.count
    state = .counting
  }

  /// Stops a count where it is.
  ///
  /// - Returns: Whether a count was running.
  package func stop() -> Bool {
    guard counter.isCounting else { return false }
    counter.stop()
    return true
  }

  /// Moves on to the next curve, for the next count.
  package func nextCurve() {
    curveIndex = (curveIndex + 1) % CounterDemo.curves.count
    counter.timingCurve = CounterDemo.curves[curveIndex].curve
  }

  /// Changes the counts' duration by `step` seconds, within `0.5...5`.
  ///
  /// - Parameter step: The change, such as 0.5 or −0.5.
  package func changeDuration(by step: Double) {
    counter.duration = min(5, max(0.5, counter.duration + step))
  }
}

extension CounterDemo: Demo {
  /// The name in the tabs and on the command line.
  package static let name = "counter"
  /// The line under the tabs.
  package static let summary = "NumberCounter with rich text (seed 002): retarget it mid-count."
  /// The demo's keys and their help.
  package static let keys = DemoKeys<CounterDemo>(
    hints: [
      KeyHint("space", "next"), KeyHint("x", "stop"), KeyHint("c", "curve"),
      KeyHint("+/-", "duration"),
    ],
    [
      .on(.space, .enter) { $0.next() },
      .on(.character("x"), attempt: { demo, _ in demo.stop() }),
      .on(.character("c")) { $0.nextCurve() },
      .on(.character("+"), .character("=")) { $0.changeDuration(by: 0.5) },
      .on(.character("-"), .character("_")) { $0.changeDuration(by: -0.5) },
    ])
}
