// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Why a motion document was rejected: the place in the document and the rule it breaks.
///
/// ```swift
/// do {
///   _ = try MotionDocument(json: text)
/// } catch {
///   print(error)  // tracks.fade.keyframes[2].duration: must be 0 or in 1e-6...1e6 seconds
/// }
/// ```
public struct MotionDocumentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where: a dotted path from the document's root, such as `tracks.fade.keyframes[2].duration`,
  /// `(document)` for the root, or `line 3, column 5` for text that is not JSON.
  public let place: String

  /// The rule, such as `must be finite with magnitude at most 1e12` or `no target "crad"`.
  public let rule: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - place: Where in the document.
  ///   - rule: What is wrong there.
  public init(place: String, rule: String) {
    self.place = place
    self.rule = rule
  }

  /// `place: rule`.
  public var description: String { "\(place): \(rule)" }
}
