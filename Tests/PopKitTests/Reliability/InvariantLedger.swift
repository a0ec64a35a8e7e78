// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport

@testable import PopKit

/// Counts the invariants a randomized test checks and keeps the first failures, each with the
/// context it happened in (seed, step, operation), so that a failing seed can be replayed.
///
/// Checking through a ledger instead of `#expect` keeps millions of passing checks cheap.
@MainActor
final class InvariantLedger {
  /// How many checks ran.
  private(set) var checks = 0
  /// The first failures, with their context.
  private(set) var failures: [String] = []
  /// How many checks failed.
  private(set) var failureCount = 0
  /// How many values were written through probes, by any animation.
  var valuesWritten = 0
  /// Where the run is, for failure messages: the seed, the step and the operation.
  var context = ""

  /// Checks one invariant.
  func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    checks += 1
    guard !condition else { return }
    failureCount += 1
    if failures.count < 20 { failures.append("\(context): \(message())") }
  }
}

/// Sees every value one animation writes through its property: counts the writes, remembers
/// the last, and checks that the value is finite and that the animation writing it is running
/// and registered on the object it writes to.
@MainActor
final class WriteProbe {
  /// The animation whose property this is; set right after the animation is made.
  weak var animation: Animation?
  /// The animator the animation belongs to.
  weak var animator: Animator?
  let ledger: InvariantLedger
  /// The components of the last value written.
  private(set) var lastWritten: [Double]?
  /// How many values were written.
  private(set) var writes = 0

  init(animator: Animator, ledger: InvariantLedger) {
    self.animator = animator
    self.ledger = ledger
  }

  /// Records a value about to be written to `box`.
  func record(_ components: [Double], to box: Box) {
    writes += 1
    ledger.valuesWritten += 1
    lastWritten = components
    ledger.check(components.allSatisfy(\.isFinite), "non-finite value \(components) written")
    guard let animation else { return }
    ledger.check(animation.isRunning, "a value written by an animation that is not running")
    let registered = animation.key.flatMap { animator?.animation(forKey: $0, of: box) }
    ledger.check(registered === animation, "a value written to an object it is not added to")
  }

  /// A `Double` property of `Box.x` that writes through this probe.
  func xProperty(threshold: Double) -> AnimatableProperty<Box, Double> {
    AnimatableProperty(
      name: "x", threshold: threshold, read: { $0.x },
      write: { box, value in
        self.record([value], to: box)
        box.x = value
      })
  }

  /// A two-component property of `Box.point` that writes through this probe.
  func pointProperty(threshold: Double) -> AnimatableProperty<Box, CGPoint> {
    AnimatableProperty(
      name: "point", threshold: threshold, read: { $0.point },
      write: { box, value in
        self.record([Double(value.x), Double(value.y)], to: box)
        box.point = value
      })
  }
}

/// A weak reference to a released object, to prove that nothing kept it alive.
struct ReleasedObject {
  /// The object's serial number.
  let serial: Int
  /// The object, `nil` once it was freed.
  weak var box: Box?
}
