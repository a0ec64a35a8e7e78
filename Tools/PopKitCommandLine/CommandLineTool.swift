// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitShared

/// A command-line tool made of subcommands (`popkit trace …`): its name, version, help and
/// commands, and the one way every such tool dispatches a command line.
///
/// ```swift
/// let tool = CommandLineTool(
///   name: "popkit", version: "0.1.0", summary: "watch … PopKit springs.",
///   discussion: "…", commands: [TraceCommand.self])
/// let result = tool.run(["trace", "--fps", "120"])
/// result.exitCode        // 0
/// result.standardOutput  // frame,time,value,velocity,done …
/// ```
///
/// ``run(_:context:)`` touches nothing outside the process, which is what tests call;
/// ``execute(_:context:)`` also writes the files a command produced, which is what an
/// executable calls. Every error is one line on standard error, `NAME COMMAND: MESSAGE` (or
/// `NAME: MESSAGE` before a command is known), with exit status 2 for a wrong command line and
/// 1 for work that could not be done.
@MainActor
package struct CommandLineTool {
  /// The tool's name, as typed and as messages start: `popkit`.
  package let name: String

  /// The version `--version` prints.
  package let version: String

  /// What the tool does, one sentence after `OVERVIEW: NAME VERSION: ` in its help.
  package let summary: String

  /// A paragraph under the overview line of its help.
  package let discussion: String

  /// The commands, in the order help lists them.
  package let commands: [any Command.Type]

  /// The command for a line whose first word names no command, such as the gallery's window.
  ///
  /// It gets every word of the line (`popkit-gallery decay`); a tool with one has no `help` or
  /// `--version` words, and no arguments run it. `nil` makes such a word an error.
  package var defaultCommand: (any Command.Type)?

  /// The tool's one help page, printed for `--help` or `-h` anywhere on the line instead of
  /// the overview and each command's help; `nil` for those.
  package var helpPage: String?

  /// What every error line starts with, such as `popkit-gallery: error`; `nil` for the tool's
  /// name and the command's (`popkit trace`).
  package var errorPrefix: String?

  /// Creates a tool.
  ///
  /// - Parameters:
  ///   - name: The tool's name.
  ///   - version: Its version.
  ///   - summary: What it does, one sentence.
  ///   - discussion: A paragraph for its help.
  ///   - commands: Its commands, in the order help lists them.
  package init(
    name: String, version: String, summary: String, discussion: String,
    commands: [any Command.Type]
  ) {
    self.name = name
    self.version = version
    self.summary = summary
    self.discussion = discussion
    self.commands = commands
  }

  /// The command with a name.
  ///
  /// - Parameter commandName: The name typed after the tool's name.
  /// - Returns: The command, or `nil`.
  /// - Complexity: O(number of commands).
  package func command(named commandName: String) -> (any Command.Type)? {
    commands.first { $0.name == commandName }
  }

  /// Runs a command line without writing any file.
  ///
  /// Never stops the program: every value is validated by the command before it is used.
  /// With no arguments, `--help` or `-h` it prints the tool's help; `help COMMAND`, or
  /// `--help` anywhere after a command, prints the command's.
  ///
  /// - Parameters:
  ///   - arguments: The words after the tool's name, for example `["trace", "--fps", "120"]`.
  ///   - context: Whether standard input and output are terminals; the running process's
  ///     unless given.
  /// - Returns: The output, the exit status (0, 1 or 2), the files to write, and the session
  ///   to start.
  package func run(_ arguments: [String], context: RunContext = .current) -> CommandResult {
    if let helpPage, arguments.contains("--help") || arguments.contains("-h") {
      return CommandResult(standardOutput: helpPage)
    }
    if let defaultCommand, arguments.first.flatMap(command(named:)) == nil {
      return run(defaultCommand, arguments, context: context)
    }
    guard let first = arguments.first, first != "--help", first != "-h" else {
      return CommandResult(standardOutput: helpPage ?? overview())
    }
    if first == "--version" {
      return CommandResult(standardOutput: "\(name) \(version)\n")
    }
    if first == "help" {
      guard let commandName = arguments.dropFirst().first else {
        return CommandResult(standardOutput: helpPage ?? overview())
      }
      guard let command = command(named: commandName) else {
        return failure(unknownCommand(commandName), prefix: errorPrefix ?? "\(name) help")
      }
      return CommandResult(standardOutput: help(for: command))
    }
    guard let command = command(named: first) else {
      return failure(unknownCommand(first), prefix: messagePrefix)
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      return CommandResult(standardOutput: help(for: command))
    }
    return run(command, rest, context: context)
  }

  /// Runs a command on its words; its notes and its error start with the command's prefix.
  private func run(
    _ command: any Command.Type, _ arguments: [String], context: RunContext
  ) -> CommandResult {
    let prefix = errorPrefix ?? "\(name) \(command.name)"
    do {
      let output = try command.run(arguments, context: context)
      return CommandResult(
        standardOutput: output.standardOutput,
        standardError: output.notes.map { "\(prefix): \($0.oneLine)\n" }.joined(),
        exitCode: 0, files: output.files, session: output.session)
    } catch {
      return failure(error, prefix: prefix)
    }
  }

  /// What a line about the whole tool starts with (a file or standard output that cannot be
  /// written): ``errorPrefix``, or the tool's name.
  package var messagePrefix: String { errorPrefix ?? name }

  /// Runs a command line and writes the files it produced.
  ///
  /// Each file goes where its path leads (see `FileOutput`): a regular file, or the file a
  /// link names, is replaced through a temporary file beside it, so it is either complete or
  /// untouched; a device or FIFO is written in place. If a file cannot be written, the result
  /// is a run-time failure (exit status 1) with one line naming the path and the reason, and
  /// the command's standard output and notes are dropped.
  ///
  /// - Parameters:
  ///   - arguments: The words after the tool's name.
  ///   - context: Whether standard input and output are terminals; the running process's
  ///     unless given.
  /// - Returns: The result, after writing.
  package func execute(_ arguments: [String], context: RunContext = .current) -> CommandResult {
    var result = run(arguments, context: context)
    guard result.exitCode == 0 else { return result }
    for file in result.files {
      do {
        try FileOutput.save(file.bytes, to: file.path)
      } catch {
        return CommandResult(
          standardError: "\(messagePrefix): \(error.message.oneLine)\n", exitCode: error.exitCode)
      }
    }
    result.files = []
    return result
  }

  /// The error for a word that is not a command.
  private func unknownCommand(_ word: String) -> CLIError {
    let names = commands.map { $0.name }.joined(separator: ", ")
    if word.hasPrefix("-") {
      return .usage("unknown flag \(word) before the command; commands: \(names); see --help")
    }
    return .usage("unknown command '\(word)'; commands: \(names); see --help")
  }

  /// A result for an error: one line on standard error (a value it quotes escaped onto that
  /// line), its exit status, nothing else.
  private func failure(_ error: CLIError, prefix: String) -> CommandResult {
    CommandResult(
      standardError: "\(prefix): \(error.message.oneLine)\n", exitCode: error.exitCode)
  }
}
