// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitShared

  /// PopKit's rich number text as Pango markup: the integer digits bold and in the accent
  /// colour, the unit (a `$` or `%`) dimmed, as `RichNumberFormat` marks them.
  ///
  /// ```swift
  /// let rich = RichNumberFormat(NumberFormat(fractionDigits: 1, suffix: " %"))
  /// let markup = PangoMarkup.markup(
  ///   for: rich.attributedString(for: 42.4), accent: RGBAColor(red: 1, green: 0.2, blue: 0.4))
  /// gtk_label_set_markup(label, markup)
  /// ```
  public enum PangoMarkup {
    /// The markup of an attributed number.
    ///
    /// - Parameters:
    ///   - text: A number from `RichNumberFormat.attributedString(for:)`.
    ///   - accent: The integer digits' colour.
    /// - Returns: Pango markup.
    public static func markup(for text: AttributedString, accent: RGBAColor) -> String {
      var result = ""
      for run in text.runs {
        var piece = escaped(String(text[run.range].characters))
        if run[PopKitTextAttributes.NumberPartAttribute.self] == .integer {
          piece = "<span foreground=\"\(hex(accent))\">\(piece)</span>"
        }
        if run[PopKitTextAttributes.WeightAttribute.self] == .bold { piece = "<b>\(piece)</b>" }
        if run[PopKitTextAttributes.DimmedAttribute.self] == true {
          piece = "<span foreground=\"#8F8F94\">\(piece)</span>"
        }
        result += piece
      }
      return result
    }

    /// A colour as `#RRGGBB`.
    ///
    /// - Parameter color: The colour; components clamped to 0...1.
    /// - Returns: The hexadecimal text.
    public static func hex(_ color: RGBAColor) -> String {
      let digits = [color.red, color.green, color.blue].map { component -> String in
        let byte = Int((min(max(component, 0), 1) * 255).rounded())
        let text = String(byte, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
      }
      return "#" + digits.joined()
    }

    /// Text with Pango markup's special characters escaped (the package's one XML escape,
    /// `XMLText`): `&`, `<`, `>`, `"` and `'`, and characters markup does not allow dropped.
    ///
    /// - Parameter text: Plain text.
    /// - Returns: The text, safe in markup.
    /// - Complexity: O(length of the text).
    public static func escaped(_ text: String) -> String {
      XMLText.escaped(text)
    }
  }
#endif
