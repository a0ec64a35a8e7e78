// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// Parsers for the texts `getComputedStyle` returns, into numbers.
///
/// What Chromium 156 returns (measured with ``BrowserProbeScript``):
/// - `opacity`: a number to 6 significant digits (`0.333333`);
/// - lengths (`width`, `height`, `border-radius`, a registered `<length>` custom property):
///   `33.3333px`; an unregistered custom property returns its text as written;
/// - `translate`: `none`, `12px`, `12px 3px` or `1px 2px 3px` (a zero y is left out: `100px`);
/// - `scale`: `none`, `1.5` (both axes), `1.5 2`, `1.5 2 3`;
/// - `rotate`: `none`, `45deg`, or with an axis `1 1 0 30deg`;
/// - colours: `rgb(51, 102, 255)` when opaque, `rgba(80, 87, 218, 0.875)` otherwise (alpha to 3
///   decimals, whole channels), whatever the keyframes were written in as long as that is a legacy
///   sRGB form; a colour written in another space stays in it: `color(srgb 0.2 0.4 1)`,
///   `oklab(0.572573 -0.0192021 -0.232948)` (and between an sRGB and an Oklab keyframe the
///   animation interpolates, and reports, in Oklab). Colours with alpha interpolate
///   premultiplied, as CSS says.
/// - `transform` stays `none` when only `translate`/`scale`/`rotate` move.
enum ComputedStyle {
  /// A computed value that is not what the parser reads.
  struct Unreadable: Error, CustomStringConvertible {
    /// The text.
    let text: String
    /// What was expected.
    let expected: String

    var description: String { "computed style \"\(text)\" is not \(expected)" }
  }

  /// A colour, channels in 0…1 (sRGB, straight alpha).
  struct Color: Equatable {
    /// Red, 0…1.
    var red: Double
    /// Green, 0…1.
    var green: Double
    /// Blue, 0…1.
    var blue: Double
    /// Alpha, 0…1.
    var alpha: Double
  }

  /// A number: `0.5`, `-1e-05`.
  ///
  /// - Parameter text: The computed value.
  /// - Returns: Its value.
  /// - Throws: ``Unreadable``.
  static func number(_ text: String) throws -> Double {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let value = Double(trimmed), value.isFinite else {
      throw Unreadable(text: text, expected: "a number")
    }
    return value
  }

  /// A length in px: `12.5px` (a bare `0` too).
  ///
  /// - Parameter text: The computed value.
  /// - Returns: The length, px.
  /// - Throws: ``Unreadable`` for another unit or no number.
  static func length(_ text: String) throws -> Double {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed == "0" { return 0 }
    guard trimmed.hasSuffix("px"), let value = Double(trimmed.dropLast(2)), value.isFinite else {
      throw Unreadable(text: text, expected: "a length in px")
    }
    return value
  }

  /// `translate`: `none` (0, 0, 0), `x`, `x y` or `x y z`, lengths in px.
  ///
  /// - Parameter text: The computed value.
  /// - Returns: The offsets, px.
  /// - Throws: ``Unreadable``.
  static func translate(_ text: String) throws -> (x: Double, y: Double, z: Double) {
    let parts = words(text)
    if parts == ["none"] { return (0, 0, 0) }
    guard (1...3).contains(parts.count) else {
      throw Unreadable(text: text, expected: "a translate (none, or 1 to 3 lengths)")
    }
    let values = try parts.map(length)
    return (values[0], values.count > 1 ? values[1] : 0, values.count > 2 ? values[2] : 0)
  }

  /// `scale`: `none` (1, 1, 1), `s` (both axes), `x y` or `x y z`.
  ///
  /// - Parameter text: The computed value.
  /// - Returns: The factors.
  /// - Throws: ``Unreadable``.
  static func scale(_ text: String) throws -> (x: Double, y: Double, z: Double) {
    let parts = words(text)
    if parts == ["none"] { return (1, 1, 1) }
    guard (1...3).contains(parts.count) else {
      throw Unreadable(text: text, expected: "a scale (none, or 1 to 3 numbers)")
    }
    let values = try parts.map(number)
    return (values[0], values.count > 1 ? values[1] : values[0], values.count > 2 ? values[2] : 1)
  }

  /// `rotate` about the z axis, in degrees clockwise: `none` (0), `45deg`, `z 45deg`,
  /// `0 0 1 45deg` (`rad`, `grad` and `turn` converted).
  ///
  /// - Parameter text: The computed value.
  /// - Returns: The angle, degrees.
  /// - Throws: ``Unreadable``, also for a rotation about another axis.
  static func rotate(_ text: String) throws -> Double {
    let parts = words(text)
    if parts == ["none"] { return 0 }
    let aboutZ = parts.count == 1 || (parts.count == 2 && parts[0] == "z")
    let zAxis = parts.count == 4 && (try? parts[0..<3].map(number)) == [0, 0, 1]
    guard aboutZ || zAxis, let angle = parts.last else {
      throw Unreadable(text: text, expected: "a rotation about z (none, 45deg, 0 0 1 45deg)")
    }
    let units: [(String, Double)] = [
      ("grad", 0.9), ("deg", 1), ("rad", 180 / Double.pi), ("turn", 360),
    ]
    for (unit, factor) in units where angle.hasSuffix(unit) {
      if let value = Double(angle.dropLast(unit.count)), value.isFinite { return value * factor }
    }
    throw Unreadable(text: text, expected: "an angle (deg, rad, grad or turn)")
  }

  /// A colour: `rgb(r, g, b)`, `rgba(r, g, b, a)` (channels 0…255, also space-separated with
  /// `/ a`), `color(srgb r g b [/ a])` (0…1), `oklab(L a b [/ a])` (converted to sRGB with
  /// Ottosson's published matrices).
  ///
  /// - Parameter text: The computed value.
  /// - Returns: The colour in sRGB, 0…1.
  /// - Throws: ``Unreadable`` for another form.
  static func color(_ text: String) throws -> Color {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
      throw Unreadable(text: text, expected: "a colour function")
    }
    let name = trimmed[..<open].lowercased()
    let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    let fields = inside.replacingOccurrences(of: ",", with: " ")
      .replacingOccurrences(of: "/", with: " / ").split(separator: " ").map(String.init)
    var values = fields.filter { $0 != "/" }
    var space = "srgb-255"
    switch name {
    case "rgb", "rgba": break
    case "color":
      guard let first = values.first, first == "srgb" || first == "srgb-linear" else {
        throw Unreadable(text: text, expected: "a colour in srgb")
      }
      space = first
      values.removeFirst()
    case "oklab": space = "oklab"
    default: throw Unreadable(text: text, expected: "rgb(), rgba(), color(srgb …) or oklab()")
    }
    guard values.count == 3 || values.count == 4 else {
      throw Unreadable(text: text, expected: "3 channels and an optional alpha")
    }
    let numbers = try values.map { value in
      value.hasSuffix("%") ? try number(String(value.dropLast())) / 100 : try number(value)
    }
    let alpha = numbers.count == 4 ? numbers[3] : 1
    switch space {
    case "srgb-255":
      return Color(
        red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255, alpha: alpha)
    case "srgb":
      return Color(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: alpha)
    case "srgb-linear":
      return Color(
        red: encodeSRGB(numbers[0]), green: encodeSRGB(numbers[1]), blue: encodeSRGB(numbers[2]),
        alpha: alpha)
    default:
      return oklabToSRGB(lightness: numbers[0], a: numbers[1], b: numbers[2], alpha: alpha)
    }
  }

  /// Oklab to sRGB (Björn Ottosson's published matrices), not clipped to the gamut.
  private static func oklabToSRGB(lightness: Double, a: Double, b: Double, alpha: Double) -> Color {
    let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
    let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
    let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
    let red = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
    let green = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
    let blue = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
    return Color(
      red: encodeSRGB(red), green: encodeSRGB(green), blue: encodeSRGB(blue), alpha: alpha)
  }

  /// The sRGB transfer function (linear light to encoded), odd-extended below zero.
  private static func encodeSRGB(_ linear: Double) -> Double {
    let magnitude = abs(linear)
    let encoded =
      magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return linear < 0 ? -encoded : encoded
  }

  /// The space-separated words of a value.
  private static func words(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }
}
