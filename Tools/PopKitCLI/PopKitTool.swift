import PopKitShared

/// The `popkit` command line as functions: arguments in, output text, exit status and files out.
///
/// ```swift
/// let result = PopKitTool.run(["convert", "--bounciness", "4", "--speed", "12"])
/// result.exitCode         // 0
/// result.standardOutput   // tension/friction/mass: … one line per model
/// ```
///
/// ``run(_:)`` touches nothing outside the process, which is what the tests call;
/// ``execute(_:)`` also writes the files a command produced, which is what the `popkit`
/// executable calls.
@MainActor
package enum PopKitTool {
  /// The version `popkit --version` prints.
  package static let version = "0.1.0"

  /// Runs a command line without writing any file.
  ///
  /// Never stops the program: every value is validated before PopKit sees it. With no
  /// arguments it prints the help.
  ///
  /// - Parameters:
  ///   - arguments: The words after `popkit`, for example `["trace", "--fps", "120"]`.
  ///   - context: Whether standard input and output are terminals; the running process's
  ///     unless given.
  /// - Returns: The output, the exit status (0, 1 or 2), the files to write, and the live demo
  ///   to run (only from `popkit demo` in a terminal).
  package static func run(_ arguments: [String], context: RunContext = .current) -> CommandResult {
    guard let first = arguments.first, first != "--help", first != "-h" else {
      return CommandResult(standardOutput: HelpFormatter.overview())
    }
    if first == "--version" {
      return CommandResult(standardOutput: "popkit \(version)\n")
    }
    if first == "help" {
      guard let name = arguments.dropFirst().first else {
        return CommandResult(standardOutput: HelpFormatter.overview())
      }
      guard let command = CommandRegistry.command(named: name) else {
        return failure(unknownCommand(name), prefix: "popkit help")
      }
      return CommandResult(standardOutput: HelpFormatter.help(for: command))
    }
    guard let command = CommandRegistry.command(named: first) else {
      return failure(unknownCommand(first), prefix: "popkit")
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      return CommandResult(standardOutput: HelpFormatter.help(for: command))
    }
    do {
      let output = try command.run(rest, context: context)
      return CommandResult(
        standardOutput: output.standardOutput,
        standardError: output.notes.map { "popkit \(command.name): \($0.oneLine)\n" }.joined(),
        exitCode: 0, files: output.files, liveDemo: output.liveDemo)
    } catch {
      return failure(error, prefix: "popkit \(command.name)")
    }
  }

  /// Runs a command line and writes the files it produced.
  ///
  /// Each file goes where its path leads (see `FileOutput`): a regular file, or the file a
  /// link names, is replaced through a temporary file beside it, so it is either complete or
  /// untouched; a device or FIFO is written in place. If a file cannot be written, the result
  /// is a run-time failure (exit status 1) with one line naming the path and the reason, and
  /// the command's standard output and notes are dropped.
  ///
  /// - Parameters:
  ///   - arguments: The words after `popkit`.
  ///   - context: Whether standard input and output are terminals; the running process's
  ///     unless given.
  /// - Returns: The result, after writing.
  package static func execute(_ arguments: [String], context: RunContext = .current)
    -> CommandResult
  {
    var result = run(arguments, context: context)
    guard result.exitCode == 0 else { return result }
    for file in result.files {
      do {
        try FileOutput.save(Array(file.contents.utf8), to: file.path)
      } catch {
        return CommandResult(
          standardError: "popkit: \(error.message.oneLine)\n",
          exitCode: error.exitCode)
      }
    }
    result.files = []
    return result
  }

  /// The error for a word that is not a command.
  private static func unknownCommand(_ word: String) -> CLIError {
    let names = CommandRegistry.commands.map { $0.name }.joined(separator: ", ")
    if word.hasPrefix("-") {
      return .usage("unknown flag \(word) before the command; commands: \(names); see --help")
    }
    return .usage("unknown command '\(word)'; commands: \(names); see --help")
  }

  /// A result for an error: one line on standard error (a value it quotes escaped onto that
  /// line), its exit status, nothing else.
  private static func failure(_ error: CLIError, prefix: String) -> CommandResult {
    CommandResult(
      standardError: "\(prefix): \(error.message.oneLine)\n", exitCode: error.exitCode)
  }
}
