// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport
import Testing

@testable import PopKitCLI

@Suite("Terminal encoder: escape codes and the diff")
struct TerminalEncoderTests {
  let style = TextStyle(isBold: true, isDimmed: true, isInverse: true, foreground: .accent)

  @Test(
    "styles become one SGR sequence that starts with a reset",
    arguments: [
      (ColorMode.none, "\u{1B}[0;1;2;7m"),
      (.basic, "\u{1B}[0;1;2;7;91m"),
      (.palette256, "\u{1B}[0;1;2;7;38;5;203m"),
      (.trueColor, "\u{1B}[0;1;2;7;38;2;255;59;107m"),
    ])
  func selectGraphicRendition(mode: ColorMode, expected: String) {
    #expect(TerminalEncoder(colorMode: mode).selectGraphicRendition(style) == expected)
    #expect(TerminalEncoder(colorMode: mode).selectGraphicRendition(.plain) == "\u{1B}[0m")
  }

  @Test("equal frames write nothing; one changed cell writes one move, its style and character")
  func singleChange() {
    let encoder = TerminalEncoder(colorMode: .palette256)
    var old = TerminalCanvas(width: 10, height: 4)
    old.put("steady", row: 0, column: 0)
    #expect(encoder.changes(from: old, to: old).isEmpty)
    var new = old
    new.put("●", row: 2, column: 4, style: .colored(.accent))
    #expect(
      encoder.changes(from: old, to: new)
        == "\u{1B}[3;5H\u{1B}[0;38;5;203m●\u{1B}[0m")
  }

  @Test("close changes share one cursor move; distant ones get their own")
  func bridging() {
    let encoder = TerminalEncoder(colorMode: .none)
    let old = TerminalCanvas(width: 30, height: 1)
    var near = old
    near.put("a", row: 0, column: 2)
    near.put("b", row: 0, column: 5)
    #expect(encoder.changedRuns(from: old, to: near, row: 0) == [2..<6])
    #expect(encoder.changes(from: old, to: near) == "\u{1B}[1;3H\u{1B}[0ma  b\u{1B}[0m")
    var far = old
    far.put("a", row: 0, column: 2)
    far.put("b", row: 0, column: 20)
    #expect(encoder.changedRuns(from: old, to: far, row: 0) == [2..<3, 20..<21])
  }

  @Test("no previous frame, or one of another size, draws the whole frame after clearing")
  func fullFrame() {
    let encoder = TerminalEncoder(colorMode: .none)
    var canvas = TerminalCanvas(width: 3, height: 2)
    canvas.put("ab", row: 1, column: 0)
    let expected = "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[0m   \u{1B}[2;1Hab \u{1B}[0m"
    #expect(encoder.changes(from: nil, to: canvas) == expected)
    #expect(encoder.changes(from: TerminalCanvas(width: 4, height: 2), to: canvas) == expected)
  }

  @Test(
    "a screen fed the updates always shows the latest frame",
    arguments: [ColorMode.none, .basic, .palette256, .trueColor])
  func updatesReproduceFrames(mode: ColorMode) {
    let encoder = TerminalEncoder(colorMode: mode)
    var terminal = VirtualTerminal(width: 24, height: 6, colorMode: mode)
    var generator = SeededGenerator(seed: 7)
    var previous: TerminalCanvas?
    let styles: [TextStyle] = [
      .plain, .bold, .dimmed, .colored(.accent), .colored(.sky, bold: true),
      TextStyle(isInverse: true, foreground: .grey),
    ]
    var canvas = TerminalCanvas(width: 24, height: 6)
    for _ in 0..<200 {
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        let character = "●○█ ab·━".randomElement(using: &generator) ?? " "
        let style = styles.randomElement(using: &generator) ?? .plain
        canvas.put(
          character, row: Int.random(in: 0..<6, using: &generator),
          column: Int.random(in: 0..<24, using: &generator), style: style)
      }
      let understood = terminal.apply(encoder.changes(from: previous, to: canvas))
      #expect(understood)
      previous = canvas
      let expected = mode == .none ? withoutColors(canvas) : canvas
      #expect(terminal.screen == expected)
    }
  }

  /// The canvas as a terminal without colour shows it.
  private func withoutColors(_ canvas: TerminalCanvas) -> TerminalCanvas {
    var result = canvas
    for row in 0..<canvas.height {
      for column in 0..<canvas.width {
        result[row, column].style.foreground = nil
      }
    }
    return result
  }
}
