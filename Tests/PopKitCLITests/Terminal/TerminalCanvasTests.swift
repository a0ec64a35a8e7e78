// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import Testing

@testable import PopKitCLI

@Suite("Terminal canvas")
struct TerminalCanvasTests {
  @Test("text is placed cell by cell, clipped at the edges, and read back without trailing spaces")
  func putAndClip() {
    var canvas = TerminalCanvas(width: 8, height: 3)
    #expect(canvas.put("hello", row: 0, column: 1, style: .bold) == 6)
    #expect(canvas.put("clipped", row: 1, column: 5) == 12)
    canvas.put("x", row: -1, column: 0)
    canvas.put("x", row: 3, column: 0)
    canvas.put("left", row: 2, column: -2)
    #expect(canvas.plainText == " hello\n     cli\nft")
    #expect(canvas[0, 1] == TerminalCell(character: "h", style: .bold))
    #expect(canvas[9, 9] == .blank)
    canvas[9, 9] = TerminalCell(character: "z")
    #expect(!canvas.plainText.contains("z"))
  }

  @Test("centring, filling and drawing one canvas onto another")
  func compose() {
    var canvas = TerminalCanvas(width: 10, height: 2)
    canvas.putCentered("ab", row: 0)
    canvas.fill("-", row: 1, columns: 0..<3, style: .dimmed)
    var inner = TerminalCanvas(width: 3, height: 1)
    inner.put("xyz", row: 0, column: 0, style: .colored(.accent))
    canvas.draw(inner, row: 1, column: 8)
    #expect(canvas.plainText == "    ab\n---     xy")
    #expect(canvas[1, 8].style.foreground == .accent)
    #expect(canvas[1, 0].style == .dimmed)
  }

  @Test("rich text from RichNumberFormat: integer bold in colour, fraction plain, unit dimmed")
  func richText() {
    var canvas = TerminalCanvas(width: 20, height: 1)
    let text = RichNumberFormat(NumberFormat(fractionDigits: 1, prefix: "$", suffix: " kg"))
      .attributedString(for: 42.37)
    let palette = RichTextPalette(integer: .accent, unit: .grey)
    #expect(canvas.put(text, row: 0, column: 1, palette: palette) == 9)
    #expect(canvas.plainText == " $42.4 kg")
    #expect(canvas[0, 1].style == TextStyle(isDimmed: true, foreground: .grey))
    #expect(canvas[0, 2].style == TextStyle(isBold: true, foreground: .accent))
    #expect(canvas[0, 3].style == TextStyle(isBold: true, foreground: .accent))
    #expect(canvas[0, 4].style == .plain)
    #expect(canvas[0, 7].style == TextStyle(isDimmed: true, foreground: .grey))
  }

  @Test("text without PopKit attributes is drawn plain")
  func plainAttributedString() {
    var canvas = TerminalCanvas(width: 5, height: 1)
    canvas.put(AttributedString("abc"), row: 0, column: 0)
    #expect(canvas[0, 0] == TerminalCell(character: "a"))
  }

  @Test("colours from PopKit's RGBAColor are clamped and written as hex")
  func colorConversion() {
    let color = TerminalColor(RGBAColor(red: 1.05, green: 0.5, blue: -0.1))
    #expect(color == TerminalColor(red: 255, green: 128, blue: 0))
    #expect(color.hex == "#FF8000")
  }
}
