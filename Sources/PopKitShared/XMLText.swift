// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Text for XML and its relatives (SVG, Pango markup, HTML): the one escape of the characters
/// markup gives a meaning to.
///
/// For example, `XMLText.escaped("a < b & \"c\"")` is `a &lt; b &amp; &quot;c&quot;`, and
/// `XMLText.escaped("it's", for: .html)` is `it's`.
package enum XMLText {
  /// Where the text goes, which decides what is escaped.
  package enum Context: Sendable {
    /// XML (SVG, Pango markup): `&`, `<`, `>`, `"` and `'` escaped, and the characters XML
    /// does not allow (control characters but tab, U+FFFE, U+FFFF) dropped.
    case xml
    /// An HTML page's content or double-quoted attribute: `&`, `<`, `>` and `"` escaped,
    /// everything else kept.
    case html
  }

  /// Text with markup's special characters escaped for a context.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - context: Where it goes; XML unless given.
  /// - Returns: The escaped text, safe in content and in double-quoted attributes.
  /// - Complexity: O(length of the text).
  package static func escaped(_ text: String, for context: Context = .xml) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'" where context == .xml: result += "&apos;"
      default:
        if context == .xml {
          let allowed = scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
          guard allowed || scalar == "\t" else { continue }
        }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
