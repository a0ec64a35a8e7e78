// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an output path names, and so how ``FileOutput`` writes to it.
///
/// A path is looked at, not trusted: `-` is standard output; a symbolic link is followed, link
/// by link, to what it finally names; a regular file or a path that does not exist yet is
/// replaced atomically; a device, a FIFO or a socket is written in place, as `cat >` would;
/// an open descriptor of this process (`/dev/fd/N`, `/dev/stdout`, `/proc/self/fd/N`) is
/// written through that descriptor; a directory is refused.
package enum OutputDestination: Equatable {
  /// The process's standard output (`-`).
  case standardOutput

  /// One of this process's open descriptors, written from its current offset.
  case descriptor(Int32)

  /// A device, FIFO, socket or another process's descriptor: opened and written in place.
  case inPlace(String)

  /// A regular file or a new path: written to a temporary file beside it, then renamed over it.
  ///
  /// `existing` is the file there now, if any, so that the new file keeps its permissions and
  /// owner.
  case replace(String, existing: ExistingFile?)

  /// What the destination is, in words, when it is not a regular file or a new path: `a FIFO`,
  /// `a character device`, `standard output`; `nil` for a file replaced atomically.
  package var kindOtherThanRegularFile: String? {
    switch self {
    case .standardOutput: "standard output"
    case .descriptor(let descriptor): "the open descriptor \(descriptor)"
    case .inPlace(let target): Self.kind(of: target)
    case .replace: nil
    }
  }

  /// The kind of a file that is not regular, in words.
  ///
  /// - Parameter path: A path that `stat` follows.
  /// - Returns: `a FIFO`, `a socket`, `a character device`, `a block device`, `a folder` or
  ///   `not a file`.
  package static func kind(of path: String) -> String {
    var status = stat()
    guard stat(path, &status) == 0 else { return "not a file" }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO"
    case S_IFSOCK: return "a socket"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    default: return "not a file"
    }
  }

  /// The most links followed before giving up, as the kernel does (`ELOOP`).
  package static let maximumLinks = 40

  /// Looks at a path.
  ///
  /// - Parameter path: The path as given on the command line.
  /// - Returns: Where its bytes go.
  /// - Throws: ``CLIError/runtime(_:)`` naming the path and the reason: a directory, a loop of
  ///   links, a component that is not a folder, anything else `lstat` refuses.
  package static func resolve(_ path: String) throws(CLIError) -> OutputDestination {
    if path == "-" { return .standardOutput }
    guard !path.isEmpty else { throw FileOutput.failure(path, ENOENT) }
    var current = path
    for _ in 0...maximumLinks {
      var status = stat()
      guard lstat(current, &status) == 0 else {
        let code = errno
        if code == ENOENT { return .replace(current, existing: nil) }
        throw FileOutput.failure(path, code)
      }
      switch status.st_mode & S_IFMT {
      case S_IFREG:
        let existing = ExistingFile(
          permissions: status.st_mode & 0o7777, owner: status.st_uid, group: status.st_gid)
        return .replace(current, existing: existing)
      case S_IFDIR:
        throw FileOutput.failure(path, EISDIR)
      case S_IFLNK:
        if let descriptor = processDescriptor(current) { return descriptor }
        guard let target = linkTarget(current) else { throw FileOutput.failure(path, errno) }
        current = target.hasPrefix("/") ? target : folder(of: current) + target
      default:
        return .inPlace(current)
      }
    }
    throw FileOutput.failure(path, ELOOP)
  }

  /// The folder part of a path, with its final slash, or empty for a bare name.
  ///
  /// - Parameter path: A path.
  /// - Returns: `a/b/` for `a/b/c`, `/` for `/c`, `` for `c`.
  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }

  /// The text of a symbolic link.
  ///
  /// - Parameter path: The link.
  /// - Returns: What it points to, or `nil` (with `errno` set) when it cannot be read.
  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// A link in a process's descriptor folder (`/proc/PID/fd/N`), which is no path to follow:
  /// the kernel opens what the descriptor refers to (a pipe, a terminal, a file).
  ///
  /// - Parameter path: A symbolic link.
  /// - Returns: `.descriptor(N)` for this process's own descriptor, `.inPlace` for another
  ///   process's, `nil` for an ordinary link.
  private static func processDescriptor(_ path: String) -> OutputDestination? {
    #if os(Linux)
      let parent = folder(of: path)
      guard let resolved = realpath(parent.isEmpty ? "." : parent, nil) else { return nil }
      let real = String(cString: resolved)
      free(resolved)
      let parts = real.split(separator: "/", omittingEmptySubsequences: false)
      // "", "proc", PID, "fd"  or  "", "proc", PID, "task", TID, "fd"
      guard parts.count >= 4, parts[0].isEmpty, parts[1] == "proc", parts.last == "fd",
        parts.count == 4 || (parts.count == 6 && parts[3] == "task")
      else { return nil }
      let name = path.split(separator: "/").last ?? ""
      if parts[2] == "\(getpid())", let number = Int32(name) { return .descriptor(number) }
      return .inPlace(path)
    #else
      return nil
    #endif
  }
}

/// The permissions and owner of a regular file that an output replaces.
package struct ExistingFile: Equatable {
  /// The permission bits (`st_mode & 0o7777`).
  package let permissions: mode_t
  /// The owner's user id.
  package let owner: uid_t
  /// The group id.
  package let group: gid_t
}
