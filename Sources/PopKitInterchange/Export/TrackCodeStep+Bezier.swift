// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

extension TrackCodeStep {
  /// The step as keyframe intervals each eased by a cubic Bézier between its two values, as
  /// Motion's and Compose's keyframes take them, exactly: a jump, a hold or a linear move is one
  /// interval without an ease (`nil`, linear); a Bézier ease keeps its control points; a cubic
  /// Hermite step is the Bézier `(1/3, v₀·d/(3Δ), 2/3, 1 − v₁·d/(3Δ))` (its x is the time
  /// itself), and one that does not move (`Δ = 0`, or its slopes beyond 1e6) is split into
  /// thirds, each a piece of the same cubic, until each moves (at most 4 levels; a piece still
  /// flat then is written straight).
  ///
  /// A spring step is returned as it is (the platforms write it their own way).
  ///
  /// - Parameters:
  ///   - quantum: When given, the split points fall on whole multiples of it (seconds, from the
  ///     track's start: Compose's whole milliseconds) where one lies inside the piece.
  ///   - depth: How many times the step was split already.
  /// - Returns: The intervals and their control points `[x1, y1, x2, y2]`, `nil` for linear.
  /// - Complexity: O(1), or O(3⁴) pieces for a flat cubic step.
  func bezierPieces(quantum: Double? = nil, depth: Int = 0) -> [(TrackCodeStep, [Double]?)] {
    switch motion {
    case .jump, .spring:
      return [(self, nil)]
    case .eased(let curve):
      guard curve != .linear, let points = curve.controlPoints else { return [(self, nil)] }
      return [(self, points.coordinates)]
    case .hermite(let startVelocity, let endVelocity, let baked):
      let change = endValue - startValue
      let y1 = startVelocity * duration / (3 * change)
      let y2 = 1 - endVelocity * duration / (3 * change)
      if y1.isFinite, y2.isFinite, abs(y1) < 1e6, abs(y2) < 1e6 {
        return [(self, [1.0 / 3, y1, 2.0 / 3, y2])]
      }
      if startVelocity == 0 && endVelocity == 0 || depth >= 4 { return [(self, nil)] }
      var pieces: [(TrackCodeStep, [Double]?)] = []
      func split(_ fraction: Double) -> Double {
        let time = duration * fraction
        guard let quantum else { return time }
        let whole = ((startTime + time) / quantum).rounded() * quantum - startTime
        return whole > 0 && whole < duration ? whole : time
      }
      let cuts = [0, split(1.0 / 3), split(2.0 / 3), duration]
      for third in 0..<3 where cuts[third + 1] > cuts[third] {
        let (from, to) = (cuts[third], cuts[third + 1])
        let piece = TrackCodeStep(
          motion: .hermite(
            startVelocity: velocity(at: from), endVelocity: velocity(at: to), baked: baked),
          startTime: startTime + from, duration: to - from, startValue: value(at: from),
          endValue: value(at: to))
        pieces += piece.bezierPieces(quantum: quantum, depth: depth + 1)
      }
      return pieces
    }
  }
}
