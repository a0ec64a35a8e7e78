import Foundation
import PopKit

/// What a numeric flag accepts: a test, and the same rule in words for error messages and help.
///
/// Every rule also requires a finite number: `nan`, `inf` and words are refused before the
/// rule's own test runs.
///
/// Help and messages write a bound a little differently, as they always have: help writes
/// `10000` in full and powers of ten from `1e5` up (or `1e-5` down) as `1e6`; a message writes
/// them from `1e4`.
package struct NumberRule: Sendable {
  /// The rule in words, completing "--flag must be …", for example `a number > 0`.
  package let allowed: String

  /// The bounds as help writes them, for example `1...10000` or `> 0 and <= 1e9`.
  package let bounds: String

  /// Whether a finite number is allowed.
  package let test: @Sendable (Double) -> Bool

  /// Numbers in a closed range.
  ///
  /// - Parameters:
  ///   - range: The allowed numbers.
  ///   - unit: The unit for the message, for example `seconds`; empty for none.
  /// - Returns: The rule.
  package static func within(_ range: ClosedRange<Double>, _ unit: String = "") -> NumberRule {
    let written = { (style: BoundStyle) in
      "\(bound(range.lowerBound, style))...\(bound(range.upperBound, style))"
    }
    return NumberRule(
      allowed: "a number in \(written(.message))\(suffix(unit))", bounds: written(.help)
    ) { range.contains($0) }
  }

  /// Numbers above a bound (excluded) and up to another (included).
  ///
  /// - Parameters:
  ///   - lower: The excluded lower bound.
  ///   - upper: The included upper bound.
  ///   - unit: The unit for the message; empty for none.
  /// - Returns: The rule.
  package static func above(_ lower: Double, upTo upper: Double, _ unit: String = "") -> NumberRule
  {
    let written = { (style: BoundStyle) in
      "> \(bound(lower, style)) and <= \(bound(upper, style))"
    }
    return NumberRule(
      allowed: "a number \(written(.message))\(suffix(unit))", bounds: written(.help)
    ) { $0 > lower && $0 <= upper }
  }

  /// Numbers strictly between two bounds.
  ///
  /// - Parameters:
  ///   - lower: The excluded lower bound.
  ///   - upper: The excluded upper bound.
  ///   - unit: The unit for the message; empty for none.
  /// - Returns: The rule.
  package static func between(_ lower: Double, _ upper: Double, _ unit: String = "") -> NumberRule {
    let written = { (style: BoundStyle) in
      "> \(bound(lower, style)) and < \(bound(upper, style))"
    }
    return NumberRule(
      allowed: "a number \(written(.message))\(suffix(unit))", bounds: written(.help)
    ) { $0 > lower && $0 < upper }
  }

  /// Where a bound is written.
  private enum BoundStyle {
    /// In an error message: powers of ten from 1e4 up or 1e-4 down as `1e4`.
    case message
    /// In help: powers of ten from 1e5 up or 1e-5 down as `1e5`; `10000` in full.
    case help

    /// The smallest magnitude of the exponent written as `1eN`.
    var smallestExponent: Double { self == .message ? 4 : 5 }
  }

  /// A bound as a message or help writes it: a power of ten with a large enough exponent as
  /// `1e6`, any other number in its shortest form.
  private static func bound(_ value: Double, _ style: BoundStyle) -> String {
    let exponent = log10(abs(value)).rounded()
    if value != 0, abs(exponent) >= style.smallestExponent, pow(10, exponent) == abs(value) {
      return (value < 0 ? "-" : "") + "1e\(Int(exponent))"
    }
    return JSONText.shortest(value)
  }

  /// The unit in parentheses after the rule, or nothing.
  private static func suffix(_ unit: String) -> String { unit.isEmpty ? "" : " (\(unit))" }
}
