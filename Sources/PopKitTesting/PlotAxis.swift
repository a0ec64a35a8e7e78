// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One axis of a ``MismatchPlot``: the numbers it spans and where a number falls on it, as a
/// fraction, computed so that no step overflows (on quarters of the numbers: the padded span
/// of `-1.8e308 … 1.8e308` is finite that way).
struct PlotAxis {
  /// The smallest number plotted (finite).
  let low: Double
  /// The largest number plotted (finite, `>= low`).
  let high: Double
  /// A quarter of the axis's start, padding included.
  private let quarterStart: Double
  /// A quarter of the axis's length, padding included; finite and `> 0`.
  private let quarterLength: Double

  /// An axis over numbers.
  ///
  /// - Parameters:
  ///   - numbers: The numbers to show; those that are not finite are ignored. With none, the
  ///     axis spans `0 … 1`.
  ///   - padding: The room added at each end, as a fraction of the span; `0 ... 1`.
  ///
  /// - Complexity: O(n) in the numbers.
  init(_ numbers: [Double], padding: Double) {
    let finite = numbers.filter(\.isFinite)
    low = finite.min() ?? 0
    high = finite.max() ?? 1
    let quarterSpan = high / 4 - low / 4
    let middle = low / 4 + quarterSpan / 2
    // A span too small to draw (or none) becomes 1 around its middle, or a millionth of the
    // middle if that is more, so that the ends differ.
    let halfWidth =
      quarterSpan > 2.5e-13
      ? quarterSpan / 2 * (1 + 2 * padding) : max(0.125, abs(middle) * 1e-6)
    quarterStart = middle - halfWidth
    quarterLength = 2 * halfWidth
  }

  /// Where a number falls: `0` at the axis's start, `1` at its end.
  ///
  /// - Parameter number: A finite number.
  /// - Returns: A finite fraction, in `0 ... 1` for a number in `low ... high`.
  func fraction(_ number: Double) -> Double {
    (number / 4 - quarterStart) / quarterLength
  }
}
