// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The animator's index of animated objects: for each object, the frame-list index of its lead
/// animation (the earliest added of its animations still on the animator).
///
/// An open-addressing hash table with linear probing, four bytes a slot: the object's identity
/// is not stored but read from the lead animation, which keeps the object's address. Filled to
/// at most 80 %, a table costs 5 to 10 bytes per animated object, where a dictionary from
/// identity to a per-object record cost about 120 (its 16-byte buckets at most 75 % full, and
/// the record). Only adding, removing and looking up by key use it; frames never do.
@MainActor
struct ObjectTable {
  /// Frame-list index + 1 of a lead animation; 0 for an empty slot.
  private var slots: [UInt32] = []
  /// The number of objects in the table.
  private(set) var count = 0

  /// The most objects a table of `capacity` slots takes before it grows (80 %).
  private static func limit(ofCapacity capacity: Int) -> Int { capacity - capacity / 5 }

  /// The home slot of an identity: Fibonacci hashing of its address into the table's size.
  private func home(of identity: UInt) -> Int {
    let shift = UInt(UInt.bitWidth - slots.count.trailingZeroBitCount)
    return Int(truncatingIfNeeded: (identity &* 0x9E37_79B9_7F4A_7C15) &>> shift)
  }

  /// The identity of the object whose lead animation is at `entryIndex` of the frame list.
  private static func identity(
    ofEntry entryIndex: Int, in entries: ContiguousArray<Unmanaged<Animation>?>
  ) -> UInt {
    guard let entry = entries[entryIndex] else {
      preconditionFailure("PopKit: the object table names a removed animation")
    }
    return entry.takeUnretainedValue().objectIdentity
  }

  /// The frame-list index of the lead animation of an object, or `nil`.
  func leadIndex(of identity: UInt, in entries: ContiguousArray<Unmanaged<Animation>?>) -> Int? {
    guard let position = position(of: identity, in: entries) else { return nil }
    return Int(slots[position]) - 1
  }

  /// The table slot of an object, or `nil`.
  private func position(
    of identity: UInt, in entries: ContiguousArray<Unmanaged<Animation>?>
  ) -> Int? {
    guard count > 0 else { return nil }
    let mask = slots.count - 1
    var position = home(of: identity)
    while slots[position] != 0 {
      if ObjectTable.identity(ofEntry: Int(slots[position]) - 1, in: entries) == identity {
        return position
      }
      position = (position + 1) & mask
    }
    return nil
  }

  /// Adds an object that is not in the table, whose lead animation is at `entryIndex`.
  mutating func insert(
    entryIndex: Int, identity: UInt, in entries: ContiguousArray<Unmanaged<Animation>?>
  ) {
    if count + 1 > ObjectTable.limit(ofCapacity: slots.count) {
      rebuild(from: entries, extra: 1)
    }
    place(entryIndex: entryIndex, identity: identity)
  }

  /// Stores an index in the first free slot from the identity's home, without growing.
  private mutating func place(entryIndex: Int, identity: UInt) {
    let mask = slots.count - 1
    var position = home(of: identity)
    while slots[position] != 0 { position = (position + 1) & mask }
    slots[position] = UInt32(entryIndex + 1)
    count += 1
  }

  /// Points an object's entry at another lead animation (its next one, at `entryIndex`).
  mutating func replaceLead(
    of identity: UInt, with entryIndex: Int, in entries: ContiguousArray<Unmanaged<Animation>?>
  ) {
    guard let position = position(of: identity, in: entries) else { return }
    slots[position] = UInt32(entryIndex + 1)
  }

  /// Removes an object, moving back the entries after it that its slot had pushed along.
  ///
  /// Call it while the object's lead animation is still in the frame list.
  mutating func remove(identity: UInt, in entries: ContiguousArray<Unmanaged<Animation>?>) {
    guard var hole = position(of: identity, in: entries) else { return }
    slots[hole] = 0
    count -= 1
    let mask = slots.count - 1
    var position = (hole + 1) & mask
    while slots[position] != 0 {
      let entryIndex = Int(slots[position]) - 1
      let home = home(of: ObjectTable.identity(ofEntry: entryIndex, in: entries))
      // The entry may fill the hole if its home is not between the hole and its slot.
      let distanceFromHome = (position - home) & mask
      let distanceFromHole = (position - hole) & mask
      if distanceFromHome >= distanceFromHole {
        slots[hole] = slots[position]
        slots[position] = 0
        hole = position
      }
      position = (position + 1) & mask
    }
  }

  /// Builds the table again from the lead animations in the frame list (after the list was
  /// compacted, or to grow), sized for them and `extra` more.
  mutating func rebuild(from entries: ContiguousArray<Unmanaged<Animation>?>, extra: Int = 0) {
    var leads: [(index: Int, identity: UInt)] = []
    for index in entries.indices {
      guard let entry = entries[index] else { continue }
      let animation = entry.takeUnretainedValue()
      if animation.flags[.isLeadOfObject] { leads.append((index, animation.objectIdentity)) }
    }
    var capacity = 8
    while ObjectTable.limit(ofCapacity: capacity) < leads.count + extra { capacity *= 2 }
    slots = Array(repeating: 0, count: capacity)
    count = 0
    for lead in leads { place(entryIndex: lead.index, identity: lead.identity) }
  }
}
