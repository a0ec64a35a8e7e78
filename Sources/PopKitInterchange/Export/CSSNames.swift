// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// How the web exports name things: CSS identifiers escaped for stylesheets, and the custom
/// properties, keyframes and selectors made from a document's names (HTML text is escaped by
/// `XMLText`).
enum CSSNames {
  /// A name written as a CSS identifier (after `#`, `--` or in `@keyframes`): letters, digits,
  /// `-`, `_` and non-ASCII characters as they are, anything else as a hexadecimal escape, and
  /// a leading digit (or `-` followed by a digit) escaped so the identifier stays valid.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - leading: Whether the identifier starts here (so a leading digit must be escaped);
  ///     `false` for text after `--` or after another identifier's start.
  /// - Returns: The escaped text.
  static func identifier(_ name: String, leading: Bool = true) -> String {
    let scalars = Array(name.unicodeScalars)
    var result = ""
    for (index, scalar) in scalars.enumerated() {
      let value = scalar.value
      let isDigit = (0x30...0x39).contains(value)
      let isNameCharacter =
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F
        || value == 0x2D || value >= 0x80 || isDigit
      let afterLeadingHyphen = index == 1 && scalars[0].value == 0x2D
      let mustEscape =
        !isNameCharacter
        || (leading && isDigit && (index == 0 || afterLeadingHyphen))
        || (leading && value == 0x2D && scalars.count == 1)
      if !mustEscape {
        result.unicodeScalars.append(scalar)
      } else if value == 0 {
        result += "\\fffd "
      } else {
        result += "\\" + String(value, radix: 16) + " "
      }
    }
    return result
  }

  /// The selector of a target: `#NAME`, escaped.
  ///
  /// - Parameter target: The target's name.
  /// - Returns: The selector.
  static func selector(_ target: String) -> String {
    "#" + (target.isEmpty ? "\\fffd " : identifier(target))
  }

  /// The name of the keyframes of one property of a target, unescaped: `popkit-TARGET-PROPERTY`.
  ///
  /// - Parameters:
  ///   - target: The target's name.
  ///   - property: The property's name.
  /// - Returns: The name.
  static func keyframes(_ target: String, _ property: String) -> String {
    "popkit-\(target)-\(property)"
  }

  /// A custom property's name, unescaped: `--` followed by the parts joined with `-`.
  ///
  /// - Parameter parts: The parts, such as a target, a property and a component.
  /// - Returns: The name, such as `--card-position-x`.
  static func custom(_ parts: String...) -> String {
    "--" + parts.joined(separator: "-")
  }

  /// A custom property's name as a stylesheet writes it: `--` and the rest escaped.
  ///
  /// - Parameter name: The unescaped name, starting with `--`.
  /// - Returns: The escaped name.
  static func customInCSS(_ name: String) -> String {
    "--" + identifier(String(name.dropFirst(2)), leading: false)
  }
}
