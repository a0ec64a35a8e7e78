// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A lone spring as a CSS transition: a unit move from rest, its settling duration rounded up
/// to whole milliseconds, and a `linear()` easing that follows the spring over that duration.
///
/// `popkit css` prints it, and the exporters use it for a lone spring, so both write the same
/// transition.
///
/// `CSSSpringTransition(spring: Spring())` lasts 468 ms, its easing within 0.005 of the spring,
/// and reads `transform 468ms linear(0, …, 1)` as the value of a `transition` property.
package struct CSSSpringTransition: Equatable, Sendable {
  /// The largest error allowed when choosing the number of points, as a fraction of the move.
  package static let tolerance = 0.005

  /// The most points chosen automatically.
  package static let maximumPoints = 5000

  /// A spring that has no CSS duration: it never settles, or settles later than allowed.
  package struct Unsettled: Error, Equatable, Sendable {
    /// The settling duration, seconds: `.infinity`, or more than the longest allowed.
    package let settlingDuration: Double
  }

  /// The spring.
  package let spring: Spring

  /// How close to the target counts as settled, as a fraction of the move.
  package let threshold: Double

  /// The settling duration rounded up to whole milliseconds.
  package let milliseconds: Double

  /// The easing, evenly spaced in time over ``milliseconds``; it ends exactly at 1.
  package let easing: CSSLinearEasing

  /// The duration, seconds: ``milliseconds`` / 1000.
  package var duration: Double { milliseconds / 1000 }

  /// The largest distance found between the easing and the spring, as a fraction of the move.
  package var worstError: Double { easing.worstError }

  /// Computes the transition of a spring.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - threshold: How close to the target counts as settled, as a fraction of the move;
  ///     `> 0`. Default 0.001.
  ///   - points: Exactly this many stops (at least 2), or `nil` (the default) for the fewest
  ///     within ``tolerance``, at most ``maximumPoints``.
  ///   - longestDuration: The longest settling duration accepted, seconds. Default an hour.
  /// - Throws: ``Unsettled`` when the spring never settles within `threshold`, or settles
  ///   after `longestDuration`.
  package init(
    spring: Spring, threshold: Double = 0.001, points: Int? = nil,
    longestDuration: Double = 3600
  ) throws(Unsettled) {
    let settling = spring.settlingDuration(
      distance: 1, initialVelocity: 0, threshold: threshold)
    guard settling.isFinite, settling <= longestDuration else {
      throw Unsettled(settlingDuration: settling)
    }
    let milliseconds = (settling * 1000).rounded(.up)
    let duration = milliseconds / 1000
    let progress = { (fraction: Double) -> Double in
      1 + spring.displacement(at: fraction * duration, initialDisplacement: -1, initialVelocity: 0)
    }
    self.spring = spring
    self.threshold = threshold
    self.milliseconds = milliseconds
    easing =
      points.map { CSSLinearEasing.sampled(points: $0, progress: progress) }
      ?? CSSLinearEasing.fitted(
        tolerance: CSSSpringTransition.tolerance,
        maximumPoints: CSSSpringTransition.maximumPoints, progress: progress)
  }

  /// The value of a `transition` declaration: `transform 468ms linear(0, …, 1)`.
  ///
  /// - Parameter property: The CSS property animated.
  /// - Returns: The property, the duration and the easing.
  package func value(property: String) -> String {
    "\(property) \(JSONText.shortest(milliseconds))ms \(easing.function)"
  }

  /// The worst error as a percentage of the move, to three decimals: `0.494`.
  package var worstErrorPercent: String {
    NumberFormatting.fixed(easing.worstError * 100, decimals: 3)
  }

  /// The transition as CSS, as `popkit css` and `popkit export --to css --spring` print it: a
  /// comment saying what it is and when it settles, one with its worst error, and the
  /// declaration.
  ///
  /// ```css
  /// /* popkit css: bounciness 4, speed 12; a unit move from rest settles within 0.001 in 468 ms */
  /// /* worst error: 0.493 % with 46 points */
  /// transition: transform 468ms linear(0, 0.0337, …, 1);
  /// ```
  ///
  /// - Parameters:
  ///   - description: What the transition is, the first comment's start (no `*/` in it).
  ///   - property: The CSS property animated.
  /// - Returns: The three lines, each ending with a newline.
  /// - Complexity: O(number of stops).
  package func declaration(describedAs description: String, property: String) -> String {
    """
    /* \(description); a unit move from rest settles within \
    \(JSONText.shortest(threshold)) in \(JSONText.shortest(milliseconds)) ms */
    /* worst error: \(worstErrorPercent) % with \(easing.stops.count) points */
    transition: \(value(property: property));

    """
  }
}
