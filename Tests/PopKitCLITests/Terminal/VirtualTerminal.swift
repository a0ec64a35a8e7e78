// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

@testable import PopKitCLI

/// A tiny terminal for tests: understands exactly what ``TerminalEncoder`` writes (cursor
/// moves, clearing, SGR styles and characters) and keeps the screen as a canvas, so a test can
/// check that a stream of updates leaves the screen showing the intended frame.
struct VirtualTerminal {
  private(set) var screen: TerminalCanvas
  private let colorMode: ColorMode
  private var row = 0
  private var column = 0
  private var style = TextStyle.plain

  init(width: Int, height: Int, colorMode: ColorMode) {
    screen = TerminalCanvas(width: width, height: height)
    self.colorMode = colorMode
  }

  /// Interprets output; returns `false` on anything it does not understand.
  mutating func apply(_ output: String) -> Bool {
    let characters = Array(output)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      guard character == "\u{1B}" else {
        screen.put(character, row: row, column: column, style: style)
        column += 1
        index += 1
        continue
      }
      guard index + 1 < characters.count, characters[index + 1] == "[" else { return false }
      var end = index + 2
      while end < characters.count, !characters[end].isLetter { end += 1 }
      guard end < characters.count else { return false }
      let parameters = String(characters[(index + 2)..<end])
      switch characters[end] {
      case "H":
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 2 else { return false }
        row = numbers[0] - 1
        column = numbers[1] - 1
      case "J":
        guard parameters == "2" else { return false }
        screen = TerminalCanvas(width: screen.width, height: screen.height)
      case "m":
        guard let parsed = parseStyle(parameters) else { return false }
        style = parsed
      default:
        return false
      }
      index = end + 1
    }
    return true
  }

  /// The style an SGR sequence sets; colours are kept only when the mode writes them, and are
  /// read back by finding the colour the encoder would have written.
  private func parseStyle(_ parameters: String) -> TextStyle? {
    var result = TextStyle.plain
    var codes = parameters.split(separator: ";").map(String.init)
    guard codes.first == "0" else { return nil }
    codes.removeFirst()
    while let code = codes.first {
      codes.removeFirst()
      switch code {
      case "1": result.isBold = true
      case "2": result.isDimmed = true
      case "7": result.isInverse = true
      default:
        // A colour: the rest of the parameters.
        let colourCode = ([code] + codes).joined(separator: ";")
        codes = []
        result.foreground = VirtualTerminal.palette.first {
          colorMode.foregroundParameters($0) == colourCode
        }
        if result.foreground == nil { return nil }
      }
    }
    return result
  }

  /// The colours the tests draw with.
  static let palette: [TerminalColor] = [.accent, .sky, .grey]
}
