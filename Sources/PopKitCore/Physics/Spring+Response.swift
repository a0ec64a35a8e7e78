// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

extension Spring {
  /// Creates a spring from a damping ratio and a response, as SwiftUI's
  /// `Spring(response:dampingRatio:)` and Compose define them.
  ///
  /// `stiffness = (2π / response)² · mass` and `damping = 4π · dampingRatio · mass / response`.
  ///
  /// - Parameters:
  ///   - dampingRatio: 0 oscillates for ever, below 1 bounces, 1 is critically damped, above 1
  ///     is over-damped; finite and `>= 0`.
  ///   - response: The period of the undamped oscillation, in seconds; finite and `> 0`.
  ///   - mass: The mass; finite and `> 0`. Default 1.
  public init(dampingRatio: Double, response: Double, mass: Double = 1) {
    checkParameter(
      dampingRatio.isFinite && dampingRatio >= 0, "Spring.dampingRatio", dampingRatio,
      allowed: "finite and >= 0")
    checkParameter(
      response.isFinite && response > 0, "Spring.response", response, allowed: "finite and > 0")
    Spring.checkMass(mass)
    let angularFrequency = 2 * Double.pi / response
    self.init(
      tension: angularFrequency * angularFrequency * mass,
      friction: 4 * Double.pi * dampingRatio * mass / response,
      mass: mass
    )
  }

  /// Creates a spring from a perceptual duration and a bounce, as SwiftUI's
  /// `Spring(duration:bounce:)`, iOS 17's `CASpringAnimation(perceptualDuration:bounce:)` and
  /// Flutter's `SpringDescription.withDurationAndBounce` define them.
  ///
  /// The duration is the ``response``; the damping ratio is `1 − bounce` for `bounce >= 0` and
  /// `1 / (1 + bounce)` for `bounce < 0`. Apple's example: duration 0.5, bounce 0.3 gives mass 1,
  /// stiffness ≈ 157.9, damping ≈ 17.6.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds; finite and `> 0` (SwiftUI's default is
  ///     0.5).
  ///   - bounce: `-1 < bounce <= 1`: 0 is critically damped, positive bounces, negative is
  ///     over-damped. Default 0.
  ///   - mass: The mass; finite and `> 0`. Default 1.
  public init(duration: Double, bounce: Double = 0, mass: Double = 1) {
    checkParameter(
      duration.isFinite && duration > 0, "Spring.duration", duration, allowed: "finite and > 0")
    checkParameter(bounce > -1 && bounce <= 1, "Spring.bounce", bounce, allowed: "in (-1, 1]")
    let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(dampingRatio: dampingRatio, response: duration, mass: mass)
  }

  /// The damping ratio `ζ = friction / (2·√(tension·mass))`.
  ///
  /// 0 oscillates for ever, below 1 bounces, 1 is critically damped, above 1 is over-damped.
  /// Infinite for a spring without
  /// tension but with friction; 0 for a spring without friction.
  public var dampingRatio: Double {
    if friction == 0 { return 0 }
    return friction / (2 * (tension * mass).squareRoot())
  }

  /// The period of the undamped oscillation, `2π·√(mass / tension)`, in seconds; infinite for
  /// a spring without tension.
  public var response: Double {
    2 * Double.pi * (mass / tension).squareRoot()
  }

  /// SwiftUI's perceptual duration of this spring, in seconds: the same as ``response``.
  public var duration: Double { response }

  /// SwiftUI's bounce of this spring: `1 − ζ` when `ζ <= 1`, `1/ζ − 1` when over-damped
  /// (so it lies in `-1...1`).
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }
}
