// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport

@testable import PopKit

/// One object the fuzzer animates, with a serial number that is never reused (an object's
/// identity is, once it is freed).
struct FuzzObject {
  let serial: Int
  let box: Box
}

/// Where the model says an animation is registered.
struct Registration: Equatable {
  let serial: Int
  let key: String
}

/// An operation in progress that may stop animations unfinished.
enum RemovalCause: Equatable {
  /// Adding under this key replaces what is there; removing the key removes it.
  case key(serial: Int, key: String)
  /// Removing every animation of the object.
  case object(serial: Int)
  /// Adding (moving) this animation.
  case animation(ObjectIdentifier)
}

/// Random sequences of operations on one animator, from the test and from inside the
/// animations' callbacks, checked against a model of what must be registered and an event log.
///
/// The model (`model`) says which animation is under which key of which object. It changes
/// where the animator makes the change: a registration when `add` returns; a removal (asked
/// for, or the animator's own: a finished animation, a rejected value, an object that went
/// away, a replaced key) when its stop is reported, or when the call returns for a finished,
/// kept animation, which reports nothing. Every unfinished stop needs a reason: a removal in
/// progress that covers it, its object's release, or a non-finite value it was given.
@MainActor
final class OperationFuzzer {
  let animator = Animator()
  let ledger: InvariantLedger
  let recorder = EventRecorder()
  var generator: SeededGenerator

  // MARK: Objects
  var objects: [FuzzObject] = []
  var released: [ReleasedObject] = []
  /// The serial numbers of released objects that the next top-level frame frees and whose
  /// leftovers it clears (the animator holds an animated object until then), unless an
  /// operation in progress still holds them (see ``inUse``).
  var pendingReleases: Set<Int> = []
  /// The serial numbers of the objects that the fuzzer's operations in progress (`add`,
  /// `remove`, `removeAll`) pass to the animator, innermost last.
  ///
  /// The caller of an animator method holds its object argument for the whole call, so a frame
  /// rendered from a callback during it finds the object not let go of, whoever else did: the
  /// object outlives that frame, and the first frame after the call frees it.
  var inUse: [Int] = []
  var nextSerial = 0

  // MARK: Animations and the model
  /// Every animation made, kept alive so that identities stay unique.
  var animations: [ObjectAnimation<Box>] = []
  var probes: [ObjectIdentifier: WriteProbe] = [:]
  /// serial → key → animation.
  var model: [Int: [String: ObjectAnimation<Box>]] = [:]
  /// How many times each animation was added; a removal leaves a re-added one alone.
  var addCounts: [ObjectIdentifier: Int] = [:]
  /// Animations that were given a non-finite value: they may be stopped unfinished.
  var poisoned: Set<ObjectIdentifier> = []
  var causes: [RemovalCause] = []
  /// Animations removed before they started, between the start and the stop reported for it.
  var removalsInReport: Set<ObjectIdentifier> = []

  // MARK: Time and frames
  var time = 0.0
  var isRendering = false
  /// The number of top-level frames rendered (or attempted).
  var frame = 0
  /// The frame during which an animation was added, if it was added during one.
  var addedDuringFrame: [ObjectIdentifier: Int] = [:]
  var depth = 0
  /// Whether callbacks leave the animator alone.
  var isQuiet = false
  /// Whether the invariants are being checked; callbacks then leave the animator alone too.
  var isChecking = false

  /// Whether to print every operation and callback (`POPKIT_FUZZ_TRACE=1`), to debug a seed.
  let isTracing = ProcessInfo.processInfo.environment["POPKIT_FUZZ_TRACE"] == "1"

  // MARK: Statistics
  var operationCounts: [String: Int] = [:]
  var finishedStops = 0
  var unfinishedStops = 0

  init(seed: UInt64, ledger: InvariantLedger) {
    generator = SeededGenerator(seed: seed)
    self.ledger = ledger
    for _ in 0..<4 { makeObject() }
  }

  /// Prints a line when tracing, indented by the callback depth.
  func log(_ message: @autoclosure () -> String) {
    if isTracing { print(String(repeating: "  ", count: depth) + message()) }
  }

  /// A short name for an animation in traces.
  func describe(_ animation: Animation) -> String {
    let index = animations.firstIndex { $0 === animation } ?? -1
    let kind = String(describing: type(of: animation)).prefix { $0 != "<" }
    return "#\(index) \(kind) key \(animation.key ?? "-")"
  }

  // MARK: Randomness

  func random(_ count: Int) -> Int { generator.next(below: count) }
  func unit() -> Double { generator.nextUnit() }
  func chance(_ probability: Double) -> Bool { unit() < probability }
  func pick<Element>(_ choices: [Element]) -> Element { choices[random(choices.count)] }

  // MARK: The model

  func registration(of animation: Animation) -> Registration? {
    for (serial, keys) in model {
      for (key, registered) in keys where registered === animation {
        return Registration(serial: serial, key: key)
      }
    }
    return nil
  }

  func removeFromModel(_ animation: Animation) {
    while let place = registration(of: animation) {
      model[place.serial]?[place.key] = nil
      if model[place.serial]?.isEmpty == true { model[place.serial] = nil }
    }
  }

  /// Whether an unfinished stop (or a removal before the start) has a reason: a removal in
  /// progress that covers the animation, its object's release, or a non-finite value.
  func unfinishedStopIsExplained(_ animation: Animation) -> Bool {
    let identifier = ObjectIdentifier(animation)
    if poisoned.contains(identifier) || causes.contains(.animation(identifier)) { return true }
    if holdsHugeState(animation) { return true }
    guard let place = registration(of: animation) else { return false }
    if pendingReleases.contains(place.serial) { return true }
    return causes.contains(.key(serial: place.serial, key: place.key))
      || causes.contains(.object(serial: place.serial))
  }

  /// Whether an animation's start, target or current value is beyond 1e150 (read from an
  /// object a huge value reached): its motion may overflow, and PopKit then stops it
  /// unfinished rather than write something not finite (issue 34).
  func holdsHugeState(_ animation: Animation) -> Bool {
    func huge<Value>(_ animation: PropertyAnimation<Box, Value>) -> Bool {
      let numbers =
        animation.from.components + animation.to.components + animation.current.components
        + animation.currentVelocity.components
      return !numbers.allSatisfy { abs($0) <= 1e150 }
    }
    switch animation {
    case let animation as PropertyAnimation<Box, Double>: return huge(animation)
    case let animation as PropertyAnimation<Box, CGPoint>: return huge(animation)
    default: return false
    }
  }

  // MARK: Objects

  @discardableResult
  func makeObject() -> FuzzObject {
    nextSerial += 1
    let object = FuzzObject(serial: nextSerial, box: Box(x: Double(random(100))))
    objects.append(object)
    return object
  }

  func someObject() -> FuzzObject {
    if objects.isEmpty { return makeObject() }
    return objects[random(objects.count)]
  }

  /// Drops the fuzzer's only stored strong reference to a random object.
  func releaseObject() {
    guard !objects.isEmpty else { return }
    releaseObject(at: random(objects.count))
  }

  /// Drops the fuzzer's only stored strong reference to the object at an index of `objects`.
  func releaseObject(at index: Int) {
    let object = objects.remove(at: index)
    log("  release \(object.serial)")
    pendingReleases.insert(object.serial)
    released.append(ReleasedObject(serial: object.serial, box: object.box))
  }

  // MARK: Registering and removing

  func add(_ animation: ObjectAnimation<Box>, to object: FuzzObject, key: String?) {
    let identifier = ObjectIdentifier(animation)
    log("  add \(describe(animation)) to \(object.serial) under \(key ?? "nil")")
    // Adding the animation where it already is does nothing.
    let isRepeat = key.map {
      registration(of: animation) == Registration(serial: object.serial, key: $0)
    }
    if isRepeat != true {
      addCounts[identifier, default: 0] += 1
      addedDuringFrame[identifier] = isRendering ? frame : nil
    }
    var pushed: [RemovalCause] = [.animation(identifier)]
    if let key { pushed.append(.key(serial: object.serial, key: key)) }
    causes += pushed
    inUse.append(object.serial)
    animator.add(animation, to: object.box, forKey: key)
    inUse.removeLast()
    causes.removeLast(pushed.count)
    // The registration is made last, after the stops of what it replaced or moved.
    removeFromModel(animation)
    guard let registered = animation.key else {
      ledger.check(false, "an added animation has no key")
      return
    }
    if let key {
      ledger.check(registered == key, "added under \(key) but registered \(registered)")
    }
    model[object.serial, default: [:]][registered] = animation
  }

  func remove(key: String, from object: FuzzObject) {
    let before = model[object.serial]?[key]
    log("  remove \(key) from \(object.serial)")
    let count = before.map { addCounts[ObjectIdentifier($0)] }
    causes.append(.key(serial: object.serial, key: key))
    inUse.append(object.serial)
    animator.removeAnimation(forKey: key, from: object.box)
    inUse.removeLast()
    causes.removeLast()
    // A kept, finished animation reports nothing: forget it here unless it was added again.
    if let before, model[object.serial]?[key] === before,
      addCounts[ObjectIdentifier(before)] == count
    {
      removeFromModel(before)
    }
  }

  func removeAll(from object: FuzzObject) {
    let before = (model[object.serial] ?? [:]).map { key, animation in
      (key, animation, addCounts[ObjectIdentifier(animation)])
    }
    // Only what is registered on the object when the removal reaches it: an animation that a
    // callback moved elsewhere meanwhile must be left alone.
    causes.append(.object(serial: object.serial))
    inUse.append(object.serial)
    animator.removeAllAnimations(from: object.box)
    inUse.removeLast()
    causes.removeLast()
    for (key, animation, count) in before
    where model[object.serial]?[key] === animation
      && addCounts[ObjectIdentifier(animation)] == count
    {
      removeFromModel(animation)
    }
  }

  // MARK: Frames

  /// A frame time: usually the next frame, sometimes the same time again, an earlier time, a
  /// huge jump, or a time that is not finite.
  func nextFrameTime() -> Double {
    switch random(100) {
    case 0..<55:
      time += pick([1.0 / 60, 1.0 / 120, 1.0 / 30, unit() * 0.1])
      return time
    case 55..<63: return time
    case 63..<71: return time - unit() * 2
    case 71..<75:
      time += 31 + unit() * 1e6
      return time
    case 75..<78: return .nan
    case 78..<81: return .infinity
    case 81..<84: return -.infinity
    case 84..<86: return -1e300
    case 86..<87:
      if time < 1e13 { time += 1e12 }
      return time
    default:
      time += 1e-9
      return time
    }
  }

  /// Renders one top-level frame at a random time (``nextFrameTime()``), then forgets the
  /// released objects whose leftovers it cleared.
  func renderFrame() {
    renderFrame(at: nextFrameTime())
  }

  /// Renders one top-level frame, then forgets the released objects whose leftovers it cleared:
  /// those released before it began and not held by an operation in progress (``inUse``),
  /// which a frame rendered from one of its callbacks cannot free.
  ///
  /// - Parameter frameTime: The frame's time.
  func renderFrame(at frameTime: Double) {
    frame += 1
    log("  frame \(frame) at \(frameTime)")
    let freed = released.filter {
      pendingReleases.contains($0.serial) && !inUse.contains($0.serial)
    }
    isRendering = true
    animator.render(at: frameTime)
    isRendering = false
    guard frameTime.isFinite else { return }
    for object in freed {
      pendingReleases.remove(object.serial)
      model[object.serial] = nil
    }
  }
}
