// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitShared

/// How ``expectMotion(_:matchesGolden:tolerance:directory:record:filePath:sourceLocation:)``
/// reads and writes its files: through `popkit`'s one writer (`FileOutput`), held to regular
/// files.
///
/// - A golden file or a mismatch SVG is written whole or not at all (a temporary file renamed
///   over it); a symbolic link is written through, and stays a link.
/// - Anything else at the path (a folder, a FIFO, a device, a socket) is refused, with a
///   message that names it, and left as it is.
/// - A stale mismatch SVG is removed only when it is a regular file (not a link) that begins
///   as ``MismatchPlot`` writes one: nothing else is deleted.
enum SnapshotFiles {
  /// Writes text to a path.
  ///
  /// - Parameters:
  ///   - text: The whole contents, written as UTF-8.
  ///   - url: The file.
  /// - Returns: `nil` when written, or why not: `cannot write 'PATH': REASON`.
  static func write(_ text: String, to url: URL) -> String? {
    do {
      try FileOutput.save(Array(text.utf8), to: url.path, regularFilesOnly: true)
      return nil
    } catch {
      return error.message
    }
  }

  /// Reads a golden file, after checking that it is a regular file (a link to one is
  /// followed); a FIFO would block the read, a folder cannot be read.
  ///
  /// - Parameter url: The golden file.
  /// - Returns: Its text; `nil` when nothing is at the path.
  /// - Throws: ``Refusal`` when something is there that is not a readable regular file.
  static func read(_ url: URL) throws(Refusal) -> String? {
    var status = stat()
    guard stat(url.path, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw Refusal(message: "cannot read '\(url.path)': \(FileOutput.reason(errno))")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      let kind = OutputDestination.kind(of: url.path)
      throw Refusal(message: "cannot read '\(url.path)': it is \(kind), not a regular file")
    }
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw Refusal(message: "cannot read '\(url.path)' as UTF-8 text: \(error)")
    }
  }

  /// Removes a mismatch SVG left by an earlier run, if it is one.
  ///
  /// It must be a regular file (not a link) that begins with ``MismatchPlot/signature``;
  /// anything else is left as it is.
  ///
  /// - Parameter url: The SVG's path.
  /// - Returns: Whether a stale plot was removed.
  @discardableResult
  static func removeStalePlot(at url: URL) -> Bool {
    var status = stat()
    guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      let handle = FileHandle(forReadingAtPath: url.path)
    else { return false }
    let signature = Array(MismatchPlot.signature.utf8)
    let start = (try? handle.read(upToCount: signature.count)) ?? nil
    try? handle.close()
    guard let start, Array(start) == signature else { return false }
    return unlink(url.path) == 0
  }

  /// Why a golden file could not be read.
  struct Refusal: Error {
    /// One line naming the path and the reason.
    let message: String
  }
}
