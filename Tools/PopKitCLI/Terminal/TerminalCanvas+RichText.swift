// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit

/// How PopKit's text attributes look in a terminal: the colour of each part of a number.
///
/// ``RichNumberFormat`` tags every run with ``PopKitTextAttributes``; this maps them to
/// terminal styles: ``TextWeight/bold`` to bold (SGR 1), dimmed to SGR 2, and each
/// ``NumberPart`` to a colour.
struct RichTextPalette: Sendable {
  /// The colour of the integer digits; `nil` for the terminal's own.
  var integer: TerminalColor?
  /// The colour of the decimal point and fraction digits.
  var fraction: TerminalColor?
  /// The colour of the prefix and unit.
  var unit: TerminalColor?

  /// Creates a palette.
  ///
  /// - Parameters:
  ///   - integer: The colour of the integer digits.
  ///   - fraction: The colour of the fraction.
  ///   - unit: The colour of the prefix and unit.
  init(integer: TerminalColor? = nil, fraction: TerminalColor? = nil, unit: TerminalColor? = nil) {
    self.integer = integer
    self.fraction = fraction
    self.unit = unit
  }

  /// The colour of a part.
  ///
  /// - Parameter part: The part, if the run has one.
  /// - Returns: Its colour.
  func color(for part: NumberPart?) -> TerminalColor? {
    switch part {
    case .integer: integer
    case .fraction: fraction
    case .prefix, .unit: unit
    case nil: nil
    }
  }

  /// The style of a run with PopKit's attributes.
  ///
  /// - Parameters:
  ///   - part: The run's number part.
  ///   - weight: The run's weight.
  ///   - dimmed: Whether the run is dimmed.
  /// - Returns: The terminal style.
  func style(part: NumberPart?, weight: TextWeight?, dimmed: Bool?) -> TextStyle {
    TextStyle(
      isBold: weight == .bold, isDimmed: dimmed == true, foreground: color(for: part))
  }
}

extension TerminalCanvas {
  /// Draws rich text, styling each run by its PopKit attributes.
  ///
  /// - Parameters:
  ///   - text: Text from ``RichNumberFormat`` or any text with ``PopKitTextAttributes``.
  ///   - row: The row.
  ///   - column: The column of its first character.
  ///   - palette: The colours of the number parts.
  /// - Returns: The column just after the text.
  @discardableResult
  mutating func put(
    _ text: AttributedString, row: Int, column: Int, palette: RichTextPalette = RichTextPalette()
  ) -> Int {
    var column = column
    for run in text.runs {
      let style = palette.style(
        part: run[PopKitTextAttributes.NumberPartAttribute.self],
        weight: run[PopKitTextAttributes.WeightAttribute.self],
        dimmed: run[PopKitTextAttributes.DimmedAttribute.self])
      column = put(String(text[run.range].characters), row: row, column: column, style: style)
    }
    return column
  }
}
