// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Testing

/// Expects an exit test's standard error to contain `message`, reporting the whole standard
/// error at the caller when it does not.
///
/// A `precondition` message is only written by debug builds (release builds drop it), so by
/// default the check runs in debug builds only; pass `inReleaseBuilds: true` for a message that
/// every build writes (`fatalError`). The exit test must observe `\.standardErrorContent`.
///
/// - Parameters:
///   - result: What `#expect(processExitsWith:observing:)` returned (nil when it failed).
///   - message: The text the standard error must contain.
///   - inReleaseBuilds: Whether release builds check it too.
///   - sourceLocation: Where the issue points: the caller's line.
package func expectExitMessage(
  _ result: ExitTest.Result?, contains message: String, inReleaseBuilds: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #if !DEBUG
    guard inReleaseBuilds else { return }
  #endif
  let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  #expect(
    standardError.contains(message), "stderr: \(standardError)", sourceLocation: sourceLocation)
}
