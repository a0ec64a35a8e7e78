// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Something a command asks the tool to start once its output is printed, and which then owns
/// the process until it ends it: a live demo in the terminal, a window.
///
/// A command returns it in ``CommandOutput/session`` instead of running it, so that
/// ``CommandLineTool/run(_:context:)`` stays a function of its arguments (what tests call) and
/// only the executable starts it.
package protocol InteractiveSession: Sendable {
  /// Runs the session until it ends the process.
  ///
  /// - Returns: Never; the session exits the process.
  @MainActor func start() -> Never

  /// Whether another session is the same request.
  ///
  /// - Parameter other: The other session.
  /// - Returns: `true` when both start the same thing.
  func isSame(as other: any InteractiveSession) -> Bool
}

extension InteractiveSession where Self: Equatable {
  /// Whether another session is of the same type and equal.
  ///
  /// - Parameter other: The other session.
  /// - Returns: `true` when `other` is a `Self` equal to this one.
  package func isSame(as other: any InteractiveSession) -> Bool {
    (other as? Self) == self
  }
}

/// Comparisons of optional sessions, for the outputs' and results' equality.
enum InteractiveSessions {
  /// Whether two optional sessions are both absent or the same request.
  ///
  /// - Parameters:
  ///   - lhs: One session, or `nil`.
  ///   - rhs: The other, or `nil`.
  /// - Returns: `true` when both are `nil` or ``InteractiveSession/isSame(as:)``.
  static func same(_ lhs: (any InteractiveSession)?, _ rhs: (any InteractiveSession)?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let left?, let right?): left.isSame(as: right)
    default: false
    }
  }
}
