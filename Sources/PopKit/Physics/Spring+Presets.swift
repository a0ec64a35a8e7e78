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

  /// Creates a spring from a response and a damping ratio, in SwiftUI's argument order
  /// (`Spring(response:dampingRatio:)`); the same spring as
  /// ``init(dampingRatio:response:mass:)``.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped oscillation, in seconds; finite and `> 0`.
  ///   - dampingRatio: 0 oscillates for ever, below 1 bounces, 1 is critically damped, above 1
  ///     is over-damped; finite and `>= 0`.
  ///   - mass: The mass; finite and `> 0`. Default 1.
  public init(response: Double, dampingRatio: Double, mass: Double = 1) {
    self.init(dampingRatio: dampingRatio, response: response, mass: mass)
  }
}
