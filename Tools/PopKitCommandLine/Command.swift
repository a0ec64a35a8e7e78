// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitShared

/// A tool's subcommand (such as `popkit trace`): its name, its help, and how it runs.
///
/// To add a command, write a type that conforms and list it in the tool's
/// ``CommandLineTool/commands``. `run` gets the words after the command's name (`--help` is
/// handled before it is called) and returns what to print and which files to write; it must
/// not write files itself, so that nothing is written when a later check fails.
@MainActor
package protocol Command {
  /// The name typed after the tool's name, for example `trace`.
  static var name: String { get }

  /// One line for the command list in the tool's `--help`.
  static var summary: String { get }

  /// The usage lines, without `USAGE:`, for example `popkit trace [spring|decay|basic] [flags]`.
  static var usage: [String] { get }

  /// What the command does, a paragraph or two for its help.
  static var discussion: String { get }

  /// The flags, in groups, as help lists them.
  static var optionGroups: [OptionGroup] { get }

  /// Example command lines for its help.
  static var examples: [String] { get }

  /// Runs the command.
  ///
  /// - Parameter arguments: The words after the command's name.
  /// - Returns: What to print and the files to write.
  /// - Throws: ``CLIError`` for wrong input (usage) or work that cannot be done (run-time).
  static func run(_ arguments: [String]) throws(CLIError) -> CommandOutput

  /// Runs the command, knowing whether it runs in a terminal.
  ///
  /// Commands that do not care keep the default, which calls ``run(_:)``.
  ///
  /// - Parameters:
  ///   - arguments: The words after the command's name.
  ///   - context: Whether standard input and output are terminals.
  /// - Returns: What to print, the files to write, and a live demo to run.
  /// - Throws: ``CLIError`` for wrong input (usage) or work that cannot be done (run-time).
  static func run(_ arguments: [String], context: RunContext) throws(CLIError) -> CommandOutput
}

extension Command {
  /// Every flag the command accepts.
  package static var options: [any Flag] { optionGroups.flatMap(\.options) }

  /// Runs the command without looking at the terminal: calls ``run(_:)``.
  ///
  /// - Parameters:
  ///   - arguments: The words after the command's name.
  ///   - context: Ignored.
  /// - Returns: What ``run(_:)`` returns.
  /// - Throws: What ``run(_:)`` throws.
  package static func run(_ arguments: [String], context: RunContext) throws(CLIError)
    -> CommandOutput
  {
    try run(arguments)
  }
}
