// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

/// An elliptical arc of a ``MotionPath`` in center form: the points
/// `center + R(rotation)·(radii.x·cos θ, radii.y·sin θ)` for θ from `startAngle` to
/// `startAngle + sweep`.
///
/// SVG writes an arc by its endpoints (`A rx ry rotation large-arc sweep x y`);
/// ``converting(from:to:radii:rotationDegrees:largeArc:sweep:)`` converts that to center form as
/// the SVG implementation notes (F.6.5, F.6.6) describe.
struct PathArc: Sendable, Equatable {
  /// The ellipse's center.
  var center: SIMD2<Double>
  /// The ellipse's radii along its own axes, both `> 0`.
  var radii: SIMD2<Double>
  /// The cosine of the ellipse's rotation.
  var cosine: Double
  /// The sine of the ellipse's rotation.
  var sine: Double
  /// The ellipse's rotation in radians.
  var rotation: Double
  /// The parameter θ where the arc starts, in radians.
  var startAngle: Double
  /// How far θ turns along the arc, in radians: positive for SVG's sweep flag 1.
  var sweep: Double

  /// Whether the arc is circular, so its length and its parameter by length have closed forms.
  var isCircular: Bool { radii.x == radii.y }

  /// The result of converting an SVG arc's endpoint form.
  enum Conversion {
    /// The endpoints are the same point: SVG omits the arc.
    case omitted
    /// A radius is zero (or the radii cannot be scaled): SVG draws a straight line.
    case line
    /// A true arc.
    case arc(PathArc)
  }

  /// Converts an arc written by its endpoints to center form (SVG implementation notes F.6):
  /// negative radii count as positive, radii too small to reach from one endpoint to the
  /// other are scaled up (keeping their ratio) until they just do.
  ///
  /// - Parameters:
  ///   - start: The current point.
  ///   - end: The arc's end point.
  ///   - radii: The radii as written.
  ///   - rotationDegrees: The ellipse's x axis rotation, in degrees.
  ///   - largeArc: SVG's large-arc flag.
  ///   - sweep: SVG's sweep flag (1: the angle increases).
  /// - Returns: The arc, a line or nothing.
  static func converting(
    from start: SIMD2<Double>, to end: SIMD2<Double>, radii: SIMD2<Double>,
    rotationDegrees: Double, largeArc: Bool, sweep: Bool
  ) -> Conversion {
    if start == end { return .omitted }
    var radiusX = abs(radii.x)
    var radiusY = abs(radii.y)
    if radiusX == 0 || radiusY == 0 { return .line }
    let rotation = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
    let cosine = cos(rotation)
    let sine = sin(rotation)
    let half = (start - end) / 2
    // The start point in the ellipse's frame, divided by the radii.
    var x = (cosine * half.x + sine * half.y) / radiusX
    var y = (-sine * half.x + cosine * half.y) / radiusY
    let lambda = x * x + y * y
    guard lambda.isFinite, lambda > 0 else { return .line }
    var factor = 0.0
    if lambda >= 1 {
      let scale = lambda.squareRoot()
      radiusX *= scale
      radiusY *= scale
      x /= scale
      y /= scale
    } else {
      factor = ((1 - lambda) / lambda).squareRoot() * (largeArc != sweep ? 1 : -1)
    }
    // The center in the ellipse's frame, divided by the radii.
    let centerX = factor * y
    let centerY = -factor * x
    let startAngle = atan2(y - centerY, x - centerX)
    var turn = atan2(-y - centerY, -x - centerX) - startAngle
    if sweep, turn < 0 { turn += 2 * .pi }
    if !sweep, turn > 0 { turn -= 2 * .pi }
    let middle = (start + end) / 2
    let center = SIMD2(
      cosine * centerX * radiusX - sine * centerY * radiusY + middle.x,
      sine * centerX * radiusX + cosine * centerY * radiusY + middle.y)
    let arc = PathArc(
      center: center, radii: SIMD2(radiusX, radiusY), cosine: cosine, sine: sine,
      rotation: rotation, startAngle: startAngle, sweep: turn)
    let values = [center.x, center.y, radiusX, radiusY, startAngle, turn]
    guard values.allSatisfy({ $0.isFinite }), turn != 0 else { return .line }
    return .arc(arc)
  }

  /// Rotates a vector from the ellipse's frame to the path's.
  ///
  /// - Parameter vector: The vector in the ellipse's frame.
  /// - Returns: The vector in the path's frame.
  @inline(__always)
  func rotated(_ vector: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2(cosine * vector.x - sine * vector.y, sine * vector.x + cosine * vector.y)
  }

  /// The parameter θ at a fraction of the arc.
  ///
  /// - Parameter t: The fraction, `0...1`.
  /// - Returns: θ in radians.
  @inline(__always)
  func angle(at t: Double) -> Double { startAngle + t * sweep }

  /// The point at a fraction of the arc.
  ///
  /// - Parameter t: The fraction, `0...1`.
  /// - Returns: The point.
  func point(at t: Double) -> SIMD2<Double> {
    let theta = angle(at: t)
    return center + rotated(SIMD2(radii.x * cos(theta), radii.y * sin(theta)))
  }

  /// The derivative of ``point(at:)`` with respect to the fraction.
  ///
  /// - Parameter t: The fraction, `0...1`.
  /// - Returns: The derivative.
  func derivative(at t: Double) -> SIMD2<Double> {
    let theta = angle(at: t)
    return sweep * rotated(SIMD2(-radii.x * sin(theta), radii.y * cos(theta)))
  }

  /// The second derivative of ``point(at:)`` with respect to the fraction.
  ///
  /// - Parameter t: The fraction, `0...1`.
  /// - Returns: The second derivative.
  func secondDerivative(at t: Double) -> SIMD2<Double> {
    let theta = angle(at: t)
    return sweep * sweep * rotated(SIMD2(-radii.x * cos(theta), -radii.y * sin(theta)))
  }

  /// An angle within π/2 of the direction of travel at a fraction, continuous along the arc:
  /// the direction the arc would have there if it were a circle.
  ///
  /// - Parameter t: The fraction, `0...1`.
  /// - Returns: The angle in radians.
  func referenceDirection(at t: Double) -> Double {
    rotation + angle(at: t) + (sweep > 0 ? Double.pi / 2 : -Double.pi / 2)
  }

  /// The part of the arc between two fractions.
  ///
  /// - Parameters:
  ///   - from: The fraction where the part starts.
  ///   - to: The fraction where it ends.
  /// - Returns: The part, as an arc of its own.
  func part(from: Double, to: Double) -> PathArc {
    var part = self
    part.startAngle = angle(at: from)
    part.sweep = sweep * (to - from)
    return part
  }
}
