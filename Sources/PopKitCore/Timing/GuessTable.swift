// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The table of starting parameters a ``TimingCurveSolver`` interpolates from: at each
/// `xᵢ = i / n` (`n` = ``intervals``) the exact parameter `tᵢ` with `X(tᵢ) = xᵢ`, and the slope
/// `dt/dx` there times the intervals' width `1 / n`, stored one after the other.
///
/// Between two nodes the guess is the cubic Hermite interpolant of `t(x)`. With 32 intervals it
/// is within about 1e-7 of the root on smooth curves (6e-8 on ``TimingCurve/easeInEaseOut``), so
/// the Newton step taken from it is usually small enough to be accepted (see
/// ``PlainSolveAcceptance``), and otherwise the next one is. Where `t(x)` has an infinite slope
/// (x stalls: `x1 = 0` at the start, `x2 = 1` at the end) the slope is capped at three times the
/// smaller neighbouring rise of `t`, the Fritsch–Carlson limit that keeps the interpolant
/// monotone; those intervals start further off and take a few more steps.
///
/// The numbers live in one block of `2 · (n + 1)` doubles (528 bytes), read through a pointer:
/// a frame reads them without the bounds checks of an array or a closure.
@usableFromInline
final class GuessTable {
  /// The number of intervals, `n`: a power of two, so that `progress · n` and its fraction are
  /// exact.
  @inlinable static var intervals: Int { 32 }

  /// `t₀, m₀, t₁, m₁, …, tₙ, mₙ`: the parameter and the scaled slope at each node.
  @usableFromInline let nodes: UnsafeMutablePointer<Double>

  /// Builds the table of a curve with the exact solver.
  ///
  /// - Parameters:
  ///   - curve: The curve.
  ///   - x: Its x coordinate.
  init(for curve: TimingCurve, along x: BezierCoordinate) {
    let count = GuessTable.intervals
    let width = 1 / Double(count)
    let parameters = (0...count).map {
      curve.parameter(forProgress: Double($0) * width, along: x)
    }
    nodes = .allocate(capacity: 2 * (count + 1))
    for index in 0...count {
      let parameter = parameters[index]
      var cap = Double.infinity
      if index > 0 { cap = min(cap, 3 * (parameter - parameters[index - 1])) }
      if index < count { cap = min(cap, 3 * (parameters[index + 1] - parameter)) }
      let derivative = x.derivative(at: parameter).high
      let slope = derivative > 0 ? width / derivative : .infinity
      (nodes + 2 * index).initialize(to: parameter)
      (nodes + 2 * index + 1).initialize(to: min(slope, cap))
    }
  }

  deinit {
    nodes.deallocate()
  }

  /// The interpolated parameter for a progress.
  ///
  /// The interval is the one whose middle is nearest, found by rounding `progress · n − ½` to
  /// an integer with the 1.5 · 2⁵² trick (adding it leaves the integer in the low bits) rather
  /// than a checked conversion; the index is masked into the table whatever the progress (at
  /// exactly 1 it wraps to the first interval: the solver never asks there).
  ///
  /// - Parameter progress: The progress, in `0..<1`.
  /// - Returns: The Hermite interpolant at `progress`.
  @inlinable @inline(__always)
  func guess(at progress: Double) -> Double {
    let scaled = progress * Double(GuessTable.intervals)
    let rounder = 0x1.8p52
    let biased = (scaled - 0.5) + rounder
    let index = Int(truncatingIfNeeded: biased.bitPattern) & (GuessTable.intervals - 1)
    let fraction = scaled - (biased - rounder)
    let node = nodes + 2 * index
    let start = node[0]
    let startSlope = node[1]
    let rise = node[2] - start
    let endSlope = node[3]
    let quadratic = 3 * rise - 2 * startSlope - endSlope
    let cubic = startSlope + endSlope - 2 * rise
    return start + fraction * (startSlope + fraction * (quadratic + fraction * cubic))
  }
}
