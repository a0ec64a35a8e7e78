// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

/// A 4×4 homogeneous transform with Core Animation's layout and names (`CATransform3D`).
///
/// Points are row vectors multiplied on the left, `p′ = p × M`: the translation is in `m41`,
/// `m42`, `m43`, perspective in the fourth column (`m34 = −1 / distance`), and
/// ``concatenating(_:)`` applies this transform first and the other one after it, as
/// `CATransform3DConcat` does. Rotations turn +x towards +y for a positive angle about +z.
///
/// To animate a transform, animate its parts: ``decomposed()`` gives a
/// ``DecomposedTransform`` (translation, scale, skew, perspective and a rotation), which
/// PopKit animates and ``DecomposedTransform/recomposed()`` turns back into a matrix. A
/// property of type `Transform3D` is animated through
/// ``AnimatableProperty/init(representing:name:threshold:motionWhenReduced:)``.
public struct Transform3D: Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: Double
  /// Row 1, column 2.
  public var m12: Double
  /// Row 1, column 3.
  public var m13: Double
  /// Row 1, column 4.
  public var m14: Double
  /// Row 2, column 1.
  public var m21: Double
  /// Row 2, column 2.
  public var m22: Double
  /// Row 2, column 3.
  public var m23: Double
  /// Row 2, column 4.
  public var m24: Double
  /// Row 3, column 1.
  public var m31: Double
  /// Row 3, column 2.
  public var m32: Double
  /// Row 3, column 3.
  public var m33: Double
  /// Row 3, column 4 (perspective: `−1 / distance`).
  public var m34: Double
  /// Row 4, column 1 (translation along x).
  public var m41: Double
  /// Row 4, column 2 (translation along y).
  public var m42: Double
  /// Row 4, column 3 (translation along z).
  public var m43: Double
  /// Row 4, column 4.
  public var m44: Double

  /// Creates a transform from its sixteen elements, row by row.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// Creates a transform from its four rows.
  ///
  /// - Parameters:
  ///   - row1: The first row, `(m11, m12, m13, m14)`.
  ///   - row2: The second row.
  ///   - row3: The third row.
  ///   - row4: The fourth row, `(m41, m42, m43, m44)`: the translation and `m44`.
  public init(row1: SIMD4<Double>, row2: SIMD4<Double>, row3: SIMD4<Double>, row4: SIMD4<Double>) {
    self.init(
      m11: row1.x, m12: row1.y, m13: row1.z, m14: row1.w,
      m21: row2.x, m22: row2.y, m23: row2.z, m24: row2.w,
      m31: row3.x, m32: row3.y, m33: row3.z, m34: row3.w,
      m41: row4.x, m42: row4.y, m43: row4.z, m44: row4.w)
  }

  /// The identity transform.
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  /// The four rows, top to bottom.
  public var rows: [SIMD4<Double>] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// A translation (`CATransform3DMakeTranslation`).
  ///
  /// - Parameters:
  ///   - x: The distance along x.
  ///   - y: The distance along y.
  ///   - z: The distance along z.
  /// - Returns: The transform.
  public static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
    var result = identity
    (result.m41, result.m42, result.m43) = (x, y, z)
    return result
  }

  /// A scale about the origin (`CATransform3DMakeScale`).
  ///
  /// - Parameters:
  ///   - x: The factor along x.
  ///   - y: The factor along y.
  ///   - z: The factor along z; 1 by default.
  /// - Returns: The transform.
  public static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
    var result = identity
    (result.m11, result.m22, result.m33) = (x, y, z)
    return result
  }

  /// A rotation by `angle` radians about the axis `(x, y, z)` (`CATransform3DMakeRotation`).
  ///
  /// A positive angle about +z turns +x towards +y. An axis of length zero gives the identity,
  /// as Core Animation does.
  ///
  /// - Parameters:
  ///   - angle: The angle in radians.
  ///   - x: The axis's x.
  ///   - y: The axis's y.
  ///   - z: The axis's z.
  /// - Returns: The transform.
  public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return identity }
    let (x, y, z) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let t = 1 - c
    return Transform3D(
      m11: x * x * t + c, m12: x * y * t + z * s, m13: x * z * t - y * s, m14: 0,
      m21: x * y * t - z * s, m22: y * y * t + c, m23: y * z * t + x * s, m24: 0,
      m31: x * z * t + y * s, m32: y * z * t - x * s, m33: z * z * t + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// A rotation by an ``Angle`` about the axis `(x, y, z)`: the same transform as
  /// ``rotation(angle:x:y:z:)-(Double,_,_,_)`` of its radians.
  ///
  /// ```swift
  /// let tilt = Transform3D.rotation(angle: .degrees(30), x: 1, y: 0, z: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - angle: The angle; a positive angle about +z turns +x towards +y.
  ///   - x: The axis's x.
  ///   - y: The axis's y.
  ///   - z: The axis's z.
  /// - Returns: The transform.
  public static func rotation(angle: Angle, x: Double, y: Double, z: Double) -> Transform3D {
    rotation(angle: angle.radians, x: x, y: y, z: z)
  }

  /// A perspective projection seen from `distance` along +z (`m34 = −1 / distance`), the
  /// usual way to give a layer's 3-D rotation depth.
  ///
  /// - Parameter distance: The eye's distance from the plane z = 0; positive.
  /// - Returns: The transform.
  public static func perspective(distance: Double) -> Transform3D {
    var result = identity
    result.m34 = -1 / distance
    return result
  }

  /// This transform followed by `other` (`CATransform3DConcat(self, other)`): the matrix
  /// product `self × other`.
  ///
  /// - Parameter other: The transform applied after this one.
  /// - Returns: The combined transform.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = rows
    let b = other.rows
    let product = a.map { row in row.x * b[0] + row.y * b[1] + row.z * b[2] + row.w * b[3] }
    return Transform3D(row1: product[0], row2: product[1], row3: product[2], row4: product[3])
  }

  /// Transforms a point: `(x, y, z, 1) × M`, divided by the result's fourth coordinate.
  ///
  /// - Parameter point: The point.
  /// - Returns: The transformed point; not finite where the point maps to infinity.
  public func applied(to point: SIMD3<Double>) -> SIMD3<Double> {
    let r = rows
    let h = point.x * r[0] + point.y * r[1] + point.z * r[2] + r[3]
    return SIMD3(h.x, h.y, h.z) / h.w
  }
}
