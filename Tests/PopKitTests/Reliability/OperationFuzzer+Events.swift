// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport

@testable import PopKit

/// The fuzzer is every animation's delegate: it records each callback, checks it against the
/// model, updates the model for the animator's own removals, and then, sometimes, does a
/// random operation from inside the callback.
extension OperationFuzzer: AnimationDelegate {
  func animationDidStart(_ animation: Animation) {
    recorder.animationDidStart(animation)
    log("start \(describe(animation))")
    let identifier = ObjectIdentifier(animation)
    if animation.key == nil {
      // Removed before it started: reported as a start and then an unfinished stop.
      ledger.check(
        unfinishedStopIsExplained(animation), "removed before its start with no reason")
      removeFromModel(animation)
      removalsInReport.insert(identifier)
    } else {
      ledger.check(animation.isRunning, "a start of an animation that is not running")
      ledger.check(registration(of: animation) != nil, "a start of an animation not added")
      ledger.check(isRendering, "a start outside a frame")
      if let added = addedDuringFrame[identifier] {
        ledger.check(added != frame, "a start in the same frame as it was added")
      }
    }
    act(on: animation)
  }

  func animationDidApply(_ animation: Animation) {
    recorder.animationDidApply(animation)
    log("apply \(describe(animation))")
    ledger.check(animation.isRunning && animation.key != nil, "an apply while not running")
    act(on: animation)
  }

  func animationDidReachToValue(_ animation: Animation) {
    recorder.animationDidReachToValue(animation)
    log("reach \(describe(animation))")
    ledger.check(animation.isRunning && animation.key != nil, "a reach while not running")
    act(on: animation)
  }

  func animationDidStop(_ animation: Animation, finished: Bool) {
    recorder.animationDidStop(animation, finished: finished)
    log("stop(\(finished)) \(describe(animation))")
    let identifier = ObjectIdentifier(animation)
    ledger.check(!animation.isRunning, "still running after its stop")
    if finished {
      finishedStops += 1
      ledger.check(isRendering, "finished outside a frame")
      ledger.check(
        (animation.key == nil) == animation.removedOnCompletion,
        "finished: registered \(animation.key != nil), removedOnCompletion "
          + "\(animation.removedOnCompletion)")
      if animation.removedOnCompletion { removeFromModel(animation) }
      checkAtTarget(animation)
    } else {
      unfinishedStops += 1
      if removalsInReport.remove(identifier) == nil {
        ledger.check(animation.key == nil, "stopped unfinished but still registered")
        ledger.check(unfinishedStopIsExplained(animation), "stopped unfinished with no reason")
        removeFromModel(animation)
      }
    }
    act(on: animation)
  }

  /// A property animation that finished holds its target and last wrote it (rounded).
  func checkAtTarget(_ animation: Animation) {
    if let property = animation as? PropertyAnimation<Box, Double> {
      checkPropertyAtTarget(property)
    } else if let property = animation as? PropertyAnimation<Box, CGPoint> {
      checkPropertyAtTarget(property)
    }
  }

  private func checkPropertyAtTarget<Value>(_ animation: PropertyAnimation<Box, Value>) {
    guard !animation.isAdditive else { return }
    let target = animation.rounded(animation.to).components
    ledger.check(animation.current == animation.to, "finished away from its target")
    let last = probes[ObjectIdentifier(animation)]?.lastWritten
    // (The object itself may hold another value: another animation of the same property may
    // have written since, and a run that last wrote its target does not write it again.)
    ledger.check(last == target, "finished having last written \(last ?? []), not \(target)")
  }

  /// Sometimes, from inside a callback, does one random operation.
  func act(on animation: Animation) {
    guard !isQuiet, !isChecking, depth < 3, chance(0.2) else { return }
    depth += 1
    defer { depth -= 1 }
    if chance(0.15), let own = animation as? ObjectAnimation<Box> {
      count("callback: remove or re-add itself")
      if chance(0.5), let key = own.key, let place = registration(of: own),
        let object = objects.first(where: { $0.serial == place.serial })
      {
        remove(key: key, from: object)
      } else {
        add(own, to: someObject(), key: pick([nil, "a", "b", own.key]))
      }
      return
    }
    perform(pickCallbackOperation(), inCallback: true)
  }
}
