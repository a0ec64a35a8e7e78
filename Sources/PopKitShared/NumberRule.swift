// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit

/// What a number from outside may be: a test, and the same rule in words.
///
/// The one rule of a flag's value (`popkit`'s and `popkit-gallery`'s) and of a motion
/// document's field, for messages and help.
///
/// Every rule also requires a finite number: ``accepts(_:)`` refuses `nan` and infinities
/// before the rule's own test runs.
///
/// For example, `NumberRule.within(1...10000, "frames per second")` accepts 60; its
/// ``allowed`` is `in 1...1e4 (frames per second)` (completing "must be …") and its ``bounds``
/// `1...10000` (as help writes them).
///
/// Messages and help write a power of ten a little differently, as they always have (see
/// ``BoundStyle``).
package struct NumberRule: Sendable {
  /// The rule in words, completing "must be …": `in 1...1e4 (frames per second)`,
  /// `> 0 and <= 1e9`, `>= 0`, `finite`.
  package let allowed: String

  /// The bounds as help writes them, for example `1...10000` or `> 0 and <= 1e9`.
  package let bounds: String

  /// Whether a finite number is allowed.
  private let test: @Sendable (Double) -> Bool

  /// Creates a rule.
  ///
  /// - Parameters:
  ///   - allowed: The rule in words, completing "must be …".
  ///   - bounds: The bounds as help writes them; `allowed` unless given.
  ///   - test: Whether a finite number is allowed.
  package init(
    allowed: String, bounds: String? = nil, _ test: @escaping @Sendable (Double) -> Bool
  ) {
    self.allowed = allowed
    self.bounds = bounds ?? allowed
    self.test = test
  }

  /// Whether a number is allowed: finite, and passing the rule's test.
  ///
  /// - Parameter value: The number.
  /// - Returns: `true` when allowed.
  /// - Complexity: O(1).
  package func accepts(_ value: Double) -> Bool {
    value.isFinite && test(value)
  }

  /// Any finite number.
  package static let finite = NumberRule(allowed: "finite") { _ in true }

  /// Numbers `>= 0`.
  package static let nonNegative = NumberRule(allowed: ">= 0") { $0 >= 0 }

  /// Numbers `> 0`.
  package static let positive = NumberRule(allowed: "> 0") { $0 > 0 }

  /// Numbers in `0...1`.
  package static let unit = within(0...1)

  /// Numbers in a closed range: `in 1...1e4 (seconds)`.
  ///
  /// - Parameters:
  ///   - range: The allowed numbers.
  ///   - unit: The unit for the words, for example `seconds`; empty for none.
  ///   - style: How the words write the bounds; messages' unless given.
  /// - Returns: The rule; its ``bounds`` in help's style.
  package static func within(
    _ range: ClosedRange<Double>, _ unit: String = "", style: BoundStyle = .message
  ) -> NumberRule {
    let written = { (style: BoundStyle) in
      "\(bound(range.lowerBound, style))...\(bound(range.upperBound, style))"
    }
    return NumberRule(allowed: "in \(written(style))\(suffix(unit))", bounds: written(.help)) {
      range.contains($0)
    }
  }

  /// Numbers above a bound (excluded) and up to another (included): `> -1 and <= 1`.
  ///
  /// - Parameters:
  ///   - lower: The excluded lower bound.
  ///   - upper: The included upper bound.
  ///   - unit: The unit for the words; empty for none.
  /// - Returns: The rule.
  package static func above(_ lower: Double, upTo upper: Double, _ unit: String = "")
    -> NumberRule
  {
    let written = { (style: BoundStyle) in
      "> \(bound(lower, style)) and <= \(bound(upper, style))"
    }
    return NumberRule(allowed: written(.message) + suffix(unit), bounds: written(.help)) {
      $0 > lower && $0 <= upper
    }
  }

  /// Numbers strictly between two bounds: `> 0 and < 1`.
  ///
  /// - Parameters:
  ///   - lower: The excluded lower bound.
  ///   - upper: The excluded upper bound.
  ///   - unit: The unit for the words; empty for none.
  /// - Returns: The rule.
  package static func between(_ lower: Double, _ upper: Double, _ unit: String = "")
    -> NumberRule
  {
    let written = { (style: BoundStyle) in
      "> \(bound(lower, style)) and < \(bound(upper, style))"
    }
    return NumberRule(allowed: written(.message) + suffix(unit), bounds: written(.help)) {
      $0 > lower && $0 < upper
    }
  }

  /// How a bound is written.
  package enum BoundStyle: Sendable {
    /// In a message: powers of ten from 1e4 up or 1e-4 down as `1e4`.
    case message
    /// In help: powers of ten from 1e5 up or 1e-5 down as `1e5`; `10000` in full.
    case help
    /// Every number in its shortest exact form (`1000000000`), as a document's spring
    /// parameters' messages write them.
    case exact
  }

  /// A bound as a style writes it: a power of ten with a large enough exponent as `1e6`, any
  /// other number in its shortest exact form.
  ///
  /// - Parameters:
  ///   - value: The bound.
  ///   - style: Where it is written.
  /// - Returns: Its text.
  /// - Complexity: O(1).
  package static func bound(_ value: Double, _ style: BoundStyle) -> String {
    let smallestExponent: Double
    switch style {
    case .message: smallestExponent = 4
    case .help: smallestExponent = 5
    case .exact: return JSONText.shortest(value)
    }
    let exponent = log10(abs(value)).rounded()
    if value != 0, abs(exponent) >= smallestExponent, pow(10, exponent) == abs(value) {
      return (value < 0 ? "-" : "") + "1e\(Int(exponent))"
    }
    return JSONText.shortest(value)
  }

  /// The unit in parentheses after the rule, or nothing.
  private static func suffix(_ unit: String) -> String { unit.isEmpty ? "" : " (\(unit))" }
}
