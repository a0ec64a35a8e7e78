// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Each element's slot in a ``SpringTable``, one byte per element while the table has at most
/// 256 slots and four bytes after.
///
/// Advancing a large batch is limited by memory traffic (16 bytes of state read and written
/// per element), so the slot's width shows: one byte instead of four makes a frame of a million
/// elements about a tenth faster.
struct SpringSlots: Sendable {
  /// The slots while ``isWide`` is false.
  private(set) var narrow: [UInt8] = []
  /// The slots once ``isWide`` is true.
  private(set) var wide: [UInt32] = []
  /// Whether some slot has needed more than a byte since the list was last emptied.
  private(set) var isWide = false

  var count: Int { isWide ? wide.count : narrow.count }

  subscript(index: Int) -> UInt32 {
    get { isWide ? wide[index] : UInt32(narrow[index]) }
    set {
      if isWide {
        wide[index] = newValue
      } else if let byte = UInt8(exactly: newValue) {
        narrow[index] = byte
      } else {
        widen()
        wide[index] = newValue
      }
    }
  }

  mutating func append(_ slot: UInt32) {
    if !isWide, let byte = UInt8(exactly: slot) {
      narrow.append(byte)
    } else {
      widen()
      wide.append(slot)
    }
  }

  mutating func reserveCapacity(_ capacity: Int) {
    if isWide { wide.reserveCapacity(capacity) } else { narrow.reserveCapacity(capacity) }
  }

  mutating func removeAll(keepingCapacity: Bool) {
    narrow.removeAll(keepingCapacity: keepingCapacity && !isWide)
    wide.removeAll(keepingCapacity: keepingCapacity && isWide)
    isWide = false
  }

  private mutating func widen() {
    guard !isWide else { return }
    wide.reserveCapacity(max(narrow.capacity, narrow.count + 1))
    wide.append(contentsOf: narrow.lazy.map(UInt32.init))
    narrow = []
    isWide = true
  }
}
