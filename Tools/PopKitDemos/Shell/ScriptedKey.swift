// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A key pressed at a time by a script: how the terminal's `--frames` and the GTK gallery's
/// offscreen images show a scene in motion, the same on every run.
package struct ScriptedKey: Sendable, Equatable {
  /// When, in seconds from the first frame.
  package let time: Double
  /// The key.
  package let key: DemoKey

  /// Creates a scripted key press.
  ///
  /// - Parameters:
  ///   - time: When, in seconds from the first frame.
  ///   - key: The key.
  package init(_ time: Double, _ key: DemoKey) {
    self.time = time
    self.key = key
  }
}

/// A script being played: its keys in time order, each handed out once, when due.
package struct ScriptPlayer: Sendable {
  /// The keys, sorted by time (keys at the same time keep their order).
  private let keys: [ScriptedKey]
  /// The index of the next key to hand out.
  private var next = 0

  /// Starts playing a script.
  ///
  /// - Parameter script: The keys, in any order.
  package init(_ script: [ScriptedKey]) {
    keys = script.sorted { $0.time < $1.time }
  }

  /// The keys not handed out yet whose time is at or before a limit, in order.
  ///
  /// - Parameter limit: The latest time due, in seconds.
  /// - Returns: The keys.
  package mutating func keys(dueBy limit: Double) -> [DemoKey] {
    var due: [DemoKey] = []
    while next < keys.count, keys[next].time <= limit {
      due.append(keys[next].key)
      next += 1
    }
    return due
  }
}
