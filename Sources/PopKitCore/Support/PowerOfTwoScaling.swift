// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// Small floating-point helpers shared by the physics and the gestures.

/// `x · 2^exponent`, correctly rounded.
///
/// Exact unless the result overflows or falls below the normal range. Scaling by powers of two
/// keeps every digit, so it is how PopKit brings huge and tiny numbers to a safe range before
/// doing arithmetic on them.
@inlinable
package func powerOfTwoScaled(_ x: Double, by exponent: Int) -> Double {
  Double(sign: .plus, exponent: exponent, significand: x)
}

/// `x`, with an infinity replaced by the largest finite `Double` of its sign (NaN stays NaN).
@inlinable
package func finiteClamped(_ x: Double) -> Double {
  x.isInfinite ? (x < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude) : x
}

/// Multiplication by `2^exponent`, prepared once for many numbers: `x · 2^exponent`, correctly
/// rounded, as ``powerOfTwoScaled(_:by:)`` gives it.
///
/// When `2^exponent` is a normal `Double` (almost always) the scaling is one multiplication,
/// which is exact, or correctly rounded when the result leaves the normal range; otherwise it
/// falls back to ``powerOfTwoScaled(_:by:)``.
@usableFromInline
package struct PowerOfTwoScale {
  /// `2^exponent` if that is a normal number, else 0.
  @usableFromInline package let factor: Double
  /// The power of two.
  @usableFromInline package let exponent: Int

  /// Prepares the scaling by `2^exponent`.
  ///
  /// - Parameter exponent: The power of two, any `Int`. O(1).
  @inlinable
  package init(exponent: Int) {
    self.exponent = exponent
    let isNormal =
      exponent >= Double.leastNormalMagnitude.exponent
      && exponent <= Double.greatestFiniteMagnitude.exponent
    factor = isNormal ? powerOfTwoScaled(1, by: exponent) : 0
  }

  /// `x · 2^exponent`.
  @inlinable
  package func callAsFunction(_ x: Double) -> Double {
    factor != 0 ? x * factor : powerOfTwoScaled(x, by: exponent)
  }
}
