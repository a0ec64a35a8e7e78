// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a tool knows about where it runs: whether its standard input and output are terminals.
///
/// ``CommandLineTool/run(_:context:)`` takes it so that a command that needs a terminal (the
/// live `popkit demo`) can refuse cleanly without one, and so that tests can say which case
/// they mean.
package struct RunContext: Sendable, Equatable {
  /// Whether standard input is a terminal (keys can be read from it).
  package var standardInputIsTerminal: Bool

  /// Whether standard output is a terminal (frames can be drawn on it).
  package var standardOutputIsTerminal: Bool

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - standardInputIsTerminal: Whether standard input is a terminal.
  ///   - standardOutputIsTerminal: Whether standard output is a terminal.
  package init(standardInputIsTerminal: Bool, standardOutputIsTerminal: Bool) {
    self.standardInputIsTerminal = standardInputIsTerminal
    self.standardOutputIsTerminal = standardOutputIsTerminal
  }

  /// The running process's context, from `isatty` on descriptors 0 and 1.
  package static var current: RunContext {
    RunContext(standardInputIsTerminal: isatty(0) == 1, standardOutputIsTerminal: isatty(1) == 1)
  }

  /// Neither standard input nor standard output is a terminal, as in a pipe or a test.
  package static let notATerminal = RunContext(
    standardInputIsTerminal: false, standardOutputIsTerminal: false)

  /// Both standard input and standard output are a terminal.
  package static let terminal = RunContext(
    standardInputIsTerminal: true, standardOutputIsTerminal: true)
}
