// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Transform3D {
  /// The transform's parts, or `nil` when it has none.
  ///
  /// The CSS Transforms decomposition: the perspective column is solved for; the translation
  /// is the fourth row; Gram–Schmidt on the upper 3×3 rows gives the scales and shears, and
  /// what is left is the rotation (when that is a mirror image, all three scales are negated).
  /// Unlike CSS, the matrix is not divided by `m44` first (which changes nothing on screen but
  /// changes the parts): `m44` stays in the perspective's last component, so
  /// ``DecomposedTransform/recomposed()`` gives this very matrix back, to within rounding
  /// (10,000 random matrices agree to 1e-9 in PopKit's tests), and a transform made of parts
  /// decomposes into those parts.
  ///
  /// It holds at any scale: the rows and columns are brought near 1 by powers of two (which
  /// keep every digit) before the determinant and the lengths are taken, so a scale of 1e-300
  /// or 1e300, uniform or not, decomposes as a scale of 1 does.
  ///
  /// Returns `nil` for a transform that cannot be taken apart: a singular upper 3×3 (a scale
  /// of 0 along some axis flattens the rotation out of it), an element that is not finite, or
  /// parts beyond the range of `Double` (a perspective that would be, or a row longer than
  /// `Double.greatestFiniteMagnitude`). To animate a scale from or through 0, animate a
  /// separate scale property, as pop does, rather than the matrix.
  ///
  /// - Returns: The parts, or `nil`.
  public func decomposed() -> DecomposedTransform? {
    let rows = self.rows
    guard rows.allSatisfy({ $0.isFinite }) else { return nil }
    var row = rows.prefix(3).map { SIMD3($0.x, $0.y, $0.z) }
    let translation = SIMD3(rows[3].x, rows[3].y, rows[3].z)
    // The perspective column (m14, m24, m34) = upper × p, and m44 = translation · p + p.w.
    let column = SIMD3(m14, m24, m34)
    guard let p = Self.solve(rows: row[0], row[1], row[2], column) else { return nil }
    let perspective = SIMD4(p, m44 - (translation * p).sum())

    var scale = SIMD3<Double>.zero
    var skew = SIMD3<Double>.zero
    scale.x = length(row[0])
    row[0] /= scale.x
    skew.x = (row[0] * row[1]).sum()
    row[1] -= skew.x * row[0]
    scale.y = length(row[1])
    row[1] /= scale.y
    skew.x /= scale.y
    skew.y = (row[0] * row[2]).sum()
    row[2] -= skew.y * row[0]
    skew.z = (row[1] * row[2]).sum()
    row[2] -= skew.z * row[1]
    scale.z = length(row[2])
    row[2] /= scale.z
    skew.y /= scale.z
    skew.z /= scale.z
    // A mirror image: negate the scales and the rows, leaving a proper rotation.
    if (row[0] * cross(row[1], row[2])).sum() < 0 {
      scale = -scale
      row = row.map { -$0 }
    }
    let rotation = Quaternion.from(rows: row[0], row[1], row[2])
    let parts = DecomposedTransform(
      translation: translation, scale: scale, skew: skew, perspective: perspective,
      rotation: rotation)
    return parts.animatableComponents.isFinite ? parts : nil
  }

  /// The solution `x` of `rows × x = b` (each row dotted with `x`), by Cramer's rule; `nil`
  /// when the rows are singular.
  ///
  /// The columns and then the rows are first scaled by powers of two so that their largest
  /// elements lie in `[1, 2)`: the determinant of a scale of 1e-110 would otherwise underflow
  /// to 0, and that of 1e200 overflow. Scaling row `i` and `b[i]` alike leaves `x` as it is;
  /// scaling column `j` scales `x[j]` the other way, which is undone at the end.
  private static func solve(
    rows a: SIMD3<Double>, _ b: SIMD3<Double>, _ c: SIMD3<Double>, _ rhs: SIMD3<Double>
  ) -> SIMD3<Double>? {
    var rows = [a, b, c]
    var rhs = rhs
    var columnExponents = SIMD3<Int>.zero
    for column in 0..<3 {
      let largest = max(abs(a[column]), abs(b[column]), abs(c[column]))
      guard largest > 0 else { return nil }
      columnExponents[column] = largest.exponent
      let scale = PowerOfTwoScale(exponent: -largest.exponent)
      for row in 0..<3 { rows[row][column] = scale(rows[row][column]) }
    }
    for row in 0..<3 {
      let largest = largestMagnitude(rows[row])
      guard largest > 0 else { return nil }
      let scale = PowerOfTwoScale(exponent: -largest.exponent)
      rows[row] = scaled(rows[row], by: scale)
      rhs[row] = scale(rhs[row])
    }
    let (r0, r1, r2) = (rows[0], rows[1], rows[2])
    let determinant = (r0 * cross(r1, r2)).sum()
    guard determinant != 0, determinant.isFinite else { return nil }
    // The inverse's columns are the cross products of the rows, over the determinant.
    var x = (rhs.x * cross(r1, r2) + rhs.y * cross(r2, r0) + rhs.z * cross(r0, r1)) / determinant
    for column in 0..<3 {
      x[column] = PowerOfTwoScale(exponent: -columnExponents[column])(x[column])
    }
    return x
  }
}

/// The cross product.
private func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
  SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
}

/// The largest magnitude of a vector's elements.
private func largestMagnitude(_ v: SIMD3<Double>) -> Double {
  max(abs(v.x), abs(v.y), abs(v.z))
}

/// A vector with each element multiplied by a power of two.
private func scaled(_ v: SIMD3<Double>, by scale: PowerOfTwoScale) -> SIMD3<Double> {
  SIMD3(scale(v.x), scale(v.y), scale(v.z))
}

/// The Euclidean length, at any scale: the vector is brought near 1 by a power of two before it
/// is squared, so that neither 1e-200 nor 1e200 under- or overflows.
private func length(_ v: SIMD3<Double>) -> Double {
  let largest = largestMagnitude(v)
  guard largest > 0, largest.isFinite else { return largest }
  let exponent = largest.exponent
  let near1 = scaled(v, by: PowerOfTwoScale(exponent: -exponent))
  return PowerOfTwoScale(exponent: exponent)((near1 * near1).sum().squareRoot())
}
