// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// Numbers with a fixed count of decimals, as the demos' readouts and popkit's outputs write
/// them: one formatter (PopKit's ``NumberFormat``) for both galleries and the command line.
package enum NumberText {
  /// A number with a fixed count of decimals, trailing zeros kept, such as `0.250`.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: Digits after the point, 0 through 15.
  /// - Returns: The text; `-` when the number is not finite.
  package static func fixed(_ value: Double, _ decimals: Int) -> String {
    NumberFormat(fractionDigits: decimals).string(for: value)
  }

  /// A number with a fixed count of decimals, padded on the left to a width.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: Digits after the point.
  ///   - width: The total width.
  /// - Returns: The text, right-aligned.
  package static func padded(_ value: Double, _ decimals: Int, width: Int) -> String {
    let text = fixed(value, decimals)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
