extension Spring {
  /// Creates a spring from Core Animation's names for the physical constants.
  ///
  /// Deprecated: ``init(tension:friction:mass:)`` is the one initializer of the physical model
  /// (stiffness is tension, damping is friction); ``stiffness`` and ``damping`` still read back.
  @available(*, deprecated, renamed: "init(tension:friction:mass:)")
  public init(stiffness: Double, damping: Double, mass: Double = 1) {
    self.init(tension: stiffness, friction: damping, mass: mass)
  }

  /// Creates a spring from a response and a damping ratio, in SwiftUI's argument order.
  ///
  /// Deprecated: the same spring as ``init(dampingRatio:response:mass:)``, the model's one
  /// initializer.
  @available(*, deprecated, renamed: "init(dampingRatio:response:mass:)")
  public init(response: Double, dampingRatio: Double, mass: Double = 1) {
    self.init(dampingRatio: dampingRatio, response: response, mass: mass)
  }

  /// Creates a spring of pop's default bounciness (4) and another speed.
  ///
  /// Deprecated: the model's first argument is no longer defaulted; write
  /// `Spring(bounciness: 4, speed: speed)`.
  @available(*, deprecated, message: "write Spring(bounciness: 4, speed: …)")
  public init(speed: Double) {
    self.init(bounciness: 4, speed: speed)
  }

  /// Creates a spring of perceptual duration 0.5 s and another bounce and mass.
  ///
  /// Deprecated: the model's first argument is no longer defaulted; write
  /// `Spring(duration: 0.5, bounce: bounce, mass: mass)`.
  @available(*, deprecated, message: "write Spring(duration: 0.5, bounce: …, mass: …)")
  public init(bounce: Double, mass: Double = 1) {
    self.init(duration: 0.5, bounce: bounce, mass: mass)
  }

  /// Creates a critically damped spring of perceptual duration 0.5 s and another mass.
  ///
  /// Deprecated: the model's first argument is no longer defaulted; write
  /// `Spring(duration: 0.5, bounce: 0, mass: mass)`.
  @available(*, deprecated, message: "write Spring(duration: 0.5, bounce: 0, mass: …)")
  public init(mass: Double) {
    self.init(duration: 0.5, bounce: 0, mass: mass)
  }
}
