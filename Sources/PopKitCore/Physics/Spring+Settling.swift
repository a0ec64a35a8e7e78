// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

extension Spring {
  /// The time after which a move settles for good: from then on the value stays within
  /// `threshold` of the target.
  ///
  /// Computed from the closed form, not by stepping frames: the extrema of the motion are found
  /// analytically (for a bouncing spring their heights fall geometrically), and the last crossing
  /// of the threshold is then bracketed and bisected to well under a millisecond.
  ///
  /// ```swift
  /// let spring = Spring(duration: 0.5, bounce: 0.3)
  /// let settling = spring.settlingDuration(distance: 1, threshold: 0.001)  // ≈ 0.819 s
  /// ```
  ///
  /// - Parameters:
  ///   - distance: The move, target minus start (units); finite.
  ///   - initialVelocity: The velocity at the start, in units per second, positive towards
  ///     the target when `distance > 0`; finite. Default 0.
  ///   - threshold: How close counts as settled (units); finite and `> 0`.
  /// - Returns: Seconds; 0 when the motion never leaves the threshold, `.infinity` when it never
  ///   settles (a spring without friction, or without tension that comes to rest elsewhere).
  public func settlingDuration(
    distance: Double, initialVelocity: Double = 0, threshold: Double
  ) -> Double {
    checkParameter(
      distance.isFinite, "Spring.settlingDuration distance", distance, allowed: "finite")
    checkParameter(
      initialVelocity.isFinite, "Spring.settlingDuration initialVelocity", initialVelocity,
      allowed: "finite")
    checkParameter(
      threshold.isFinite && threshold > 0, "Spring.settlingDuration threshold", threshold,
      allowed: "finite and > 0")
    let search = SettlingSearch(
      equation: SpringEquation(self), displacement: -distance, velocity: initialVelocity,
      threshold: threshold)
    return search.settlingTime()
  }
}

/// Finds the last time a spring's displacement is outside a threshold.
private struct SettlingSearch {
  let equation: SpringEquation
  let displacement: Double
  let velocity: Double
  let threshold: Double

  func value(at time: Double) -> Double {
    equation.transition(over: time).displacement(from: displacement, velocity: velocity)
  }

  /// `ω0²·x0 + λ·v0`: the velocity equation is `v(t) = v0·EC(t) − this·ES(t)`.
  var velocityCoupling: Double {
    equation.naturalFrequencySquared * displacement + equation.decayRate * velocity
  }

  func settlingTime() -> Double {
    if displacement == 0 && velocity == 0 { return 0 }
    return equation.discriminant > 0 ? underdampedSettlingTime() : monotoneSettlingTime()
  }

  /// Bouncing: extrema are `π/ωd` apart and their heights fall by `e^(−λπ/ωd)` each time.
  private func underdampedSettlingTime() -> Double {
    let frequency = equation.oscillation
    let quadrature = velocityCoupling / frequency
    if equation.decayRate == 0 {
      // x = x0·cos θ + (v0/ω0)·sin θ: the amplitude of the displacement, not of the velocity.
      let amplitude = (displacement * displacement + pow(velocity / frequency, 2)).squareRoot()
      return amplitude <= threshold ? 0 : .infinity
    }
    // v ∝ v0·cos θ − quadrature·sin θ = R·cos(θ + φ): zero at θ = π/2 − φ + nπ.
    let phase = atan2(quadrature, velocity)
    var firstAngle = fmod(Double.pi / 2 - phase, Double.pi)
    if firstAngle < 0 { firstAngle += Double.pi }
    let spacing = Double.pi / frequency
    func extremumTime(_ index: Double) -> Double { firstAngle / frequency + index * spacing }

    let firstHeight = abs(value(at: extremumTime(0)))
    if firstHeight <= threshold {
      return abs(displacement) > threshold ? crossing(from: 0, to: extremumTime(0)) : 0
    }
    let ratioPerExtremum = equation.decayRate * spacing
    let extremaAbove = log(firstHeight / threshold) / ratioPerExtremum
    // With almost no friction (or a huge frequency) there are too many extrema to count one by
    // one in a Double; the envelope's crossing then gives the time to far better than a period.
    guard extremaAbove < 1e12 else {
      return extremumTime(0) + log(firstHeight / threshold) / equation.decayRate
    }
    var index = extremaAbove.rounded(.down)
    // Correct the estimate for rounding so that extremum `index` is the last one above.
    var corrections = 0
    while corrections < 64 && abs(value(at: extremumTime(index + 1))) > threshold {
      index += 1
      corrections += 1
    }
    while corrections < 128 && index > 0 && abs(value(at: extremumTime(index))) <= threshold {
      index -= 1
      corrections += 1
    }
    return crossing(from: extremumTime(index), to: extremumTime(index + 1))
  }

  /// Critically or over-damped: at most one extremum, after which the value returns
  /// monotonically to its resting place.
  private func monotoneSettlingTime() -> Double {
    // Without tension nothing pulls towards the target: the value comes to rest at x0 + v0/(2λ),
    // or drifts for ever without friction either.
    if equation.naturalFrequencySquared == 0 {
      let rest =
        equation.decayRate > 0
        ? displacement + velocity / (2 * equation.decayRate)
        : (velocity == 0 ? displacement : .infinity)
      if abs(rest) > threshold { return .infinity }
    }
    var start = 0.0
    if let extremum = extremumTime() {
      if abs(value(at: extremum)) > threshold {
        start = extremum
      } else {
        return abs(displacement) > threshold ? crossing(from: 0, to: extremum) : 0
      }
    } else if abs(displacement) <= threshold {
      return 0
    }
    // Find a time beyond the crossing, growing the step until the value is inside.
    // Without tension the slow rate is 0 and the value approaches its rest at 2λ.
    var step = 1 / (equation.slowDecayRate > 0 ? equation.slowDecayRate : 2 * equation.decayRate)
    if !step.isFinite { step = 1 }
    var end = start + step
    while abs(value(at: end)) > threshold {
      step *= 2
      end = start + step
      if end > 1e15 { return .infinity }
    }
    return crossing(from: start, to: end)
  }

  /// The time `t > 0` of the one zero of the velocity, if there is one.
  private func extremumTime() -> Double? {
    let coupling = velocityCoupling
    guard coupling != 0 else { return nil }
    let ratio = velocity / coupling
    guard ratio > 0 else { return nil }
    if equation.discriminant == 0 { return ratio }
    // tanh(μt)/μ = ratio
    let scaled = equation.oscillation * ratio
    guard scaled < 1 else { return nil }
    return atanh(scaled) / equation.oscillation
  }

  /// The time in `[start, end]` where a value that moves monotonically from outside the
  /// threshold at `start` to inside at `end` crosses it.
  private func crossing(from start: Double, to end: Double) -> Double {
    let side = value(at: start) > 0 ? 1.0 : -1.0
    var low = start
    var high = end
    for _ in 0..<200 where high - low > 1e-9 * max(1, high) {
      let middle = (low + high) / 2
      if side * value(at: middle) > threshold { low = middle } else { high = middle }
    }
    return high
  }
}
