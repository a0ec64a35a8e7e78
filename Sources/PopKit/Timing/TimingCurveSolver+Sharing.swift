// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The solvers of the curves in use, one per curve, on the main actor.
@MainActor private var solvers = SharedObjects<TimingCurve, TimingCurveSolver>(
  limit: TimingCurveSolver.keptCurveLimit)

extension TimingCurveSolver {
  /// How many curves are kept before the unused ones are forgotten.
  static let keptCurveLimit = 256

  /// The solver for a curve, shared with every other animation on an equal curve.
  ///
  /// - Parameter curve: The curve.
  /// - Returns: The kept solver, or a new one (kept from now on). Amortized O(1).
  @MainActor @usableFromInline
  static func shared(for curve: TimingCurve) -> TimingCurveSolver {
    solvers.object(for: curve, making: TimingCurveSolver.init)
  }

  /// The number of curves kept for sharing.
  @MainActor static var keptCurveCount: Int { solvers.count }
}
