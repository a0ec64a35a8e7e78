import Foundation

/// What a numeric flag accepts: a test, and the same rule in words for error messages and help.
///
/// Every rule also requires a finite number: `nan`, `inf` and words are refused before the
/// rule's own test runs.
package struct NumberRule: Sendable {
  /// The rule in words, completing "--flag must be …", for example `a number > 0`.
  let allowed: String

  /// Whether a finite number is allowed.
  let test: @Sendable (Double) -> Bool

  /// Numbers in a closed range.
  ///
  /// - Parameters:
  ///   - range: The allowed numbers.
  ///   - unit: The unit for the message, for example `seconds`; empty for none.
  /// - Returns: The rule.
  package static func within(_ range: ClosedRange<Double>, _ unit: String = "") -> NumberRule {
    let bounds = "\(bound(range.lowerBound))...\(bound(range.upperBound))"
    return NumberRule(allowed: "a number in \(bounds)\(suffix(unit))") { range.contains($0) }
  }

  /// Numbers above a bound (excluded) and up to another (included).
  ///
  /// - Parameters:
  ///   - lower: The excluded lower bound.
  ///   - upper: The included upper bound.
  ///   - unit: The unit for the message; empty for none.
  /// - Returns: The rule.
  static func above(_ lower: Double, upTo upper: Double, _ unit: String = "") -> NumberRule {
    let text =
      "a number > \(bound(lower)) and <= \(bound(upper))"
    return NumberRule(allowed: text + suffix(unit)) { $0 > lower && $0 <= upper }
  }

  /// Numbers strictly between two bounds.
  ///
  /// - Parameters:
  ///   - lower: The excluded lower bound.
  ///   - upper: The excluded upper bound.
  ///   - unit: The unit for the message; empty for none.
  /// - Returns: The rule.
  static func between(_ lower: Double, _ upper: Double, _ unit: String = "") -> NumberRule {
    let text =
      "a number > \(bound(lower)) and < \(bound(upper))"
    return NumberRule(allowed: text + suffix(unit)) { $0 > lower && $0 < upper }
  }

  /// A bound as the message writes it: powers of ten from 1e4 up or 1e-4 down as `1e6`.
  private static func bound(_ value: Double) -> String {
    let exponent = log10(abs(value)).rounded()
    if value != 0, abs(exponent) >= 4, pow(10, exponent) == abs(value) {
      return (value < 0 ? "-" : "") + "1e\(Int(exponent))"
    }
    return NumberFormatting.shortest(value)
  }

  /// The unit in parentheses after the rule, or nothing.
  private static func suffix(_ unit: String) -> String { unit.isEmpty ? "" : " (\(unit))" }
}
