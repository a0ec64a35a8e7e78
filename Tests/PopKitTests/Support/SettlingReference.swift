// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

extension ReferenceOscillator {
  /// A bound `|x(t)| <= bound(t)` that does not increase for `t >= start`, from the closed form:
  /// `A·e^(−λt)` (under-damped), `e^(−λt)·(|x0| + |v0 + λx0|·t)` (critical, from `1/λ` on) or
  /// `|A|·e^(r1 t) + |B|·e^(r2 t)` (over-damped).
  func envelope(x0: Double, v0: Double) -> (start: Double, bound: (Double) -> Double) {
    let rate = friction / (2 * mass)
    if discriminant < 0 {
      let quadrature = (v0 + rate * x0) / halfRootGap
      let amplitude = (x0 * x0 + quadrature * quadrature).squareRoot()
      return (0, { amplitude * exp(-rate * $0) })
    }
    if discriminant == 0 {
      let slope = (v0 + rate * x0).magnitude
      return (1 / rate, { exp(-rate * $0) * (x0.magnitude + slope * $0) })
    }
    let q = -(friction + discriminant.squareRoot()) / 2
    let fastRoot = q / mass
    let slowRoot = tension / q
    let fast = ((v0 - slowRoot * x0) / (fastRoot - slowRoot)).magnitude
    let slow = ((fastRoot * x0 - v0) / (fastRoot - slowRoot)).magnitude
    return (0, { fast * exp(fastRoot * $0) + slow * exp(slowRoot * $0) })
  }

  /// The settling time by brute force: samples `|x(t)|` every `step` seconds up to a horizon past
  /// which the envelope stays within the smallest threshold, and returns, for each threshold,
  /// the middle of the last sampling interval where `|x|` leaves it (so within `step / 2` of the
  /// true last crossing): 0 if it never does, `.infinity` if the envelope never gets inside.
  ///
  /// Between exact evaluations every 1000 samples the state is advanced by the exact one-step
  /// matrix (four multiplies instead of exponentials), which keeps a dense scan fast.
  func bruteForceSettlingTimes(
    x0: Double, v0: Double, thresholds: [Double], step: Double = 1e-5
  ) -> [Double] {
    let (start, bound) = envelope(x0: x0, v0: v0)
    let smallest = thresholds.min() ?? 1
    var horizon = start
    while bound(horizon) > smallest {
      horizon += 0.01
      if horizon > 1e4 { return thresholds.map { _ in .infinity } }
    }
    let magnitudes = sampledMagnitudes(
      x0: x0, v0: v0, step: step, count: Int((horizon / step).rounded(.up)) + 1)
    // Backwards from the horizon, the first sample above a threshold is the last one outside it.
    let ascending = thresholds.indices.sorted { thresholds[$0] < thresholds[$1] }
    var times = thresholds.map { _ in 0.0 }
    var next = 0
    var sample = magnitudes.count - 1
    while sample >= 0 && next < ascending.count {
      while next < ascending.count && magnitudes[sample] > thresholds[ascending[next]] {
        times[ascending[next]] = (Double(sample) + 0.5) * step
        next += 1
      }
      sample -= 1
    }
    return times
  }

  /// `|x(n·step)|` for `n` in `0..<count`.
  private func sampledMagnitudes(x0: Double, v0: Double, step: Double, count: Int) -> [Double] {
    let fromDisplacement = state(at: step, x0: 1, v0: 0)
    let fromVelocity = state(at: step, x0: 0, v0: 1)
    var magnitudes = [Double](repeating: 0, count: count)
    magnitudes.withUnsafeMutableBufferPointer { buffer in
      var x = x0
      var v = v0
      for sample in 0..<count {
        if sample % 1000 == 0 {
          (x, v) = state(at: Double(sample) * step, x0: x0, v0: v0)
        }
        buffer[sample] = x.magnitude
        let nextX = fromDisplacement.displacement * x + fromVelocity.displacement * v
        v = fromDisplacement.velocity * x + fromVelocity.velocity * v
        x = nextX
      }
    }
    return magnitudes
  }
}
