// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension RGBAColor {
  /// Creates a color from a hexadecimal string such as `"#FF8000"` or `"#FF800080"`, or
  /// returns `nil` if the string is not one.
  ///
  /// The accepted forms are `RRGGBB` and `RRGGBBAA`, each with or without one leading `#`, with
  /// upper- or lowercase hex digits. Each two-digit channel `n` becomes `n / 255`; without an
  /// alpha pair the color is opaque. Anything else (other lengths, shorthand like `"#FFF"`,
  /// signs, whitespace, non-hex or non-ASCII characters) gives `nil`.
  ///
  /// - Parameter hex: The string to parse.
  public init?(hex: String) {
    var digits = hex.utf8[...]
    if digits.first == UInt8(ascii: "#") {
      digits = digits.dropFirst()
    }
    let digitCount = digits.count
    guard digitCount == 6 || digitCount == 8 else { return nil }

    var packed: UInt32 = 0
    for byte in digits {
      guard let nibble = Self.hexDigitValue(byte) else { return nil }
      packed = (packed << 4) | nibble
    }
    if digitCount == 6 {
      packed = (packed << 8) | 0xFF
    }

    self.init(
      red: Self.channel(packed, shift: 24),
      green: Self.channel(packed, shift: 16),
      blue: Self.channel(packed, shift: 8),
      alpha: Self.channel(packed, shift: 0)
    )
  }

  /// The value of one ASCII hex digit, or `nil` if the byte is not one.
  ///
  /// - Parameter byte: A UTF-8 code unit.
  /// - Returns: The digit's value in `0...15`, or `nil`.
  private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// One 8-bit channel of a packed `0xRRGGBBAA` value, scaled to `0...1`.
  ///
  /// - Parameters:
  ///   - packed: The packed color.
  ///   - shift: The channel's bit offset.
  /// - Returns: The channel divided by 255.
  private static func channel(_ packed: UInt32, shift: UInt32) -> Double {
    Double((packed >> shift) & 0xFF) / 255
  }
}
