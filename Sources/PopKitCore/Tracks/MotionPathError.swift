// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Why SVG path data does not make a ``MotionPath``: where reading stopped and what was
/// expected there.
///
/// ```swift
/// do {
///   _ = try MotionPath(svg: "M0 0 L10")
/// } catch {
///   let offset = error.offset  // 8: the end of the input, where a second number was expected
///   let expected = error.message  // "a number"
///   print(error)  // offset 8: expected a number
/// }
/// ```
public struct MotionPathError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 0-based offset, in characters, of the first character that cannot be read; the
  /// number of characters in the input when it stops early (an empty path, a missing number).
  public var offset: Int

  /// What was expected at ``offset``, for example `"a number"` or
  /// `"an arc flag (0 or 1)"`.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - offset: The 0-based offset, in characters, of the first character that cannot be read.
  ///   - message: What was expected there.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  /// The offset and what was expected, for example `offset 8: expected a number`.
  public var description: String { "offset \(offset): expected \(message)" }
}
