// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Testing

@testable import PopKitCLI

@MainActor
@Suite("Help and version")
struct HelpTests {
  @Test(
    "no arguments, --help, -h and help print the overview with every command",
    arguments: [
      [], ["--help"], ["-h"], ["help"],
    ])
  func overview(words: [String]) {
    let result = popkit(words)
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    for command in PopKitTool.commands {
      #expect(result.standardOutput.contains("  \(command.name) "))
    }
  }

  @Test("each command's help lists every flag it accepts, with a default or range")
  func commandHelp() {
    for command in PopKitTool.commands {
      for words in [
        [command.name, "--help"], ["help", command.name], [command.name, "--fps", "x", "-h"],
      ] {
        let result = popkit(words)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("OVERVIEW: \(command.summary)"))
        for option in command.options {
          #expect(result.standardOutput.contains(option.synopsis), "\(command.name) \(option.flag)")
        }
      }
      for option in command.options where option.takesValue {
        let words = option.help.lowercased()
        let explains = ["default", "...", ">", "required", "with --", "repeat", "csv"].contains {
          words.contains($0)
        }
        #expect(explains, "\(command.name) \(option.flag) states its default or range")
      }
    }
  }

  @Test("help lines fit in 80 columns except usage and examples")
  func width() {
    for command in PopKitTool.commands {
      let text = PopKitTool.tool.help(for: command)
      let long = text.split(separator: "\n").filter { $0.count > 80 && !$0.hasPrefix("  popkit ") }
      #expect(long.isEmpty, "\(long)")
    }
  }

  @Test("--version")
  func version() {
    let result = popkit("--version")
    #expect(result.exitCode == 0)
    #expect(result.standardOutput == "popkit \(PopKitTool.version)\n")
  }
}
