// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A flag's help, written as a string literal in which `\(.range)` and `\(.default)` stand for
/// what the flag's descriptor allows and its default, so that help never writes them again.
///
/// ```swift
/// help: "Frames per second, \(.range). Default \(.default)."
/// // Frames per second, 1...10000. Default 60.
/// ```
///
/// Anything else interpolated is written as it is (`\(maximumRuns)`).
package struct HelpText: ExpressibleByStringInterpolation, Sendable {
  /// What a descriptor fills in.
  package enum Field: Sendable {
    /// What the flag allows, as its reader writes it: `1...10000`, `> 0 and < 1`, `csv or json`.
    case range
    /// The flag's default, as its reader writes it: `60`, `csv`, `960x600`.
    case `default`
  }

  /// A piece of the text.
  fileprivate enum Part: Sendable {
    /// Text as written.
    case literal(String)
    /// A field the descriptor fills in.
    case field(Field)
  }

  /// The pieces, in order.
  private let parts: [Part]

  /// The text with the fields filled in.
  ///
  /// - Parameters:
  ///   - range: What the flag allows.
  ///   - defaultValue: The flag's default.
  /// - Returns: The help.
  func text(range: String, default defaultValue: String) -> String {
    parts.map { part in
      switch part {
      case .literal(let text): text
      case .field(.range): range
      case .field(.default): defaultValue
      }
    }.joined()
  }

  /// One help text after another, for help too long for one line of source.
  ///
  /// - Parameters:
  ///   - lhs: The first text.
  ///   - rhs: The text after it.
  /// - Returns: Both.
  package static func + (lhs: HelpText, rhs: HelpText) -> HelpText {
    HelpText(parts: lhs.parts + rhs.parts)
  }

  /// Text from pieces.
  private init(parts: [Part]) {
    self.parts = parts
  }

  /// Text without fields.
  ///
  /// - Parameter value: The text.
  package init(stringLiteral value: String) {
    parts = [.literal(value)]
  }

  /// Text with fields.
  ///
  /// - Parameter interpolation: The pieces.
  package init(stringInterpolation interpolation: StringInterpolation) {
    parts = interpolation.parts
  }

  /// Collects the pieces of a help literal.
  package struct StringInterpolation: StringInterpolationProtocol {
    /// The pieces so far.
    fileprivate var parts: [Part] = []

    /// Starts a literal.
    ///
    /// - Parameters:
    ///   - literalCapacity: The literal text's length.
    ///   - interpolationCount: The number of interpolations.
    package init(literalCapacity: Int, interpolationCount: Int) {}

    /// Adds text as written.
    ///
    /// - Parameter literal: The text.
    package mutating func appendLiteral(_ literal: String) {
      parts.append(.literal(literal))
    }

    /// Adds a field the descriptor fills in.
    ///
    /// - Parameter field: `.range` or `.default`.
    package mutating func appendInterpolation(_ field: Field) {
      parts.append(.field(field))
    }

    /// Adds a value as it prints.
    ///
    /// - Parameter value: The value, such as a count or a list of names.
    package mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      parts.append(.literal(value.description))
    }
  }
}
