// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// Reads JSON text into a ``JSONValue``, strictly.
///
/// RFC 8259: one value, no trailing commas,
/// no comments, no duplicate keys, nesting at most ``maximumDepth`` deep, numbers that fit a
/// finite `Double`. Errors give the line and column of the first character that is wrong.
package struct JSONParser {
  /// The deepest nesting of arrays and objects read, so that no input can exhaust the stack.
  package static let maximumDepth = 200

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  /// Parses a whole document.
  ///
  /// - Parameter text: The JSON text (UTF-8).
  /// - Returns: The value.
  /// - Throws: A ``JSONSyntaxError`` naming the line, the column and what was expected.
  package static func parse(_ text: some Sequence<UInt8>) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: Array(text))
    // A byte-order mark is allowed at the very start.
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    let value = try parser.value()
    parser.skipSpace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("expected the end of the document")
    }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue {
    skipSpace()
    guard let byte = current else { throw error("expected a value, found the end") }
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw error("expected a value")
    }
  }

  private mutating func literal(
    _ word: String, _ result: JSONValue
  ) throws(JSONSyntaxError) -> JSONValue {
    for expected in word.utf8 {
      guard current == expected else { throw error("expected '\(word)'") }
      index += 1
    }
    return result
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= JSONParser.maximumDepth else {
      throw error("nested deeper than \(JSONParser.maximumDepth) levels")
    }
    index += 1
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    var members: [(String, JSONValue)] = []
    var keys = Set<String>()
    skipSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
      let keyStart = index
      let key = try string()
      guard keys.insert(key).inserted else {
        index = keyStart
        throw error("duplicate key \(JSONText.quoted(key))")
      }
      skipSpace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
      index += 1
      members.append((key, try value()))
      skipSpace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard current == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
      index += 1
      depth -= 1
      return .object(members)
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    var items: [JSONValue] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(items)
    }
    while true {
      items.append(try value())
      skipSpace()
      if current == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard current == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
      index += 1
      depth -= 1
      return .array(items)
    }
  }

  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    guard let first = current, isDigit(first) else { throw error("expected a digit") }
    index += 1
    if first != UInt8(ascii: "0") { skipDigits() }
    if current == UInt8(ascii: ".") {
      index += 1
      guard let byte = current, isDigit(byte) else { throw error("expected a digit after '.'") }
      skipDigits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard let byte = current, isDigit(byte) else { throw error("expected an exponent") }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      index = start
      throw error("number \(text) is out of range")
    }
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while let byte = current, isDigit(byte) { index += 1 }
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run = index
    func flush(_ parser: JSONParser, to end: Int) {
      scalars.append(
        contentsOf: String(decoding: parser.bytes[run..<end], as: UTF8.self).unicodeScalars)
    }
    while true {
      guard let byte = current else { throw error("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        flush(self, to: index)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(self, to: index)
        index += 1
        scalars.append(try escape())
        run = index
      case 0..<0x20:
        throw error("control character in a string")
      default:
        index += 1
      }
    }
  }

  private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
    guard let byte = current else { throw error("unterminated string") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hexQuad()
      if (0xD800..<0xDC00).contains(high) {
        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("unpaired surrogate") }
        index += 2
        let low = try hexQuad()
        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
        guard let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
          throw error("unpaired surrogate")
        }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate") }
      return scalar
    default:
      index -= 1
      throw error("unknown escape")
    }
  }

  private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
    var result: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexDigit(byte) else {
        throw error("expected four hexadecimal digits")
      }
      result = result * 16 + digit
      index += 1
    }
    return result
  }

  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// An error at the current position.
  private func error(_ expected: String) -> JSONSyntaxError {
    var line = 1
    var lineStart = 0
    for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    let column =
      String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1
    return JSONSyntaxError(line: line, column: column, message: expected)
  }
}

/// Why a text is not JSON: where (line and column, from 1) and what was expected there.
package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  package let line: Int
  /// The column in characters, from 1.
  package let column: Int
  /// What is wrong there.
  package let message: String

  /// `line 3, column 5: expected ',' or '}'`.
  package var description: String { "line \(line), column \(column): \(message)" }
}
