// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

/// The constants of `x″ + 2λ·x′ + ω0²·x = 0`, a spring divided by its mass, with what the
/// closed-form solution needs precomputed.
///
/// The solution is written as `x(t) = e^(−λt)·[x0·C(t) + (v0 + λ·x0)·S(t)]` where, with the
/// discriminant `D = ω0² − λ²`:
/// - `D > 0` (under-damped): `C = cos(ωd·t)`, `S = sin(ωd·t)/ωd`, `ωd = √D`;
/// - `D = 0` (critically damped): `C = 1`, `S = t`;
/// - `D < 0` (over-damped): `C = cosh(μ·t)`, `S = sinh(μ·t)/μ`, `μ = √−D`.
///
/// `C` and `S` are smooth functions of `D`, so the three forms join without a seam: close to
/// critical damping `sin(ωd·t)/ωd` and `sinh(μ·t)/μ` are evaluated directly (neither divides a
/// difference by a small number), and the over-damped products with `e^(−λt)` are formed from
/// the two decay rates `λ ∓ μ` so that nothing overflows for long times.
@usableFromInline
package struct SpringEquation: Sendable, Hashable {
  /// `λ = friction / (2·mass)`, per second.
  package let decayRate: Double
  /// `ω0² = tension / mass`, per second squared.
  package let naturalFrequencySquared: Double
  /// `D = ω0² − λ²`.
  package let discriminant: Double
  /// `ωd = √D` when under-damped, `μ = √−D` when over-damped, 0 when critically damped.
  package let oscillation: Double
  /// Over-damped only: the slow rate `λ − μ = ω0² / (λ + μ)`, computed without cancellation.
  package let slowDecayRate: Double

  /// The equation of a spring's motion relative to its rest point.
  ///
  /// - Parameter spring: The spring; its parameters already checked (finite, mass `> 0`,
  ///   tension and friction `>= 0`). O(1).
  @usableFromInline
  package init(_ spring: Spring) {
    let rate = spring.friction / (2 * spring.mass)
    let frequencySquared = spring.tension / spring.mass
    let discriminant = frequencySquared - rate * rate
    decayRate = rate
    naturalFrequencySquared = frequencySquared
    self.discriminant = discriminant
    // λ² overflows for λ above about 1e154 (a huge friction or a tiny mass): take the root of
    // |ω0 − λ|·(ω0 + λ) as a product of roots instead.
    let naturalFrequency = frequencySquared.squareRoot()
    oscillation =
      discriminant.isFinite
      ? (abs(discriminant)).squareRoot()
      : abs(naturalFrequency - rate).squareRoot() * (naturalFrequency + rate).squareRoot()
    slowDecayRate =
      discriminant < 0 ? frequencySquared / (rate + oscillation) : rate
  }

  /// `e^(−λt)·C(t)` and `e^(−λt)·S(t)` for a time `t >= 0` (seconds).
  @inline(__always)
  package func dampedBasis(at time: Double) -> (cosine: Double, sine: Double) {
    if discriminant > 0 {
      let envelope = exp(-decayRate * time)
      let angle = oscillation * time
      return (envelope * cos(angle), envelope * sin(angle) / oscillation)
    } else if discriminant < 0 {
      // e^(−λt)·cosh(μt) = (e^(−(λ−μ)t) + e^(−(λ+μ)t)) / 2
      // e^(−λt)·sinh(μt)/μ = e^(−(λ−μ)t) · (1 − e^(−2μt)) / (2μ)
      let slow = exp(-slowDecayRate * time)
      let fast = exp(-(decayRate + oscillation) * time)
      return ((slow + fast) / 2, slow * -expm1(-2 * oscillation * time) / (2 * oscillation))
    } else {
      let envelope = exp(-decayRate * time)
      return (envelope, envelope * time)
    }
  }

  /// The exact transition over `time` seconds (`>= 0`).
  @usableFromInline
  package func transition(over time: Double) -> SpringTransition {
    let (cosine, sine) = dampedBasis(at: time)
    return SpringTransition(
      displacementFromDisplacement: cosine + decayRate * sine,
      displacementFromVelocity: sine,
      velocityFromDisplacement: -naturalFrequencySquared * sine,
      velocityFromVelocity: cosine - decayRate * sine
    )
  }
}
