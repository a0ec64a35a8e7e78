// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A key as the demo shell and its scenes see it, whichever host read it.
///
/// Each host turns its own input into these keys (the terminal its bytes, the GTK window its
/// key events) and hands them to ``DemoShell``, which keeps the global ones and passes the
/// rest to the scene showing.
package enum DemoKey: Hashable, Sendable {
  /// A printable character, such as `q`, `3` or `+`.
  case character(Character)
  /// The space bar.
  case space
  /// Return or Enter.
  case enter
  /// Escape on its own.
  case escape
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Ctrl-C typed while the terminal does not turn it into a signal.
  case interrupt

  /// A key from its name in a script: `space`, `enter`, `left`, `right`, `escape` or one
  /// character; `nil` for anything else.
  ///
  /// - Parameter name: The name, such as `space` or `c`.
  package init?(name: String) {
    switch name {
    case "space": self = .space
    case "enter": self = .enter
    case "left": self = .left
    case "right": self = .right
    case "escape": self = .escape
    default:
      guard name.count == 1, let character = name.first else { return nil }
      self = .character(character)
    }
  }
}
