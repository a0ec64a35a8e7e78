// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// A colour a terminal can show, as 8-bit red, green and blue channels.
///
/// The encoder turns it into the nearest colour the terminal supports (see ``ColorMode``).
struct TerminalColor: Hashable, Sendable {
  /// The red channel, `0...255`.
  var red: UInt8
  /// The green channel, `0...255`.
  var green: UInt8
  /// The blue channel, `0...255`.
  var blue: UInt8

  /// Creates a colour from its channels.
  ///
  /// - Parameters:
  ///   - red: The red channel.
  ///   - green: The green channel.
  ///   - blue: The blue channel.
  init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Creates a colour from an animated PopKit colour, clamping channels a spring pushed out of
  /// `0...1` and ignoring its opacity.
  ///
  /// - Parameter color: The colour.
  init(_ color: RGBAColor) {
    let clamped = color.clamped()
    func byte(_ channel: Double) -> UInt8 { UInt8((channel * 255).rounded()) }
    self.init(red: byte(clamped.red), green: byte(clamped.green), blue: byte(clamped.blue))
  }

  /// The colour as `#RRGGBB`.
  var hex: String {
    let digits = Array("0123456789ABCDEF")
    return "#"
      + [red, green, blue].map { String([digits[Int($0 >> 4)], digits[Int($0 & 15)]]) }.joined()
  }

  /// The demo's accent: a warm pink (`#FF3B6B`).
  static let accent = TerminalColor(red: 0xFF, green: 0x3B, blue: 0x6B)

  /// A secondary accent for contrast: sky blue (`#3BA7FF`).
  static let sky = TerminalColor(red: 0x3B, green: 0xA7, blue: 0xFF)

  /// A neutral grey for quiet things (`#8E8E93`).
  static let grey = TerminalColor(red: 0x8E, green: 0x8E, blue: 0x93)
}

/// How a cell of a ``TerminalCanvas`` is drawn: weight, dimming, reverse video and a
/// foreground colour.
struct TextStyle: Hashable, Sendable {
  /// Whether the text is bold (SGR 1).
  var isBold = false
  /// Whether the text is dimmed (SGR 2).
  var isDimmed = false
  /// Whether foreground and background are swapped (SGR 7).
  var isInverse = false
  /// The text colour; `nil` keeps the terminal's own.
  var foreground: TerminalColor?

  /// The terminal's default style.
  static let plain = TextStyle()

  /// Bold text.
  static let bold = TextStyle(isBold: true)

  /// Dimmed text.
  static let dimmed = TextStyle(isDimmed: true)

  /// Text in a colour.
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - bold: Whether it is also bold.
  /// - Returns: The style.
  static func colored(_ color: TerminalColor, bold: Bool = false) -> TextStyle {
    TextStyle(isBold: bold, foreground: color)
  }
}

/// One cell of a ``TerminalCanvas``: a character one column wide and its style.
struct TerminalCell: Hashable, Sendable {
  /// The character; a space when empty.
  var character: Character = " "
  /// How it is drawn.
  var style = TextStyle.plain

  /// An empty cell.
  static let blank = TerminalCell()
}
