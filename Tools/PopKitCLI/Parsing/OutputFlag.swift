// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitCommandLine
import PopKitShared

/// `-o`, `--output`: the file a command writes whole or not at all, or standard output; one
/// flag and one rule for every command that writes a document (`export`, `import`, `record`).
@MainActor
enum OutputFlag {
  /// The flag.
  static let option = Option(
    "output", short: "o", value: "FILE", reading: .text,
    help: "The file to write, whole or not at all. Default: standard output.")

  /// Puts a command's text where `--output` says: a file (written once every check has
  /// passed), or standard output when the flag is not given or is `-`.
  ///
  /// A file written is said on standard output, as `plot -o` does:
  /// `wrote FILE: WHAT, N bytes` (printed only once the file is in place).
  ///
  /// - Parameters:
  ///   - text: The whole document.
  ///   - parsed: The command's arguments.
  ///   - what: What the text is, for the summary, such as `html export`.
  ///   - output: The command's output, to which the file or the text is added.
  /// - Throws: ``CLIError/usage(_:)`` for an empty file name.
  static func deliver(
    _ text: String, _ parsed: ParsedArguments, describing what: String,
    into output: inout CommandOutput
  ) throws(CLIError) {
    if let file = try parsed[option], file != "-" {
      guard !file.isEmpty else { throw .usage("--output needs a file name") }
      output.files.append(OutputFile(path: file, contents: text))
      output.standardOutput = "wrote \(file.oneLine): \(what), \(text.utf8.count) bytes\n"
    } else {
      output.standardOutput = text
    }
  }
}
