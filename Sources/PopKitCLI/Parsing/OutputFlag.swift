import PopKitOutput

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
  /// - Parameters:
  ///   - text: The whole document.
  ///   - parsed: The command's arguments.
  ///   - output: The command's output, to which the file or the text is added.
  /// - Throws: ``CLIError/usage(_:)`` for an empty file name.
  static func deliver(
    _ text: String, _ parsed: ParsedArguments, into output: inout CommandOutput
  ) throws(CLIError) {
    if let file = try parsed[option], file != "-" {
      guard !file.isEmpty else { throw .usage("--output needs a file name") }
      output.files.append(OutputFile(path: file, contents: text))
    } else {
      output.standardOutput = text
    }
  }
}
