// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A number carried as the unevaluated sum `high + low` of two doubles, about 106 bits of
/// precision.
///
/// Timing curves use it to evaluate a coordinate polynomial with rounding errors near 1e-32
/// instead of 1e-16, which keeps the solver accurate where the curve's x barely moves with the
/// parameter (a cube-root flat spot turns an error of 1e-16 in x into 1e-6 in the result).
///
/// The error-free transformations are the standard ones: Knuth's two-sum and the fused
/// multiply-add product.
struct DoubleDouble: Sendable {
  /// The leading part: the value rounded to a double.
  var high: Double

  /// The trailing part: what `high` leaves out, at most half an ulp of `high`.
  var low: Double

  /// Creates a value from a double, exactly.
  ///
  /// - Parameter value: The value.
  init(_ value: Double) {
    high = value
    low = 0
  }

  /// Creates a value from its two parts, which the caller has normalized.
  ///
  /// - Parameters:
  ///   - high: The leading part.
  ///   - low: The trailing part.
  init(high: Double, low: Double) {
    self.high = high
    self.low = low
  }

  /// The exact sum of two doubles (Knuth's two-sum, valid for any magnitudes).
  ///
  /// - Parameters:
  ///   - a: One term.
  ///   - b: The other term.
  /// - Returns: `a + b` with no rounding error.
  static func exactSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let sum = a + b
    let bPart = sum - a
    let aPart = sum - bPart
    return DoubleDouble(high: sum, low: (a - aPart) + (b - bPart))
  }

  /// The exact product of two doubles, using a fused multiply-add for the rounding error.
  ///
  /// - Parameters:
  ///   - a: One factor.
  ///   - b: The other factor.
  /// - Returns: `a · b` with no rounding error (barring underflow).
  static func exactProduct(_ a: Double, _ b: Double) -> DoubleDouble {
    let product = a * b
    return DoubleDouble(high: product, low: fusedMultiplyAdd(a, b, -product))
  }

  /// `x · y + z` rounded once: the standard library's `addingProduct`, or under Embedded Swift
  /// the host's `fma` (see `Support/HostMath.swift`; WebAssembly has no fused multiply-add).
  ///
  /// - Parameters:
  ///   - x: One factor.
  ///   - y: The other factor.
  ///   - z: The addend.
  /// - Returns: `x · y + z` with a single rounding.
  @inline(__always)
  private static func fusedMultiplyAdd(_ x: Double, _ y: Double, _ z: Double) -> Double {
    #if hasFeature(Embedded)
      fma(x, y, z)
    #else
      z.addingProduct(x, y)
    #endif
  }

  /// Renormalizes `a + b` when `b` is no larger in magnitude than about an ulp of `a` (or `a`
  /// is zero).
  ///
  /// - Parameters:
  ///   - a: The larger term.
  ///   - b: The smaller term.
  /// - Returns: `a + b` with `low` at most half an ulp of `high`.
  private static func renormalized(_ a: Double, _ b: Double) -> DoubleDouble {
    let sum = a + b
    return DoubleDouble(high: sum, low: b - (sum - a))
  }

  /// The sum of two double-doubles, with a relative error near 2⁻¹⁰⁶.
  ///
  /// - Parameters:
  ///   - lhs: One term.
  ///   - rhs: The other term.
  /// - Returns: `lhs + rhs`.
  static func + (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble {
    let highs = exactSum(lhs.high, rhs.high)
    let lows = exactSum(lhs.low, rhs.low)
    let partial = renormalized(highs.high, highs.low + lows.high)
    return renormalized(partial.high, partial.low + lows.low)
  }

  /// The difference of two double-doubles, with a relative error near 2⁻¹⁰⁶.
  ///
  /// - Parameters:
  ///   - lhs: The minuend.
  ///   - rhs: The subtrahend.
  /// - Returns: `lhs − rhs`.
  static func - (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble {
    lhs + DoubleDouble(high: -rhs.high, low: -rhs.low)
  }

  /// The product of a double-double and a double, with a relative error near 2⁻¹⁰⁶.
  ///
  /// - Parameters:
  ///   - lhs: The double-double factor.
  ///   - rhs: The double factor.
  /// - Returns: `lhs · rhs`.
  static func * (lhs: DoubleDouble, rhs: Double) -> DoubleDouble {
    let product = exactProduct(lhs.high, rhs)
    return renormalized(product.high, fusedMultiplyAdd(lhs.low, rhs, product.low))
  }
}
