// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension String {
  /// The text on one line, for a message on standard error: line breaks, tabs and other
  /// control characters written as escapes (`\n`, `\r`, `\t`, `\u{1B}`), so that a value typed
  /// on the command line and quoted in a message cannot break it into several lines or send
  /// the terminal a control sequence.
  ///
  /// ```swift
  /// "got '1\n2'".oneLine   // got '1\n2' (a backslash and an n)
  /// ```
  package var oneLine: String {
    let breaking: Set<Unicode.GeneralCategory> = [.control, .lineSeparator, .paragraphSeparator]
    var line = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": line += "\\n"
      case "\r": line += "\\r"
      case "\t": line += "\\t"
      case _ where breaking.contains(scalar.properties.generalCategory):
        line += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: line.unicodeScalars.append(scalar)
      }
    }
    return line
  }
}
