// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Animator {
  /// Adds an animation to an object under a key, replacing any animation under that key.
  ///
  /// The replaced animation stops with `finished == false`. Adding the animation that is
  /// already under the key does nothing; adding an animation that runs elsewhere stops it there
  /// first. The animation starts on the first frame at or after its ``Animation/beginTime``.
  ///
  /// - Parameters:
  ///   - animation: The animation; its object type must match `object`'s.
  ///   - object: The object to animate, held while the animator renders frames (weakly while
  ///     it is idle) and let go of on the first frame after everyone else let go of it.
  ///   - key: The key; `nil` makes up a fresh unique key.
  ///
  /// - Complexity: Amortized O(1), plus finding the key among the object's k animations: O(k)
  ///   while the object has at most 8 (a walk of its chain), one hash of the key once it has
  ///   more (the object is then indexed, until it falls below 4).
  public func add<Object>(
    _ animation: ObjectAnimation<Object>, to object: Object, forKey key: String? = nil
  ) {
    let key = key ?? nextAnonymousKey()
    // (Each read of `animator` is a weak load: read once where nothing can have changed it.)
    var previous = animation.animator
    if previous === self {
      if animation.registeredKey == key,
        animation.objectIdentity == Animator.identity(of: object),
        // Finding the live lead stops a dead object's animations left at the same address.
        liveLead(of: object) != nil, animation.animator === self
      {
        return
      }
      previous = animation.animator
    }
    if let previous {
      previous.stopAndRemove(animation, finished: false)
    }
    if refusesEndedObject(object) {
      // Its object has ended (an EndingObject): it stops at once, as if removed before its
      // first frame.
      animation.reportRemoval(from: .waiting, finished: false)
      return
    }
    // Stopping a replaced animation may run callbacks that add again; keep clearing the key.
    var attempts = 0
    var (lead, existing) = registration(forKey: key, of: object)
    while let replaced = existing, attempts < 64 {
      stopAndRemove(replaced, finished: false)
      attempts += 1
      (lead, existing) = registration(forKey: key, of: object)
    }
    // The lead found last is the object's unless a removal below changes its chain.
    var leadIsCurrent = true
    if let existing {
      detach(existing)
      leadIsCurrent = false
    }
    // Those stops ran callbacks, which may have added this very animation somewhere; take that
    // registration back (stopping it if it got as far as starting) before making this one.
    if let registered = animation.animator {
      if animation.phase == .running { registered.stopAndRemove(animation, finished: false) }
      animation.animator?.detach(animation)
      leadIsCurrent = false
    }
    animationNeedsFrames()
    animation.registeredKey = key
    link(
      animation, to: object, lead: leadIsCurrent ? lead : liveLead(of: object),
      entryIndex: entries.count)
    animation.animator = self
    animation.generation &+= 1
    animation.phase = .waiting
    animation.resetForStart()
    animation.flags[.isRecorded] = recorder != nil
    animation.slot = entries.count
    entries.append(Unmanaged.passRetained(animation))
    #if POPKIT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// Removes the animation under a key.
  ///
  /// The animation stops with `finished == false` (after a start, if it had not started).
  /// An unknown key does nothing.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - object: The animated object.
  ///
  /// - Complexity: Amortized O(1), plus finding the key as ``add(_:to:forKey:)`` does: O(k)
  ///   over the object's k animations up to 8, one hash of the key above.
  public func removeAnimation(forKey key: String, from object: AnyObject) {
    if let animation = animation(forKey: key, of: object) {
      stopAndRemove(animation, finished: false)
      #if POPKIT_INTERNAL_CHECKS
        checkInvariants()
      #endif
    }
  }

  /// Removes every animation of an object; each stops with `finished == false`.
  ///
  /// - Parameter object: The animated object.
  public func removeAllAnimations(from object: AnyObject) {
    // Only the registrations made before the call: a stop callback may move one elsewhere.
    stopAll(liveLead(of: object).map(animations(from:)) ?? [])
    #if POPKIT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// The keys of an object's animations, in the order they were added; empty when none.
  ///
  /// - Parameter object: The animated object.
  /// - Returns: The keys.
  public func animationKeys(of object: AnyObject) -> [String] {
    guard let lead = liveLead(of: object) else { return [] }
    return animations(from: lead).map(\.registeredKey)
  }

  /// The animation under a key of an object, or `nil`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - object: The animated object.
  /// - Returns: The same instance that was added, or `nil`.
  ///
  /// - Complexity: O(1) to find the object, then O(k) over its k animations while it has at
  ///   most 8, or one hash of the key once it has more (see ``add(_:to:forKey:)``).
  public func animation(forKey key: String, of object: AnyObject) -> Animation? {
    guard let lead = liveLead(of: object) else { return nil }
    return animation(forKey: key, from: lead)
  }

  // MARK: Internals

  /// An object's live lead animation and its animation under a key, each `nil` when none.
  private func registration(
    forKey key: String, of object: AnyObject
  ) -> (lead: Animation?, existing: Animation?) {
    guard let lead = liveLead(of: object) else { return (nil, nil) }
    return (lead, animation(forKey: key, from: lead))
  }

  func nextAnonymousKey() -> String {
    anonymousKeyCount += 1
    return "popkit.animation.\(anonymousKeyCount)"
  }

  /// Takes an animation off this animator and reports its end.
  func stopAndRemove(_ animation: Animation, finished: Bool) {
    guard animation.animator === self else { return }
    let phase = animation.phase
    detach(animation)
    animation.reportRemoval(from: phase, finished: finished)
  }

  /// The object of an animation went away, or everyone but the animator let go of it: stop
  /// all of the object's animations, not finished.
  func objectWentAway(for animation: Animation) {
    guard let lead = lead(of: animation) else { return }
    stopAll(animations(from: lead))
  }

  /// Stops and removes animations that were registered when the call began, each unless a
  /// callback of an earlier one moved it elsewhere.
  func stopAll(_ animations: [Animation]) {
    let registered = animations.map { ($0, $0.generation) }
    for (animation, generation) in registered where animation.generation == generation {
      stopAndRemove(animation, finished: false)
    }
  }

  /// Takes an animation off this animator without reporting anything.
  func detach(_ animation: Animation) {
    guard animation.animator === self else { return }
    // A frame may be using the animation and its object without retaining them: the
    // references the animator owns are dropped when the frame ends.
    let heldObject = unlink(animation)
    let slot = animation.slot
    if slot >= 0 && slot < entries.count, let entry = entries[slot] {
      entries[slot] = nil
      holes += 1
      retire(entry.takeRetainedValue())
    }
    if let heldObject { retire(heldObject) }
    animation.animator = nil
    animation.slot = -1
    animation.generation &+= 1
    if animation.phase != .finished { animation.phase = .detached }
  }

  /// Starts a finished, kept animation again on the next frame.
  func startAgain(_ animation: Animation) {
    guard animation.animator === self else { return }
    animation.phase = .waiting
    animation.resetForStart()
    animationNeedsFrames()
  }

  /// Closes the holes left by removed animations once there are enough of them.
  func compactIfNeeded() {
    guard holes > 0, holes * 4 >= entries.count else { return }
    var kept = ContiguousArray<Unmanaged<Animation>?>()
    kept.reserveCapacity(entries.count - holes)
    for case let entry? in entries {
      entry.takeUnretainedValue().slot = kept.count
      kept.append(entry)
    }
    entries = kept
    holes = 0
    objectTable.rebuild(from: entries)
  }
}
