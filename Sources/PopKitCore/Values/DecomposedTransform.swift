// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A ``Transform3D`` taken apart into the parts that animate well: translation, scale, skew,
/// perspective and a rotation.
///
/// The parts follow the CSS Transforms decomposition (which WebKit, and pop through it, use):
/// the matrix is `scale × skew × rotation × translation × perspective` in ``Transform3D``'s
/// row-vector order: points are scaled first and put in perspective last.
///
/// It animates as 16 components: translation (3), scale (3), skew (3), perspective (4) and the
/// rotation as a *rotation vector* (3: the axis scaled by the angle in radians). The rotation
/// vector was chosen over the quaternion's 4 components because every rotation vector is a
/// rotation: a spring that moves the components, overshoot included, is a pure rotation on
/// every frame with nothing to normalize, and 16 components fit `SIMD16<Double>`.
///
/// Rotation takes the shorter arc between the two orientations. Springs and timed animations
/// move to the target's rotation vector lengthened or shortened by whole turns to lie nearest
/// the start, so identity → `rotateZ(270°)` turns −90°, passing −45° half way (CSS's
/// interpolation passes +135°, the long way). Timed animations turn along the great arc
/// (quaternion slerp); springs move the rotation vector's components, which is the same arc
/// when both ends turn about one axis.
public struct DecomposedTransform: AnimatableValue, Hashable {
  /// The translation along x, y and z (`m41`, `m42`, `m43`).
  public var translation: SIMD3<Double>
  /// The scale along x, y and z; one may be negative for a mirrored transform.
  public var scale: SIMD3<Double>
  /// The shears: xy, xz and yz (each the tangent of its skew angle).
  public var skew: SIMD3<Double>
  /// The perspective column, `(0, 0, 0, 1)` for none (a depth of `d` gives `(0, 0, −1/d, 1)`).
  public var perspective: SIMD4<Double>
  /// The rotation as a unit quaternion `(x, y, z, w)`: the axis times sin(angle / 2), then
  /// cos(angle / 2), with `w >= 0`.
  public var rotation: SIMD4<Double>

  /// Creates a transform from its parts.
  ///
  /// - Parameters:
  ///   - translation: The translation; none by default.
  ///   - scale: The scale; `(1, 1, 1)` by default.
  ///   - skew: The xy, xz and yz shears; none by default.
  ///   - perspective: The perspective column; `(0, 0, 0, 1)` (none) by default.
  ///   - rotation: A unit quaternion `(x, y, z, w)`; the identity `(0, 0, 0, 1)` by default.
  public init(
    translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero,
    perspective: SIMD4<Double> = [0, 0, 0, 1], rotation: SIMD4<Double> = [0, 0, 0, 1]
  ) {
    self.translation = translation
    self.scale = scale
    self.skew = skew
    self.perspective = perspective
    self.rotation = rotation
  }

  /// The identity: no translation, unit scale, no skew, no perspective, no rotation.
  public static let identity = DecomposedTransform()

  /// A pure rotation by `angle` radians about the axis `(x, y, z)`, as
  /// ``Transform3D/rotation(angle:x:y:z:)-(Double,_,_,_)`` makes it; an axis of length zero
  /// gives the identity.
  ///
  /// - Parameters:
  ///   - angle: The angle in radians; a positive angle about +z turns +x towards +y.
  ///   - x: The axis's x.
  ///   - y: The axis's y.
  ///   - z: The axis's z.
  /// - Returns: The parts of the rotation.
  public static func rotation(angle: Double, x: Double, y: Double, z: Double)
    -> DecomposedTransform
  {
    let axis = SIMD3(x, y, z)
    let length = (axis * axis).sum().squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else { return identity }
    let q = Quaternion.exp(axis * (angle / length))
    return DecomposedTransform(rotation: q.w < 0 ? -q : q)
  }

  /// The rotation as a rotation vector: the axis scaled by the angle in radians, within π.
  public var rotationVector: SIMD3<Double> { Quaternion.log(rotation) }

  /// The transform these parts make.
  ///
  /// - Returns: `scale × skew × rotation × translation × perspective`.
  public func recomposed() -> Transform3D {
    let (r0, r1, r2) = Quaternion.rows(of: rotation)
    // Skew rows: [1, 0, 0], [xy, 1, 0], [xz, yz, 1]; then each row scaled.
    let a0 = scale.x * r0
    let a1 = scale.y * (skew.x * r0 + r1)
    let a2 = scale.z * (skew.y * r0 + skew.z * r1 + r2)
    let p = SIMD3(perspective.x, perspective.y, perspective.z)
    let t = translation
    return Transform3D(
      row1: SIMD4(a0, (a0 * p).sum()), row2: SIMD4(a1, (a1 * p).sum()),
      row3: SIMD4(a2, (a2 * p).sum()), row4: SIMD4(t, (t * p).sum() + perspective.w))
  }

  // MARK: Animating

  /// Creates the parts from their 16 animated components; the rotation vector becomes a
  /// quaternion with `w >= 0`.
  public init(animatableComponents c: SIMD16<Double>) {
    let q = Quaternion.exp(SIMD3(c[13], c[14], c[15]))
    self.init(
      translation: SIMD3(c[0], c[1], c[2]), scale: SIMD3(c[3], c[4], c[5]),
      skew: SIMD3(c[6], c[7], c[8]), perspective: SIMD4(c[9], c[10], c[11], c[12]),
      rotation: q.w < 0 ? -q : q)
  }

  /// The 16 animated components: translation, scale, skew, perspective, rotation vector.
  public var animatableComponents: SIMD16<Double> {
    let r = rotationVector
    return SIMD16(
      lowHalf: SIMD8(
        translation.x, translation.y, translation.z, scale.x, scale.y, scale.z,
        skew.x, skew.y),
      highHalf: SIMD8(
        skew.z, perspective.x, perspective.y, perspective.z, perspective.w,
        r.x, r.y, r.z))
  }

  /// The target with its rotation vector moved by whole turns to lie nearest the start's, so
  /// that the rotation takes the shorter arc; the other parts as they are.
  public static func equivalentComponents(
    of target: SIMD16<Double>, nearest start: SIMD16<Double>
  ) -> SIMD16<Double> {
    var result = target
    let rotation = Quaternion.nearest(rotationVector(of: target), to: rotationVector(of: start))
    (result[13], result[14], result[15]) = (rotation.x, rotation.y, rotation.z)
    return result
  }

  /// The straight line for translation, scale, skew and perspective, and the great arc for the
  /// rotation (quaternion slerp), with the rotation vector kept continuous along the way.
  ///
  /// The rotation's rate is a central difference over ±1e-6 of the fraction (relative error
  /// about 1e-10): a velocity for hand-off, not a value anything is built on.
  public static func interpolatedComponents(
    from start: SIMD16<Double>, to end: SIMD16<Double>, fraction: Double
  ) -> (value: SIMD16<Double>, rate: SIMD16<Double>) {
    let span = end - start
    var value = start + fraction * span
    var rate = span
    let (from, to) = (rotationVector(of: start), rotationVector(of: end))
    let (fromQuaternion, toQuaternion) = (Quaternion.exp(from), Quaternion.exp(to))
    func arc(_ t: Double) -> SIMD3<Double> {
      let q = Quaternion.slerp(fromQuaternion, toQuaternion, t)
      return Quaternion.nearest(Quaternion.log(q), to: from + t * (to - from))
    }
    let step = 1e-6
    let (point, slope) = (arc(fraction), (arc(fraction + step) - arc(fraction - step)) / (2 * step))
    (value[13], value[14], value[15]) = (point.x, point.y, point.z)
    (rate[13], rate[14], rate[15]) = (slope.x, slope.y, slope.z)
    return (value, rate)
  }

  /// The rotation vector among 16 components.
  private static func rotationVector(of c: SIMD16<Double>) -> SIMD3<Double> {
    SIMD3(c[13], c[14], c[15])
  }
}
