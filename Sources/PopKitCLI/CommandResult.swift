/// What running `popkit` produced: the text for standard output and standard error, the exit
/// status, and the files to write.
///
/// ``PopKitTool/run(_:)`` returns it without touching the file system, so that tests can
/// inspect everything in-process; ``PopKitTool/execute(_:)`` also writes the files.
public struct CommandResult: Equatable, Sendable {
  /// The text for standard output.
  public var standardOutput: String

  /// The text for standard error: error messages and notes.
  public var standardError: String

  /// The process exit status: 0 success, 1 run-time failure, 2 usage error.
  public var exitCode: Int32

  /// The files the command wants written, in order; written only when it succeeded.
  public var files: [OutputFile]

  /// The live demo to run after printing the output, when `popkit demo` runs in a terminal.
  public var liveDemo: LiveDemoRequest?

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - standardOutput: The text for standard output.
  ///   - standardError: The text for standard error.
  ///   - exitCode: The exit status.
  ///   - files: The files to write.
  ///   - liveDemo: The live demo to run, if any.
  public init(
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
public struct OutputFile: Equatable, Sendable {
  /// The path, as given on the command line (relative to the working directory).
  public var path: String

  /// The complete contents, written as UTF-8.
  public var contents: String

  /// Creates a file to write.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - contents: The complete contents.
  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}
