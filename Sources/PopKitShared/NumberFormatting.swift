// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// How the package prints numbers for people and files: one function per kind of number, none
/// of them locale-dependent.
///
/// - `JSONText.shortest(_:)` (PopKit): the shortest text that reads back as exactly the same
///   `Double` (for CSV, JSON and pasteable parameters); ``json(_:)`` the same or `null`.
/// - ``derived(_:)`` and ``significant(_:digits:)``: rounded to significant digits.
/// - ``fixed(_:decimals:)``: rounded to a number of decimals, without trailing zeros (for
///   CSS stops, tick labels and SVG coordinates).
/// - ``rounded(_:significantDigits:)``: about so many significant digits, for messages.
package enum NumberFormatting {
  /// A number for JSON: its shortest exact text (`JSONText.shortest(_:)`), or `null` when it is not finite.
  ///
  /// - Parameter value: The number.
  /// - Returns: Its JSON text.
  package static func json(_ value: Double) -> String {
    value.isFinite ? JSONText.shortest(value) : "null"
  }

  /// The most significant digits a derived number prints with (``derived(_:)``).
  package static let derivedDigits = 12

  /// A number the export computed (not one the user gave), for paste-ready output: the
  /// shortest text of the `Double` nearest to `value` rounded to ``derivedDigits`` significant
  /// digits, so `0.8609177768419936` prints as `0.860917776842` and `1.0000000000000002` as `1`.
  ///
  /// The printed number is within 5e-12 of `value`, relative to its magnitude. Non-finite
  /// values print as `JSONText.shortest(_:)` prints them; exporters refuse them before they get here.
  ///
  /// - Parameter value: The number.
  /// - Returns: Its text, at most 12 significant digits.
  /// - Complexity: O(1).
  package static func derived(_ value: Double) -> String {
    JSONText.shortest(derivedValue(value))
  }

  /// The `Double` ``derived(_:)`` prints: `value` rounded to ``derivedDigits`` significant
  /// decimal digits (half away from zero, on the shortest decimal text of `value`).
  ///
  /// - Parameter value: The number.
  /// - Returns: The rounded number; `value` itself when it has at most 12 digits or is not
  ///   finite.
  package static func derivedValue(_ value: Double) -> Double {
    significant(value, digits: derivedDigits)
  }

  /// `value` rounded to a number of significant decimal digits (half away from zero, on its
  /// shortest decimal text): `significant(0.0123456, digits: 2)` is `0.012`.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - digits: How many significant digits to keep, 1 through 17.
  /// - Returns: The rounded number; `value` itself when it has no more digits or is not finite.
  /// - Complexity: O(1).
  package static func significant(_ value: Double, digits: Int) -> Double {
    let kept = max(1, digits)
    guard value.isFinite, value != 0 else { return value }
    // The shortest text's digits and the exponent of its first digit: value = 0.DIGITS × 10^E
    // (read as bytes: the text is ASCII, `1.25`, `1e-07` or `1.5e+16`).
    var figures: [Int] = []
    figures.reserveCapacity(17)
    var exponent = 0
    var wholeDigits = 0
    var inFraction = false
    var exponentText: [UInt8] = []
    var inExponent = false
    for byte in "\(abs(value))".utf8 {
      if inExponent {
        exponentText.append(byte)
      } else if byte == UInt8(ascii: "e") {
        inExponent = true
      } else if byte == UInt8(ascii: ".") {
        inFraction = true
      } else {
        figures.append(Int(byte) - Int(UInt8(ascii: "0")))
        if !inFraction { wholeDigits += 1 }
      }
    }
    if !exponentText.isEmpty {
      exponent = Int(String(decoding: exponentText, as: UTF8.self)) ?? 0
    }
    exponent += wholeDigits
    var leading = 0
    while leading < figures.count, figures[leading] == 0 { leading += 1 }
    figures.removeFirst(leading)
    exponent -= leading
    while figures.last == 0 { figures.removeLast() }
    guard figures.count > kept else { return value }
    let roundsUp = figures[kept] >= 5
    figures = Array(figures.prefix(kept))
    if roundsUp {
      var index = figures.count - 1
      while index >= 0 {
        if figures[index] < 9 {
          figures[index] += 1
          break
        }
        figures[index] = 0
        index -= 1
      }
      if index < 0 {
        figures.insert(1, at: 0)
        figures.removeLast()
        exponent += 1
      }
    }
    let rounded = "0." + figures.map(String.init).joined() + "e\(exponent)"
    guard let result = Double(rounded) else { return value }
    return value < 0 ? -result : result
  }

  /// A number rounded to at most `decimals` decimals, with trailing zeros removed.
  ///
  /// `fixed(0.03374, decimals: 4)` is `0.0337`, `fixed(1.0, decimals: 4)` is `1`, and a value
  /// that rounds to zero prints as `0` (never `-0`).
  ///
  /// - Parameters:
  ///   - value: A finite number.
  ///   - decimals: The number of decimals to round to, 0 through 9.
  /// - Returns: Its text.
  package static func fixed(_ value: Double, decimals: Int) -> String {
    guard abs((value * pow10(decimals)).rounded()) < 9e15 else { return JSONText.shortest(value) }
    // Below 9e15 the shared formatter's digits are exact; only the trailing zeros go.
    var text = Substring(NumberFormat(fractionDigits: decimals).string(for: value))
    guard text.contains(".") else { return String(text) }
    while text.last == "0" { text = text.dropLast() }
    if text.last == "." { text = text.dropLast() }
    return String(text)
  }

  /// A number with about `significantDigits` significant digits, for human-readable text.
  ///
  /// - Parameters:
  ///   - value: A finite number.
  ///   - significantDigits: How many digits to keep, at least 1.
  /// - Returns: Its text, such as `0.583`, `342.1` or `1.58e+16`.
  package static func rounded(_ value: Double, significantDigits: Int) -> String {
    guard value.isFinite, value != 0 else { return JSONText.shortest(value) }
    // Beyond fifteen whole digits (where `fixed` gives every digit): the significant ones alone.
    guard abs(value) < 1e15 else {
      return JSONText.shortest(significant(value, digits: significantDigits))
    }
    var magnitude = 0
    var probe = abs(value)
    while probe >= 10 {
      probe /= 10
      magnitude += 1
    }
    while probe < 1 {
      probe *= 10
      magnitude -= 1
    }
    let decimals = min(9, max(0, significantDigits - 1 - magnitude))
    return fixed(value, decimals: decimals)
  }

  /// `10^exponent` for a small exponent, exactly.
  ///
  /// - Parameter exponent: 0 through 9.
  /// - Returns: The power of ten.
  private static func pow10(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<max(0, exponent) { result *= 10 }
    return result
  }
}
