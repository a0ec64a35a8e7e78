// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import BenchmarkSupport
import MallocCounter

/// The process's allocation counters at one moment (see `Benchmarks/MallocCounter`).
struct HeapSnapshot: Sendable {
  /// Blocks allocated so far.
  let allocations: UInt64
  /// Usable bytes of the blocks not yet freed.
  let liveBytes: Int64
  /// Blocks not yet freed.
  let liveBlocks: Int64

  /// glibc's bookkeeping per block on x86-64 and arm64, on top of its usable size.
  static let blockHeader: Int64 = 8

  static func now() -> HeapSnapshot {
    HeapSnapshot(
      allocations: popkit_malloc_count(), liveBytes: popkit_live_bytes(),
      liveBlocks: popkit_live_blocks())
  }

  /// Allocations made since an earlier snapshot.
  func allocations(since earlier: HeapSnapshot) -> UInt64 {
    allocations - earlier.allocations
  }

  /// The heap footprint gained since an earlier snapshot: usable bytes plus glibc's header of
  /// each block.
  func footprint(since earlier: HeapSnapshot) -> Int64 {
    (liveBytes - earlier.liveBytes) + HeapSnapshot.blockHeader * (liveBlocks - earlier.liveBlocks)
  }
}

/// An object of known size, to check the counters.
private final class CountedObject {
  var payload: (Int, Int, Int, Int) = (0, 0, 0, 0)
}

/// Whether the allocation counters count: only with glibc (see `Benchmarks/MallocCounter`);
/// elsewhere they read 0 and the report shows the allocation figures as unavailable.
let heapCountersAreActive = popkit_malloc_counter_is_active() != 0

/// Checks that the counters see Swift's allocations: creating `count` class instances must
/// count `count` allocations, and keeping them alive must show as live bytes.
///
/// - Returns: A description of the check; the program stops if it fails.
func checkHeapCounters() -> String {
  guard heapCountersAreActive else {
    return "unavailable (it replaces glibc's allocator; this system has none): "
      + "allocations and bytes are not measured"
  }
  // The first round may also allocate type metadata; the second must count exactly.
  _ = countObjectAllocations(1000)
  let (arrayAllocations, objectAllocations, objectBytes) = countObjectAllocations(1000)
  // A Swift object of this class is a 16-byte header and 32 bytes of stored properties: 48
  // requested bytes, which glibc rounds up to a 56-byte usable block.
  guard arrayAllocations == 1, objectAllocations == 1000,
    objectBytes >= 48 * 1000, objectBytes <= 64 * 1000
  else {
    fatalError(
      "popkit-bench: the malloc counters do not see Swift's allocations "
        + "(array \(arrayAllocations), objects \(objectAllocations) of 1000, "
        + "\(objectBytes) live bytes); the figures would be wrong")
  }
  return "1000 objects counted as \(objectAllocations) allocations, "
    + "\(objectBytes / 1000) usable bytes each"
}

/// Creates `count` objects in an array reserved beforehand; returns the allocations counted for
/// the array and for the objects, and the live bytes the objects added.
private func countObjectAllocations(_ count: Int) -> (UInt64, UInt64, Int64) {
  let before = HeapSnapshot.now()
  var objects: [CountedObject] = []
  objects.reserveCapacity(count)
  let afterArray = HeapSnapshot.now()
  for _ in 0..<count { objects.append(CountedObject()) }
  let after = HeapSnapshot.now()
  blackHole(objects)
  return (
    afterArray.allocations(since: before), after.allocations(since: afterArray),
    after.liveBytes - afterArray.liveBytes
  )
}
