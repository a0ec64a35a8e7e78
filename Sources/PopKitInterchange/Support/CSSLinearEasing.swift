// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitShared

/// A CSS `linear()` easing that follows a curve: evenly spaced stops, rounded for printing, and
/// the worst distance between the piecewise-linear easing and the curve.
///
/// Fitted to `u * u` within 0.005, the function reads `linear(0, 0.0039, …, 1)`.
package struct CSSLinearEasing: Equatable, Sendable {
  /// The decimals stops are rounded to.
  package static let decimals = 4

  /// How many points each segment is checked at, between and including its stops.
  package static let checksPerSegment = 32

  /// The stops, rounded, evenly spaced in time from 0 to 1; the last one is exactly 1.
  package let stops: [Double]

  /// The largest distance found between the printed easing and the curve, as a fraction of
  /// the move (rounding of the stops included).
  package let worstError: Double

  /// The easing as CSS: `linear(0, 0.0337, …, 1)`.
  package var function: String {
    let texts = stops.map { NumberFormatting.fixed($0, decimals: CSSLinearEasing.decimals) }
    return "linear(\(texts.joined(separator: ", ")))"
  }

  /// Samples a curve at a number of evenly spaced stops and measures the error.
  ///
  /// - Parameters:
  ///   - points: The number of stops, at least 2.
  ///   - progress: The curve: the fraction of the move at a fraction of the time, both
  ///     starting at 0; the easing ends at exactly 1.
  /// - Returns: The easing.
  package static func sampled(points: Int, progress: (Double) -> Double) -> CSSLinearEasing {
    let count = max(points, 2)
    let last = Double(count - 1)
    var stops = (0..<count).map { index -> Double in
      round(progress(Double(index) / last))
    }
    stops[count - 1] = 1
    return CSSLinearEasing(stops: stops, worstError: worstError(stops, progress: progress))
  }

  /// The easing with the fewest stops (found by doubling, then bisecting) whose worst error is
  /// within a tolerance, or the one with `maximumPoints` stops if none is.
  ///
  /// - Parameters:
  ///   - tolerance: The largest error allowed, as a fraction of the move.
  ///   - maximumPoints: The most stops to use, at least 2.
  ///   - progress: The curve, as in ``sampled(points:progress:)``.
  /// - Returns: The easing.
  package static func fitted(
    tolerance: Double, maximumPoints: Int, progress: (Double) -> Double
  ) -> CSSLinearEasing {
    var failing = 1
    var points = 2
    var best = sampled(points: points, progress: progress)
    while best.worstError > tolerance {
      guard points < maximumPoints else { return best }
      failing = points
      points = min(points * 2, maximumPoints)
      best = sampled(points: points, progress: progress)
    }
    var passing = points
    while passing - failing > 1 {
      let middle = (passing + failing) / 2
      let candidate = sampled(points: middle, progress: progress)
      if candidate.worstError <= tolerance {
        passing = middle
        best = candidate
      } else {
        failing = middle
      }
    }
    return best
  }

  /// The largest distance between the piecewise-linear easing through `stops` and the curve,
  /// checked at ``checksPerSegment`` points along every segment.
  ///
  /// - Parameters:
  ///   - stops: The stops, evenly spaced in time from 0 to 1.
  ///   - progress: The curve.
  /// - Returns: The worst absolute error.
  package static func worstError(_ stops: [Double], progress: (Double) -> Double) -> Double {
    let segments = stops.count - 1
    let checks = checksPerSegment
    var worst = 0.0
    for segment in 0..<segments {
      let start = stops[segment]
      let end = stops[segment + 1]
      let lastCheck = segment == segments - 1 ? checks : checks - 1
      for check in 0...lastCheck {
        let fraction = Double(check) / Double(checks)
        let time = (Double(segment) + fraction) / Double(segments)
        let error = abs(start + fraction * (end - start) - progress(time))
        if !(error <= worst) { worst = error }
      }
    }
    return worst
  }

  /// A number rounded to ``decimals`` decimals, as it will be printed.
  private static func round(_ value: Double) -> Double {
    let scale = 10_000.0
    return (value * scale).rounded() / scale
  }
}
