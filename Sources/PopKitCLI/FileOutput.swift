#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files whole or not at all: to a temporary file in the same folder, then renamed.
enum FileOutput {
  /// Saves a file atomically.
  ///
  /// - Parameter file: The path and contents.
  /// - Throws: ``CLIError/runtime(_:)`` naming the path and the system's reason.
  static func save(_ file: OutputFile) throws(CLIError) {
    let path = file.path
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = "\(folder).\(name).popkit-\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw failure(path) }
    guard writeAll(Array(file.contents.utf8), to: descriptor) else {
      let error = failure(path)
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard close(descriptor) == 0, rename(temporary, path) == 0 else {
      let error = failure(path)
      unlink(temporary)
      throw error
    }
  }

  /// Writes bytes to a file descriptor, retrying short writes.
  ///
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - descriptor: An open file descriptor.
  /// - Returns: `true` when every byte was written.
  @discardableResult
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }

  /// The error for a path, with the system's reason for the last failure.
  private static func failure(_ path: String) -> CLIError {
    .runtime("cannot write '\(path)': \(String(cString: strerror(errno)))")
  }
}

/// Sends a ``CommandResult`` to the process's standard output and error and exits.
public enum ProcessOutput {
  /// Prints the result's text and exits with its status.
  ///
  /// - Parameter result: The result of ``PopKitTool/execute(_:)``.
  /// - Returns: Never; the process exits.
  public static func finish(with result: CommandResult) -> Never {
    FileOutput.writeAll(Array(result.standardOutput.utf8), to: 1)
    FileOutput.writeAll(Array(result.standardError.utf8), to: 2)
    exit(result.exitCode)
  }
}
