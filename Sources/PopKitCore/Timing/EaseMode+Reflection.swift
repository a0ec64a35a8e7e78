// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension EaseMode {
  /// The eased fraction of a mode of an ease given by its `in` form.
  ///
  /// - Parameters:
  ///   - progress: The elapsed fraction, strictly inside `0...1`.
  ///   - easeIn: The ease's `in` form on `0...1`.
  /// - Returns: `in(p)`, `1 − in(1 − p)`, or `in(2p)/2` before the middle and
  ///   `1 − in(2 − 2p)/2` from it.
  /// - Complexity: One or two evaluations of `easeIn`.
  func value(at progress: Double, _ easeIn: (Double) -> Double) -> Double {
    switch self {
    case .in: easeIn(progress)
    case .out: 1 - easeIn(1 - progress)
    case .inOut: progress < 0.5 ? easeIn(2 * progress) / 2 : 1 - easeIn(2 - 2 * progress) / 2
    }
  }

  /// The slope of a mode of an ease given by the derivative of its `in` form: the chain rule
  /// on ``value(at:_:)``, whose halves in-out run twice as fast over half the move.
  ///
  /// - Parameters:
  ///   - progress: The elapsed fraction, in `0...1`.
  ///   - easeInSlope: The derivative of the ease's `in` form on `0...1`.
  /// - Returns: `in′(p)`, `in′(1 − p)`, or `in′(2p)` before the middle and `in′(2 − 2p)` from it.
  func slope(at progress: Double, _ easeInSlope: (Double) -> Double) -> Double {
    switch self {
    case .in: easeInSlope(progress)
    case .out: easeInSlope(1 - progress)
    case .inOut: progress < 0.5 ? easeInSlope(2 * progress) : easeInSlope(2 - 2 * progress)
    }
  }
}
