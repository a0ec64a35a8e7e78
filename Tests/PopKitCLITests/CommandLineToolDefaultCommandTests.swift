// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitCommandLine
import PopKitShared
import Testing

/// A command line tool with a default command, one help page and its own error prefix (as
/// `popkit-gallery` is), and files of bytes.
@MainActor
struct CommandLineToolDefaultCommandTests {
  /// The default command: echoes its words, refuses `--bad`.
  enum Echo: Command {
    static let name = "echo"
    static let summary = "Echoes."
    static let usage = ["tool [WORD…]"]
    static let discussion = ""
    static let optionGroups: [OptionGroup] = []
    static let examples: [String] = []

    static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
      if arguments.contains("--bad") { throw .usage("unknown option '--bad'") }
      return CommandOutput(
        standardOutput: arguments.joined(separator: "|") + "\n", notes: ["echoed"])
    }
  }

  /// A named command that writes bytes that are not UTF-8.
  enum Bytes: Command {
    static let name = "bytes"
    static let summary = "Writes bytes."
    static let usage = ["tool bytes FILE"]
    static let discussion = ""
    static let optionGroups: [OptionGroup] = []
    static let examples: [String] = []

    static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput {
      CommandOutput(files: [OutputFile(path: arguments.first ?? "-", bytes: [0x89, 0xFF, 0x00])])
    }
  }

  /// The tool under test.
  static var tool: CommandLineTool {
    var tool = CommandLineTool(
      name: "tool", version: "1", summary: "", discussion: "", commands: [Bytes.self])
    tool.defaultCommand = Echo.self
    tool.helpPage = "the page\n"
    tool.errorPrefix = "tool: error"
    return tool
  }

  @Test("a line that names no command runs the default command with every word")
  func defaultCommandGetsEveryWord() {
    for words in [[], ["decay"], ["help"], ["--version"], ["decay", "x"]] {
      let result = Self.tool.run(words)
      #expect(result.exitCode == 0)
      #expect(result.standardOutput == words.joined(separator: "|") + "\n", "\(words)")
      #expect(result.standardError == "tool: error: echoed\n")
    }
  }

  @Test("--help or -h anywhere prints the one help page")
  func helpPageAnywhere() {
    for words in [["--help"], ["-h"], ["bytes", "--help"], ["decay", "x", "-h"]] {
      #expect(Self.tool.run(words) == CommandResult(standardOutput: "the page\n"), "\(words)")
    }
  }

  @Test("errors start with the tool's prefix and keep their exit status")
  func errorPrefix() {
    let result = Self.tool.run(["decay", "--bad"])
    #expect(result.exitCode == 2)
    #expect(result.standardError == "tool: error: unknown option '--bad'\n")
    #expect(Self.tool.messagePrefix == "tool: error")
  }

  @Test("a file of bytes keeps every byte; its text reads them as UTF-8")
  func bytesFile() {
    let result = Self.tool.run(["bytes", "out.bin"])
    #expect(result.files.map(\.bytes) == [[0x89, 0xFF, 0x00]])
    var text = OutputFile(path: "t", contents: "é")
    #expect(text.bytes == [0xC3, 0xA9])
    text.contents = "a"
    #expect(text.bytes == [0x61])
  }

  @Test("without the three, a tool words its errors with its and the command's names")
  func plainToolUnchanged() {
    let plain = CommandLineTool(
      name: "tool", version: "1", summary: "", discussion: "", commands: [Echo.self])
    #expect(plain.run(["echo", "--bad"]).standardError == "tool echo: unknown option '--bad'\n")
    #expect(plain.run(["nope"]).standardError.hasPrefix("tool: unknown command 'nope'"))
    #expect(plain.run(["--version"]).standardOutput == "tool 1\n")
    #expect(plain.messagePrefix == "tool")
  }
}
