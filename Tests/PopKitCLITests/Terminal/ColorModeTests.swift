// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Testing

@testable import PopKitCLI

@Suite("Colour detection and mapping")
struct ColorModeTests {
  @Test(
    "the environment decides: NO_COLOR and dumb terminals get none, COLORTERM and TERM the rest",
    arguments: [
      ([:], ColorMode.none),
      (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
      (["TERM": "xterm-256color", "NO_COLOR": "1"], .none),
      (["TERM": "xterm-256color", "NO_COLOR": ""], .palette256),
      (["TERM": "xterm"], .basic),
      (["TERM": "linux"], .basic),
      (["TERM": "screen-256color"], .palette256),
      (["TERM": "tmux-256color"], .palette256),
      (["TERM": "xterm", "COLORTERM": "truecolor"], .trueColor),
      (["TERM": "xterm-256color", "COLORTERM": "24bit"], .trueColor),
    ] as [([String: String], ColorMode)])
  func detect(environment: [String: String], expected: ColorMode) {
    #expect(ColorMode.detect(environment: environment) == expected)
  }

  @Test("the 256-colour palette: the cube's corners, its greys, and the accent")
  func palette() {
    func index(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
      ColorMode.nearestPaletteIndex(TerminalColor(red: red, green: green, blue: blue))
    }
    #expect(index(0, 0, 0) == 16)
    #expect(index(255, 255, 255) == 231)
    #expect(index(255, 0, 0) == 196)
    #expect(index(0, 0, 255) == 21)
    #expect(index(128, 128, 128) == 244)
    #expect(index(0x8E, 0x8E, 0x93) == 246)
    #expect(ColorMode.nearestPaletteIndex(.accent) == 203)
  }

  @Test("the 16 basic colours")
  func basic() {
    #expect(ColorMode.nearestBasic(TerminalColor(red: 205, green: 0, blue: 0)) == 31)
    #expect(ColorMode.nearestBasic(TerminalColor(red: 255, green: 0, blue: 0)) == 91)
    #expect(ColorMode.nearestBasic(TerminalColor(red: 10, green: 10, blue: 10)) == 30)
    #expect(ColorMode.nearestBasic(.grey) == 90)
    #expect(ColorMode.none.foregroundParameters(.accent) == nil)
  }
}
