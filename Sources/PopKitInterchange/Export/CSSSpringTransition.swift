import PopKit

/// A spring as a CSS transition: a unit move from rest sampled over its settling duration
/// (rounded up to whole milliseconds) into a `linear()` easing within 0.5 %.
package struct CSSSpringTransition: Sendable {
  /// The largest error allowed when choosing the number of stops, a fraction of the move.
  package static let tolerance = 0.005
  /// The most stops chosen automatically.
  package static let maximumPoints = 5000
  /// The longest settling duration exported, seconds (an hour).
  package static let longestDuration = 3600.0

  /// The duration, whole milliseconds.
  package let milliseconds: Double
  /// The easing.
  package let easing: CSSLinearEasing

  /// The transition of a spring, or `nil` when it never settles within `threshold` (or only
  /// after ``longestDuration``).
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - threshold: How close to the target counts as settled, a fraction of the move.
  ///   - points: Exactly this many stops, or `nil` for the fewest within ``tolerance``.
  package init?(spring: Spring, threshold: Double, points: Int? = nil) {
    let settling = spring.settlingDuration(distance: 1, initialVelocity: 0, threshold: threshold)
    guard settling.isFinite, settling <= CSSSpringTransition.longestDuration else { return nil }
    milliseconds = (settling * 1000).rounded(.up)
    let duration = milliseconds / 1000
    let progress = { (fraction: Double) -> Double in
      1 + spring.displacement(at: fraction * duration, initialDisplacement: -1, initialVelocity: 0)
    }
    easing =
      points.map { CSSLinearEasing.sampled(points: $0, progress: progress) }
      ?? CSSLinearEasing.fitted(
        tolerance: CSSSpringTransition.tolerance,
        maximumPoints: CSSSpringTransition.maximumPoints, progress: progress)
  }
}
