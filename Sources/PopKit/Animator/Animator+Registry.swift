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
  public func add<Object>(
    _ animation: ObjectAnimation<Object>, to object: Object, forKey key: String? = nil
  ) {
    let key = key ?? nextAnonymousKey()
    if animation.animator === self, animation.registeredKey == key,
      animation.registration?.object === object
    {
      return
    }
    if let previous = animation.animator {
      previous.stopAndRemove(animation, finished: false)
    }
    // Stopping a replaced animation may run callbacks that add again; keep clearing the key.
    var attempts = 0
    while let existing = self.animation(forKey: key, of: object), attempts < 64 {
      stopAndRemove(existing, finished: false)
      attempts += 1
    }
    if let existing = self.animation(forKey: key, of: object) { detach(existing) }
    // Those stops ran callbacks, which may have added this very animation somewhere; take that
    // registration back (stopping it if it got as far as starting) before making this one.
    if animation.animator != nil, animation.phase == .running {
      animation.animator?.stopAndRemove(animation, finished: false)
    }
    animation.animator?.detach(animation)
    animationNeedsFrames()
    let registration = liveRegistration(of: object) ?? register(object)
    registration.animations.append(animation)
    animation.registration = registration
    animation.animator = self
    animation.registeredKey = key
    animation.generation &+= 1
    animation.phase = .waiting
    animation.prepareForStart()
    animation.slot = entries.count
    entries.append(Unmanaged.passUnretained(animation))
  }

  /// Removes the animation under a key.
  ///
  /// The animation stops with `finished == false` (after a start, if it had not started).
  /// An unknown key does nothing.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - object: The animated object.
  public func removeAnimation(forKey key: String, from object: AnyObject) {
    if let animation = animation(forKey: key, of: object) {
      stopAndRemove(animation, finished: false)
    }
  }

  /// Removes every animation of an object; each stops with `finished == false`.
  ///
  /// - Parameter object: The animated object.
  public func removeAllAnimations(from object: AnyObject) {
    // Only the registrations made before the call: a stop callback may move one elsewhere.
    stopAll(Array(liveRegistration(of: object)?.animations ?? AnimationList()))
  }

  /// The keys of an object's animations, in the order they were added; empty when none.
  ///
  /// - Parameter object: The animated object.
  /// - Returns: The keys.
  public func animationKeys(of object: AnyObject) -> [String] {
    liveRegistration(of: object)?.animations.map(\.registeredKey) ?? []
  }

  /// The animation under a key of an object, or `nil`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - object: The animated object.
  /// - Returns: The same instance that was added, or `nil`.
  public func animation(forKey key: String, of object: AnyObject) -> Animation? {
    liveRegistration(of: object)?.animations.first { $0.registeredKey == key }
  }

  // MARK: Internals

  /// The registration of a live object, after dropping a stale one left by a dead object that
  /// had the same identity (possible only while the animator does not hold its objects).
  func liveRegistration(of object: AnyObject) -> ObjectRegistration? {
    let identifier = ObjectIdentifier(object)
    guard let registration = registry[identifier] else { return nil }
    if registration.object === object { return registration }
    for animation in registration.animations {
      stopAndRemove(animation, finished: false)
    }
    // The stops' callbacks may have added animations to the new object: keep those.
    if let current = registry[identifier], current.object === object { return current }
    if registry[identifier] === registration { registry[identifier] = nil }
    return nil
  }

  /// Registers an object that has no registration.
  private func register(_ object: AnyObject) -> ObjectRegistration {
    let registration = ObjectRegistration(object, holds: holdsObjects)
    registry[registration.identifier] = registration
    return registration
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
    guard let registration = animation.registration else { return }
    stopAll(Array(registration.animations))
  }

  /// Stops and removes animations that were registered when the call began, each unless a
  /// callback of an earlier one moved it elsewhere.
  private func stopAll(_ animations: [Animation]) {
    let registered = animations.map { ($0, $0.generation) }
    for (animation, generation) in registered where animation.generation == generation {
      stopAndRemove(animation, finished: false)
    }
  }

  /// Takes an animation off this animator without reporting anything.
  func detach(_ animation: Animation) {
    guard animation.animator === self else { return }
    if animation.slot >= 0 && animation.slot < entries.count {
      entries[animation.slot] = nil
      holes += 1
    }
    // A frame may be using the animation, its registration and its object without retaining
    // them: those references are dropped when the frame ends.
    retire(animation)
    if let registration = animation.registration {
      registration.animations.remove(animation)
      if registration.animations.isEmpty {
        if registry[registration.identifier] === registration {
          registry[registration.identifier] = nil
        }
        retire(registration)
        if let held = registration.takeHeldObject() { retire(held) }
      }
      animation.registration = nil
    }
    animation.animator = nil
    animation.slot = -1
    animation.generation &+= 1
    if animation.phase != .finished { animation.phase = .detached }
  }

  /// Starts a finished, kept animation again on the next frame.
  func restart(_ animation: Animation) {
    guard animation.animator === self else { return }
    animation.phase = .waiting
    animation.prepareForStart()
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
  }
}
