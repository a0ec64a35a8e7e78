// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Reads the pieces of SVG path data one at a time: command letters, numbers, arc flags and
/// the separators between them (the grammar of SVG 1.1 section 8.3.9).
///
/// Offsets are counted in characters (grapheme clusters), as ``MotionPathError`` reports them.
struct PathDataScanner {
  /// The input, one element per character.
  let characters: [Character]
  /// The offset of the next character to read.
  var offset = 0

  /// Creates a scanner at the start of the input.
  ///
  /// - Parameter text: The path data.
  init(_ text: String) {
    characters = Array(text)
  }

  /// Whether every character has been read.
  var isAtEnd: Bool { offset >= characters.count }

  /// The next character, or `nil` at the end.
  var current: Character? { offset < characters.count ? characters[offset] : nil }

  /// An error at the current offset.
  ///
  /// - Parameter expected: What was expected there.
  /// - Returns: The error.
  func error(_ expected: String) -> MotionPathError {
    MotionPathError(offset: offset, message: expected)
  }

  /// Whether a character is SVG whitespace (space, tab, line feed, carriage return, form feed).
  static func isWhitespace(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\n" || character == "\r"
      || character == "\r\n" || character == "\u{0C}"
  }

  /// Whether a character is an ASCII digit.
  static func isDigit(_ character: Character) -> Bool {
    character.isASCII && character >= "0" && character <= "9"
  }

  /// Skips whitespace.
  mutating func skipWhitespace() {
    while let character = current, Self.isWhitespace(character) { offset += 1 }
  }

  /// Skips a separator between arguments: whitespace, at most one comma, whitespace.
  ///
  /// - Returns: Whether a comma was skipped (an argument must follow it).
  mutating func skipSeparator() -> Bool {
    skipWhitespace()
    guard current == "," else { return false }
    offset += 1
    skipWhitespace()
    return true
  }

  /// Whether a number can start at the current offset: a sign, a digit or a point.
  var isAtNumber: Bool {
    guard let character = current else { return false }
    return Self.isDigit(character) || character == "+" || character == "-" || character == "."
  }

  /// Reads a number: a sign, digits with at most one point, and an exponent with digits.
  ///
  /// `.5.5` reads as `.5` and then `.5`; `1e` stops before the `e`, which is then unreadable.
  ///
  /// - Returns: The number.
  /// - Throws: `MotionPathError` at the first character when no number starts there, or when
  ///   the number overflows to infinity.
  mutating func readNumber() throws(MotionPathError) -> Double {
    let start = offset
    var text = ""
    if let sign = current, sign == "+" || sign == "-" {
      text.append(sign)
      offset += 1
    }
    let integerDigits = readDigits(into: &text)
    var fractionDigits = 0
    if current == "." {
      text.append(".")
      offset += 1
      fractionDigits = readDigits(into: &text)
    }
    guard integerDigits + fractionDigits > 0 else {
      offset = start
      throw error("a number")
    }
    if let marker = current, marker == "e" || marker == "E" {
      var look = offset + 1
      if look < characters.count, characters[look] == "+" || characters[look] == "-" { look += 1 }
      if look < characters.count, Self.isDigit(characters[look]) {
        text.append("e")
        text.append(contentsOf: characters[(offset + 1)..<look].map { String($0) }.joined())
        offset = look
        _ = readDigits(into: &text)
      }
    }
    guard let value = Double(text), value.isFinite else {
      offset = start
      throw error("a number that fits in a Double (this one overflows)")
    }
    return value
  }

  /// Reads ASCII digits, appending them to `text`.
  ///
  /// - Parameter text: The number's text so far.
  /// - Returns: How many digits were read.
  private mutating func readDigits(into text: inout String) -> Int {
    var count = 0
    while let character = current, Self.isDigit(character) {
      text.append(character)
      offset += 1
      count += 1
    }
    return count
  }

  /// Reads an arc flag: the single character `0` or `1` (so `011` is three arguments).
  ///
  /// - Returns: The flag.
  /// - Throws: `MotionPathError` at the current offset when it is not `0` or `1`.
  mutating func readFlag() throws(MotionPathError) -> Bool {
    switch current {
    case "0":
      offset += 1
      return false
    case "1":
      offset += 1
      return true
    default: throw error("an arc flag (0 or 1)")
    }
  }
}
