// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitShared

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a command's input file, the one reader of `popkit`.
///
/// - `-` is standard input.
/// - Anything else must be a regular file (after following links): a directory, a device or a
///   FIFO is refused at once, without waiting on it.
/// - At most ``limit`` bytes are read; a larger input is refused, naming the limit.
/// - The text must be UTF-8.
///
/// Every failure is a ``CLIError/runtime(_:)`` naming the path and the reason.
enum FileInput {
  /// The largest input read, bytes (16 MiB: a motion document or a Lottie file is far smaller).
  static let limit = 16 << 20

  /// Reads a whole input file as UTF-8 text.
  ///
  /// - Parameter path: The path as given, or `-` for standard input.
  /// - Returns: The text.
  /// - Throws: ``CLIError/runtime(_:)``: `cannot read 'PATH': REASON`.
  static func text(_ path: String) throws(CLIError) -> String {
    let bytes = try contents(path)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw failure(path, "not UTF-8 text")
    }
    return text
  }

  /// Reads a whole input file's bytes (see the type's rules).
  ///
  /// - Parameter path: The path, or `-`.
  /// - Returns: The bytes.
  /// - Throws: ``CLIError/runtime(_:)`` naming the path and the reason.
  static func contents(_ path: String) throws(CLIError) -> [UInt8] {
    if path == "-" { return try readAll(0, path: "standard input") }
    guard !path.isEmpty else { throw .usage("the input file's name is empty") }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { throw failure(path, reason(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(path, reason(errno)) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw failure(path, "it is a directory")
    default: throw failure(path, "it is not a regular file")
    }
    return try readAll(descriptor, path: path)
  }

  private static func readAll(_ descriptor: Int32, path: String) throws(CLIError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(path, reason(errno))
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      guard bytes.count <= limit else {
        throw failure(path, "it is larger than \(limit >> 20) MiB, the most popkit reads")
      }
    }
  }

  private static func failure(_ path: String, _ reason: String) -> CLIError {
    .runtime("cannot read '\(path)': \(reason)")
  }

  private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
