// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The index of one object's animations on an animator, kept once the object has more than
/// ``indexedAbove`` of them: each animation by its key, the last one added, and each one's
/// neighbours in the object's chain.
///
/// An object's animations form a chain in the order they were added (see
/// ``Animation/nextOfObject``). With a few of them, finding a key walks the chain, and so do
/// adding (to find its end) and removing (to find the one before); with K of them each costs
/// O(K), and filling an object with K keys O(K²). Past ``indexedAbove`` the animator indexes
/// the object: a hash table from key to the animation's place in a doubly linked list of
/// members, which mirrors the chain, so finding, adding and removing each cost one hash of the
/// key and O(1) otherwise, whatever K. Below ``indexedBelow`` the index is dropped again (the
/// gap between the two keeps an object whose count hovers around a limit from rebuilding it).
///
/// Objects with few animations, the common case, cost nothing: no index, no allocation, and
/// frames never look at any of this. An indexed object costs about 50 bytes per animation
/// (its member and its slot). Every animation of an indexed object has
/// the `objectIsIndexed` flag set; the animator keeps the indexes in ``KeyIndexes``.
@MainActor
struct ObjectKeys {
  /// The most animations an object has without an index.
  static let indexedAbove = 8
  /// The fewest animations an indexed object keeps its index with.
  static let indexedBelow = 4

  /// One of the object's animations, in the list that mirrors its chain.
  private struct Member {
    /// The animation, owned by the animator's frame list.
    var animation: Unmanaged<Animation>
    /// Its key, kept here so that a look-up compares keys without reading the animation.
    var key: String
    /// The member of the animation added just before, or -1 for the object's lead.
    var previous: Int32
    /// The member of the animation added just after, or -1 for the last one; for a free
    /// member, the next free one, or -1.
    var next: Int32
  }

  /// The object's identity.
  let identity: UInt
  /// The key table: open addressing with linear probing, at most 3/4 full.
  ///
  /// Each slot holds the low 32 bits of its key's hash (its *tag*) above its member's index
  /// + 1, 0 when empty. The tag gives the slot's home, so growing the table hashes no key
  /// again.
  private var slots: [UInt64]
  /// The members, with the free ones between them.
  private var members: [Member] = []
  /// The first free member, or -1.
  private var firstFree: Int32 = -1
  /// The member of the last animation added, or -1 when there is none.
  private var lastMember: Int32 = -1
  /// The number of animations indexed.
  private(set) var count = 0
  /// The key hashed last, and its hash: an add or a removal looks its key up first and then
  /// files or drops it, which hashes it once.
  private var hashedKey = ""
  /// The hash of ``hashedKey``.
  private var hashedKeyHash = "".hashValue

  /// Indexes the animations of an object's chain, from its lead.
  ///
  /// - Parameter lead: The lead animation of the object; its chain's keys are distinct.
  init(chainFrom lead: Animation) {
    identity = lead.objectIdentity
    slots = Array(repeating: 0, count: ObjectKeys.indexedAbove * 4)
    members.reserveCapacity(ObjectKeys.indexedAbove * 2)
    var next: Animation? = lead
    while let animation = next {
      _ = append(animation)
      next = animation.nextOfObject?.takeUnretainedValue()
    }
  }

  /// The last animation added, or `nil` when there is none.
  var last: Animation? {
    lastMember < 0 ? nil : members[Int(lastMember)].animation.takeUnretainedValue()
  }

  /// The animation under a key, or `nil`.
  mutating func animation(forKey key: String) -> Animation? {
    let tag = self.tag(of: key)
    var position = home(of: tag)
    while slots[position] != 0 {
      let member = ObjectKeys.member(in: slots[position])
      if ObjectKeys.tag(in: slots[position]) == tag && members[member].key == key {
        return members[member].animation.takeUnretainedValue()
      }
      position = (position + 1) & (slots.count - 1)
    }
    return nil
  }

  /// Adds an animation after the others, under its ``Animation/registeredKey``, which no other
  /// indexed animation has.
  ///
  /// - Returns: The animation that was last before, or `nil` if there was none.
  mutating func append(_ animation: Animation) -> Animation? {
    let previous = lastMember
    let key = animation.registeredKey
    let member = Member(
      animation: Unmanaged.passUnretained(animation), key: key, previous: previous, next: -1)
    let index: Int32
    if firstFree >= 0 {
      index = firstFree
      firstFree = members[Int(index)].next
      members[Int(index)] = member
    } else {
      index = Int32(members.count)
      members.append(member)
    }
    if (count + 1) * 4 > slots.count * 3 { grow() }
    let tag = self.tag(of: key)
    place(UInt64(tag) << 32 | UInt64(index + 1))
    count += 1
    lastMember = index
    guard previous >= 0 else { return nil }
    members[Int(previous)].next = index
    return members[Int(previous)].animation.takeUnretainedValue()
  }

  /// Removes an indexed animation.
  ///
  /// - Returns: The animation added just before it, or `nil` if it was the first.
  mutating func remove(_ animation: Animation) -> Animation? {
    let target = Unmanaged.passUnretained(animation).toOpaque()
    let tag = self.tag(of: animation.registeredKey)
    var hole = home(of: tag)
    while members[ObjectKeys.member(in: slots[hole])].animation.toOpaque() != target {
      hole = (hole + 1) & (slots.count - 1)
      if slots[hole] == 0 {
        preconditionFailure("PopKit: removing an animation that its object's key index lacks")
      }
    }
    let index = ObjectKeys.member(in: slots[hole])
    removeSlot(at: hole)
    count -= 1
    let member = members[index]
    if member.next >= 0 {
      members[Int(member.next)].previous = member.previous
    } else {
      lastMember = member.previous
    }
    if member.previous >= 0 { members[Int(member.previous)].next = member.next }
    members[index].key = ""
    members[index].next = firstFree
    firstFree = Int32(index)
    return member.previous < 0 ? nil : members[Int(member.previous)].animation.takeUnretainedValue()
  }

  /// The indexed animations in the order they were added (at most as many as there are
  /// members, should the list be broken): what the animator's invariant check compares with
  /// the chain.
  var orderedAnimations: [Animation] {
    var animations: [Animation] = []
    var position = lastMember
    while position >= 0 && animations.count <= members.count {
      animations.append(members[Int(position)].animation.takeUnretainedValue())
      position = members[Int(position)].previous
    }
    return animations.reversed()
  }

  /// Runs `body` on this index: how ``KeyIndexes`` changes one in place.
  mutating func changed<Result>(by body: (inout ObjectKeys) -> Result) -> Result {
    body(&self)
  }

  // MARK: The key table

  /// The tag of a key: the low 32 bits of its hash.
  private mutating func tag(of key: String) -> UInt32 {
    if key != hashedKey {
      hashedKey = key
      hashedKeyHash = key.hashValue
    }
    return UInt32(truncatingIfNeeded: hashedKeyHash)
  }

  /// The tag kept in a slot.
  private static func tag(in slot: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: slot >> 32) }

  /// The member a slot names; -1 for an empty slot.
  private static func member(in slot: UInt64) -> Int {
    Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
  }

  /// The home slot of a tag: Fibonacci hashing into the table's size.
  private func home(of tag: UInt32) -> Int {
    let shift = UInt64(UInt64.bitWidth - slots.count.trailingZeroBitCount)
    return Int(truncatingIfNeeded: (UInt64(tag) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
  }

  /// Stores a slot in the first free place from its home.
  private mutating func place(_ slot: UInt64) {
    var position = home(of: ObjectKeys.tag(in: slot))
    while slots[position] != 0 { position = (position + 1) & (slots.count - 1) }
    slots[position] = slot
  }

  /// Empties a slot, moving back the slots after it that it had pushed along.
  private mutating func removeSlot(at removed: Int) {
    var hole = removed
    slots[hole] = 0
    let mask = slots.count - 1
    var position = (hole + 1) & mask
    while slots[position] != 0 {
      let home = home(of: ObjectKeys.tag(in: slots[position]))
      // The slot may fill the hole if its home is not between the hole and the slot.
      if (position - home) & mask >= (position - hole) & mask {
        slots[hole] = slots[position]
        slots[position] = 0
        hole = position
      }
      position = (position + 1) & mask
    }
  }

  /// Doubles the table, placing the slots again by their tags.
  private mutating func grow() {
    let old = slots
    slots = Array(repeating: 0, count: old.count * 2)
    for slot in old where slot != 0 { place(slot) }
  }
}

extension Animation {
}
