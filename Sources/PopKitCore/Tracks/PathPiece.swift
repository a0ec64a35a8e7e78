// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A piece of a ``MotionPath`` with length: its curve, where it starts along the path, its
/// length, and what unwraps its direction.
struct PathPiece: Sendable, Equatable {
  /// The piece's curve.
  var curve: PathCurve
  /// The distance along the path where the piece starts.
  var start: Double
  /// The piece's arc length, `> 0`.
  var length: Double
  /// For a cubic, an angle within π/2 of its direction everywhere (the middle of the cone its
  /// derivative stays in); 0 otherwise.
  var reference: Double
  /// The whole turns (a multiple of 2π) added to the piece's own direction so it continues
  /// the previous piece's.
  var turns: Double

  /// The fraction of the piece at a length along it.
  ///
  /// - Parameter distance: The length from the piece's start, `0...length`.
  /// - Returns: The fraction, `0...1`.
  @inline(__always)
  func fraction(atDistance distance: Double) -> Double {
    // The ends exactly, so that a path's end points are its own, not a quadrature's neighbour.
    if distance <= 0 { return 0 }
    if distance >= length { return 1 }
    return PathArcLength.fraction(atDistance: distance, along: curve, length: length)
  }

  /// The unwrapped direction of travel at a fraction of the piece.
  ///
  /// - Parameter t: The fraction, `0...1`.
  /// - Returns: The angle in radians, continuous along the path.
  func direction(at t: Double) -> Double {
    let reference = curve.directionReference(at: t, cubicReference: reference)
    return curve.direction(at: t, reference: reference) + turns
  }
}
