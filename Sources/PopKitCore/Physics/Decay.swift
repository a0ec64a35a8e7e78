// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

/// pop's decay: a fling whose velocity falls by a constant factor every millisecond.
///
/// `v(t) = v0 · deceleration^(1000·t)` and the position is the exact integral of that
/// velocity, `x(t) = x0 + v0 · (e^(kt) − 1) / k` with `k = 1000 · ln(deceleration)` (per
/// second). With the default 0.998 a fling comes to rest `0.4995 · v0` units (v0 in units per
/// second) from where it started.
///
/// pop ends a decay when its speed falls below 5 × the property's threshold; the
/// ``stoppingTime(initialVelocity:threshold:)`` and the
/// ``stoppingDisplacement(initialVelocity:threshold:)`` there are the projection of where the
/// fling lands.
public struct Decay: Sendable, Hashable {
  /// The factor by which the velocity falls every millisecond, in `(0, 1)`.
  ///
  /// Default 0.998; lower decelerates faster.
  ///
  /// Setting a value outside `(0, 1)` stops the program.
  public var deceleration: Double {
    didSet { Decay.checkDeceleration(deceleration) }
  }

  /// Creates a decay.
  ///
  /// - Parameter deceleration: The per-millisecond velocity factor, in `(0, 1)`. Default 0.998.
  public init(deceleration: Double = 0.998) {
    Decay.checkDeceleration(deceleration)
    self.deceleration = deceleration
  }

  /// The decay rate `k = 1000 · ln(deceleration)`, per second (negative).
  public var rate: Double { 1000 * log(deceleration) }

  /// The velocity `time` seconds after the fling, in units per second.
  public func velocity(at time: Double, initialVelocity: Double) -> Double {
    initialVelocity * exp(rate * time)
  }

  /// How far the fling has moved `time` seconds after it started (units).
  public func displacement(at time: Double, initialVelocity: Double) -> Double {
    let rate = self.rate
    return initialVelocity * expm1(rate * time) / rate
  }

  /// How far the fling would move if it ran for ever: `−v0 / k` (units).
  public func restingDisplacement(initialVelocity: Double) -> Double {
    -initialVelocity / rate
  }

  /// pop's duration of a fling: the time, in seconds, until its speed falls below
  /// `5 × threshold` (0 if it starts slower than that).
  ///
  /// - Parameters:
  ///   - initialVelocity: Units per second.
  ///   - threshold: The property's threshold (units); `> 0`.
  /// - Returns: Seconds.
  public func stoppingTime(initialVelocity: Double, threshold: Double) -> Double {
    let stoppingSpeed = 5 * threshold
    let speed = abs(initialVelocity)
    guard speed > stoppingSpeed else { return 0 }
    return log(stoppingSpeed / speed) / rate
  }

  /// How far the fling has moved when pop's rule ends it, at
  /// ``stoppingTime(initialVelocity:threshold:)`` (units).
  public func stoppingDisplacement(initialVelocity: Double, threshold: Double) -> Double {
    displacement(
      at: stoppingTime(initialVelocity: initialVelocity, threshold: threshold),
      initialVelocity: initialVelocity)
  }

  /// The factors that carry a fling's state over `time` seconds at `rate` (``rate``): its velocity
  /// is multiplied by the first, and its value moves by the second times the velocity at the start
  /// (seconds).
  ///
  /// One `exp` and one `expm1`, as every engine's frames compute them.
  ///
  /// - Parameters:
  ///   - rate: The decay's ``rate``, per second (negative).
  ///   - time: Seconds, `>= 0`.
  /// - Returns: `e^(rate·time)` and `(e^(rate·time) − 1) / rate`.
  package static func frameFactors(
    rate: Double, over time: Double
  ) -> (velocity: Double, displacement: Double) {
    (exp(rate * time), expm1(rate * time) / rate)
  }

  static func checkDeceleration(_ value: Double) {
    checkParameter(value > 0 && value < 1, "Decay.deceleration", value, allowed: "in (0, 1)")
  }
}
