// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import Testing

@testable import PopKit

extension OperationFuzzer {
  /// Runs a number of random top-level operations, checking every invariant after each.
  func run(steps: Int, seed: UInt64) {
    for step in 0..<steps {
      let operation = pickTopLevelOperation()
      ledger.context = "seed \(seed) step \(step) (\(operation.rawValue), time \(time))"
      perform(operation)
      checkInvariants()
    }
    ledger.context = "seed \(seed) wind-down"
    windDown()
  }

  /// What must hold between any two operations.
  func checkInvariants() {
    isChecking = true
    defer { isChecking = false }
    // A query about a new object that took over a freed object's identity drops the freed
    // object's leftovers, with their stops: ask first, then compare.
    for object in objects { _ = animator.animationKeys(of: object.box) }
    ledger.check(
      causes.isEmpty && removalsInReport.isEmpty && inUse.isEmpty && depth == 0,
      "fuzzer state leaked")
    ledger.check(recorder.violations.isEmpty, "event order: \(recorder.violations.prefix(3))")

    // The keys the animator reports are the model's: added and not removed.
    // A released object's animations may be gone already (dropped when a new object took over
    // its identity) or still there until the next frame: either is right for them.
    var modelCount = 0
    var releasedCount = 0
    var modelled: Set<ObjectIdentifier> = []
    var maybeModelled: Set<ObjectIdentifier> = []
    for (serial, keys) in model {
      let isReleased = pendingReleases.contains(serial)
      for animation in keys.values {
        if isReleased {
          releasedCount += 1
          maybeModelled.insert(ObjectIdentifier(animation))
        } else {
          modelCount += 1
          modelled.insert(ObjectIdentifier(animation))
        }
      }
    }
    for object in objects {
      let expected = model[object.serial] ?? [:]
      let keys = animator.animationKeys(of: object.box)
      ledger.check(
        keys.count == expected.count && Set(keys) == Set(expected.keys),
        "object \(object.serial) has keys \(keys), the model says \(expected.keys.sorted())")
      for (key, animation) in expected {
        ledger.check(
          animator.animation(forKey: key, of: object.box) === animation,
          "object \(object.serial) key \(key) holds another animation")
      }
      let point = object.box.point
      ledger.check(
        object.box.x.isFinite && point.x.isFinite && point.y.isFinite, "an object is not finite")
    }
    // Reading diagnostics never traps, and what they give is finite or nil (issue 34, finding 5).
    for entry in animator.runningAnimations {
      let numbers = [entry.timeLeft, entry.energy, entry.progress].compactMap { $0 }
      ledger.check(
        numbers.allSatisfy(\.isFinite),
        "runningAnimations gave \(entry.timeLeft as Any), \(entry.energy as Any), "
          + "\(entry.progress as Any) for \(entry.key)")
    }
    ledger.check(
      (modelCount...modelCount + releasedCount).contains(animator.animationCount),
      "\(animator.animationCount) animations, the model has \(modelCount) (+ \(releasedCount))")

    // Registered exactly when the model says so; running exactly when started and not stopped.
    for animation in animations {
      let identifier = ObjectIdentifier(animation)
      ledger.check(
        maybeModelled.contains(identifier)
          || (animation.key != nil) == modelled.contains(identifier),
        "registered \(animation.key ?? "nil") but modelled \(modelled.contains(identifier))")
      ledger.check(
        animation.isRunning == recorder.running.contains(identifier),
        "running \(animation.isRunning) but started without a stop "
          + "\(recorder.running.contains(identifier))")
    }

    // The animator keeps a released object only until the end of the first frame after its
    // release, which also forgets its animations; nothing else keeps it alive.
    for object in released where !pendingReleases.contains(object.serial) {
      ledger.check(object.box == nil, "released object \(object.serial) is still alive")
    }
    if pendingReleases.isEmpty {
      // The animator's own books agree with each other (a released object's animations stay
      // in them until the next frame).
      expectConsistent(animator, objects: objects.map(\.box))
      ledger.check(
        animator.weakObjects.values.allSatisfy { $0.object != nil },
        "the animator refers to a released object")
      ledger.check(
        animator.entries.allSatisfy { $0?.takeUnretainedValue().hasLiveTarget ?? true },
        "the frame list holds an animation of a released object")
    }
  }

  /// Removes everything with callbacks quiet, releases every object, and checks that nothing
  /// is left: no registration, no record, and a stop for every start.
  func windDown() {
    isQuiet = true
    for object in objects { removeAll(from: object) }
    checkInvariants()
    while !objects.isEmpty { releaseObject() }
    time += 1
    isRendering = true
    animator.render(at: time)
    isRendering = false
    ledger.check(animator.animationCount == 0, "animations left after removing all")
    ledger.check(
      animator.objectTable.count == 0 && animator.weakObjects.isEmpty,
      "objects left in the animator's books after removing all")
    ledger.check(animator.entries.allSatisfy { $0 == nil }, "frame list entries left")
    ledger.check(recorder.running.isEmpty, "\(recorder.running.count) starts without a stop")
    ledger.check(
      recorder.count(.start) == recorder.stops.count,
      "\(recorder.count(.start)) starts but \(recorder.stops.count) stops")
    ledger.check(animations.allSatisfy { $0.key == nil }, "an animation still has a key")
    for object in released {
      ledger.check(object.box == nil, "released object \(object.serial) is still alive")
    }
  }
}

extension Animation {
  /// Whether the animated object still exists and someone besides the animator holds it.
  var hasLiveTarget: Bool {
    guard objectReference != nil, let animator else { return false }
    if flags[.objectIsHeld] { return !objectHold.isOnlyReference }
    return animator.weakObjects[objectIdentity]?.object != nil
  }
}
