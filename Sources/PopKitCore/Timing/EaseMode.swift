// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Which end of a move an ease shapes, as in Penner's equations and GSAP's `.in`, `.out` and
/// `.inOut`.
///
/// An `in` ease acts at the start (a back ease pulls back before it leaves); the `out` ease is
/// the `in` ease turned half a turn about the square's centre, `out(p) = 1 − in(1 − p)`, so it
/// acts at the end; `inOut` runs the `in` ease over the first half of the time and the `out`
/// ease over the second, each scaled to half the move.
public enum EaseMode: Sendable, Hashable {
  /// Shapes the start of the move.
  case `in`
  /// Shapes the end of the move: `out(p) = 1 − in(1 − p)`.
  case out
  /// Shapes both: `in(2p)/2` for `p < 0.5`, `1 − in(2 − 2p)/2` after.
  case inOut

  /// The mode's name in Swift and in motion documents: `in`, `out` or `inOut`.
  package var name: String {
    switch self {
    case .in: "in"
    case .out: "out"
    case .inOut: "inOut"
    }
  }

  /// Every mode, in the order `in`, `out`, `inOut`.
  package static let all: [EaseMode] = [.in, .out, .inOut]
}
