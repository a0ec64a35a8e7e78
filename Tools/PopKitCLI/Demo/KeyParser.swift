// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitDemos

/// Turns the bytes a terminal sends into keys.
///
/// Understands printable characters (UTF-8), space, Return, Ctrl-C, and the arrows both as
/// `ESC [ A…D` (with or without modifier parameters, as in `ESC [ 1 ; 5 C`) and as
/// `ESC O A…D` (application cursor mode). Other escape sequences and control bytes are
/// skipped. A sequence cut between two reads is completed by the next one; an `ESC` that
/// ends a read on its own is the Escape key, since terminals send a whole sequence at once.
///
/// ```swift
/// var parser = KeyParser()
/// parser.keys(from: Array("q\u{1B}[C".utf8))   // [.character("q"), .right]
/// ```
struct KeyParser: Sendable {
  /// Bytes of an unfinished sequence from the previous read.
  private var pending: [UInt8] = []

  /// Creates a parser.
  init() {}

  /// The keys in the next bytes read from the terminal.
  ///
  /// - Parameter bytes: The bytes of one read.
  /// - Returns: The keys, in order.
  mutating func keys(from bytes: [UInt8]) -> [DemoKey] {
    let input = pending + bytes
    pending = []
    var keys: [DemoKey] = []
    var index = 0
    while index < input.count {
      let (key, length) = KeyParser.key(in: input, at: index)
      guard length > 0 else {
        // Unfinished: keep it for the next read, unless it is a lone ESC.
        if input.count - index == 1 && input[index] == 0x1B {
          keys.append(.escape)
        } else {
          pending = Array(input[index...])
        }
        break
      }
      if let key { keys.append(key) }
      index += length
    }
    return keys
  }

  /// The key that starts at an index, and how many bytes it takes.
  ///
  /// - Parameters:
  ///   - bytes: The input.
  ///   - index: Where the key starts.
  /// - Returns: The key (`nil` for bytes that are skipped) and its length; length 0 when the
  ///   input ends in the middle of it.
  private static func key(in bytes: [UInt8], at index: Int) -> (DemoKey?, Int) {
    let byte = bytes[index]
    switch byte {
    case 0x1B:
      return escapeSequence(in: bytes, at: index)
    case 0x03:
      return (.interrupt, 1)
    case 0x0D, 0x0A:
      return (.enter, 1)
    case 0x20:
      return (.space, 1)
    case 0x21...0x7E:
      return (.character(Character(Unicode.Scalar(byte))), 1)
    case 0xC0...0xFF:
      return utf8Character(in: bytes, at: index)
    default:
      return (nil, 1)
    }
  }

  /// An escape sequence: an arrow, another sequence to skip, or Escape followed by a key.
  private static func escapeSequence(in bytes: [UInt8], at index: Int) -> (DemoKey?, Int) {
    guard index + 1 < bytes.count else { return (nil, 0) }
    let introducer = bytes[index + 1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return (.escape, 1)
    }
    var end = index + 2
    // Parameter and intermediate bytes, then one final byte in 0x40...0x7E.
    while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else { return (nil, 0) }
    let final = bytes[end]
    let length = end - index + 1
    guard (0x40...0x7E).contains(final) else { return (nil, length) }
    switch final {
    case UInt8(ascii: "A"): return (.up, length)
    case UInt8(ascii: "B"): return (.down, length)
    case UInt8(ascii: "C"): return (.right, length)
    case UInt8(ascii: "D"): return (.left, length)
    default: return (nil, length)
    }
  }

  /// A character of two to four UTF-8 bytes.
  private static func utf8Character(in bytes: [UInt8], at index: Int) -> (DemoKey?, Int) {
    let lead = bytes[index]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    guard index + length <= bytes.count else { return (nil, 0) }
    let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
    guard text.count == 1, let character = text.first, character != "\u{FFFD}" else {
      return (nil, 1)
    }
    return (.character(character), length)
  }
}
