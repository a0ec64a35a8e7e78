// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// What running a tool's command line produced: the text for standard output and standard
/// error, the exit status, the files to write, and a session to start.
///
/// ``CommandLineTool/run(_:context:)`` returns it without touching the file system, so that
/// tests can inspect everything in-process; ``CommandLineTool/execute(_:context:)`` also writes
/// the files.
package struct CommandResult: Equatable, Sendable {
  /// The text for standard output.
  package var standardOutput: String

  /// The text for standard error: error messages and notes.
  package var standardError: String

  /// The process exit status: 0 success, 1 run-time failure, 2 usage error.
  package var exitCode: Int32

  /// The files the command wants written, in order; written only when it succeeded.
  package var files: [OutputFile]

  /// The interactive session to start after printing the output, if the command asked for one.
  package var session: (any InteractiveSession)?

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - standardOutput: The text for standard output.
  ///   - standardError: The text for standard error.
  ///   - exitCode: The exit status.
  ///   - files: The files to write.
  ///   - session: The interactive session to start, if any.
  package init(
    standardOutput: String = "", standardError: String = "", exitCode: Int32 = 0,
    files: [OutputFile] = [], session: (any InteractiveSession)? = nil
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.exitCode = exitCode
    self.files = files
    self.session = session
  }

  /// Whether two results print, exit, write and start the same.
  ///
  /// - Parameters:
  ///   - lhs: One result.
  ///   - rhs: The other.
  /// - Returns: `true` when every field is the same.
  package static func == (lhs: CommandResult, rhs: CommandResult) -> Bool {
    lhs.standardOutput == rhs.standardOutput && lhs.standardError == rhs.standardError
      && lhs.exitCode == rhs.exitCode && lhs.files == rhs.files
      && InteractiveSessions.same(lhs.session, rhs.session)
  }
}
