// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

/// A path to move along, read from SVG path data, measured by arc length.
///
/// ```swift
/// let path = try MotionPath(svg: "M0 0 H100 A50 50 0 0 1 100 100")
/// let length = path.length  // 100 + 50π ≈ 257.08
/// let point = path.point(atDistance: 50)  // (50, 0)
/// let heading = path.direction(atDistance: 180).degrees  // ≈ 91.7: 80 into the half circle
/// ```
///
/// The path data is SVG's as drawing tools export it: `M L H V C S Q T A Z`, absolute and
/// relative (see ``init(svg:)``). Arcs are true elliptical arcs, not approximated by cubics.
/// Lengths come from closed forms for lines and circular arcs and from adaptive Gauss–Legendre
/// quadrature elsewhere; ``point(atDistance:)`` lies at the asked arc length to within `1e-9`
/// of the path's length (usually far closer).
///
/// Several subpaths join by a jump that takes no length: the point at the distance where one
/// ends and the next starts is the next one's start. Pieces of no length (a zero-length line,
/// an arc to its own start, `Z` at the start) take no distance and give no direction.
public struct MotionPath: Sendable, Equatable {
  /// The pieces of the path with length, in order.
  let pieces: [PathPiece]
  /// The path's first point (its first moveto), where a path of no length stays.
  let start: SIMD2<Double>

  /// The path's total length: the sum of its pieces' arc lengths.
  ///
  /// Jumps between subpaths take none: `MotionPath(svg: "M0 0 H10 M50 50 V60").length` is 20.
  public let length: Double

  /// Reads SVG path data.
  ///
  /// ```swift
  /// let wave = try MotionPath(svg: "M0,0 q25-40 50,0 t50,0 t50,0")
  /// let dot = try MotionPath(svg: "m10 10a5 5 0 1 1 0 .1z")
  /// ```
  ///
  /// The data follows SVG 1.1 section 8.3: it starts with a moveto (`M` or `m`), then any of
  /// `M L H V C S Q T A Z` (uppercase absolute, lowercase relative to the current point);
  /// numbers are separated by whitespace, a comma, or nothing where a sign or a second point
  /// starts the next one (`1-2`, `.5.5`); exponents (`1e3`) are read; arc flags are the
  /// single characters `0` and `1` and may be written together (`a1 1 0 011 1`); a command's
  /// letter may be left out when its arguments repeat (after a moveto, the repeats are lines).
  /// Arcs follow SVG's implementation notes: radii too small to reach the end point are
  /// scaled up, a zero radius draws a line, an arc to its own start is left out.
  ///
  /// - Parameter pathData: The `d` attribute of an SVG `<path>`.
  /// - Throws: ``MotionPathError`` with the offset of the first character that cannot be read
  ///   (the end of the input when it stops early: an empty path, a missing number) and what
  ///   was expected there. Numbers that overflow to infinity, and coordinates whose sums or
  ///   whose path's length overflow, are errors too.
  public init(svg pathData: String) throws(MotionPathError) {
    var parser = MotionPathParser(pathData)
    try parser.parse()
    var measured: [(curve: PathCurve, length: Double, reference: Double)] = []
    var pieces: [PathPiece] = []
    var total = 0.0
    var previousDirection: Double?
    for (curve, offset) in parser.curves {
      measured.removeAll(keepingCapacity: true)
      PathArcLength.appendPieces(of: curve, to: &measured)
      for (part, length, reference) in measured {
        var piece = PathPiece(
          curve: part, start: total, length: length, reference: reference, turns: 0)
        let startDirection = piece.direction(at: 0)
        // The first piece starts within ±π; each next one within π of where the last ended.
        let target = previousDirection ?? 0
        piece.turns = 2 * .pi * ((target - startDirection) / (2 * .pi)).rounded()
        total += length
        guard length.isFinite, total.isFinite, piece.turns.isFinite else {
          throw MotionPathError(
            offset: offset, message: "coordinates small enough to measure the path's length")
        }
        previousDirection = piece.direction(at: 1)
        pieces.append(piece)
      }
    }
    self.pieces = pieces
    self.start = parser.start
    self.length = total
  }

  /// The index of the piece at a distance (clamped), or `nil` for a path of no length.
  ///
  /// At a distance where one piece ends and the next starts, the next one; at the path's
  /// length, the last one.
  @inline(__always)
  func pieceIndex(atDistance distance: Double) -> Int? {
    guard !pieces.isEmpty else { return nil }
    var low = 0
    var high = pieces.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if pieces[middle].start <= distance { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// A distance clamped to `0...length`; NaN counts as 0.
  @inline(__always)
  func clamped(_ distance: Double) -> Double {
    distance.isNaN ? 0 : min(max(distance, 0), length)
  }

  /// The piece and the fraction of it at a distance, or `nil` for a path of no length.
  ///
  /// - Parameter distance: The distance along the path, clamped to `0...length`; NaN counts
  ///   as 0.
  /// - Returns: The piece and the fraction.
  @inline(__always)
  func location(atDistance distance: Double) -> (piece: PathPiece, fraction: Double)? {
    let distance = clamped(distance)
    guard let index = pieceIndex(atDistance: distance) else { return nil }
    let piece = pieces[index]
    // The whole length is the last piece's end exactly, whatever its start's rounding.
    if distance >= length && index == pieces.count - 1 { return (piece, 1) }
    return (piece, piece.fraction(atDistance: distance - piece.start))
  }

  /// The point at an arc length along the path.
  ///
  /// ```swift
  /// let path = try MotionPath(svg: "M0 0 L30 40 L30 0")
  /// let first = path.planePoint(atDistance: 25)  // (15, 20)
  /// let second = path.planePoint(atDistance: 60)  // (30, 30)
  /// let last = path.planePoint(atDistance: 500)  // (30, 0): clamped to the end
  /// ```
  ///
  /// - Parameter distance: The arc length from the start, clamped to `0...length`; NaN counts
  ///   as 0 and infinities clamp like other numbers, so the point is never NaN.
  /// - Returns: The point whose arc length along the path is `distance`, in the core's point
  ///   type (PopKit's `point(atDistance:)` gives it as a `CGPoint`).
  public func planePoint(atDistance distance: Double) -> PlanePoint {
    guard clamped(distance) > 0, let (piece, fraction) = location(atDistance: distance) else {
      return PlanePoint(x: start.x, y: start.y)
    }
    let point = piece.curve.point(at: fraction)
    return PlanePoint(x: point.x, y: point.y)
  }

  /// The direction of travel at an arc length along the path: the angle of the unit tangent,
  /// measured from the x axis toward the y axis.
  ///
  /// ```swift
  /// let loop = try MotionPath(svg: "M0 0 A50 50 0 1 1 0 100 A50 50 0 1 1 0 0")
  /// let start = loop.direction(atDistance: 0).degrees  // 0 (to within 1e-14)
  /// let end = loop.direction(atDistance: loop.length).degrees  // 360, not 0
  /// ```
  ///
  /// The angle is unwrapped along the path: it is continuous across smooth joins and never
  /// wraps by 2π as the path turns, so a path that loops twice ends 4π from where it started.
  /// At a corner it jumps by the turn there (within ±π); the next subpath starts within π of
  /// where the previous one ended. At a cusp the direction flips by π.
  ///
  /// - Parameter distance: The arc length from the start, clamped to `0...length`; NaN counts
  ///   as 0. At the distance where two pieces meet, the direction of the one that starts
  ///   there; at `length`, the last piece's direction on arrival.
  /// - Returns: The direction; zero for a path of no length.
  public func direction(atDistance distance: Double) -> Angle {
    guard let (piece, fraction) = location(atDistance: distance) else { return .zero }
    return Angle(radians: piece.direction(at: fraction))
  }

  /// The unit tangent and the signed curvature at a distance, for tracks' velocities.
  ///
  /// - Parameter distance: The arc length from the start, clamped as ``point(atDistance:)``.
  /// - Returns: The unit tangent and the curvature (radians per unit of length); zero for a
  ///   path of no length.
  package func tangentAndCurvature(
    atDistance distance: Double
  ) -> (tangent: SIMD2<Double>, curvature: Double) {
    guard let (piece, fraction) = location(atDistance: distance) else { return (.zero, 0) }
    let reference = piece.curve.directionReference(at: fraction, cubicReference: piece.reference)
    let vector = piece.curve.tangent(at: fraction, reference: reference)
    var tangent = vector / (vector.x * vector.x + vector.y * vector.y).squareRoot()
    if !(tangent.x.isFinite && tangent.y.isFinite) {
      // A vector too small or too large to square: its direction is still good.
      let direction = piece.direction(at: fraction)
      tangent = SIMD2(cos(direction), sin(direction))
    }
    return (tangent, piece.curve.curvature(at: fraction))
  }
}
