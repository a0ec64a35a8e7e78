// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Spring {
  /// Creates a spring from a mass, a stiffness and a damping, as SwiftUI's
  /// `Spring(mass:stiffness:damping:allowOverDamping:)` defines them.
  ///
  /// The stiffness is ``tension`` and the damping ``friction``. As in SwiftUI, a damping above
  /// the critical damping `2·√(stiffness·mass)` is lowered to it (the spring is critically
  /// damped) unless `allowOverDamping` is `true`.
  ///
  /// - Parameters:
  ///   - mass: The mass; finite and `> 0`. Default 1.
  ///   - stiffness: The spring constant; finite and `>= 0`.
  ///   - damping: The damping coefficient; finite and `>= 0`.
  ///   - allowOverDamping: Whether a damping above the critical one is kept. Default `false`.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
  {
    checkParameter(
      stiffness.isFinite && stiffness >= 0, "Spring.stiffness", stiffness,
      allowed: "finite and >= 0")
    checkParameter(
      damping.isFinite && damping >= 0, "Spring.damping", damping, allowed: "finite and >= 0")
    Spring.checkMass(mass)
    let critical = 2 * (stiffness * mass).squareRoot()
    self.init(
      tension: stiffness, friction: allowOverDamping ? damping : min(damping, critical),
      mass: mass)
  }

  /// Creates a spring from a response and a damping ratio, in SwiftUI's argument order: the
  /// same spring as ``init(dampingRatio:response:mass:)``.
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
