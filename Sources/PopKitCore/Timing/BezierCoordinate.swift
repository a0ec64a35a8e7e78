// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One coordinate of a timing curve's cubic Bézier, from 0 at `t = 0` to 1 at `t = 1`, with inner
/// control values `p1` and `p2`.
///
/// In Bernstein form `f(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³`; expanded, that is
/// `f(t) = c1·t + c2·t² + c3·t³` with `c1 = 3·p1`, `c2 = 3·p2 − 6·p1` and
/// `c3 = 1 + 3·p1 − 3·p2`. The coefficients are formed exactly and the polynomial is evaluated by
/// Horner's rule in ``DoubleDouble`` arithmetic, so for a double `t` the result is correct to
/// about 1e-31 in absolute terms (a few units in the last place once rounded to a double).
struct BezierCoordinate: Sendable {
  /// The coefficient of `t`.
  let c1: DoubleDouble

  /// The coefficient of `t²`.
  let c2: DoubleDouble

  /// The coefficient of `t³`.
  let c3: DoubleDouble

  /// Creates the coordinate whose inner control values are `p1` and `p2`.
  ///
  /// - Parameters:
  ///   - p1: The coordinate of the first inner control point.
  ///   - p2: The coordinate of the second inner control point.
  init(p1: Double, p2: Double) {
    let threeP1 = DoubleDouble.exactProduct(3, p1)
    let threeP2 = DoubleDouble.exactProduct(3, p2)
    c1 = threeP1
    c2 = threeP2 - threeP1 * 2
    c3 = DoubleDouble(1) + threeP1 - threeP2
  }

  /// The coordinate at parameter `t`.
  ///
  /// - Parameter t: The Bézier parameter, in `0...1`.
  /// - Returns: `f(t)`.
  func value(at t: Double) -> DoubleDouble {
    ((c3 * t + c2) * t + c1) * t
  }

  /// The coordinate at parameter `t` in plain double arithmetic, from the rounded
  /// coefficients: within ``plainValueErrorBound`` of the exact value for `t` in `0...1`.
  ///
  /// - Parameter t: The Bézier parameter, in `0...1`.
  /// - Returns: `f(t)`, to about 1e-15.
  func plainValue(at t: Double) -> Double {
    ((c3.high * t + c2.high) * t + c1.high) * t
  }

  /// The first derivative at `t` in plain double arithmetic, for Newton steps (whose
  /// direction needs no more accuracy).
  ///
  /// - Parameter t: The Bézier parameter, in `0...1`.
  /// - Returns: `f′(t)`, to about 1e-15.
  func plainDerivative(at t: Double) -> Double {
    (3 * c3.high * t + 2 * c2.high) * t + c1.high
  }

  /// A bound on the error of ``plainValue(at:)`` for control values in `0...1`: the rounded
  /// coefficients (at most 6 in size) are each off by half an ulp, and Horner's rule adds a
  /// few roundings of numbers at most 6 in size — under 1e-14 in all, with a tenfold margin.
  static let plainValueErrorBound = 1e-13

  /// The first derivative with respect to the parameter at `t`.
  ///
  /// - Parameter t: The Bézier parameter, in `0...1`.
  /// - Returns: `f′(t) = c1 + 2·c2·t + 3·c3·t²`.
  func derivative(at t: Double) -> DoubleDouble {
    (c3 * 3 * t + c2 * 2) * t + c1
  }
}
