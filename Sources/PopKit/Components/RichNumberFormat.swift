// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// The part of a formatted number a run of text holds.
public enum NumberPart: String, Sendable, Hashable, Codable {
  /// Text before the number, such as a currency sign.
  case prefix
  /// The sign and the integer digits.
  case integer
  /// The decimal point and the fraction digits.
  case fraction
  /// Text after the number, such as a unit.
  case unit
}

/// How heavy text is drawn.
public enum TextWeight: String, Sendable, Hashable, Codable {
  /// Regular text.
  case regular
  /// Bold text.
  case bold
}

/// PopKit's own text attributes: Foundation's presentation attributes do not exist on Linux, so
/// rich text carries these keys and each renderer (a terminal, a UI label) maps them.
public enum PopKitTextAttributes {
  /// Which part of a formatted number a run holds.
  public enum NumberPartAttribute: AttributedStringKey {
    /// The part.
    public typealias Value = NumberPart
    /// The attribute's name.
    public static let name = "PopKit.numberPart"
  }

  /// How heavy a run is drawn.
  public enum WeightAttribute: AttributedStringKey {
    /// The weight.
    public typealias Value = TextWeight
    /// The attribute's name.
    public static let name = "PopKit.weight"
  }

  /// Whether a run is drawn dimmed (less prominent).
  public enum DimmedAttribute: AttributedStringKey {
    /// Whether it is dimmed.
    public typealias Value = Bool
    /// The attribute's name.
    public static let name = "PopKit.dimmed"
  }
}

/// Turns a number into rich text: every run is tagged with its ``NumberPart``; by default the
/// integer part is bold and the unit dimmed.
///
/// ```swift
/// let rich = RichNumberFormat(NumberFormat(fractionDigits: 1, suffix: " %"))
/// let text = rich.attributedString(for: 42.37)  // "42" bold, ".4" regular, " %" dimmed
/// ```
public struct RichNumberFormat: Sendable, Hashable {
  /// The digits, prefix and suffix.
  public var format: NumberFormat

  /// The weight of the integer part; default bold.
  public var integerWeight: TextWeight

  /// Whether the prefix and suffix are dimmed; default `true`.
  public var dimsUnit: Bool

  /// Creates a rich format.
  ///
  /// - Parameters:
  ///   - format: The digits, prefix and suffix.
  ///   - integerWeight: The weight of the integer part. Default bold.
  ///   - dimsUnit: Whether the prefix and suffix are dimmed. Default `true`.
  public init(_ format: NumberFormat, integerWeight: TextWeight = .bold, dimsUnit: Bool = true) {
    self.format = format
    self.integerWeight = integerWeight
    self.dimsUnit = dimsUnit
  }

  /// The number as rich text.
  ///
  /// - Parameter number: The number.
  /// - Returns: Runs for the prefix, integer, fraction and unit, each tagged with its part.
  public func attributedString(for number: Double) -> AttributedString {
    let parts = format.parts(for: number)
    var result = AttributedString()
    func append(_ text: String, _ part: NumberPart, weight: TextWeight, dimmed: Bool) {
      guard !text.isEmpty else { return }
      var run = AttributedString(text)
      run[PopKitTextAttributes.NumberPartAttribute.self] = part
      run[PopKitTextAttributes.WeightAttribute.self] = weight
      run[PopKitTextAttributes.DimmedAttribute.self] = dimmed
      result.append(run)
    }
    append(parts.prefix, .prefix, weight: .regular, dimmed: dimsUnit)
    append(parts.integer, .integer, weight: integerWeight, dimmed: false)
    append(
      parts.fraction.isEmpty ? "" : "." + parts.fraction, .fraction, weight: .regular, dimmed: false
    )
    append(parts.suffix, .unit, weight: .regular, dimmed: dimsUnit)
    return result
  }
}
