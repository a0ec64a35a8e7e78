// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Strings and numbers as the package writes them in JSON (and numbers in CSV): one escape
/// rule and one number form for the recorder's traces, the motion document and the
/// benchmarks' reports.
package enum JSONText {
  /// A string in JSON quotes, with quotes, backslashes and control characters escaped.
  ///
  /// - Parameter text: The string.
  /// - Returns: The quoted string.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A number in its shortest form that reads back exactly.
  ///
  /// No trailing `.0` (`3`, `0.1`, `1e-07`), and 0 as `0`. Meant for finite numbers: one that
  /// is not prints as Swift prints it (`nan`, `inf`), which JSON cannot read.
  ///
  /// - Parameter value: The number.
  /// - Returns: Its text.
  package static func shortest(_ value: Double) -> String {
    if value == 0 { return "0" }
    let text = "\(value)"
    if text.hasSuffix(".0") { return String(text.dropLast(2)) }
    return text
  }
}
