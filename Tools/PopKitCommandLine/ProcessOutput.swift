// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitShared

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sends a ``CommandResult`` to the process's standard output and error and exits.
///
/// Both streams go through ``FileOutput``'s one writer: a write that fails (a full disk, a
/// file size limit, a closed descriptor) is never silent. When standard output cannot be
/// written, the run's notes are dropped and standard error gets one line instead,
/// `TOOL: cannot write standard output: REASON`, and the status is 1; when standard error
/// cannot be written, a successful run's status is 1.
package enum ProcessOutput {
  /// Prints the result's text and exits with its status (see the type's rules).
  ///
  /// - Parameters:
  ///   - result: The result of ``CommandLineTool/execute(_:context:)``.
  ///   - toolName: The tool's name, which starts its one line when standard output fails.
  /// - Returns: Never; the process exits.
  package static func finish(with result: CommandResult, toolName: String) -> Never {
    exit(deliver(result, toolName: toolName))
  }

  /// Writes the result's text to two descriptors and returns the exit status (see the type's
  /// rules); what ``finish(with:)`` does before it exits.
  ///
  /// - Parameters:
  ///   - result: The result of ``CommandLineTool/execute(_:context:)``.
  ///   - toolName: The tool's name, which starts its one line when standard output fails.
  ///   - standardOutput: The descriptor for the output text; default 1.
  ///   - standardError: The descriptor for notes and errors; default 2.
  ///   - writer: Writes bytes to a descriptor, `false` with `errno` set on failure; default
  ///     ``FileOutput/writeAll(_:to:)`` (the tests' way to fail a write).
  /// - Returns: The result's status, or 1 when a write failed.
  package static func deliver(
    _ result: CommandResult, toolName: String, standardOutput: Int32 = 1, standardError: Int32 = 2,
    writer: ([UInt8], Int32) -> Bool = { FileOutput.writeAll($0, to: $1) }
  ) -> Int32 {
    do {
      try FileOutput.save(
        Array(result.standardOutput.utf8), to: "-", standardOutput: standardOutput,
        writer: writer)
    } catch {
      _ = writer(Array("\(toolName): \(error.message.oneLine)\n".utf8), standardError)
      return 1
    }
    guard writer(Array(result.standardError.utf8), standardError) else {
      return result.exitCode == 0 ? 1 : result.exitCode
    }
    return result.exitCode
  }
}
