#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sends a ``CommandResult`` to the process's standard output and error and exits.
package enum ProcessOutput {
  /// Prints the result's text and exits with its status.
  ///
  /// - Parameter result: The result of ``PopKitTool/execute(_:)``.
  /// - Returns: Never; the process exits.
  package static func finish(with result: CommandResult) -> Never {
    FileOutput.writeAll(Array(result.standardOutput.utf8), to: 1)
    FileOutput.writeAll(Array(result.standardError.utf8), to: 2)
    exit(result.exitCode)
  }
}
