// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitCommandLine

/// The `popkit` command line as functions: arguments in, output text, exit status and files out.
///
/// ```swift
/// let result = PopKitTool.run(["convert", "--bounciness", "4", "--speed", "12"])
/// result.exitCode         // 0
/// result.standardOutput   // tension/friction/mass: … one line per model
/// ```
///
/// ``run(_:context:)`` touches nothing outside the process, which is what the tests call;
/// ``execute(_:context:)`` also writes the files a command produced, which is what the `popkit`
/// executable calls. Both are ``tool``'s (the shared command framework's dispatch).
@MainActor
package enum PopKitTool {
  /// The version `popkit --version` prints.
  package static let version = PopKitVersion.current

  /// The commands `popkit` knows, in the order help lists them.
  package static let commands: [any Command.Type] = [
    DemoCommand.self, TraceCommand.self, PlotCommand.self, ConvertCommand.self, CSSCommand.self,
    ExportCommand.self, ImportCommand.self, RecordCommand.self,
  ]

  /// `popkit`: its name, version, help and commands.
  package static let tool = CommandLineTool(
    name: "popkit", version: version,
    summary: "watch, compare, convert and export PopKit springs.",
    discussion: "Watch PopKit's animations live in the terminal, trace a spring, decay or timed "
      + "animation frame by frame, plot several springs on one chart, convert a spring "
      + "between pop, Core Animation, SwiftUI, Compose and the web, and export it as a CSS "
      + "linear() easing.",
    commands: commands)

  /// Runs a command line without writing any file (see ``CommandLineTool/run(_:context:)``).
  ///
  /// - Parameters:
  ///   - arguments: The words after `popkit`, for example `["trace", "--fps", "120"]`.
  ///   - context: Whether standard input and output are terminals; the running process's
  ///     unless given.
  /// - Returns: The output, the exit status (0, 1 or 2), the files to write, and the live demo
  ///   to start (only from `popkit demo` in a terminal).
  package static func run(_ arguments: [String], context: RunContext = .current) -> CommandResult {
    tool.run(arguments, context: context)
  }

  /// Runs a command line and writes the files it produced (see
  /// ``CommandLineTool/execute(_:context:)``).
  ///
  /// - Parameters:
  ///   - arguments: The words after `popkit`.
  ///   - context: Whether standard input and output are terminals; the running process's
  ///     unless given.
  /// - Returns: The result, after writing.
  package static func execute(_ arguments: [String], context: RunContext = .current)
    -> CommandResult
  {
    tool.execute(arguments, context: context)
  }
}
