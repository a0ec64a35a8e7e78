// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitDemos
import Testing

@testable import PopKitCLI

@Suite("Key parsing")
struct KeyParserTests {
  /// The keys in a sequence of reads.
  private func keys(_ reads: [String]) -> [DemoKey] {
    var parser = KeyParser()
    return reads.flatMap { parser.keys(from: Array($0.utf8)) }
  }

  @Test(
    "single keys",
    arguments: [
      ("q", DemoKey.character("q")), (" ", .space), ("\r", .enter), ("\n", .enter),
      ("\u{03}", .interrupt), ("3", .character("3")), ("+", .character("+")),
      ("é", .character("é")), ("\u{1B}", .escape),
    ])
  func single(text: String, key: DemoKey) {
    #expect(keys([text]) == [key])
  }

  @Test(
    "arrows in normal and application mode, with modifiers",
    arguments: [
      ("\u{1B}[A", DemoKey.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
      ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[1;5C", .right), ("\u{1B}[1;2D", .left),
    ])
  func arrows(text: String, key: DemoKey) {
    #expect(keys([text]) == [key])
  }

  @Test("several keys in one read, in order")
  func several() {
    #expect(
      keys(["a \u{1B}[C2q"]) == [
        .character("a"), .space, .right, .character("2"), .character("q"),
      ])
  }

  @Test("a sequence cut between two reads is completed by the next")
  func split() {
    #expect(keys(["\u{1B}[", "C"]) == [.right])
    #expect(keys(["x\u{1B}[1;", "5D "]) == [.character("x"), .left, .space])
  }

  @Test("a UTF-8 character cut between two reads")
  func splitCharacter() {
    var parser = KeyParser()
    #expect(parser.keys(from: [0xC3]).isEmpty)
    #expect(parser.keys(from: [0xA9, 0x61]) == [.character("é"), .character("a")])
  }

  @Test("other sequences and control bytes are skipped; ESC before a key is Escape then the key")
  func skipped() {
    #expect(keys(["\u{1B}[5~", "\u{1B}[200~x"]) == [.character("x")])
    #expect(keys(["\u{01}\u{7F}\u{09}y"]) == [.character("y")])
    #expect(keys(["\u{1B}x"]) == [.escape, .character("x")])
    var parser = KeyParser()
    #expect(parser.keys(from: [0xA9, 0x62]) == [.character("b")])
  }
}
