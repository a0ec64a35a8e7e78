// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Spring {
  /// A spring with no bounce that settles smoothly: SwiftUI's `.smooth` (duration 0.5 s,
  /// bounce 0, critically damped).
  public static let smooth = Spring(duration: 0.5, bounce: 0)

  /// A spring with a little bounce: SwiftUI's `.snappy` (duration 0.5 s, bounce 0.15, damping
  /// ratio 0.85).
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)

  /// A spring with a visible bounce: SwiftUI's `.bouncy` (duration 0.5 s, bounce 0.3, damping
  /// ratio 0.7).
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

  /// A smooth spring (bounce 0) of another duration, optionally with more bounce.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds; finite and `> 0`. Default 0.5.
  ///   - extraBounce: Added to the preset's bounce of 0; the sum must lie in `(-1, 1]`.
  ///     Default 0.
  /// - Returns: `Spring(duration: duration, bounce: extraBounce)`.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A snappy spring (bounce 0.15) of another duration, optionally with more bounce.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds; finite and `> 0`. Default 0.5.
  ///   - extraBounce: Added to the preset's bounce of 0.15; the sum must lie in `(-1, 1]`.
  ///     Default 0.
  /// - Returns: `Spring(duration: duration, bounce: 0.15 + extraBounce)`.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A bouncy spring (bounce 0.3) of another duration, optionally with more bounce.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds; finite and `> 0`. Default 0.5.
  ///   - extraBounce: Added to the preset's bounce of 0.3; the sum must lie in `(-1, 1]`.
  ///     Default 0.
  /// - Returns: `Spring(duration: duration, bounce: 0.3 + extraBounce)`.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}
