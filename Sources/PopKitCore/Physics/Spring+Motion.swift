// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Spring {
  /// The exact transition of this spring over `time` seconds: the matrix that maps a
  /// displacement and velocity to the displacement and velocity `time` seconds later.
  ///
  /// - Parameter time: The span, in seconds; finite and `>= 0`.
  /// - Returns: The transition matrix over that span.
  public func transition(over time: Double) -> SpringTransition {
    checkParameter(
      time.isFinite && time >= 0, "Spring.transition(over:) time", time,
      allowed: "finite and >= 0")
    return SpringEquation(self).transition(over: time)
  }

  /// The displacement from the rest point `time` seconds after the spring was released, in the
  /// closed form of the equation of motion.
  ///
  /// - Parameters:
  ///   - time: Seconds since release; finite and `>= 0`.
  ///   - initialDisplacement: The displacement from the rest point at release (units).
  ///   - initialVelocity: The velocity at release, in units per second.
  /// - Returns: The displacement from the rest point (units).
  public func displacement(
    at time: Double, initialDisplacement: Double, initialVelocity: Double
  ) -> Double {
    transition(over: time).displacement(from: initialDisplacement, velocity: initialVelocity)
  }

  /// The velocity, in units per second, `time` seconds after the spring was released.
  ///
  /// - Parameters:
  ///   - time: Seconds since release; finite and `>= 0`.
  ///   - initialDisplacement: The displacement from the rest point at release (units).
  ///   - initialVelocity: The velocity at release, in units per second.
  /// - Returns: The velocity in units per second.
  public func velocity(
    at time: Double, initialDisplacement: Double, initialVelocity: Double
  ) -> Double {
    transition(over: time).velocity(from: initialDisplacement, velocity: initialVelocity)
  }
}
