// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

/// Arc length along a ``PathCurve``: Gauss–Legendre quadrature of the speed, and the adaptive
/// subdivision that cuts a curve into pieces on which one quadrature is accurate (and whose
/// direction stays within a cone narrower than π/2, so it unwraps without sampling).
enum PathArcLength {
  /// The nodes of 8-point Gauss–Legendre quadrature on `-1...1` (positive half).
  fileprivate static let nodes = (
    0.183_434_642_495_649_8, 0.525_532_409_916_329_0, 0.796_666_477_413_626_7,
    0.960_289_856_497_536_3
  )
  /// The weights of the nodes, in the same order.
  fileprivate static let weights = (
    0.362_683_783_378_362_0, 0.313_706_645_877_887_3, 0.222_381_034_453_374_5,
    0.101_228_536_290_376_3
  )

  /// The length of a curve between two fractions by 8-point Gauss–Legendre quadrature of
  /// `|point′(t)|`.
  ///
  /// - Parameters:
  ///   - curve: The curve.
  ///   - from: The fraction where the length starts.
  ///   - to: The fraction where it ends.
  /// - Returns: The length (negative when `to < from`).
  static func length(of curve: PathCurve, from: Double, to: Double) -> Double {
    Speed(curve).length(from: from, to: to)
  }

  /// A curve's speed `|point′(t)|` with its coefficients prepared once, so the quadrature and
  /// Newton's method evaluate it without looking at the curve's kind again.
  struct Speed {
    /// A cubic's derivative is `(quadratic·t + linear)·t + constant`; a line's is `constant`.
    private var quadratic = SIMD2<Double>.zero
    private var linear = SIMD2<Double>.zero
    private var constant = SIMD2<Double>.zero
    /// An arc's radii times its sweep, its start angle and its sweep; `isArc` says which.
    private var scaledRadii = SIMD2<Double>.zero
    private var startAngle = 0.0
    private var sweep = 0.0
    private var isArc = false

    /// The speed of a curve.
    ///
    /// - Parameter curve: The curve.
    @inline(__always)
    init(_ curve: PathCurve) {
      switch curve {
      case .line(let from, let to):
        constant = to - from
      case .cubic(let p0, let p1, let p2, let p3):
        let a = 3 * (p1 - p0)
        let b = 3 * (p2 - p1)
        let c = 3 * (p3 - p2)
        quadratic = a - 2 * b + c
        linear = 2 * (b - a)
        constant = a
      case .arc(let arc):
        scaledRadii = arc.radii * abs(arc.sweep)
        startAngle = arc.startAngle
        sweep = arc.sweep
        isArc = true
      }
    }

    /// The speed at a fraction.
    ///
    /// - Parameter t: The fraction.
    /// - Returns: `|point′(t)|`.
    @inline(__always)
    func callAsFunction(_ t: Double) -> Double {
      let vector: SIMD2<Double>
      if isArc {
        let theta = startAngle + t * sweep
        vector = scaledRadii * SIMD2(sin(theta), cos(theta))
      } else {
        vector = (quadratic * t + linear) * t + constant
      }
      return (vector.x * vector.x + vector.y * vector.y).squareRoot()
    }

    /// The length between two fractions by 8-point Gauss–Legendre quadrature.
    ///
    /// - Parameters:
    ///   - from: The fraction where the length starts.
    ///   - to: The fraction where it ends.
    /// - Returns: The length (negative when `to < from`).
    @inline(__always)
    func length(from: Double, to: Double) -> Double {
      let half = (to - from) / 2
      let middle = (to + from) / 2
      var sum =
        PathArcLength.weights.0
        * (self(middle + half * PathArcLength.nodes.0) + self(middle - half * PathArcLength.nodes.0))
      sum +=
        PathArcLength.weights.1
        * (self(middle + half * PathArcLength.nodes.1) + self(middle - half * PathArcLength.nodes.1))
      sum +=
        PathArcLength.weights.2
        * (self(middle + half * PathArcLength.nodes.2) + self(middle - half * PathArcLength.nodes.2))
      sum +=
        PathArcLength.weights.3
        * (self(middle + half * PathArcLength.nodes.3) + self(middle - half * PathArcLength.nodes.3))
      return sum * half
    }
  }

  /// The deepest a curve is halved; a cusp (where the direction turns back on itself) stops
  /// here, a piece of `2^-40` of its curve.
  static let maximumDepth = 40

  /// The most pieces one curve is cut into; a curve that needs more (it cannot, short of
  /// numbers too large to measure) keeps the pieces it has.
  static let maximumPieces = 4096

  /// Cuts a curve into pieces with their lengths and cubic direction references, dropping
  /// pieces of no length.
  ///
  /// A cubic or an elliptical arc is halved until one quadrature of each piece agrees with the
  /// sum of the quadratures of its halves to `1e-14` of the curve's size, and (cubics) until
  /// its derivative's control vectors fit in a cone narrower than π/2 (arcs: a quarter turn at
  /// most). Lines and circular arcs have closed forms.
  ///
  /// - Parameters:
  ///   - curve: The curve.
  ///   - pieces: Where the pieces go, in order: the curve, its length and its cubic reference.
  static func appendPieces(
    of curve: PathCurve, to pieces: inout [(curve: PathCurve, length: Double, reference: Double)]
  ) {
    var budget = maximumPieces
    switch curve {
    case .line(let from, let to):
      let length = distance(from, to)
      if length != 0 { pieces.append((curve, length, 0)) }
    case .arc(let arc) where arc.isCircular:
      pieces.append((curve, arc.radii.x * abs(arc.sweep), 0))
    case .arc(let arc):
      let tolerance = 1e-14 * (arc.radii.x + arc.radii.y) * abs(arc.sweep)
      appendArc(arc, tolerance: tolerance, depth: 0, budget: &budget, to: &pieces)
    case .cubic(let p0, let p1, let p2, let p3):
      let size = distance(p0, p1) + distance(p1, p2) + distance(p2, p3)
      guard size.isFinite else {
        // Too large to measure: an infinite length, which the path reports as an error.
        pieces.append((curve, .infinity, 0))
        return
      }
      guard size > 0 else { return }
      appendCubic(curve, tolerance: 1e-14 * size, depth: 0, budget: &budget, to: &pieces)
    }
  }

  /// The distance between two points.
  static func distance(_ first: SIMD2<Double>, _ second: SIMD2<Double>) -> Double {
    let difference = second - first
    return (difference.x * difference.x + difference.y * difference.y).squareRoot()
  }

  /// Whether one quadrature of a curve agrees with the sum over its halves.
  ///
  /// - Returns: The one-quadrature length when it does, else `nil`.
  private static func convergedLength(of curve: PathCurve, tolerance: Double) -> Double? {
    let whole = length(of: curve, from: 0, to: 1)
    let halves = length(of: curve, from: 0, to: 0.5) + length(of: curve, from: 0.5, to: 1)
    // A length that is not finite will not converge by halving; the path reports it.
    return abs(whole - halves) <= tolerance || !whole.isFinite ? whole : nil
  }

  /// Halves an elliptical arc until each piece is a quarter turn at most and converged.
  private static func appendArc(
    _ arc: PathArc, tolerance: Double, depth: Int, budget: inout Int,
    to pieces: inout [(curve: PathCurve, length: Double, reference: Double)]
  ) {
    let curve = PathCurve.arc(arc)
    if depth >= maximumDepth || budget <= 0
      || (abs(arc.sweep) <= .pi / 2 && convergedLength(of: curve, tolerance: tolerance) != nil)
    {
      let length = length(of: curve, from: 0, to: 1)
      if length != 0 { pieces.append((curve, length, 0)) }
      return
    }
    budget -= 1
    for (from, to) in [(0.0, 0.5), (0.5, 1.0)] {
      appendArc(
        arc.part(from: from, to: to), tolerance: tolerance, depth: depth + 1, budget: &budget,
        to: &pieces)
    }
  }

  /// Halves a cubic until each piece's direction stays in a narrow cone and its length
  /// converged.
  private static func appendCubic(
    _ curve: PathCurve, tolerance: Double, depth: Int, budget: inout Int,
    to pieces: inout [(curve: PathCurve, length: Double, reference: Double)]
  ) {
    guard case .cubic(let p0, let p1, let p2, let p3) = curve,
      let cone = PathCurve.cubicCone(p0, p1, p2, p3)
    else { return }
    if depth >= maximumDepth || budget <= 0
      || (cone.width < .pi / 2 && convergedLength(of: curve, tolerance: tolerance) != nil)
    {
      let length = length(of: curve, from: 0, to: 1)
      if length != 0 { pieces.append((curve, length, cone.middle.isFinite ? cone.middle : 0)) }
      return
    }
    budget -= 1
    let (first, second) = PathCurve.splitCubic(p0, p1, p2, p3, at: 0.5)
    appendCubic(first, tolerance: tolerance, depth: depth + 1, budget: &budget, to: &pieces)
    appendCubic(second, tolerance: tolerance, depth: depth + 1, budget: &budget, to: &pieces)
  }

  /// The fraction of a piece at a length along it: exact for lines and circular arcs, else
  /// Newton's method on the quadrature, kept inside a shrinking bracket by bisection.
  ///
  /// - Parameters:
  ///   - distance: The length along the piece, `0...length`.
  ///   - curve: The piece's curve.
  ///   - length: The piece's length, as ``appendPieces(of:to:)`` measured it.
  /// - Returns: The fraction, `0...1`.
  static func fraction(
    atDistance distance: Double, along curve: PathCurve, length: Double
  ) -> Double {
    if distance <= 0 { return 0 }
    if distance >= length { return 1 }
    switch curve {
    case .line: return distance / length
    case .arc(let arc) where arc.isCircular: return distance / length
    default: break
    }
    let speed = Speed(curve)
    var low = 0.0
    var high = 1.0
    var t = distance / length
    for _ in 0..<60 {
      let error = speed.length(from: 0, to: t) - distance
      if error > 0 { high = t } else { low = t }
      var next = t - error / speed(t)
      // Newton's step from within 1e-8 of the piece's length lands within about 1e-16 of it
      // (the error squares), so it is the last one.
      if abs(error) <= 1e-8 * length, next >= low, next <= high { return next }
      if !(next > low && next < high) { next = (low + high) / 2 }
      if next == t { return t }
      t = next
    }
    return t
  }
}
