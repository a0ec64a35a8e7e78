// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitShared

/// Reads numbers, vectors and counts from flag values, refusing anything that is not a plain
/// finite decimal number.
///
/// Accepted: `12`, `-0.5`, `.25`, `1e-3`, `+2`. Refused: `abc`, `nan`, `inf`, `infinity`,
/// hexadecimal (`0x10`), an empty text. A vector is 1 to 4 numbers separated by commas
/// (`100,50`); spaces around the numbers are allowed.
package enum NumberParser {
  /// The largest magnitude a component of `--from`, `--to` or `--velocity` may have.
  ///
  /// Larger values would overflow the physics on the way (a spring squares distances); a
  /// billion units is far beyond any screen.
  package static let maximumValueMagnitude = 1e9

  /// The most components a value may have (PopKit animates vectors of up to four).
  package static let maximumComponents = 4

  /// Reads one number and checks it against a rule.
  ///
  /// - Parameters:
  ///   - text: The flag's value.
  ///   - flag: The flag as typed, for the message.
  ///   - rule: What the flag allows.
  /// - Returns: The number.
  /// - Throws: ``CLIError/usage(_:)`` naming the flag and the rule.
  package static func number(
    _ text: String, flag: String, rule: NumberRule
  ) throws(CLIError) -> Double {
    guard let value = finiteNumber(text[...]), rule.accepts(value) else {
      throw .invalid(flag, text, allowed: "a number \(rule.allowed)")
    }
    return value
  }

  /// Reads a value: a number or 1 to 4 comma-separated numbers.
  ///
  /// - Parameters:
  ///   - text: The flag's value.
  ///   - flag: The flag as typed, for the message.
  /// - Returns: The components.
  /// - Throws: ``CLIError/usage(_:)`` naming the flag and what it allows.
  package static func vector(_ text: String, flag: String) throws(CLIError) -> [Double] {
    let allowed =
      "a number or up to \(maximumComponents) comma-separated numbers, each finite and at most "
      + "1e9 in magnitude"
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count <= maximumComponents else { throw .invalid(flag, text, allowed: allowed) }
    var components: [Double] = []
    for part in parts {
      guard let value = finiteNumber(part), abs(value) <= maximumValueMagnitude else {
        throw .invalid(flag, text, allowed: allowed)
      }
      components.append(value)
    }
    return components
  }

  /// Reads a range: two comma-separated numbers `L,U`, each finite and at most
  /// ``maximumValueMagnitude`` in magnitude, with `L <= U`.
  ///
  /// - Parameters:
  ///   - text: The flag's value.
  ///   - flag: The flag as typed, for the message.
  /// - Returns: `L...U`.
  /// - Throws: ``CLIError/usage(_:)`` naming the flag and what it allows.
  package static func interval(_ text: String, flag: String) throws(CLIError) -> ClosedRange<Double>
  {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let numbers = parts.compactMap(finiteNumber).filter { abs($0) <= maximumValueMagnitude }
    guard parts.count == 2, numbers.count == 2, numbers[0] <= numbers[1] else {
      throw .invalid(
        flag, text,
        allowed: "two comma-separated numbers L,U (units), each finite and at most 1e9 in "
          + "magnitude, with L <= U")
    }
    return numbers[0]...numbers[1]
  }

  /// Reads a whole number in a range.
  ///
  /// - Parameters:
  ///   - text: The flag's value.
  ///   - flag: The flag as typed, for the message.
  ///   - range: The allowed counts.
  /// - Returns: The count.
  /// - Throws: ``CLIError/usage(_:)`` naming the flag and the range.
  package static func integer(
    _ text: String, flag: String, in range: ClosedRange<Int>
  ) throws(CLIError) -> Int {
    let trimmed = text.trimmingSpaces
    guard trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "+" || $0 == "-") }),
      let value = Int(trimmed), range.contains(value)
    else {
      throw .invalid(
        flag, text, allowed: "a whole number in \(range.lowerBound)...\(range.upperBound)")
    }
    return value
  }

  /// A plain finite decimal number, or `nil`.
  ///
  /// - Parameter text: The text, possibly with spaces around it.
  /// - Returns: The number, or `nil` for anything else (including `nan` and `inf`).
  package static func finiteNumber(_ text: Substring) -> Double? {
    let trimmed = String(text).trimmingSpaces
    let allowed: Set<Character> = [
      "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "e", "E", "+", "-",
    ]
    guard !trimmed.isEmpty, trimmed.allSatisfy(allowed.contains),
      trimmed.contains(where: \.isNumber), let value = Double(trimmed), value.isFinite
    else { return nil }
    return value
  }
}

extension String {
  /// The text without spaces and tabs at either end.
  package var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
