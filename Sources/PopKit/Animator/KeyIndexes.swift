// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The key indexes of an animator's objects that have many animations (see ``ObjectKeys``), by
/// the objects' identities.
///
/// An open-addressing table with linear probing, at most half full: a look-up costs a multiply
/// and a compare or two of identities, where a dictionary would hash the identity. Empty, as
/// it is while no object has many animations, it allocates nothing.
@MainActor
struct KeyIndexes {
  /// The identity of the object in each slot; 0 for an empty slot.
  private var identities: [UInt] = []
  /// The index in each slot; `nil` for an empty slot.
  private var indexes: [ObjectKeys?] = []
  /// The number of indexes.
  private(set) var count = 0

  /// Whether no object has an index.
  var isEmpty: Bool { count == 0 }

  /// The index of an object, or `nil`.
  subscript(identity: UInt) -> ObjectKeys? {
    guard let position = position(of: identity) else { return nil }
    return indexes[position]
  }

  /// Runs `body` on an object's index, changing it in place.
  ///
  /// - Returns: What `body` returned, or `nil` if the object has no index.
  mutating func modify<Result>(
    _ identity: UInt, _ body: (inout ObjectKeys) -> Result
  ) -> Result? {
    guard let position = position(of: identity) else { return nil }
    // Through optional chaining, which changes the slot in place: no copy of the index.
    return indexes[position]?.changed(by: body)
  }

  /// Adds the index of an object that has none.
  mutating func insert(_ keys: ObjectKeys) {
    if (count + 1) * 2 > identities.count {
      let old = indexes
      identities = Array(repeating: 0, count: max(8, old.count * 2))
      indexes = Array(repeating: nil, count: identities.count)
      for case let kept? in old { place(kept) }
    }
    place(keys)
    count += 1
  }

  /// Removes the index of an object, moving back the slots after it that it had pushed along.
  mutating func remove(identity: UInt) {
    guard var hole = position(of: identity) else { return }
    identities[hole] = 0
    indexes[hole] = nil
    count -= 1
    let mask = identities.count - 1
    var position = (hole + 1) & mask
    while identities[position] != 0 {
      let home = home(of: identities[position])
      // The index may fill the hole if its home is not between the hole and its slot.
      if (position - home) & mask >= (position - hole) & mask {
        identities.swapAt(hole, position)
        indexes.swapAt(hole, position)
        hole = position
      }
      position = (position + 1) & mask
    }
  }

  /// The home slot of an identity: Fibonacci hashing of its address into the table's size.
  private func home(of identity: UInt) -> Int {
    let shift = UInt(UInt.bitWidth - identities.count.trailingZeroBitCount)
    return Int(truncatingIfNeeded: (identity &* 0x9E37_79B9_7F4A_7C15) &>> shift)
  }

  /// The slot of an object's index, or `nil`.
  private func position(of identity: UInt) -> Int? {
    guard count > 0 else { return nil }
    var position = home(of: identity)
    while identities[position] != 0 {
      if identities[position] == identity { return position }
      position = (position + 1) & (identities.count - 1)
    }
    return nil
  }

  /// Stores an index in the first free slot from its home, without growing.
  private mutating func place(_ keys: ObjectKeys) {
    var position = home(of: keys.identity)
    while identities[position] != 0 { position = (position + 1) & (identities.count - 1) }
    identities[position] = keys.identity
    indexes[position] = keys
  }
}
