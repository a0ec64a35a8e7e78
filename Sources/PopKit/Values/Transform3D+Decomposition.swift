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
  /// Returns `nil` for a transform that cannot be taken apart: a singular upper 3×3 (a scale
  /// of 0 along some axis flattens the rotation out of it), or an element that is not finite.
  /// To animate a scale from or through 0, animate a separate scale property, as pop does,
  /// rather than the matrix.
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
  private static func solve(
    rows a: SIMD3<Double>, _ b: SIMD3<Double>, _ c: SIMD3<Double>, _ rhs: SIMD3<Double>
  ) -> SIMD3<Double>? {
    let determinant = (a * cross(b, c)).sum()
    guard determinant != 0, determinant.isFinite else { return nil }
    // The inverse's columns are the cross products of the rows, over the determinant.
    let x = rhs.x * cross(b, c) + rhs.y * cross(c, a) + rhs.z * cross(a, b)
    return x / determinant
  }
}

/// The cross product.
private func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
  SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
}

/// The Euclidean length.
private func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }
