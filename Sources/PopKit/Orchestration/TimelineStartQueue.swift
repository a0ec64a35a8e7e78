// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The animations (or the labels) of a timeline run whose time is known, earliest first: a
/// binary min-heap of (start, entry), ties in the order the entries were added.
///
/// - Complexity: ``first`` is O(1); ``insert(time:index:)`` and ``removeFirst()`` are
///   O(log n).
struct TimelineStartQueue {
  /// One waiting animation: its start on the run's time and its entry.
  private struct Item {
    let time: Double
    let index: Int

    /// Whether this one starts before `other`: earlier, or as early and added first.
    func precedes(_ other: Item) -> Bool {
      time < other.time || (time == other.time && index < other.index)
    }
  }

  /// The heap: each item precedes its children at `2i + 1` and `2i + 2`.
  private var items: [Item] = []

  /// The earliest start and its entry, if any.
  var first: (time: Double, index: Int)? {
    items.first.map { ($0.time, $0.index) }
  }

  /// Adds an animation that starts at `time`.
  mutating func insert(time: Double, index: Int) {
    items.append(Item(time: time, index: index))
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[child].precedes(items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes the earliest; the queue must not be empty.
  mutating func removeFirst() {
    let last = items.removeLast()
    guard !items.isEmpty else { return }
    items[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < items.count else { return }
      let right = left + 1
      let child = right < items.count && items[right].precedes(items[left]) ? right : left
      guard items[child].precedes(items[parent]) else { return }
      items.swapAt(child, parent)
      parent = child
    }
  }
}
