// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitCommandLine
import PopKitShared
import Testing

@testable import PopKitCLI

@MainActor
@Suite("Typed options: help, defaults and refusals from one descriptor")
struct OptionTests {
  static let fps = Option(
    "fps", value: "N", default: 60.0,
    reading: .number(.within(1...10000, "frames per second")),
    help: "Frames per second, \(.range). Default \(.default).")
  static let width = Option(
    "width", value: "W", default: 80, reading: .integer(in: 40...400),
    help: "Width, \(.range). Default \(.default).")
  static let frames = Option(
    "frames", value: "N", reading: .integer(in: 1...10000), help: "Frames, \(.range).")
  static let format = Option(
    "format", value: "F", default: TraceCommand.Format.csv,
    reading: .choice(of: TraceCommand.Format.self, joinedBy: " or "),
    help: "\(.range). Default \(.default).")
  static let options: [any Flag] = [fps, width, frames, format]

  func parse(_ words: [String]) throws -> ParsedArguments {
    try ArgumentParser.parse(words, options: Self.options)
  }

  @Test("help is written from the descriptor: its range, its default, its synopsis")
  func help() {
    #expect(Self.fps.help == "Frames per second, 1...10000. Default 60.")
    #expect(Self.fps.synopsis == "--fps N")
    #expect(Self.width.help == "Width, 40...400. Default 80.")
    #expect(Self.format.help == "csv or json. Default csv.")
    #expect(MotionOptions(defaultFPS: 24).fps.help == "Frames per second, 1...10000. Default 24.")
    #expect(TraceCommand.motion.fps.help.hasSuffix("Default 60."))
    #expect(PlotCommand.motion.fps.help.hasSuffix("Default 120."))
  }

  @Test("a flag not given reads as its default; one without a default as nil")
  func defaults() throws {
    let none = try parse([])
    #expect(try none[Self.fps] == 60)
    #expect(try none[Self.width] == 80)
    #expect(try none[Self.frames] == nil)
    #expect(try none[Self.format] == .csv)
    let given = try parse(["--fps", "90", "--width=72", "--frames", "3", "--format", "json"])
    #expect(try given[Self.fps] == 90)
    #expect(try given[Self.width] == 72)
    #expect(try given[Self.frames] == 3)
    #expect(try given[Self.format] == .json)
  }

  @Test("a value out of range is refused with the range, when it is read")
  func rangeRefusal() throws {
    let parsed = try parse(["--fps", "0", "--width", "401"])
    #expect(
      throws: CLIError.usage("--fps must be a number in 1...1e4 (frames per second); got '0'")
    ) { try parsed[Self.fps] }
    #expect(throws: CLIError.usage("--width must be a whole number in 40...400; got '401'")) {
      try parsed[Self.width]
    }
  }

  @Test("a value of the wrong type is refused with what the flag takes")
  func typeRefusal() throws {
    let parsed = try parse(["--fps", "abc", "--width", "1.5", "--format", "xml"])
    #expect(
      throws: CLIError.usage("--fps must be a number in 1...1e4 (frames per second); got 'abc'")
    ) { try parsed[Self.fps] }
    #expect(throws: CLIError.usage("--width must be a whole number in 40...400; got '1.5'")) {
      try parsed[Self.width]
    }
    #expect(throws: CLIError.usage("--format must be csv or json; got 'xml'")) {
      try parsed[Self.format]
    }
  }

  @Test("a required flag answers the command's own message when it is missing")
  func required() throws {
    let missing = CLIError.usage("needs --frames N")
    #expect(throws: missing) { try parse([]).required(Self.frames, else: missing) }
    #expect(try parse(["--frames", "7"]).required(Self.frames, else: missing) == 7)
  }

  @Test("every flag of every command states the range its reader enforces and its default")
  func everyCommandStatesItsRange() {
    for command in PopKitTool.commands {
      for option in command.options {
        #expect(!option.help.contains("\\("), "\(command.name) \(option.flag)")
      }
    }
    let numeric: [(Option<Double>, String)] = [
      (TraceCommand.motion.fps, "1...10000"), (MotionOptions.threshold, "> 0 and <= 1e9"),
      (MotionOptions.deceleration, "> 0 and < 1"), (SpringModelFlags.mass, "1e-6...1e6"),
      (CSSCommand.threshold, "> 0 and <= 0.005"),
    ]
    for (option, range) in numeric {
      #expect(option.range == range)
      #expect(option.help.contains(range), "\(option.flag)")
      #expect(option.help.contains("Default \(option.defaultText)"), "\(option.flag)")
    }
  }

  @Test("popkit-gallery's syntax: --name value only, every word with a dash is a flag")
  func gallerySyntax() throws {
    let size = Option("size", value: "WxH", reading: .text, help: "")
    let parse = { (words: [String]) throws(CLIError) in
      try ArgumentParser.parse(
        words, options: [size], maximumPositionals: .max, syntax: .longFlagsOnly)
    }
    #expect(try parse(["decay", "--size", "320x240"])[size] == "320x240")
    #expect(try parse(["decay", "extra"]).positionals == ["decay", "extra"])
    #expect(throws: CLIError.usage("unknown option '--size=9x9'")) { try parse(["--size=9x9"]) }
    #expect(throws: CLIError.usage("unknown option '-5'")) { try parse(["-5"]) }
    #expect(throws: CLIError.usage("--size needs a value")) { try parse(["--size"]) }
    #expect(throws: CLIError.usage("--size is given more than once; give it once")) {
      try parse(["--size", "1", "--size", "2"])
    }
  }
}
