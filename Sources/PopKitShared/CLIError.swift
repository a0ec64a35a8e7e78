// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Why a command failed, with the exit status it leads to; shared by `popkit`,
/// `popkit-gallery` and the writer they share with `PopKitTesting` (``FileOutput``).
///
/// A usage error (exit status 2) means the command line was wrong: an unknown flag, a value out
/// of range, two spring models at once. A run-time failure (exit status 1) means the command
/// line was fine but the work could not be done, such as an output file that cannot be written.
/// The message is one line that names the flag and what it allows.
package enum CLIError: Error, Equatable, Sendable {
  /// The command line is wrong; exit status 2.
  case usage(String)

  /// The work could not be done; exit status 1.
  case runtime(String)

  /// The process exit status: 2 for usage errors, 1 for run-time failures.
  package var exitCode: Int32 {
    switch self {
    case .usage: 2
    case .runtime: 1
    }
  }

  /// The one-line message, without the `popkit <command>:` prefix.
  package var message: String {
    switch self {
    case .usage(let message), .runtime(let message): message
    }
  }

  /// A usage error for a flag whose value is not allowed.
  ///
  /// - Parameters:
  ///   - flag: The flag as typed on the command line, for example `--mass`.
  ///   - value: The text that was given.
  ///   - allowed: What the flag allows, in words, for example `a number > 0`.
  /// - Returns: `--mass must be a number > 0; got '0'`.
  package static func invalid(_ flag: String, _ value: String, allowed: String) -> CLIError {
    .usage("\(flag) must be \(allowed); got '\(value)'")
  }
}
