// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// Turns a number into text without depending on a locale: digits, an optional thousands
/// separator, a fixed number of fraction digits, a prefix and a suffix.
///
/// ```swift
/// print(NumberFormat.percent.string(for: 42.4))  // "42%"
/// print(NumberFormat(fractionDigits: 2, suffix: " kg").string(for: 3.14159))  // "3.14 kg"
/// ```
public struct NumberFormat: Sendable, Hashable {
  /// Digits after the decimal point, `0...15`.
  public var fractionDigits: Int

  /// The text before the number, such as a currency sign.
  public var prefix: String

  /// The text after the number, such as a unit.
  public var suffix: String

  /// The separator between groups of three integer digits; empty for none.
  public var groupingSeparator: String

  /// Creates a format.
  ///
  /// - Parameters:
  ///   - fractionDigits: Digits after the decimal point, `0...15`. Default 0.
  ///   - prefix: Text before the number. Default empty.
  ///   - suffix: Text after the number. Default empty.
  ///   - groupingSeparator: Separator between groups of three digits. Default empty.
  public init(
    fractionDigits: Int = 0, prefix: String = "", suffix: String = "",
    groupingSeparator: String = ""
  ) {
    checkParameter(
      (0...15).contains(fractionDigits), "NumberFormat.fractionDigits", Double(fractionDigits),
      allowed: "in 0...15")
    self.fractionDigits = fractionDigits
    self.prefix = prefix
    self.suffix = suffix
    self.groupingSeparator = groupingSeparator
  }

  /// Whole numbers: `1234`.
  public static let integer = NumberFormat()

  /// Whole percentages: `42%`.
  public static let percent = NumberFormat(suffix: "%")

  /// The parts of a number as this format writes it.
  ///
  /// - Parameter number: The number; a non-finite number is written as `-` in the integer part.
  /// - Returns: The prefix, sign and integer digits, fraction digits (without the point) and
  ///   suffix.
  public func parts(for number: Double) -> (
    prefix: String, integer: String, fraction: String, suffix: String
  ) {
    guard number.isFinite else { return (prefix, "-", "", suffix) }
    var scale = 1.0
    for _ in 0..<fractionDigits { scale *= 10 }
    let scaled = (abs(number) * scale).rounded()
    let negative = number < 0 && scaled != 0
    let whole = (scaled / scale).rounded(.down)
    let fractionValue = scaled - whole * scale
    var integerDigits = whole < 1e18 ? String(UInt64(whole)) : String(format: "%.0f", whole)
    if !groupingSeparator.isEmpty { integerDigits = grouped(integerDigits) }
    var fraction = ""
    if fractionDigits > 0 {
      let digits = String(UInt64(fractionValue))
      fraction = String(repeating: "0", count: max(0, fractionDigits - digits.count)) + digits
    }
    return (prefix, (negative ? "-" : "") + integerDigits, fraction, suffix)
  }

  /// The number as text.
  ///
  /// - Parameter number: The number.
  /// - Returns: The formatted text, such as `"1,234.50 kg"`.
  public func string(for number: Double) -> String {
    let parts = parts(for: number)
    let fraction = parts.fraction.isEmpty ? "" : "." + parts.fraction
    return parts.prefix + parts.integer + fraction + parts.suffix
  }

  private func grouped(_ digits: String) -> String {
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += groupingSeparator }
      result.append(digit)
    }
    return result
  }
}
