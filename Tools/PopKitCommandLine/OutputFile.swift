// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A file a command wants written: where, and the whole contents (text, or bytes such as a
/// PNG's).
package struct OutputFile: Equatable, Sendable {
  /// The path, as given on the command line (relative to the working directory).
  package var path: String

  /// The complete contents, as written.
  package var bytes: [UInt8]

  /// The complete contents as text (UTF-8; bytes that are not UTF-8 read as U+FFFD).
  package var contents: String {
    get { String(decoding: bytes, as: UTF8.self) }
    set { bytes = Array(newValue.utf8) }
  }

  /// Creates a text file to write.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - contents: The complete contents, written as UTF-8.
  package init(path: String, contents: String) {
    self.path = path
    self.bytes = Array(contents.utf8)
  }

  /// Creates a file of bytes to write.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - bytes: The complete contents.
  package init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}
