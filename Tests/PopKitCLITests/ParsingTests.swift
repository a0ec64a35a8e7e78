// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange
import PopKitShared
import PopKitTestSupport
import Testing

@testable import PopKitCLI
@testable import PopKitCommandLine

@Suite("Argument parsing and number formatting")
struct ParsingTests {
  static let from = Option("from", value: "V", reading: .text, help: "")
  static let json = Option("json", help: "")
  static let output = Option("output", short: "o", value: "FILE", reading: .text, help: "")
  static let spring = Option("spring", value: "SPEC", repeating: .text, help: "")
  static let options: [any Flag] = [from, json, output, spring]

  @Test("--name value, --name=value, -o value, switches, repeats, negatives and --")
  func forms() throws {
    let parsed = try ArgumentParser.parse(
      [
        "spring", "--from=-2.5", "--json", "-o", "a.svg", "--spring", "--tension 1 --friction 2",
        "--spring", "b", "--", "--json",
      ], options: Self.options, maximumPositionals: 2)
    #expect(parsed.positionals == ["spring", "--json"])
    #expect(try parsed[Self.from] == "-2.5")
    #expect(try parsed[Self.json])
    #expect(try parsed[Self.output] == "a.svg")
    #expect(try parsed[Self.spring] == ["--tension 1 --friction 2", "b"])
    let negative = try ArgumentParser.parse(["--from", "-5,-.5"], options: Self.options)
    #expect(try negative[Self.from] == "-5,-.5")
  }

  @Test("unknown flags suggest the nearest known one only when it is close")
  func suggestions() {
    #expect(throws: CLIError.usage("unknown flag --form; did you mean --from?")) {
      try ArgumentParser.parse(["--form", "1"], options: Self.options)
    }
    #expect(
      throws: CLIError.usage(
        "unknown flag --zzzzzzzz; see --help for the flags this command accepts")
    ) {
      try ArgumentParser.parse(["--zzzzzzzz"], options: Self.options)
    }
    #expect(ArgumentParser.editDistance(Array("kitten"), Array("sitting")) == 3)
  }

  @Test(
    "plain decimal numbers only",
    arguments: [
      ("12", 12.0), ("-0.5", -0.5), (".25", 0.25), ("1e-3", 0.001), ("+2", 2), (" 3 ", 3),
    ])
  func numbers(text: String, value: Double) {
    #expect(NumberParser.finiteNumber(text[...]) == value)
  }

  @Test(
    "everything else is refused",
    arguments: [
      "", "abc", "nan", "NaN", "inf", "-inf", "infinity", "0x10", "1_000", "1e400", "--", "e", ".",
    ])
  func notNumbers(text: String) {
    #expect(NumberParser.finiteNumber(text[...]) == nil)
  }

  @Test("shortest round-trip printing, without locale, trailing .0 or negative zero")
  func shortest() {
    #expect(JSONText.shortest(1) == "1")
    #expect(JSONText.shortest(-0.0) == "0")
    #expect(JSONText.shortest(0.1 + 0.2) == "0.30000000000000004")
    #expect(JSONText.shortest(342.10058823529414) == "342.10058823529414")
    #expect(JSONText.shortest(1e-7) == "1e-07")
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<2000 {
      let value = Double(bitPattern: generator.next())
      guard value.isFinite else { continue }
      #expect(Double(JSONText.shortest(value)) == value)
    }
    #expect(NumberFormatting.json(.nan) == "null")
  }

  @Test(
    "fixed decimals",
    arguments: [
      (0.03374, 4, "0.0337"), (1.0, 4, "1"), (-0.00001, 4, "0"), (1.23456, 2, "1.23"),
      (-12.5, 0, "-13"), (0.5, 3, "0.5"), (1e20, 2, "1e+20"),
    ])
  func fixed(value: Double, decimals: Int, text: String) {
    #expect(NumberFormatting.fixed(value, decimals: decimals) == text)
  }

  @Test("JSON strings are escaped")
  func jsonEscaping() {
    #expect(JSONText.quoted("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
  }
}
