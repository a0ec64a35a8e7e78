// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

extension SpringCode {
  /// The longest settling duration, seconds, over which the react-spring note measures its
  /// integrator (60 000 steps).
  static let longestMeasuredSettling = 60.0

  /// How far react-spring's own motion of a spring strays from the exact motion.
  ///
  /// react-spring does not solve the spring: it steps it, 1 ms at a time, by semi-implicit
  /// Euler (`SpringValue.advance`: `a = (−tension·1e-6·(x − to) − friction·1e-3·v) / mass` per
  /// ms², then `v += a`, then `x += v`), which is PopKit's `k`, `c` and `m` in seconds. This
  /// replays those steps over a unit move from rest until PopKit's spring settles within 0.001
  /// and returns the largest distance from the exact motion, as a fraction of the move.
  ///
  /// - Parameter spring: The spring.
  /// - Returns: The worst distance, or `nil` when the spring never settles or takes longer than
  ///   ``longestMeasuredSettling``.
  static func reactSpringError(_ spring: Spring) -> Double? {
    let settling = spring.settlingDuration(distance: 1, initialVelocity: 0, threshold: 0.001)
    guard settling.isFinite, settling <= longestMeasuredSettling else { return nil }
    let steps = max(1, Int((settling * 1000).rounded(.up)))
    var position = -1.0
    var velocity = 0.0
    var worst = 0.0
    for step in 1...steps {
      let acceleration =
        (-spring.tension * 1e-6 * position - spring.friction * 1e-3 * velocity) / spring.mass
      velocity += acceleration
      position += velocity
      let exact = spring.displacement(
        at: Double(step) / 1000, initialDisplacement: -1, initialVelocity: 0)
      worst = max(worst, abs(position - exact))
    }
    return worst
  }

  /// The note on react-spring's stepping, with its measured error when there is one.
  static func reactSpringNote(_ spring: Spring) -> String {
    let stepping = "// react-spring steps it numerically (1 ms semi-implicit Euler)"
    guard let error = reactSpringError(spring) else {
      return stepping + ", close to, not exactly, this motion"
    }
    guard error.isFinite, error <= 100 else {
      return stepping + ", which is unstable for this spring: its motion grows without bound"
    }
    let percent = NumberFormatting.rounded(error * 100, significantDigits: 2)
    return stepping + ": up to \(percent) % of the move off the exact motion"
  }
}
