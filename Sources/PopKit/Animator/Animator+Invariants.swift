// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if POPKIT_INTERNAL_CHECKS
  // The animator's invariants, checked in a build with `-DPOPKIT_INTERNAL_CHECKS` at the end of
  // every render, after every add and after every removal that removed something (`swift test
  // -Xswiftc -DPOPKIT_INTERNAL_CHECKS --scratch-path .build/checked`). Other builds compile
  // none of this, nor its calls.

  extension Animator {
    /// Checks the animator's books against each other.
    ///
    /// Stops the program, naming the invariant, at the first that does not hold.
    /// O(animations).
    ///
    /// - The frame list: every animation in it has its index as its slot and this animator as
    ///   its animator, and `holes` counts its `nil`s.
    /// - The object table names each object's lead animation, and nothing else.
    /// - Each chain runs from its lead in frame-list order and ends; its members share their
    ///   object and its flags (held, can be held, indexed), have distinct keys, and only the
    ///   first leads; every animation of the list is in exactly one chain.
    /// - Key indexes: an object has one exactly when its chain's members say so, and it lists
    ///   the chain's members in order, each under its own key; an object without one has at
    ///   most ``ObjectKeys/indexedAbove`` animations, one with one at least
    ///   ``ObjectKeys/indexedBelow``.
    /// - Held objects: while the animator holds objects, each live object that can be held is
    ///   held, by its lead and only by it; every other object is referred to weakly, once.
    func checkInvariants() {
      var leads: [Animation] = []
      var live = 0
      for (index, entry) in entries.enumerated() {
        guard let animation = entry?.takeUnretainedValue() else { continue }
        live += 1
        expect(animation.slot == index, "an animation's slot is its index in the frame list")
        expect(animation.animator === self, "an animation in the frame list names its animator")
        expect(animation.objectReference != nil, "an animation in the frame list has an object")
        if animation.flags[.isLeadOfObject] { leads.append(animation) }
      }
      expect(holes == entries.count - live, "holes counts the frame list's nils")
      // One table entry per lead, each naming its lead: two leads of one object cannot both be
      // named, so each object has one lead, which alone may hold it.
      expect(objectTable.count == leads.count, "the object table has one entry per lead")
      var chained = 0
      var weakCount = 0
      var indexedCount = 0
      for lead in leads {
        let identity = lead.objectIdentity
        expect(
          objectTable.leadIndex(of: identity, in: entries) == lead.slot,
          "the object table names each object's lead")
        chained += checkChain(from: lead)
        if lead.flags[.objectIsIndexed] { indexedCount += 1 }
        if lead.flags[.objectIsHeld] {
          expect(
            holdsObjects && lead.flags[.objectCanBeHeld], "objects are held only while they can be")
        } else {
          expect(weakObjects[identity] != nil, "an object not held is referred to weakly")
          expect(
            !holdsObjects || !lead.flags[.objectCanBeHeld] || weakObjects[identity]?.object == nil,
            "while the animator holds objects, every live object that can be held is held")
          weakCount += 1
        }
      }
      expect(chained == live, "every animation of the frame list is in its object's chain")
      expect(weakObjects.count == weakCount, "weak references are to the objects not held")
      // Each indexed lead found its own index in checkChain, so these are all of them.
      expect(keyIndexes.count == indexedCount, "key indexes are of the indexed objects only")
    }

    /// Checks one object's chain and key index, from its lead.
    ///
    /// - Returns: The number of animations in the chain.
    private func checkChain(from lead: Animation) -> Int {
      let identity = lead.objectIdentity
      var members: [Animation] = [lead]
      var next = lead.nextOfObject?.takeUnretainedValue()
      while let animation = next {
        expect(members.count < entries.count, "an object's chain ends")
        expect(members[members.count - 1].slot < animation.slot, "a chain is in frame-list order")
        expect(!animation.flags[.isLeadOfObject], "only the first of a chain leads")
        expect(animation.objectIdentity == identity, "a chain's members share their object")
        expect(
          animation.slot < entries.count
            && entries[animation.slot]?.toOpaque()
              == Unmanaged.passUnretained(animation).toOpaque(),
          "a chain's members are in the frame list")
        expect(
          animation.flags[.objectIsHeld] == lead.flags[.objectIsHeld]
            && animation.flags[.objectCanBeHeld] == lead.flags[.objectCanBeHeld]
            && animation.flags[.objectIsIndexed] == lead.flags[.objectIsIndexed],
          "a chain's members share their object's flags")
        members.append(animation)
        next = animation.nextOfObject?.takeUnretainedValue()
      }
      guard lead.flags[.objectIsIndexed] else {
        expect(keyIndexes[identity] == nil, "an object not marked indexed has no key index")
        expect(members.count <= ObjectKeys.indexedAbove, "an object with many keys is indexed")
        for (position, animation) in members.enumerated().dropFirst() {
          let key = animation.registeredKey
          expect(!members[..<position].contains { $0.registeredKey == key }, "keys are distinct")
        }
        return members.count
      }
      guard var index = keyIndexes[identity] else {
        preconditionFailure("PopKit internal check failed: an indexed object has a key index")
      }
      expect(members.count >= ObjectKeys.indexedBelow, "an indexed object has enough keys")
      // Each member found under its own key, as many keys as members: the keys are distinct.
      let indexed = index.orderedAnimations
      expect(
        index.count == members.count && indexed.count == members.count
          && zip(indexed, members).allSatisfy { $0 === $1 }
          && members.allSatisfy { index.animation(forKey: $0.registeredKey) === $0 }
          && index.last === members.last,
        "an object's key index lists its chain in order, each under its own key")
      return members.count
    }

    /// Stops the program naming a broken invariant.
    private func expect(_ holds: Bool, _ invariant: @autoclosure () -> String) {
      if !holds { preconditionFailure("PopKit internal check failed: \(invariant())") }
    }
  }
#endif
