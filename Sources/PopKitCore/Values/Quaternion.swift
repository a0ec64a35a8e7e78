// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

/// Unit-quaternion arithmetic for rotations, on `SIMD4<Double>` as `(x, y, z, w)`: the vector
/// part first, the scalar part last.
///
/// Rotation matrices here are in ``Transform3D``'s row-vector layout (`p′ = p × R`), the
/// transpose of the column-vector matrix most texts print.
enum Quaternion {
  /// The rotation matrix's three rows for a unit quaternion.
  static func rows(of q: SIMD4<Double>) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
    let (x, y, z, w) = (q.x, q.y, q.z, q.w)
    return (
      [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
      [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
      [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)]
    )
  }

  /// The unit quaternion, scalar part `>= 0`, of a rotation matrix given by its rows
  /// (Shepperd's method: divide by the largest of the four candidates).
  static func from(rows r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>)
    -> SIMD4<Double>
  {
    // `cIJ` is the column-vector matrix's element (i, j): the transpose of the rows given.
    let (c00, c01, c02) = (r0.x, r1.x, r2.x)
    let (c10, c11, c12) = (r0.y, r1.y, r2.y)
    let (c20, c21, c22) = (r0.z, r1.z, r2.z)
    let trace = c00 + c11 + c22
    var q: SIMD4<Double>
    if trace > 0 {
      let s = (trace + 1).squareRoot() * 2
      q = [(c21 - c12) / s, (c02 - c20) / s, (c10 - c01) / s, s / 4]
    } else if c00 > c11 && c00 > c22 {
      let s = (1 + c00 - c11 - c22).squareRoot() * 2
      q = [s / 4, (c01 + c10) / s, (c02 + c20) / s, (c21 - c12) / s]
    } else if c11 > c22 {
      let s = (1 + c11 - c00 - c22).squareRoot() * 2
      q = [(c01 + c10) / s, s / 4, (c12 + c21) / s, (c02 - c20) / s]
    } else {
      let s = (1 + c22 - c00 - c11).squareRoot() * 2
      q = [(c02 + c20) / s, (c12 + c21) / s, s / 4, (c10 - c01) / s]
    }
    q /= (q * q).sum().squareRoot()
    return q.w < 0 ? -q : q
  }

  /// The rotation vector (axis × angle, the angle in `[0, π]`) of a unit quaternion.
  static func log(_ q: SIMD4<Double>) -> SIMD3<Double> {
    let q = q.w < 0 ? -q : q
    let vector = SIMD3(q.x, q.y, q.z)
    let length = (vector * vector).sum().squareRoot()
    // angle / length → 2 / w as the rotation vanishes; the error of that limit is O(length²).
    let factor = length > 1e-8 ? 2 * atan2(length, q.w) / length : 2 / q.w
    return vector * factor
  }

  /// The unit quaternion of a rotation vector (axis × angle); any vector is a rotation.
  static func exp(_ r: SIMD3<Double>) -> SIMD4<Double> {
    let angle = (r * r).sum().squareRoot()
    // sin(angle / 2) / angle → 1/2 − angle²/48 as the angle vanishes.
    let factor = angle > 1e-8 ? sin(angle / 2) / angle : 0.5 - angle * angle / 48
    return SIMD4(r * factor, cos(angle / 2))
  }

  /// Spherical linear interpolation along the shorter great arc.
  ///
  /// `to` is negated first when the two point into opposite hemispheres (they are the same
  /// rotation). Fractions outside `0...1` continue the arc.
  static func slerp(_ from: SIMD4<Double>, _ to: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
    let to = (from * to).sum() < 0 ? -to : to
    // The angle between them, accurate at every size (acos of the dot product is not near 0).
    let difference = to - from
    let sum = to + from
    let angle =
      2 * atan2((difference * difference).sum().squareRoot(), (sum * sum).sum().squareRoot())
    if angle < 1e-6 {
      // Nearly the same orientation: the chord and the arc differ by O(angle³), below 1e-18.
      let q = from + t * difference
      return q / (q * q).sum().squareRoot()
    }
    let scale = 1 / sin(angle)
    return (sin((1 - t) * angle) * scale) * from + (sin(t * angle) * scale) * to
  }

  /// The rotation vector equivalent to `target` (the same rotation: plus or minus whole turns
  /// about its axis) that lies nearest `start`.
  static func nearest(_ target: SIMD3<Double>, to start: SIMD3<Double>) -> SIMD3<Double> {
    let targetLength = (target * target).sum().squareRoot()
    let startLength = (start * start).sum().squareRoot()
    let axis: SIMD3<Double>
    if targetLength > 1e-12 {
      axis = target / targetLength
    } else if startLength > 1e-12 {
      axis = start / startLength  // no rotation: a whole turn about any axis, so about start's
    } else {
      return target
    }
    let turn = 2 * Double.pi
    let turns = (((start - target) * axis).sum() / turn).rounded()
    guard turns.isFinite else { return target }
    return target + (turns * turn) * axis
  }
}
