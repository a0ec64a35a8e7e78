// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

/// One drawn piece of a ``MotionPath``: a straight line, a cubic Bézier (quadratics are raised
/// to cubics exactly) or an elliptical arc, each parameterized by a fraction `t` in `0...1`.
///
/// The path keeps each curve with a direction reference: an angle within π/2 of the direction
/// of travel everywhere on the piece, so the direction can be unwrapped without sampling.
enum PathCurve: Sendable, Equatable {
  /// A straight line from the first point to the second.
  case line(SIMD2<Double>, SIMD2<Double>)
  /// A cubic Bézier from the first point to the fourth, with the two control points between.
  case cubic(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
  /// An elliptical arc.
  case arc(PathArc)

  /// The point where the curve starts.
  var start: SIMD2<Double> { point(at: 0) }

  /// The point where the curve ends.
  var end: SIMD2<Double> { point(at: 1) }

  /// The point at a fraction.
  ///
  /// - Parameter t: The fraction, `0...1`.
  /// - Returns: The point.
  func point(at t: Double) -> SIMD2<Double> {
    switch self {
    case .line(let from, let to):
      return t >= 1 ? to : from + (to - from) * t
    case .cubic(let p0, let p1, let p2, let p3):
      if t >= 1 { return p3 }
      let s = 1 - t
      let a = s * s * s
      let b = 3 * s * s * t
      let c = 3 * s * t * t
      let d = t * t * t
      return p0 * a + p1 * b + p2 * c + p3 * d
    case .arc(let arc):
      return arc.point(at: t)
    }
  }

  /// The derivative of ``point(at:)`` with respect to the fraction.
  ///
  /// - Parameter t: The fraction, `0...1`.
  /// - Returns: The derivative.
  func derivative(at t: Double) -> SIMD2<Double> {
    switch self {
    case .line(let from, let to):
      return to - from
    case .cubic(let p0, let p1, let p2, let p3):
      let s = 1 - t
      return 3 * ((p1 - p0) * (s * s) + (p2 - p1) * (2 * s * t) + (p3 - p2) * (t * t))
    case .arc(let arc):
      return arc.derivative(at: t)
    }
  }

  /// The second derivative of ``point(at:)`` with respect to the fraction.
  ///
  /// - Parameter t: The fraction, `0...1`.
  /// - Returns: The second derivative.
  func secondDerivative(at t: Double) -> SIMD2<Double> {
    switch self {
    case .line:
      return .zero
    case .cubic(let p0, let p1, let p2, let p3):
      let first = p2 - 2 * p1 + p0
      let second = p3 - 2 * p2 + p1
      return 6 * (first * (1 - t) + second * t)
    case .arc(let arc):
      return arc.secondDerivative(at: t)
    }
  }

  /// A vector along the direction of travel at a fraction, never zero on a curve of nonzero
  /// length: where the derivative vanishes (a cubic whose control point sits on its end
  /// point), the limit of the direction from inside the curve.
  ///
  /// - Parameters:
  ///   - t: The fraction, `0...1`.
  ///   - reference: The curve's direction reference (for a cusp inside a cubic).
  /// - Returns: A vector along the direction of travel, not normalized.
  func tangent(at t: Double, reference: Double) -> SIMD2<Double> {
    let vector = derivative(at: t)
    if vector != .zero { return vector }
    if case .cubic(let p0, let p1, let p2, let p3) = self, t <= 0 || t >= 1 {
      // At an end the first nonzero control vector counted from that end gives the limit.
      let (near, middle, far) = t <= 0 ? (p1 - p0, p2 - p1, p3 - p2) : (p3 - p2, p2 - p1, p1 - p0)
      if near != .zero { return near }
      if middle != .zero { return middle }
      if far != .zero { return far }
    }
    return SIMD2(cos(reference), sin(reference))
  }

  /// The direction of travel at a fraction, in radians, unwrapped to within π of the reference.
  ///
  /// - Parameters:
  ///   - t: The fraction, `0...1`.
  ///   - reference: An angle within π/2 of the direction everywhere on the curve (see
  ///     ``directionReference(at:cubicReference:)``).
  /// - Returns: The angle.
  func direction(at t: Double, reference: Double) -> Double {
    let vector = tangent(at: t, reference: reference)
    let raw = atan2(vector.y, vector.x)
    return raw + 2 * .pi * ((reference - raw) / (2 * .pi)).rounded()
  }

  /// The direction reference at a fraction: a line's own direction, a cubic's fixed reference
  /// (the middle of the cone its hodograph stays in), an arc's circle direction.
  ///
  /// - Parameters:
  ///   - t: The fraction, `0...1`.
  ///   - cubicReference: The cubic's fixed reference, from ``cubicCone(_:_:_:_:)``.
  /// - Returns: The angle in radians.
  @inline(__always)
  func directionReference(at t: Double, cubicReference: Double) -> Double {
    switch self {
    case .line(let from, let to):
      return atan2(to.y - from.y, to.x - from.x)
    case .cubic:
      return cubicReference
    case .arc(let arc):
      return arc.referenceDirection(at: t)
    }
  }

  /// The signed curvature at a fraction: the turn of the direction per unit of length;
  /// 0 where it is not defined (a cusp).
  ///
  /// - Parameter t: The fraction, `0...1`.
  /// - Returns: The curvature in radians per unit of length.
  func curvature(at t: Double) -> Double {
    let first = derivative(at: t)
    let second = secondDerivative(at: t)
    let speed = (first.x * first.x + first.y * first.y).squareRoot()
    let curvature = (first.x * second.y - first.y * second.x) / (speed * speed * speed)
    return curvature.isFinite ? curvature : 0
  }

  /// The cone a cubic's hodograph (its derivative, a quadratic Bézier with control vectors
  /// `3(p1 − p0)`, `3(p2 − p1)`, `3(p3 − p2)`) stays in: its width and middle angle.
  ///
  /// Every derivative is a positive combination of the nonzero control vectors, so when they
  /// fit in a cone narrower than π the direction of travel stays in it too.
  ///
  /// - Returns: `nil` when every control vector is zero (a curve of no length).
  static func cubicCone(
    _ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>
  ) -> (width: Double, middle: Double)? {
    let vectors = [p1 - p0, p2 - p1, p3 - p2].filter { $0 != .zero }
    guard let first = vectors.first else { return nil }
    var low = 0.0
    var high = 0.0
    for vector in vectors.dropFirst() {
      let cross = first.x * vector.y - first.y * vector.x
      let dot = first.x * vector.x + first.y * vector.y
      let relative = atan2(cross, dot)
      low = min(low, relative)
      high = max(high, relative)
    }
    return (high - low, atan2(first.y, first.x) + (high + low) / 2)
  }

  /// Splits a cubic at a fraction (de Casteljau).
  ///
  /// - Parameters: The cubic's four points and the fraction.
  /// - Returns: The two halves.
  static func splitCubic(
    _ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>,
    at t: Double
  ) -> (PathCurve, PathCurve) {
    let a = p0 + (p1 - p0) * t
    let b = p1 + (p2 - p1) * t
    let c = p2 + (p3 - p2) * t
    let d = a + (b - a) * t
    let e = b + (c - b) * t
    let middle = d + (e - d) * t
    return (.cubic(p0, a, d, middle), .cubic(middle, e, c, p3))
  }
}
