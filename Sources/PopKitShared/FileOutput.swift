// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes output to what its path names, the one writer of `popkit`, `popkit-gallery` and
/// `PopKitTesting`'s golden files.
///
/// - `-` is standard output.
/// - A regular file, or a path that does not exist yet, is written whole or not at all: to a
///   temporary file in the same folder (with the old file's permissions and owner), flushed to
///   disk, then renamed over it. A failure leaves the old file as it was and no temporary file.
/// - A symbolic link is written through: the file it finally names (following chains of links)
///   is replaced as above, or created when the link dangles; the link stays a link.
/// - A device, a FIFO or an open descriptor (`/dev/fd/N`, `/dev/stdout`) is written in place,
///   as the shell's `>` would: it is never replaced by a regular file.
/// - A directory is refused.
/// - With `regularFilesOnly` (the golden files of `PopKitTesting`), anything but a regular file,
///   a new path or a link to one is refused too: a device, a FIFO, a socket, a descriptor, `-`.
///
/// Every failure is a ``CLIError/runtime(_:)`` naming the path and the system's reason.
package enum FileOutput {
  /// Writes bytes to a path (see the type's rules).
  ///
  /// - Parameters:
  ///   - bytes: The whole contents.
  ///   - path: The path as given on the command line, or `-` for standard output.
  ///   - regularFilesOnly: Whether to refuse anything but a regular file (or a new path), even
  ///     through links; default `false`.
  /// - Throws: ``CLIError/runtime(_:)``: `cannot write 'PATH': REASON`.
  package static func save(
    _ bytes: [UInt8], to path: String, regularFilesOnly: Bool = false
  ) throws(CLIError) {
    try save(bytes, to: path, regularFilesOnly: regularFilesOnly) { writeAll($0, to: $1) }
  }

  /// Writes bytes to a path through a given write function (the tests' way to fail a write).
  ///
  /// - Parameters:
  ///   - bytes: The whole contents.
  ///   - path: The path, or `-`.
  ///   - regularFilesOnly: Whether to refuse anything but a regular file (or a new path).
  ///   - standardOutput: The descriptor `-` stands for.
  ///   - writer: Writes bytes to a descriptor; returns `false` with `errno` set on failure.
  /// - Throws: ``CLIError/runtime(_:)`` naming the path and the reason.
  package static func save(
    _ bytes: [UInt8], to path: String, regularFilesOnly: Bool = false,
    standardOutput: Int32 = 1, writer: ([UInt8], Int32) -> Bool
  ) throws(CLIError) {
    let destination = try OutputDestination.resolve(path)
    if regularFilesOnly, let kind = destination.kindOtherThanRegularFile {
      throw .runtime("cannot write '\(path)': it is \(kind), not a regular file")
    }
    switch destination {
    case .standardOutput:
      guard writer(bytes, standardOutput) else {
        throw .runtime("cannot write standard output: \(reason(errno))")
      }
    case .descriptor(let descriptor):
      guard writer(bytes, descriptor) else { throw failure(path, errno) }
    case .inPlace(let target):
      let descriptor = open(target, O_WRONLY | O_CLOEXEC | O_NOCTTY)
      guard descriptor >= 0 else { throw failure(path, errno) }
      let written = writer(bytes, descriptor)
      let code = errno
      let closed = close(descriptor) == 0
      guard written, closed else { throw failure(path, written ? errno : code) }
    case .replace(let target, let existing):
      try replace(target, with: bytes, existing: existing, path: path, writer: writer)
    }
  }

  /// Writes bytes to a descriptor, retrying short and interrupted writes.
  ///
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - descriptor: An open file descriptor.
  /// - Returns: `true` when every byte was written; `false` with `errno` set otherwise.
  @discardableResult
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        if count == 0 { errno = EIO }
        return false
      }
      written += count
    }
    return true
  }

  /// Replaces a regular file (or creates one) atomically.
  ///
  /// Interrupting signals (Ctrl-C, `kill`, a closed terminal) wait until the file is in place
  /// or the temporary file is gone, so that neither is left half-done.
  private static func replace(
    _ target: String, with bytes: [UInt8], existing: ExistingFile?, path: String,
    writer: ([UInt8], Int32) -> Bool
  ) throws(CLIError) {
    var blocked = sigset_t()
    var previous = sigset_t()
    sigemptyset(&blocked)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&blocked, signal) }
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }

    let (temporary, descriptor) = try createTemporary(beside: target, existing: existing, path)
    var failed = !writer(bytes, descriptor)
    if !failed { failed = fsync(descriptor) != 0 }
    let code = errno
    let closed = close(descriptor) == 0
    if failed || !closed || rename(temporary, target) != 0 {
      let error = failure(path, failed ? code : errno)
      unlink(temporary)
      throw error
    }
  }

  /// Creates the temporary file beside a target: `.NAME.popkit-PID-N.tmp`, new (never an
  /// existing file or link), with the permissions and owner of the file it will replace.
  private static func createTemporary(
    beside target: String, existing: ExistingFile?, _ path: String
  ) throws(CLIError) -> (path: String, descriptor: Int32) {
    let folder = OutputDestination.folder(of: target)
    let name = target.dropFirst(folder.count)
    // Short enough that the temporary name fits where the target's does (NAME_MAX is 255).
    let stem = String(String.UnicodeScalarView(name.unicodeScalars.prefix(60)))
    for attempt in 0..<100 {
      let temporary = "\(folder).\(stem).popkit-\(getpid())-\(attempt).tmp"
      let descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existing?.permissions ?? 0o644)
      guard descriptor >= 0 else {
        if errno == EEXIST { continue }
        throw failure(path, errno)
      }
      if let existing {
        // The creation mask may have cleared bits; an owner change needs privilege, so its
        // failure leaves the file ours, as any new file would be.
        fchmod(descriptor, existing.permissions)
        if existing.owner != geteuid() || existing.group != getegid() {
          _ = fchown(descriptor, existing.owner, existing.group)
        }
      }
      return (temporary, descriptor)
    }
    throw failure(path, EEXIST)
  }

  /// The error for a path: `cannot write 'PATH': REASON`.
  ///
  /// - Parameters:
  ///   - path: The path as given.
  ///   - code: The `errno` value.
  /// - Returns: A run-time error.
  package static func failure(_ path: String, _ code: Int32) -> CLIError {
    .runtime("cannot write '\(path)': \(reason(code))")
  }

  /// The system's words for an `errno` value.
  ///
  /// - Parameter code: The `errno` value.
  /// - Returns: Such as `File too large`.
  package static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
