// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension TimingCurve {
  /// How close to its move a spring must stay to count as settled in ``spring(_:)``: 0.001 of
  /// the move.
  public static let springSettlingThreshold = 0.001

  /// A spring as an easing, for places that need a duration: the spring's move of 1 from rest,
  /// in closed form, with time normalised to its settling time (the time after which it stays
  /// within ``springSettlingThreshold`` of its move; ``Spring/settlingDuration(distance:initialVelocity:threshold:)``).
  ///
  /// `value(at: p) = 1 − x(p·T)`, where `x(t)` is the spring's displacement from its target at
  /// `t` seconds after leaving a displacement of 1 at rest and `T` its settling time; `value(at: 1)`
  /// is exactly 1 (a jump of at most 0.001 from the closed form's value there). The slope is
  /// the closed form's velocity times `T`. A curve lasts what its animation says, so a timed
  /// animation of duration `T` moves exactly as the spring would (to the last 0.001).
  ///
  /// A spring that never settles (no friction, or no tension) stops the program; validate
  /// untrusted input with ``validatedSpring(_:)``.
  ///
  /// - Parameter spring: The spring; it must settle.
  /// - Returns: The curve.
  /// - Complexity: O(log) bisections of the settling time when made; O(1) per value.
  public static func spring(_ spring: Spring) -> TimingCurve {
    let settling = settlingDuration(of: spring)
    if let problem = springProblem(settlingDuration: settling) {
      checkParameter(false, problem.parameter, problem.value, allowed: problem.allowed)
    }
    return TimingCurve(shape: .spring(spring, settlingDuration: settling))
  }

  /// The spring and settling time (seconds) of a spring curve, or `nil` for the other kinds.
  package var springParameters: (spring: Spring, settlingDuration: Double)? {
    if case .spring(let spring, let settling) = shape { return (spring, settling) }
    return nil
  }

  /// The settling time of a spring's unit move from rest, seconds.
  static func settlingDuration(of spring: Spring) -> Double {
    spring.settlingDuration(distance: 1, initialVelocity: 0, threshold: springSettlingThreshold)
  }

  /// The eased fraction of a spring curve inside `(0, 1)`: `1 − x(p·T)`.
  static func springValue(at progress: Double, _ spring: Spring, settlingDuration: Double)
    -> Double
  {
    let transition = SpringEquation(spring).transition(over: progress * settlingDuration)
    return 1 - transition.displacement(from: 1, velocity: 0)
  }

  /// The slope of a spring curve in `0...1`: the velocity towards the target times `T`.
  static func springSlope(at progress: Double, _ spring: Spring, settlingDuration: Double)
    -> Double
  {
    let transition = SpringEquation(spring).transition(over: progress * settlingDuration)
    return -transition.velocity(from: 1, velocity: 0) * settlingDuration
  }

  /// ``spring(_:)`` for a spring that may never settle, throwing instead of stopping the
  /// program.
  ///
  /// - Parameter spring: The spring.
  /// - Returns: The curve.
  /// - Throws: A ``TimingCurveError`` for `TimingCurve.spring settling duration` when the
  ///   spring never settles within 0.001 of a unit move.
  /// - Complexity: As ``spring(_:)``: the settling time is computed once.
  public static func validatedSpring(_ spring: Spring) throws(TimingCurveError) -> TimingCurve {
    let settling = settlingDuration(of: spring)
    if let problem = springProblem(settlingDuration: settling) { throw problem }
    return TimingCurve(shape: .spring(spring, settlingDuration: settling))
  }

  /// The rule for a spring curve: its settling time (seconds) must be finite, so that the curve
  /// has a duration to normalise to.
  static func springProblem(settlingDuration: Double) -> TimingCurveError? {
    guard settlingDuration.isFinite && settlingDuration > 0 else {
      return TimingCurveError(
        parameter: "TimingCurve.spring settling duration", value: settlingDuration,
        allowed: "finite (a spring that comes to rest: tension and friction > 0)")
    }
    return nil
  }
}
