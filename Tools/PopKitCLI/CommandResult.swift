/// What running `popkit` produced: the text for standard output and standard error, the exit
/// status, and the files to write.
///
/// ``PopKitTool/run(_:)`` returns it without touching the file system, so that tests can
/// inspect everything in-process; ``PopKitTool/execute(_:)`` also writes the files.
package struct CommandResult: Equatable, Sendable {
  /// The text for standard output.
  package var standardOutput: String

  /// The text for standard error: error messages and notes.
  package var standardError: String

  /// The process exit status: 0 success, 1 run-time failure, 2 usage error.
  package var exitCode: Int32

  /// The files the command wants written, in order; written only when it succeeded.
  package var files: [OutputFile]

  /// The live demo to run after printing the output, when `popkit demo` runs in a terminal.
  package var liveDemo: LiveDemoRequest?

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - standardOutput: The text for standard output.
  ///   - standardError: The text for standard error.
  ///   - exitCode: The exit status.
  ///   - files: The files to write.
  ///   - liveDemo: The live demo to run, if any.
  package init(
    standardOutput: String = "", standardError: String = "", exitCode: Int32 = 0,
    files: [OutputFile] = [], liveDemo: LiveDemoRequest? = nil
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.exitCode = exitCode
    self.files = files
    self.liveDemo = liveDemo
  }
}

/// A file a command wants written: where, and the whole text.
package struct OutputFile: Equatable, Sendable {
  /// The path, as given on the command line (relative to the working directory).
  package var path: String

  /// The complete contents, written as UTF-8.
  package var contents: String

  /// Creates a file to write.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - contents: The complete contents.
  package init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}
