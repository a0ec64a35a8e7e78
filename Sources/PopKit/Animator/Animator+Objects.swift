// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if canImport(ObjectiveC)
  import ObjectiveC
#endif

// How the animator refers to the objects it animates.
//
// Each object's animations on an animator form a chain in the order they were added; the
// earliest, the object's *lead* animation, is the one the ``ObjectTable`` names (an object with
// many animations also has a key index, see ``ObjectKeys``). While the animator renders frames
// the lead **holds** the object: one strong reference per object, whatever the number of its
// animations, owned through the lead's ``ObjectHold``, the one type that retains and releases
// animated objects by hand. Each frame the lead asks whether
// that reference is the only one left (a plain read of the object's reference count): if it
// is, everyone else has let go, the object's animations stop (not finished) and the reference
// is dropped at the end of the frame. Checking a weak reference instead costs two atomic
// operations on a separately allocated side table per object per frame, more than a whole
// spring's arithmetic. The lead renders before the object's other animations (it was added
// first, and the frame list keeps the order), so they can rely on its check.
//
// When the animator goes idle (nothing waiting or running unpaused) it **lets go** and keeps
// only weak references, so that idle animations (paused, or finished and kept) never keep an
// object alive; it holds the objects again when something needs frames. A strong reference is
// dropped only between frames or at the end of one (see ``Animator/retire(_:)``), so code
// inside a frame may use the object without retaining it.
//
// Objective-C objects (on platforms that have them) are never held: `isKnownUniquelyReferenced`
// cannot see their reference counts, so a held one would never be found let go of. They are
// referred to weakly all the time, as pop does, at the cost of a weak load per frame.

/// A weak reference to an object the animator does not hold.
struct WeakObject {
  /// The object, while it exists.
  weak var object: AnyObject?

  init(_ object: AnyObject) { self.object = object }
}

extension Animator {
  /// Whether holding an object can tell when everyone else let go of it.
  static func canTellRelease(of object: AnyObject) -> Bool {
    #if canImport(ObjectiveC)
      return !(object is NSObject)
    #else
      return true
    #endif
  }

  /// The identity of an object: its address.
  static func identity(of object: AnyObject) -> UInt {
    UInt(bitPattern: ObjectIdentifier(object))
  }

  /// The lead animation of a live object, after stopping the animations left by a dead object
  /// that had the same address (possible only while the animator does not hold its objects).
  func liveLead(of object: AnyObject) -> Animation? {
    let identity = Animator.identity(of: object)
    var attempts = 0
    while let index = objectTable.leadIndex(of: identity, in: entries),
      let lead = entries[index]?.takeUnretainedValue()
    {
      // A held object cannot have been freed: the one at its address is the one held.
      if lead.flags[.objectIsHeld] || weakObjects[identity]?.object === object { return lead }
      // The stops' callbacks may add animations to the new object: look again after them.
      if attempts < 64 {
        stopAll(animations(from: lead))
        attempts += 1
      } else {
        for animation in animations(from: lead) { detach(animation) }
      }
    }
    return nil
  }

  /// The animations of an object, in the order they were added, from its lead animation.
  func animations(from lead: Animation) -> [Animation] {
    var animations = [lead]
    var next = lead.nextOfObject
    while let animation = next?.takeUnretainedValue() {
      animations.append(animation)
      next = animation.nextOfObject
    }
    return animations
  }

  /// The lead animation of an animation's object.
  func lead(of animation: Animation) -> Animation? {
    if animation.flags[.isLeadOfObject] { return animation }
    guard let index = objectTable.leadIndex(of: animation.objectIdentity, in: entries) else {
      return nil
    }
    return entries[index]?.takeUnretainedValue()
  }

  /// Links a new animation to its object: after the object's other animations, or as the lead
  /// of a new object, held if the animator holds objects.
  ///
  /// The animation's ``Animation/registeredKey`` must be set, and be no other animation's of
  /// the object. O(1): an object with more than ``ObjectKeys/indexedAbove`` animations finds
  /// its last one through its key index, built here when the object gets that many.
  ///
  /// - Parameters:
  ///   - animation: The animation being added.
  ///   - object: Its object.
  ///   - lead: The object's live lead animation (``liveLead(of:)``), `nil` when it has none.
  ///   - entryIndex: The animation's index in the frame list, where it is appended next.
  func link(_ animation: Animation, to object: AnyObject, lead: Animation?, entryIndex: Int) {
    animation.objectHold = ObjectHold(pointingTo: object)
    if let lead {
      var last = lead
      var count = 1
      if lead.flags[.objectIsIndexed] {
        // (No closure passed to the standard library, which would check the executor.)
        let before = keyIndexes.modify(lead.objectIdentity) { keys -> Animation? in
          keys.append(animation)
        }
        if case let previous?? = before { last = previous }
        animation.flags[.objectIsIndexed] = true
      } else {
        while let next = last.nextOfObject?.takeUnretainedValue() {
          last = next
          count += 1
        }
      }
      last.nextOfObject = Unmanaged.passUnretained(animation)
      animation.flags[.objectIsHeld] = lead.flags[.objectIsHeld]
      animation.flags[.objectCanBeHeld] = lead.flags[.objectCanBeHeld]
      if !lead.flags[.objectIsIndexed] && count + 1 > ObjectKeys.indexedAbove { index(from: lead) }
      return
    }
    let identity = Animator.identity(of: object)
    objectTable.insert(entryIndex: entryIndex, identity: identity, in: entries)
    animation.flags[.isLeadOfObject] = true
    animation.flags[.objectCanBeHeld] = Animator.canTellRelease(of: object)
    if holdsObjects && animation.flags[.objectCanBeHeld] {
      animation.objectHold = ObjectHold(holding: object)
      animation.flags[.objectIsHeld] = true
    } else {
      weakObjects[identity] = WeakObject(object)
    }
  }

  /// Unlinks an animation from its object's chain (its next one becomes the lead, if it was
  /// the lead), while it is still in the frame list.
  ///
  /// O(1): an indexed object's index gives the animation before; another's chain is at most
  /// ``ObjectKeys/indexedAbove`` long.
  ///
  /// - Returns: The strong reference to the object given up, if it was the object's last
  ///   animation, for the caller to drop when it is safe.
  func unlink(_ animation: Animation) -> AnyObject? {
    guard animation.objectReference != nil else { return nil }
    defer { animation.forgetObject() }
    let identity = animation.objectIdentity
    // An indexed object's index gives the animation before, and how many are left.
    var indexedPrevious: Animation?
    var indexedCount: Int?
    if animation.flags[.objectIsIndexed] {
      keyIndexes.modify(identity) { keys in
        indexedPrevious = keys.remove(animation)
        indexedCount = keys.count
      }
    }
    if animation.flags[.isLeadOfObject] {
      if let next = animation.nextOfObject?.takeUnretainedValue() {
        // The next one takes over the lead, and the strong reference if the object is held.
        objectTable.replaceLead(of: identity, with: next.slot, in: entries)
        next.flags[.isLeadOfObject] = true
        next.objectHold = animation.objectHold.handedOver(to: next.objectHold)
        if let indexedCount, indexedCount < ObjectKeys.indexedBelow { dropIndex(from: next) }
        return nil
      }
      objectTable.remove(identity: identity, in: entries)
      if indexedCount != nil { keyIndexes.remove(identity: identity) }
      if animation.flags[.objectIsHeld] { return animation.objectHold.release() }
      weakObjects[identity] = nil
      return nil
    }
    if let indexedCount {
      guard let previous = indexedPrevious else {
        preconditionFailure("PopKit: a key index has no animation before one that does not lead")
      }
      previous.nextOfObject = animation.nextOfObject
      if indexedCount < ObjectKeys.indexedBelow, let lead = lead(of: animation) {
        dropIndex(from: lead)
      }
      return nil
    }
    guard var previous = lead(of: animation) else { return nil }
    let target = Unmanaged.passUnretained(animation).toOpaque()
    while let next = previous.nextOfObject, next.toOpaque() != target {
      previous = next.takeUnretainedValue()
    }
    previous.nextOfObject = animation.nextOfObject
    return nil
  }

  /// Indexes the keys of an object that has more than ``ObjectKeys/indexedAbove`` animations.
  private func index(from lead: Animation) {
    keyIndexes.insert(ObjectKeys(chainFrom: lead))
    var next: Animation? = lead
    while let animation = next {
      animation.flags[.objectIsIndexed] = true
      next = animation.nextOfObject?.takeUnretainedValue()
    }
  }

  /// Drops the key index of an object left with fewer than ``ObjectKeys/indexedBelow``
  /// animations, whose chain is short enough to walk again.
  private func dropIndex(from lead: Animation) {
    keyIndexes.remove(identity: lead.objectIdentity)
    var next: Animation? = lead
    while let animation = next {
      animation.flags[.objectIsIndexed] = false
      next = animation.nextOfObject?.takeUnretainedValue()
    }
  }

  /// The animation under a key of an object, from its live lead animation, or `nil`.
  func animation(forKey key: String, from lead: Animation) -> Animation? {
    if lead.flags[.objectIsIndexed] {
      return keyIndexes.modify(lead.objectIdentity) { $0.animation(forKey: key) } ?? nil
    }
    var next: Animation? = lead
    while let animation = next {
      if animation.registeredKey == key { return animation }
      next = animation.nextOfObject?.takeUnretainedValue()
    }
    return nil
  }

  /// Keeps only weak references to the objects, because nothing needs frames.
  func letGoOfObjects() {
    guard holdsObjects else { return }
    holdsObjects = false
    for case let entry? in entries {
      let lead = entry.takeUnretainedValue()
      if lead.flags[.isLeadOfObject], let held = letGo(of: lead) { retire(held) }
    }
  }

  /// Keeps only a weak reference to a lead animation's object.
  ///
  /// - Returns: The strong reference given up, for the caller to drop when it is safe.
  private func letGo(of lead: Animation) -> AnyObject? {
    guard lead.flags[.objectIsHeld], lead.objectReference != nil else { return nil }
    let object = lead.objectHold.release()
    weakObjects[lead.objectIdentity] = WeakObject(object)
    setObjectIsHeld(false, from: lead)
    return object
  }

  /// Holds the objects that may be held and still exist, because something needs frames.
  func holdObjects() {
    for case let entry? in entries {
      let lead = entry.takeUnretainedValue()
      guard lead.flags[.isLeadOfObject], !lead.flags[.objectIsHeld], lead.flags[.objectCanBeHeld],
        let object = weakObjects[lead.objectIdentity]?.object
      else { continue }
      weakObjects[lead.objectIdentity] = nil
      // The same object at the same address: the reference becomes an owned one.
      lead.objectHold = ObjectHold(holding: object)
      setObjectIsHeld(true, from: lead)
    }
  }

  /// Marks every animation of a lead's object as having its object held or not.
  private func setObjectIsHeld(_ isHeld: Bool, from lead: Animation) {
    var next: Animation? = lead
    while let animation = next {
      animation.flags[.objectIsHeld] = isHeld
      next = animation.nextOfObject?.takeUnretainedValue()
    }
  }

  /// Never holds an object again: the treatment of objects whose release holding cannot tell
  /// (for tests on platforms without Objective-C).
  func neverHold(_ object: AnyObject) {
    guard let lead = liveLead(of: object) else { return }
    for animation in animations(from: lead) { animation.flags[.objectCanBeHeld] = false }
    if let held = letGo(of: lead) { retire(held) }
  }
}

extension Animation {
  /// Forgets the animated object, because the animation leaves its animator.
  func forgetObject() {
    objectHold = .none
    nextOfObject = nil
    flags[.isLeadOfObject] = false
    flags[.objectIsHeld] = false
    flags[.objectCanBeHeld] = false
    flags[.objectIsIndexed] = false
  }
}
