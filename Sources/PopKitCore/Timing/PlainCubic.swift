// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One coordinate of a timing curve, `f(t) = c1·t + c2·t² + c3·t³`, evaluated in plain doubles
/// for a frame's solve, in forms with short chains of dependent operations (each evaluates
/// `t²` and `c2 + c3·t` side by side), and the bounds on their rounding errors.
///
/// The value is anchored at the nearer end: from `t = 0` as above, and from `t = 1` as
/// `1 − R(1 − t)`, where `R(s) = 1 − f(1 − s) = e1·s + e2·s² + c3·s³` is the coordinate seen from
/// its end (`e1 = c1 + 2·c2 + 3·c3 = f′(1)`, `e2 = −(c2 + 3·c3)`). Near either end the value is
/// then as exact as a double allows (an animation whose last frame falls an ulp short of its
/// duration still lands on its target when the curve arrives flat), not merely within the
/// absolute error of the sum of the coefficients.
///
/// For `|t| ≤ 1 + w` (`w` = ``PlainSolveAcceptance/parameterMargin``) and any coefficients, each
/// term of every form passes through at most five roundings, and each rounded coefficient is
/// off by at most u = 2⁻⁵³ of itself: an error of at most `6.02u · Σ |cₖ|·|t|ᵏ` (for the
/// derivative, with `k·|cₖ|·|t|ᵏ⁻¹`), bounded with room by ``valueError``, ``residualError`` and
/// ``derivativeError``.
@usableFromInline
struct PlainCubic: Sendable {
  /// The coefficient of `t`, rounded to a double.
  @usableFromInline let c1: Double
  /// The coefficient of `t²`, rounded.
  @usableFromInline let c2: Double
  /// The coefficient of `t³`, rounded.
  @usableFromInline let c3: Double
  /// `2·c2` (exact).
  @usableFromInline let twoC2: Double
  /// `3·c3`, rounded.
  @usableFromInline let threeC3: Double
  /// `e1 = f′(1)`, the coefficient of `s = 1 − t` seen from the end, rounded.
  @usableFromInline let endC1: Double
  /// `e2 = −(c2 + 3·c3)`, the coefficient of `s²` seen from the end, rounded.
  @usableFromInline let endC2: Double

  /// The plain-double form of an exact coordinate.
  ///
  /// - Parameter exact: The coordinate with double-double coefficients.
  init(_ exact: BezierCoordinate) {
    c1 = exact.c1.high
    c2 = exact.c2.high
    c3 = exact.c3.high
    twoC2 = 2 * c2
    threeC3 = 3 * c3
    let fromEnd = exact.c2 + exact.c3 * 3
    endC1 = (exact.c1 + exact.c2 * 2 + exact.c3 * 3).high
    endC2 = -fromEnd.high
  }

  /// `f(t)`, anchored at the nearer end: within ``valueError``.
  ///
  /// Below `t = ½` it is `c1·t + t²·(c2 + c3·t)`; from there on `1 − (e1·s + s²·(e2 + c3·s))`
  /// with `s = 1 − t` (exact for `t` in `½...2`). Both are computed and one is selected, so that
  /// a frame does not branch on which half it is in.
  ///
  /// - Parameter t: The parameter, `|t| ≤ 1 + w`.
  /// - Returns: `f(t)`.
  @inlinable @inline(__always)
  func value(at t: Double) -> Double {
    let fromStart = c1 * t + (t * t) * (c2 + c3 * t)
    let s = 1 - t
    let fromEnd = 1 - (endC1 * s + (s * s) * (endC2 + c3 * s))
    return t < 0.5 ? fromStart : fromEnd
  }

  /// `f(t) − target`, as `(c1·t − target) + t²·(c2 + c3·t)`: within ``residualError`` for a
  /// target in `0...1` (the target takes two roundings).
  ///
  /// - Parameters:
  ///   - t: The parameter, `|t| ≤ 1 + w`.
  ///   - target: The value sought, in `0...1`.
  /// - Returns: `f(t) − target`.
  @inlinable @inline(__always)
  func residual(at t: Double, from target: Double) -> Double {
    (c1 * t - target) + (t * t) * (c2 + c3 * t)
  }

  /// `f′(t)`, as `(c1 + 2·c2·t) + t²·(3·c3)`: within ``derivativeError``.
  ///
  /// - Parameter t: The parameter, `|t| ≤ 1 + w`.
  /// - Returns: `f′(t)`.
  @inlinable @inline(__always)
  func derivative(at t: Double) -> Double {
    (c1 + twoC2 * t) + (t * t) * threeC3
  }

  /// The unit roundoff, `2⁻⁵³`.
  private static let unitRoundoff = 0x1p-53

  /// `1 + w`, the largest `|t|` the bounds cover.
  private static let reach = 1 + PlainSolveAcceptance.parameterMargin

  /// A bound on the error of ``value(at:)``: the larger of `8u · (|c1| + |c2| + |c3|) · (1 + w)³`
  /// (from the start) and `8u · (1 + |e1| + |e2| + |c3|)` (from the end, where `|s| ≤ ½` and the
  /// subtraction from 1 rounds once more).
  var valueError: Double {
    let reach = PlainCubic.reach
    let fromStart = (abs(c1) + abs(c2) + abs(c3)) * reach * reach * reach
    let fromEnd = 1 + abs(endC1) + abs(endC2) + abs(c3)
    return 8 * PlainCubic.unitRoundoff * max(fromStart, fromEnd)
  }

  /// A bound on the error of ``residual(at:from:)``:
  /// `8u · ((|c1| + |c2| + |c3|) · (1 + w)³ + 1)`, the target adding two roundings.
  var residualError: Double {
    let reach = PlainCubic.reach
    let size = (abs(c1) + abs(c2) + abs(c3)) * reach * reach * reach
    return 8 * PlainCubic.unitRoundoff * (size + 1)
  }

  /// A bound on the error of ``derivative(at:)``: `8u · (|c1| + 2|c2| + 3|c3|) · (1 + w)²`.
  var derivativeError: Double {
    let reach = PlainCubic.reach
    return 8 * PlainCubic.unitRoundoff * (abs(c1) + 2 * abs(c2) + 3 * abs(c3)) * reach * reach
  }

  /// A bound on `|f″(t)| = |2·c2 + 6·c3·t|` for `|t| ≤ 1 + w`.
  var secondDerivativeBound: Double {
    (2 * abs(c2) + 6 * abs(c3) * PlainCubic.reach) * (1 + 0x1p-50)
  }

  /// A bound on `|f′(t)|` for `t` in `−w...1 + w`: the largest size of the computed derivative
  /// at both ends and at the vertex of the parabola `f′` (where it lies between them), plus
  /// ``derivativeError``.
  var derivativeBound: Double {
    let w = PlainSolveAcceptance.parameterMargin
    var largest = max(abs(derivative(at: -w)), abs(derivative(at: 1 + w)))
    if c3 != 0 {
      let vertex = -c2 / (3 * c3)
      if vertex > -w && vertex < 1 + w {
        largest = max(largest, abs(derivative(at: vertex)))
      }
    }
    return largest + derivativeError
  }
}
