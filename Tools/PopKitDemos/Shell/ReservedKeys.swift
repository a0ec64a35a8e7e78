// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The keys the shell keeps, so that no scene can bind them and later ones cannot collide.
///
/// - Navigation and the shell's own: ←/→ (and ↑/↓) for the scene before or after, the digits
///   `0`–`9` for a scene by number, `q`/`Q` to quit, `?` for the key list.
/// - The inspector's: `i`, `[`, `]`, `\`, `/` and `R` (DemoShell+Inspector.swift).
/// - A host's own: Escape and Ctrl-C (the GTK window quits on Escape, the terminal on Ctrl-C).
///
/// ``DemoKeys`` refuses a binding of any of them, and ``DemoShell`` never passes them to a
/// scene.
package enum ReservedKeys {
  /// The characters the shell answers: `q`, `Q` and `?`.
  package static let shell: Set<Character> = ["q", "Q", "?"]
  /// The inspector's characters: its panel, slow motion, pause, one frame, trace file.
  package static let inspector: Set<Character> = ["i", "[", "]", "\\", "/", "R"]
  /// The keys a host may give a meaning of its own.
  package static let host: Set<DemoKey> = [.escape, .interrupt]

  /// Whether a key is kept from the scenes.
  ///
  /// - Parameter key: A key.
  /// - Returns: `true` for the arrows, the digits, `q`, `Q`, `?`, the inspector's keys, Escape
  ///   and Ctrl-C.
  package static func contains(_ key: DemoKey) -> Bool {
    switch key {
    case .left, .right, .up, .down: true
    case .character(let character):
      digit(character) != nil || shell.contains(character) || inspector.contains(character)
    default: host.contains(key)
    }
  }

  /// The value of a digit, `0`–`9` (in any script, as `Character.wholeNumberValue` reads it);
  /// `nil` for any other character.
  ///
  /// - Parameter character: A character.
  /// - Returns: Its value.
  package static func digit(_ character: Character) -> Int? {
    guard let value = character.wholeNumberValue, (0...9).contains(value) else { return nil }
    return value
  }
}
