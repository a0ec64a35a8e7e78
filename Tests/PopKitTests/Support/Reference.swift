// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

// Independent reference math for the physics tests. Everything here is written from the published
// formulas (pop's and Origami's source, Apple's and Flutter's documentation, the textbook damped
// oscillator) and never calls the code under test.

/// pop's bounciness/speed → tension/friction conversion (`POPSpringSolver`, from Origami).
enum PopReference {
  /// Origami's friction for a spring that just does not bounce, a piecewise cubic in its tension.
  static func noBounceFriction(_ x: Double) -> Double {
    if x <= 18 {
      return 0.0007 * pow(x, 3) - 0.031 * pow(x, 2) + 0.64 * x + 1.28
    }
    if x <= 44 {
      return 0.000044 * pow(x, 3) - 0.006 * pow(x, 2) + 0.36 * x + 2
    }
    return 0.000_000_45 * pow(x, 3) - 0.000332 * pow(x, 2) + 0.1078 * x + 5.84
  }

  /// pop's tension and friction (mass 1) for a bounciness and a speed.
  static func spring(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
    let b = (bounciness / 1.7) / 20 * 0.8
    let s = (speed / 1.7) / 20
    let origamiTension = 0.5 + s * 199.5
    let u = 2 * b - b * b
    let origamiFriction = u * 0.01 + (1 - u) * noBounceFriction(origamiTension)
    let tension = 194 + ((origamiTension - 30) / 50) * 181
    let friction = 25 + ((origamiFriction - 8) / 2) * 6
    return (tension, friction)
  }
}

/// A minimal complex number, so that the under-damped reference works with the characteristic
/// roots themselves instead of the real cos/sin form the solver uses.
struct Complex: Equatable {
  var re: Double
  var im: Double

  static func + (a: Complex, b: Complex) -> Complex { Complex(re: a.re + b.re, im: a.im + b.im) }
  static func - (a: Complex, b: Complex) -> Complex { Complex(re: a.re - b.re, im: a.im - b.im) }
  static func * (a: Complex, b: Complex) -> Complex {
    Complex(re: a.re * b.re - a.im * b.im, im: a.re * b.im + a.im * b.re)
  }
  static func * (a: Double, b: Complex) -> Complex { Complex(re: a * b.re, im: a * b.im) }
  static func / (a: Complex, b: Complex) -> Complex {
    let norm = b.re * b.re + b.im * b.im
    return Complex(
      re: (a.re * b.re + a.im * b.im) / norm, im: (a.im * b.re - a.re * b.im) / norm)
  }
  var conjugate: Complex { Complex(re: re, im: -im) }

  /// `e^z = e^re · (cos im + i sin im)`.
  static func exp(_ z: Complex) -> Complex {
    let modulus = Foundation.exp(z.re)
    return Complex(re: modulus * cos(z.im), im: modulus * sin(z.im))
  }
}

/// The exact motion of `m·x″ + c·x′ + k·x = 0`, computed independently of PopKit.
///
/// Far from critical damping it uses the characteristic roots `r = (−c ± √(c² − 4mk)) / 2m`:
/// complex conjugates (with complex arithmetic) when under-damped, real roots (the
/// cancellation-free quadratic formula) when over-damped. Where the two roots are close enough
/// that `A·e^(r1 t) + B·e^(r2 t)` would cancel (`|r1 − r2|·t / 2 <= 1`, which includes critical
/// damping), it sums the power series of `e^(−λt)·cosh(√(λ² − ω0²)·t)` and its partner, whose
/// terms have no cancellation there.
struct ReferenceOscillator: Sendable {
  let tension: Double
  let friction: Double
  let mass: Double
  /// `c² − 4mk`: positive over-damped, negative under-damped.
  let discriminant: Double
  /// `|r1 − r2| / 2`, per second.
  let halfRootGap: Double

  init(tension: Double, friction: Double, mass: Double) {
    self.tension = tension
    self.friction = friction
    self.mass = mass
    discriminant = friction * friction - 4 * mass * tension
    halfRootGap = discriminant.magnitude.squareRoot() / (2 * mass)
  }

  /// The displacement and velocity at `time` for an initial displacement and velocity.
  func state(at time: Double, x0: Double, v0: Double) -> (displacement: Double, velocity: Double) {
    if halfRootGap * time <= 1 {
      return seriesState(at: time, x0: x0, v0: v0)
    }
    return discriminant < 0
      ? complexRootState(at: time, x0: x0, v0: v0) : realRootState(at: time, x0: x0, v0: v0)
  }

  /// `x = 2·Re(A·e^(r1 t))` with `A = (v0 − r2·x0) / (r1 − r2)`, `r2 = conj(r1)`.
  private func complexRootState(
    at time: Double, x0: Double, v0: Double
  ) -> (displacement: Double, velocity: Double) {
    let root = Complex(re: -friction / (2 * mass), im: halfRootGap)
    let conjugateRoot = root.conjugate
    let coefficient =
      (Complex(re: v0, im: 0) - x0 * conjugateRoot) / (root - conjugateRoot)
    let term = coefficient * Complex.exp(time * root)
    return (2 * term.re, 2 * (root * term).re)
  }

  /// `x = A·e^(r1 t) + B·e^(r2 t)` with real roots.
  private func realRootState(
    at time: Double, x0: Double, v0: Double
  ) -> (displacement: Double, velocity: Double) {
    let q = -(friction + discriminant.squareRoot()) / 2
    let fastRoot = q / mass
    let slowRoot = tension / q
    let fastCoefficient = (v0 - slowRoot * x0) / (fastRoot - slowRoot)
    let slowCoefficient = (fastRoot * x0 - v0) / (fastRoot - slowRoot)
    let fast = fastCoefficient * exp(fastRoot * time)
    let slow = slowCoefficient * exp(slowRoot * time)
    return (fast + slow, fastRoot * fast + slowRoot * slow)
  }

  /// `x = e^(−λt)·[x0·C + (v0 + λ·x0)·S]`, `v = e^(−λt)·[v0·C − (λ·v0 + ω0²·x0)·S]` with
  /// `C = Σ zⁿ/(2n)!`, `S = t·Σ zⁿ/(2n+1)!`, `z = (λ² − ω0²)·t²`, `|z| <= 1`.
  private func seriesState(
    at time: Double, x0: Double, v0: Double
  ) -> (displacement: Double, velocity: Double) {
    let rate = friction / (2 * mass)
    let z = discriminant / (4 * mass * mass) * time * time
    var cosine = 0.0
    var sine = 0.0
    var cosineTerm = 1.0
    var sineTerm = time
    for n in 0..<40 {
      cosine += cosineTerm
      sine += sineTerm
      let index = Double(2 * n)
      cosineTerm *= z / ((index + 1) * (index + 2))
      sineTerm *= z / ((index + 2) * (index + 3))
      if cosineTerm.magnitude < 1e-20 * cosine.magnitude { break }
    }
    let envelope = exp(-rate * time)
    let displacement = envelope * (x0 * cosine + (v0 + rate * x0) * sine)
    let velocity = envelope * (v0 * cosine - (rate * v0 + tension / mass * x0) * sine)
    return (displacement, velocity)
  }

  /// Classical fourth-order Runge–Kutta with `steps` equal steps, to check the closed forms.
  func integrated(
    over time: Double, steps: Int, x0: Double, v0: Double
  ) -> (displacement: Double, velocity: Double) {
    func acceleration(_ x: Double, _ v: Double) -> Double {
      -(tension * x + friction * v) / mass
    }
    let h = time / Double(steps)
    var x = x0
    var v = v0
    for _ in 0..<steps {
      let (k1x, k1v) = (v, acceleration(x, v))
      let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
      let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
      let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
  }

  /// The rate `Ω` that sets the motion's time scale: `ω0 = √(k/m)`, or `c/m` without tension.
  var rate: Double {
    if tension > 0 { return (tension / mass).squareRoot() }
    return friction > 0 ? friction / mass : 1
  }

  /// The motion's scale `max(|x0|, |v0|/Ω)`; velocities scale with `Ω` times it.
  func scale(x0: Double, v0: Double) -> Double { max(x0.magnitude, v0.magnitude / rate) }
}
