// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// `Transform3D.decomposed()` at every scale a `Double` holds (issue 21, finding 11): the
/// determinant of a plain scale of 1e-110 underflowed and one of 1e200 overflowed, so the
/// decomposition answered `nil` for matrices that are neither singular nor non-finite.
@Suite("Transforms: decomposition at any scale")
struct TransformScaleTests {
  /// The parts every matrix here is made of besides its scale, as in the other transform tests:
  /// skew, then a rotation about a tilted axis, then a translation.
  static let skew = SIMD3(0.3, -0.2, 0.5)
  static let axis = SIMD3(0.3, -0.5, 0.8)
  static let angle = 1.1
  static let translation = SIMD3(120.0, -40.0, 7.0)

  /// Scale × skew × rotation × translation, each written out as its own matrix.
  static func matrix(scale: SIMD3<Double>) -> Transform3D {
    var skewMatrix = Transform3D.identity
    (skewMatrix.m21, skewMatrix.m31, skewMatrix.m32) = (skew.x, skew.y, skew.z)
    return Transform3D.scale(x: scale.x, y: scale.y, z: scale.z)
      .concatenating(skewMatrix)
      .concatenating(referenceRotation(angle: angle, axis: axis))
      .concatenating(.translation(x: translation.x, y: translation.y, z: translation.z))
  }

  /// Checks that a matrix made of `scale` decomposes into its parts and recomposes into
  /// itself, each row to within `1e-12` of its largest element.
  ///
  /// A mirror image (an odd number of negative scales) comes back as the same matrix with all
  /// three scales negated and another rotation, so only the scales' sizes are compared then.
  static func checkRoundTrip(scale: SIMD3<Double>) throws {
    let matrix = matrix(scale: scale)
    let parts = try #require(matrix.decomposed(), "scale \(scale)")
    // Counted, not multiplied: a product of three scales of 1e-300 underflows to -0.
    let isMirror = [scale.x, scale.y, scale.z].filter { $0 < 0 }.count % 2 == 1
    for axis in 0..<3 {
      let size = abs(scale[axis])
      expectClose(abs(parts.scale[axis]), size, absolute: 1e-12 * size, "\(scale)")
      if !isMirror {
        expectClose(parts.scale[axis], scale[axis], absolute: 1e-12 * size, "\(scale)")
        expectClose(parts.skew[axis], skew[axis], absolute: 1e-12, "\(scale)")
      }
    }
    #expect(parts.translation == translation)
    #expect(parts.perspective == SIMD4(0, 0, 0, 1))
    if !isMirror {
      // The unit quaternion of the rotation: the axis times sin(angle/2), then cos(angle/2).
      let unitAxis = axis / (axis * axis).sum().squareRoot()
      let rotation = SIMD4(unitAxis * sin(angle / 2), cos(angle / 2))
      #expect(largestMagnitude(parts.rotation - rotation) < 1e-12, "\(scale)")
    }
    let recomposed = parts.recomposed()
    for (original, back) in zip(matrix.rows, recomposed.rows).prefix(3) {
      #expect(largestMagnitude(back - original) <= 1e-12 * largestMagnitude(original))
    }
    #expect(largestMagnitude(recomposed.rows[3] - matrix.rows[3]) <= 1e-12)
  }

  @Test(
    "finding 11: a uniform scale from 1e-300 to 1e300 decomposes and recomposes",
    arguments: Array(stride(from: -300, through: 300, by: 10)))
  func finding11UniformScale(exponent: Int) throws {
    let scale = pow(10, Double(exponent))
    try Self.checkRoundTrip(scale: SIMD3(repeating: scale))
    try Self.checkRoundTrip(scale: SIMD3(-scale, scale, scale))  // a mirror image
  }

  @Test(
    "finding 11: every non-uniform scale with axes from 1e-150 to 1e150 round-trips",
    arguments: [-150, -110, -50, 0, 60, 110, 150])
  func finding11NonUniformScale(xExponent: Int) throws {
    for yExponent in [-150, -100, 0, 100, 150] {
      for zExponent in [-150, -1, 1, 150] {
        let scale = SIMD3(
          pow(10, Double(xExponent)), pow(10, Double(yExponent)), pow(10, Double(zExponent)))
        try Self.checkRoundTrip(scale: scale)
      }
    }
  }

  @Test("finding 11: plain scales of 1e-110, 1e200, 1e-308 and 1e307 recompose exactly")
  func finding11PlainScales() throws {
    for factor in [1e-110, 1e200, 1e-308, 1e307] {
      let parts = try #require(Transform3D.scale(x: factor, y: factor, z: factor).decomposed())
      #expect(parts.scale == SIMD3(repeating: factor))
      #expect(parts.skew == .zero && parts.rotation == SIMD4(0, 0, 0, 1))
      #expect(parts.recomposed() == .scale(x: factor, y: factor, z: factor))
    }
  }

  @Test("finding 11: a perspective at 1e-150 and 1e150 solves for the same column")
  func finding11PerspectiveAtExtremeScales() throws {
    for factor in [1e-150, 1.0, 1e150] {
      var depth = Transform3D.identity
      (depth.m14, depth.m24, depth.m34) = (2e-4, -1e-4, -1 / 800)
      let matrix = Transform3D.scale(x: factor, y: factor, z: factor).concatenating(depth)
      let parts = try #require(matrix.decomposed())
      let expected = SIMD4(2e-4, -1e-4, -1 / 800, 1)
      #expect(largestMagnitude(parts.perspective - expected) < 1e-15, "\(factor)")
      expectClose(parts.scale.x, factor, absolute: 1e-15 * factor)
    }
  }

  @Test("finding 11: truly singular matrices and non-finite elements still have no parts")
  func finding11SingularStillNil() {
    var flat = Transform3D.identity
    flat.m33 = 0
    var plane = Transform3D.identity  // the third row is the sum of the first two
    (plane.m13, plane.m23, plane.m31, plane.m32, plane.m33) = (1, 1, 1, 1, 2)
    // The same at 1e-200: still singular, not merely small.
    let (rows, tiny) = (plane.rows, SIMD4(1e-200, 1e-200, 1e-200, 1))
    let tinyPlane = Transform3D(
      row1: rows[0] * tiny, row2: rows[1] * tiny, row3: rows[2] * tiny, row4: rows[3])
    var zero = Transform3D.identity
    (zero.m11, zero.m22, zero.m33) = (0, 0, 0)
    var infinite = Transform3D.identity
    infinite.m11 = .infinity
    var notANumber = Transform3D.scale(x: 1e150, y: 1e150, z: 1e150)
    notANumber.m42 = .nan
    for singular in [
      flat, plane, tinyPlane, zero, infinite, notANumber, .scale(x: 1e150, y: 0, z: 1e-150),
      .scale(x: 1e-300, y: 1e-300, z: 0),
    ] {
      #expect(singular.decomposed() == nil, "\(singular)")
    }
  }
}
