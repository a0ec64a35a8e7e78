// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// The two estimates, on the samples of the window.
//
// Numerics. Times are taken relative to the newest sample and scaled by a power of two so that
// they lie in (−1, 0] (`u`); each component's values are scaled by a power of two so that they
// lie in (−1, 1), and (for the fit) taken relative to the newest value. Powers of two scale
// exactly, so distinct times stay distinct and no digit is lost; every sum then stays far from
// overflow, and the one remaining scaling, of the result, is clamped to the finite range.

extension VelocityTracker {
  /// How far back from the newest sample the window reaches, in seconds.
  @inlinable static var horizon: Double { 0.1 }

  /// A gap between samples longer than this (seconds) ends the window, and a query this long
  /// after the newest sample gives zero: the pointer stopped.
  @inlinable static var stopGap: Double { 0.04 }

  /// The slack of those comparisons, in seconds: the rounding of a timestamp far from zero.
  @inlinable static var timeTolerance: Double { 1e-6 }

  /// A velocity component within ±``maximumVelocity`` (an overflow to ±∞ included).
  @inlinable
  static func clampedVelocity(_ velocity: Double) -> Double {
    min(max(velocity, -maximumVelocity), maximumVelocity)
  }

  /// The velocity's components at the newest sample, in units per second (see
  /// ``velocity(at:)``).
  @inlinable
  func estimatedVelocity(at time: Double) -> Value.AnimatableComponents {
    guard samples.count > 0 else { return .zero }
    return samples.withSamples { base in
      let newest = base[samples.newestSlot]
      // Not `>`: a NaN query time is stale too.
      guard time - newest.time <= Self.stopGap + Self.timeTolerance else { return .zero }
      var count = 1
      var newerTime = newest.time
      while count < samples.count {
        let sampleTime = base[samples.slot(age: count)].time
        if newest.time - sampleTime > Self.horizon + Self.timeTolerance { break }
        if newerTime - sampleTime > Self.stopGap + Self.timeTolerance { break }
        newerTime = sampleTime
        count += 1
      }
      switch strategy {
      case .leastSquares:
        return count >= 3 ? leastSquaresVelocity(base, count: count) : .zero
      case .impulse:
        return count >= 2 ? impulseVelocity(base, count: count) : .zero
      }
    }
  }

  /// The exponent `e` with the window's times `(t − newest)·2^−e` in (−1, 0] and the oldest
  /// at or below −½.
  @inlinable
  func timeExponent(_ base: UnsafePointer<VelocitySample<Value.AnimatableComponents>>, count: Int)
    -> Int
  {
    let newestTime = base[samples.newestSlot].time
    // Positive: the oldest is earlier than the newest (distinct doubles never subtract to 0).
    let span = newestTime - base[samples.slot(age: count - 1)].time
    return span.exponent + 1
  }

  /// The exponent `e` with every value of `component` over the window times `2^−e` in (−1, 1),
  /// or `nil` if they are all zero.
  @inlinable
  func valueExponent(
    _ base: UnsafePointer<VelocitySample<Value.AnimatableComponents>>, count: Int, component: Int
  ) -> Int? {
    var largest = 0.0
    for age in 0..<count {
      largest = max(largest, base[samples.slot(age: age)].components[component].magnitude)
    }
    return largest == 0 ? nil : largest.exponent + 1
  }

  /// The slope at the newest sample of the unweighted least-squares parabola through the
  /// window (`count >= 3`).
  ///
  /// The parabola is written in polynomials orthogonal over the window's times (Forsythe's
  /// three-term recurrence): `p₀ = 1`, `p₁ = u − ū`, `p₂ = (u − α)·p₁ − β` with
  /// `α = Σu·p₁²/Σp₁²` and `β = Σp₁²/n`, so each coefficient is a ratio of sums
  /// (`c_k = Σy·p_k/Σp_k²`) and the slope at `u = 0` is `c₁ + c₂·(−ū − α)`; no system is
  /// solved and nothing cancels badly. The slope is a weighted sum of the values, with weights
  /// `p₁/Σp₁² + (−ū − α)·p₂/Σp₂²` that depend on the times alone. When the times leave the
  /// curvature undetermined (`Σp₂²` within rounding of 0: every sample within about 1e-14 of
  /// the window's span of one of two instants) the fit is the least-squares line.
  @inlinable
  func leastSquaresVelocity(
    _ base: UnsafePointer<VelocitySample<Value.AnimatableComponents>>, count: Int
  ) -> Value.AnimatableComponents {
    let newest = base[samples.newestSlot]
    let exponent = timeExponent(base, count: count)
    let timeScale = PowerOfTwoScale(exponent: -exponent)
    @inline(__always) func scaledTime(_ age: Int) -> Double {
      timeScale(base[samples.slot(age: age)].time - newest.time)
    }
    let n = Double(count)
    var sum = 0.0
    for age in 0..<count { sum += scaledTime(age) }
    let mean = sum / n
    var sumP1Squared = 0.0
    var sumUP1Squared = 0.0
    for age in 0..<count {
      let u = scaledTime(age)
      let p1 = u - mean
      sumP1Squared += p1 * p1
      sumUP1Squared += u * p1 * p1
    }
    // Σp₁² ≥ ⅛: the window spans at least ½ in `u` (from the oldest to the newest at 0).
    let alpha = sumUP1Squared / sumP1Squared
    let beta = sumP1Squared / n
    var sumP2Squared = 0.0
    for age in 0..<count {
      let u = scaledTime(age)
      let p2 = (u - alpha) * (u - mean) - beta
      sumP2Squared += p2 * p2
    }
    let linearWeight = 1 / sumP1Squared
    // The curvature is determined when Σp₂² is above the rounding of p₂ (a few 2⁻⁵³ each).
    let curvatureDetermined = sumP2Squared > n * 0x1p-92
    let quadraticWeight = curvatureDetermined ? (-mean - alpha) / sumP2Squared : 0

    var velocity = Value.AnimatableComponents.zero
    for component in 0..<Value.AnimatableComponents.componentCount {
      guard let valueExponent = valueExponent(base, count: count, component: component) else {
        continue
      }
      let valueScale = PowerOfTwoScale(exponent: -valueExponent)
      let newestValue = valueScale(newest.components[component])
      var slope = 0.0
      for age in 1..<count {
        let sample = base[samples.slot(age: age)]
        let u = timeScale(sample.time - newest.time)
        let p1 = u - mean
        let p2 = (u - alpha) * p1 - beta
        let value = valueScale(sample.components[component])
        slope += (p1 * linearWeight + p2 * quadraticWeight) * (value - newestValue)
      }
      velocity[component] = Self.clampedVelocity(
        powerOfTwoScaled(slope, by: valueExponent - exponent))
    }
    return velocity
  }

  /// Android's impulse velocity over the window (`count >= 2`), pairs taken in time order.
  ///
  /// Each pair's speed is measured in units of the window's smallest time step rounded down to
  /// a power of two, `δ`: `Δy·(δ/Δu)`, at most `|Δy| < 2` in magnitude, so the work stays small
  /// and the energy never overflows. A pair whose times round to the same scaled time is
  /// skipped (as Android skips equal timestamps); the first pair used has its work halved.
  @inlinable
  func impulseVelocity(
    _ base: UnsafePointer<VelocitySample<Value.AnimatableComponents>>, count: Int
  ) -> Value.AnimatableComponents {
    let newest = base[samples.newestSlot]
    let exponent = timeExponent(base, count: count)
    let timeScale = PowerOfTwoScale(exponent: -exponent)
    @inline(__always) func scaledTime(_ age: Int) -> Double {
      timeScale(base[samples.slot(age: age)].time - newest.time)
    }
    var smallestStep = Double.infinity
    for age in 1..<count {
      let step = scaledTime(age - 1) - scaledTime(age)
      if step > 0 { smallestStep = min(smallestStep, step) }
    }
    guard smallestStep.isFinite else { return .zero }
    let stepExponent = smallestStep.exponent
    let unitStep = powerOfTwoScaled(1, by: stepExponent)

    var velocity = Value.AnimatableComponents.zero
    for component in 0..<Value.AnimatableComponents.componentCount {
      guard let valueExponent = valueExponent(base, count: count, component: component) else {
        continue
      }
      let valueScale = PowerOfTwoScale(exponent: -valueExponent)
      @inline(__always) func scaledValue(_ age: Int) -> Double {
        valueScale(base[samples.slot(age: age)].components[component])
      }
      var work = 0.0
      var isFirstPair = true
      // From the oldest pair to the newest.
      for age in stride(from: count - 1, to: 0, by: -1) {
        let step = scaledTime(age - 1) - scaledTime(age)
        guard step > 0 else { continue }
        let speed = (scaledValue(age - 1) - scaledValue(age)) * (unitStep / step)
        let previousSpeed = speedOfKineticEnergy(work)
        work += (speed - previousSpeed) * speed.magnitude
        if isFirstPair {
          work *= 0.5
          isFirstPair = false
        }
      }
      velocity[component] = Self.clampedVelocity(
        powerOfTwoScaled(
          speedOfKineticEnergy(work), by: valueExponent - exponent - stepExponent))
    }
    return velocity
  }
}

/// The velocity of unit mass with kinetic energy `work`: `sign(work)·√(2|work|)`.
@inlinable
func speedOfKineticEnergy(_ work: Double) -> Double {
  let speed = (2 * work.magnitude).squareRoot()
  return work < 0 ? -speed : speed
}
