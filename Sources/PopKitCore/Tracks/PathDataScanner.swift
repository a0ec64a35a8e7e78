// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if hasFeature(Embedded)
  /// One unit of path data as the scanner reads it: a UTF-8 byte under Embedded Swift, where
  /// characters (grapheme clusters) would bring the Unicode tables into the WebAssembly engine.
  typealias PathDataUnit = UInt8

  extension UInt8 {
    /// The byte as an ASCII code, or `nil` past ASCII (as `Character.asciiValue`).
    fileprivate var asciiValue: UInt8? { self < 0x80 ? self : nil }
  }

  /// The host's conversion of a decimal number's ASCII text to the nearest `Double`
  /// (JavaScript's `Number`, correctly rounded as `strtod` is).
  @_extern(wasm, module: "host", name: "parse_double")
  func hostParseDouble(_ bytes: UnsafePointer<UInt8>?, _ count: Int32) -> Double
#else
  /// One unit of path data as the scanner reads it: a character (grapheme cluster), so that
  /// offsets count what a person sees.
  typealias PathDataUnit = Character
#endif

/// Reads the pieces of SVG path data one at a time: command letters, numbers, arc flags and
/// the separators between them (the grammar of SVG 1.1 section 8.3.9).
///
/// Offsets are counted in characters (grapheme clusters), as ``MotionPathError`` reports them;
/// under Embedded Swift in UTF-8 bytes (the same for ASCII data). Every piece of the grammar is
/// ASCII: the scanner sees each unit as its ASCII code, and anything else as `0xFF`, which
/// matches nothing.
struct PathDataScanner {
  /// The input, one element per unit.
  let units: [PathDataUnit]
  /// The offset of the next unit to read.
  var offset = 0

  /// Creates a scanner at the start of the input.
  ///
  /// - Parameter text: The path data.
  init(_ text: String) {
    #if hasFeature(Embedded)
      units = Array(text.utf8)
    #else
      units = Array(text)
    #endif
  }

  /// Whether every unit has been read.
  var isAtEnd: Bool { offset >= units.count }

  /// The ASCII code of the next unit (a carriage return and line feed together read as a line
  /// feed), `0xFF` for one that is not ASCII, or `nil` at the end.
  var current: UInt8? { code(at: offset) }

  /// The ASCII code of the unit at `index`, as ``current``.
  private func code(at index: Int) -> UInt8? {
    index < units.count ? units[index].asciiValue ?? 0xFF : nil
  }

  /// An error at the current offset.
  ///
  /// - Parameter expected: What should have come there.
  /// - Returns: The error.
  func error(_ expected: String) -> MotionPathError {
    MotionPathError(offset: offset, message: expected)
  }

  /// Whether a code is SVG whitespace (space, tab, line feed, carriage return, form feed).
  static func isWhitespace(_ code: UInt8) -> Bool {
    code == 0x20 || code == 0x09 || code == 0x0A || code == 0x0D || code == 0x0C
  }

  /// Whether a code is an ASCII digit.
  static func isDigit(_ code: UInt8) -> Bool { code >= 0x30 && code <= 0x39 }

  /// Skips whitespace.
  mutating func skipWhitespace() {
    while let code = current, Self.isWhitespace(code) { offset += 1 }
  }

  /// Skips whitespace and one comma with the whitespace around it.
  ///
  /// - Returns: Whether a comma was skipped.
  mutating func skipSeparator() -> Bool {
    skipWhitespace()
    guard current == UInt8(ascii: ",") else { return false }
    offset += 1
    skipWhitespace()
    return true
  }

  /// Whether a number starts at the current offset (a digit, a sign or a point).
  var isAtNumber: Bool {
    guard let code = current else { return false }
    return Self.isDigit(code) || code == UInt8(ascii: "+") || code == UInt8(ascii: "-")
      || code == UInt8(ascii: ".")
  }

  /// Reads a number: an optional sign, digits with an optional fraction, and an optional
  /// exponent (taken only when digits follow it, so `1e` reads as 1 followed by `e`).
  ///
  /// - Returns: The number, finite.
  /// - Throws: `a number` where none starts; a number that overflows a `Double`.
  mutating func readNumber() throws(MotionPathError) -> Double {
    let start = offset
    var text: [UInt8] = []
    if let sign = current, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      text.append(sign)
      offset += 1
    }
    let integerDigits = readDigits(into: &text)
    var fractionDigits = 0
    if current == UInt8(ascii: ".") {
      text.append(UInt8(ascii: "."))
      offset += 1
      fractionDigits = readDigits(into: &text)
    }
    guard integerDigits + fractionDigits > 0 else {
      offset = start
      throw error("a number")
    }
    if let marker = current, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
      var look = offset + 1
      if let sign = code(at: look), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        look += 1
      }
      if let digit = code(at: look), Self.isDigit(digit) {
        text.append(UInt8(ascii: "e"))
        for index in (offset + 1)..<look { text.append(code(at: index) ?? 0) }
        offset = look
        _ = readDigits(into: &text)
      }
    }
    guard let value = Self.double(text), value.isFinite else {
      offset = start
      throw error("a number that fits in a Double (this one overflows)")
    }
    return value
  }

  /// The `Double` nearest a number's ASCII text.
  private static func double(_ text: [UInt8]) -> Double? {
    #if hasFeature(Embedded)
      text.withUnsafeBufferPointer { hostParseDouble($0.baseAddress, Int32($0.count)) }
    #else
      Double(String(decoding: text, as: UTF8.self))
    #endif
  }

  /// Reads digits into `text`.
  ///
  /// - Returns: How many.
  private mutating func readDigits(into text: inout [UInt8]) -> Int {
    var count = 0
    while let code = current, Self.isDigit(code) {
      text.append(code)
      offset += 1
      count += 1
    }
    return count
  }

  /// Reads an arc flag: `0` or `1`, which need no separator after them.
  ///
  /// - Returns: The flag.
  /// - Throws: `an arc flag (0 or 1)` for anything else.
  mutating func readFlag() throws(MotionPathError) -> Bool {
    switch current {
    case UInt8(ascii: "0"):
      offset += 1
      return false
    case UInt8(ascii: "1"):
      offset += 1
      return true
    default: throw error("an arc flag (0 or 1)")
    }
  }
}
