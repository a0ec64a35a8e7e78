// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// How far a spring written with rounded numbers moves from the spring it stands for: the one
/// measure behind every "rounded to 12 significant digits" note (`popkit convert`, the
/// platforms' spring code).
package enum PrintedSpring {
  /// The largest deviation of a printed spring's unit move that goes unsaid: `1e-9` of the
  /// move.
  package static let largestUnstatedDeviation = 1e-9

  /// How long a motion that never settles is compared, in seconds.
  package static let horizonWithoutSettling = 60.0

  /// The largest difference between two springs' unit moves from rest, over the exact
  /// spring's settling (or its first ``horizonWithoutSettling`` seconds when it never
  /// settles), at 4,001 evenly spaced instants.
  ///
  /// - Parameters:
  ///   - printed: The spring the printed numbers read back as.
  ///   - exact: The spring they stand for.
  ///   - settling: The exact spring's settling duration in seconds; `nil` for its settling
  ///     within `1e-3` of a unit move.
  /// - Returns: The largest difference, in fractions of the move; `.infinity` where either
  ///   motion is not finite.
  /// - Complexity: O(n) spring evaluations, n = 4,001.
  package static func deviation(
    of printed: Spring, from exact: Spring, settling: Double? = nil
  ) -> Double {
    let settling = settling ?? exact.settlingDuration(distance: 1, threshold: 1e-3)
    let horizon = settling.isFinite && settling > 0 ? settling : horizonWithoutSettling
    var largest = 0.0
    for step in 0...4_000 {
      let time = Double(step) / 4_000 * horizon
      let moved = printed.displacement(at: time, initialDisplacement: 1, initialVelocity: 0)
      let wanted = exact.displacement(at: time, initialDisplacement: 1, initialVelocity: 0)
      let difference = abs(moved - wanted)
      largest = difference.isNaN ? .infinity : max(largest, difference)
    }
    return largest
  }

  /// A deviation as a note's words: `1.3e-09` to three significant digits.
  ///
  /// - Parameter deviation: A deviation from ``deviation(of:from:)``.
  /// - Returns: Its text.
  package static func text(_ deviation: Double) -> String {
    JSONText.shortest(NumberFormatting.significant(deviation, digits: 3))
  }
}
