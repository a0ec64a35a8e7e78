// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Where a ``TimingCurve/steps(_:jump:)`` curve jumps, as CSS Easing Level 1's `<step-position>`.
///
/// With `n` steps the output rises by `1/jumps` at each jump, where `jumps` is `n` for
/// ``start`` and ``end``, `n − 1` for ``none`` and `n + 1` for ``both``.
public enum StepJump: Sendable, Hashable {
  /// `jump-start`: the first jump happens at the very start, so the output is `1/n` at 0.
  case start
  /// `jump-end` (CSS's default): the last jump happens at the very end, so the output reaches
  /// 1 only at 1.
  case end
  /// `jump-none`: no jump at either end; the output holds 0 over the first `1/n` of the time
  /// and 1 over the last. Needs at least 2 steps.
  case none
  /// `jump-both`: jumps at both ends, so the output is `1/(n + 1)` at 0.
  case both

  /// CSS's keyword: `jump-start`, `jump-end`, `jump-none` or `jump-both`.
  package var cssName: String { "jump-" + name }

  /// The name in motion documents and on the command line: `start`, `end`, `none` or `both`.
  package var name: String {
    switch self {
    case .start: "start"
    case .end: "end"
    case .none: "none"
    case .both: "both"
    }
  }

  /// Every jump, in the order `start`, `end`, `none`, `both`.
  package static let all: [StepJump] = [.start, .end, .none, .both]
}
