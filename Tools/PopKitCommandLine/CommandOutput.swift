// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// What a command produced: the text to print, notes, the files to write, and a session to
/// start once the output is printed.
package struct CommandOutput: Equatable, Sendable {
  /// The text for standard output.
  package var standardOutput: String

  /// Notes for standard error, one line each (the command still succeeded).
  package var notes: [String]

  /// The files to write once everything has been checked.
  package var files: [OutputFile]

  /// The interactive session to start once the output is printed (a live demo, a window).
  package var session: (any InteractiveSession)?

  /// Creates an output.
  ///
  /// - Parameters:
  ///   - standardOutput: The text for standard output.
  ///   - notes: Notes for standard error, one line each.
  ///   - files: The files to write.
  ///   - session: The interactive session to start, if any.
  package init(
    standardOutput: String = "", notes: [String] = [], files: [OutputFile] = [],
    session: (any InteractiveSession)? = nil
  ) {
    self.standardOutput = standardOutput
    self.notes = notes
    self.files = files
    self.session = session
  }

  /// Whether two outputs print, note, write and start the same.
  ///
  /// - Parameters:
  ///   - lhs: One output.
  ///   - rhs: The other.
  /// - Returns: `true` when every field is the same.
  package static func == (lhs: CommandOutput, rhs: CommandOutput) -> Bool {
    lhs.standardOutput == rhs.standardOutput && lhs.notes == rhs.notes && lhs.files == rhs.files
      && InteractiveSessions.same(lhs.session, rhs.session)
  }
}
