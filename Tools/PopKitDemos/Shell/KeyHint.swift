// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One item of key help: the keys as written and what they do, such as `+/-` `bounciness`.
package struct KeyHint: Sendable, Equatable {
  /// The keys, as the help writes them: `space`, `+/-`, `←/→`.
  package let keys: String
  /// What they do: `flip`, `bounciness`.
  package let action: String

  /// Creates an item of key help.
  ///
  /// - Parameters:
  ///   - keys: The keys, as the help writes them.
  ///   - action: What they do.
  package init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }

  /// The item as one piece of a help line: `+/- bounciness`.
  package var text: String { "\(keys) \(action)" }
}

extension [KeyHint] {
  /// The items on one line, two spaces apart: `space flip  +/- bounciness`.
  package var line: String { map(\.text).joined(separator: "  ") }
}
