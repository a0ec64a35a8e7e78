// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

extension LottieKeyframe.Easing {
  /// The easing of part of a move along a timing curve, exactly: the Bézier cut at the curve
  /// parameters where its x is `start` and `end` (de Casteljau), scaled back to the unit square.
  ///
  /// A piece of a segment (cut where another track feeding the same Lottie property starts or
  /// ends) so keeps its curve's motion exactly.
  ///
  /// - Parameters:
  ///   - curve: The segment's timing curve.
  ///   - start: The fraction of the segment's time where the part starts.
  ///   - end: Where it ends, `> start`.
  /// - Returns: The part's easing, or `nil` when the curve is not a cubic Bézier, does not move
  ///   over the part, or the part's control points leave 0…1 in x (then the part is baked).
  static func part(of curve: TimingCurve, from start: Double, to end: Double) -> Self? {
    guard let control = curve.controlPoints else { return nil }
    if start == 0 && end == 1 { return .curve(control) }
    guard end > start else { return nil }
    let points = [
      SIMD2<Double>(0, 0), SIMD2(control.x1, control.y1), SIMD2(control.x2, control.y2),
      SIMD2(1, 1),
    ]
    let first = parameter(ofX: start, points)
    let last = parameter(ofX: end, points)
    // The curve up to `last`, then its part from `first` on.
    let head = split(points, at: last).left
    let part = split(head, at: last > 0 ? first / last : 0).right
    let size = part[3] - part[0]
    guard size.x > 0, abs(size.y) > 1e-12 else { return nil }
    let unit = part.map { ($0 - part[0]) / size }
    let tolerance = 1e-12
    guard (-tolerance...1 + tolerance).contains(unit[1].x),
      (-tolerance...1 + tolerance).contains(unit[2].x)
    else { return nil }
    return .bezier(
      outX: min(max(unit[1].x, 0), 1), outY: unit[1].y, inX: min(max(unit[2].x, 0), 1),
      inY: unit[2].y)
  }

  /// The Bézier parameter where the curve's x is `x` (x rises with the parameter), by bisection
  /// to the last bit.
  private static func parameter(ofX x: Double, _ points: [SIMD2<Double>]) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if point(points, at: middle).x < x { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// A point of a cubic Bézier.
  private static func point(_ points: [SIMD2<Double>], at u: Double) -> SIMD2<Double> {
    let v = 1 - u
    return v * v * v * points[0] + 3 * v * v * u * points[1] + 3 * v * u * u * points[2] + u * u
      * u * points[3]
  }

  /// A cubic Bézier cut in two at a parameter (de Casteljau).
  private static func split(
    _ points: [SIMD2<Double>], at u: Double
  ) -> (left: [SIMD2<Double>], right: [SIMD2<Double>]) {
    func mix(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> { a + (b - a) * u }
    let a = mix(points[0], points[1])
    let b = mix(points[1], points[2])
    let c = mix(points[2], points[3])
    let d = mix(a, b)
    let e = mix(b, c)
    let f = mix(d, e)
    return ([points[0], a, d, f], [f, e, c, points[3]])
  }
}
