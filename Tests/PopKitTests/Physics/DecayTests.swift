// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// `−ln(d)` from the series `Σ (1 − d)ⁿ / n`, independent of the C library's `log`.
private func negativeLog(_ deceleration: Double) -> Double {
  let y = 1 - deceleration
  var sum = 0.0
  var power = y
  for n in 1...2000 {
    sum += power / Double(n)
    power *= y
    if power < 1e-20 * sum { break }
  }
  return sum
}

@Suite("Decay")
struct DecayTests {
  static let decelerations = [0.998, 0.99, 0.9999, 0.95, 0.6]
  static let velocities = [1000.0, -250, 3.5, 0]

  @Test("the series logarithm matches known values")
  func seriesLogarithm() {
    // ln 2 and ln(1/0.998) to 17 digits (the Double nearest 0.998 is 1.8e-18 below it).
    expectClose(negativeLog(0.5), 0.693_147_180_559_945_3, absolute: 1e-15)
    expectClose(negativeLog(0.998), 0.002_002_002_670_673_077_4, relative: 1e-14)
  }

  @Test(
    "velocity is v0·d^(1000t) and displacement its integral v0·(d^(1000t) − 1)/(1000·ln d)",
    arguments: decelerations, velocities)
  func motion(deceleration: Double, initialVelocity: Double) {
    let decay = Decay(deceleration: deceleration)
    let k = -1000 * negativeLog(deceleration)
    expectClose(decay.rate, k, relative: 1e-14)
    let resting = (initialVelocity / k).magnitude
    for time in [0, 0.001, 0.016, 0.1, 0.5, 1, 3, 10, 1e4] {
      let factor = pow(deceleration, 1000 * time)
      let v = decay.velocity(at: time, initialVelocity: initialVelocity)
      let x = decay.displacement(at: time, initialVelocity: initialVelocity)
      expectClose(
        v, initialVelocity * factor, absolute: 1e-11 * initialVelocity.magnitude, "t = \(time)")
      expectClose(x, initialVelocity * (factor - 1) / k, absolute: 1e-11 * resting, "t = \(time)")
      #expect(x.isFinite && v.isFinite)
    }
    #expect(decay.displacement(at: 0, initialVelocity: initialVelocity) == 0)
    #expect(decay.velocity(at: 0, initialVelocity: initialVelocity) == initialVelocity)
  }

  @Test("pop's default fling comes to rest 0.4995·v0 away")
  func defaultRestingDisplacement() {
    let decay = Decay()
    #expect(decay.deceleration == 0.998)
    let exact = 1 / (1000 * negativeLog(0.998))
    let resting = decay.restingDisplacement(initialVelocity: 1000)
    expectClose(resting, 1000 * exact, relative: 1e-14)
    expectClose(resting, 499.5, absolute: 1e-3)
    expectClose(exact, 0.499_499_833_166_455_26, relative: 1e-14)
  }

  @Test("the resting displacement is −v0/k and the limit of the motion", arguments: decelerations)
  func restingDisplacement(deceleration: Double) {
    let decay = Decay(deceleration: deceleration)
    let k = -1000 * negativeLog(deceleration)
    for velocity in Self.velocities {
      let resting = decay.restingDisplacement(initialVelocity: velocity)
      expectClose(resting, -velocity / k, absolute: 1e-14 * resting.magnitude)
      let far = decay.displacement(at: 1e5, initialVelocity: velocity)
      expectClose(far, resting, absolute: 1e-14 * resting.magnitude)
    }
  }

  @Test(
    "a fling stops when its speed falls to 5 × threshold, having moved v0·(5θ/|v0| − 1)/k",
    arguments: decelerations, [1e-3, 0.01, 0.5])
  func stopping(deceleration: Double, threshold: Double) {
    let decay = Decay(deceleration: deceleration)
    let k = -1000 * negativeLog(deceleration)
    for velocity in [1000.0, -1000, 42, -0.5] {
      let time = decay.stoppingTime(initialVelocity: velocity, threshold: threshold)
      let distance = decay.stoppingDisplacement(initialVelocity: velocity, threshold: threshold)
      let speed = velocity.magnitude
      guard speed > 5 * threshold else {
        #expect(time == 0)
        #expect(distance == 0)
        continue
      }
      // d^(1000·t) = 5θ/|v0|, so t = ln(5θ/|v0|) / k.
      expectClose(pow(deceleration, 1000 * time) * speed, 5 * threshold, relative: 1e-11)
      expectClose(time, log(5 * threshold / speed) / k, relative: 1e-13)
      let expected = velocity * (5 * threshold / speed - 1) / k
      expectClose(distance, expected, relative: 1e-11)
      // Symmetric in the direction of the fling.
      #expect(decay.stoppingTime(initialVelocity: -velocity, threshold: threshold) == time)
      #expect(
        decay.stoppingDisplacement(initialVelocity: -velocity, threshold: threshold) == -distance)
    }
  }

  @Test("a fling without velocity stays put", arguments: decelerations)
  func zeroVelocity(deceleration: Double) {
    let decay = Decay(deceleration: deceleration)
    #expect(decay.velocity(at: 1, initialVelocity: 0) == 0)
    #expect(decay.displacement(at: 1, initialVelocity: 0) == 0)
    #expect(decay.restingDisplacement(initialVelocity: 0) == 0)
    #expect(decay.stoppingTime(initialVelocity: 0, threshold: 0.01) == 0)
    #expect(decay.stoppingDisplacement(initialVelocity: 0, threshold: 0.01) == 0)
  }

  @Test("displacement and velocity are odd in the velocity", arguments: decelerations)
  func symmetric(deceleration: Double) {
    let decay = Decay(deceleration: deceleration)
    for time in [0.01, 0.3, 2] {
      #expect(
        decay.displacement(at: time, initialVelocity: -70) == -decay.displacement(
          at: time, initialVelocity: 70))
      #expect(
        decay.velocity(at: time, initialVelocity: -70) == -decay.velocity(
          at: time, initialVelocity: 70))
    }
  }

  @Test("the deceleration can be changed to another value in (0, 1)")
  func settable() {
    var decay = Decay()
    decay.deceleration = 0.95
    #expect(decay == Decay(deceleration: 0.95))
  }
}
