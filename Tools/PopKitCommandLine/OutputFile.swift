/// A file a command wants written: where, and the whole text.
package struct OutputFile: Equatable, Sendable {
  /// The path, as given on the command line (relative to the working directory).
  package var path: String

  /// The complete contents, written as UTF-8.
  package var contents: String

  /// Creates a file to write.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - contents: The complete contents.
  package init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}
