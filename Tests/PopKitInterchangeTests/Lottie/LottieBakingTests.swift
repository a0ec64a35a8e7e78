// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import Testing

@testable import PopKitInterchange

@Suite("Lottie export: baked springs and paths against their closed forms")
struct LottieBakingTests {
  @Test("A spring is baked within 0.1 % of its range of the damped oscillator's closed form")
  func spring() throws {
    let (result, lottie) = try lottieExport(
      #"{"target": "card", "property": "y", "track": {"from": 0, "keyframes": [{"kind": "spring", "to": 100, "spring": {"stiffness": 200, "damping": 10}, "duration": 1.2}]}}"#
    )
    // m x'' + c x' + k x = 0 with m = 1, from 100 below the target at rest.
    let omega = 200.0.squareRoot()
    let zeta = 10 / (2 * omega)
    let damped = omega * (1 - zeta * zeta).squareRoot()
    func exact(_ time: Double) -> Double {
      100 - 100 * exp(-zeta * omega * time)
        * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
    }
    let y = LottieReading.keyframes(lottie.value(["layers", 0, "ks", "p", "y"]))
    var worst = 0.0
    var lowest = Double.infinity
    var highest = -Double.infinity
    for step in 0..<1200 {
      let time = 1.2 * Double(step) / 1200
      let expected = exact(time)
      lowest = min(lowest, expected)
      highest = max(highest, expected)
      worst = max(worst, abs(LottieReading.evaluate(y, atFrame: time * 60)[0] - 130 - expected))
    }
    let relative = worst / (highest - lowest)
    print("baked spring: \(y.count) keyframes, worst error \(relative * 100) % of its range")
    #expect(relative <= 0.001)
    #expect(relative > 0)
    #expect(result.worstError <= 0.001)
    #expect(y.count < 40)
  }

  @Test("A path is baked within 0.25 px of the circle it draws")
  func path() throws {
    let (result, lottie) = try lottieExport(
      #"{"target": "card", "property": "position", "track": {"path": "M100 0 A100 100 0 0 1 -100 0", "duration": 1}}"#
    )
    let x = LottieReading.keyframes(lottie.value(["layers", 0, "ks", "p", "x"]))
    let y = LottieReading.keyframes(lottie.value(["layers", 0, "ks", "p", "y"]))
    var worst = 0.0
    for step in 0...1000 {
      let time = Double(step) / 1000
      // Half a circle about the rest centre (80, 130) at constant speed, through +y.
      let exactX = 80 + 100 * cos(Double.pi * time)
      let exactY = 130 + 100 * sin(Double.pi * time)
      let frame = time * 60
      let dx = LottieReading.evaluate(x, atFrame: frame)[0] - exactX
      let dy = LottieReading.evaluate(y, atFrame: frame)[0] - exactY
      worst = max(worst, (dx * dx + dy * dy).squareRoot())
    }
    print("baked path: \(x.count) + \(y.count) keyframes, worst error \(worst) px")
    #expect(worst <= 0.25)
    #expect(result.worstPathError <= 0.25 / 2.0.squareRoot())
    #expect(result.worstPathError > 0)
  }
}
