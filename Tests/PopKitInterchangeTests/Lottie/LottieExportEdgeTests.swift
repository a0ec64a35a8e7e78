// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitInterchange

@Suite("Lottie export: documents that must not hang")
struct LottieExportLimitTests {
  @Test("A spring of a million seconds is baked in bounded time and keyframes")
  func longSpring() throws {
    let started = Date()
    let (result, lottie) = try lottieExport(
      #"{"target": "card", "property": "x", "track": {"from": 0, "keyframes": [{"kind": "spring", "to": 100, "spring": {"stiffness": 100, "damping": 1}, "duration": 1000000}]}}"#
    )
    #expect(Date().timeIntervalSince(started) < 20)
    #expect(result.keyframeCount < 200)
    #expect(result.worstError <= 0.001)
    // Its first 10 s, where it rings, against the closed form (k 100, c 1, m 1).
    let omega = 10.0
    let zeta = 1 / (2 * omega)
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let x = LottieReading.keyframes(lottie.value(["layers", 0, "ks", "p", "x"]))
    var worst = 0.0
    for step in 0...6000 {
      let time = Double(step) / 600
      let exact =
        100 - 100 * exp(-zeta * omega * time)
        * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
      worst = max(worst, abs(LottieReading.evaluate(x, atFrame: time * 60)[0] - 80 - exact))
    }
    #expect(worst <= 0.001 * 200)  // it swings from 0 to about 185
  }
}

@Suite("Lottie export: a curve cut by another track")
struct LottieCurvePartTests {
  @Test("x on a curve, cut where the width starts and ends, stays exact outside the overlap")
  func cutCurve() throws {
    let (_, lottie) = try lottieExport(
      #"{"target": "card", "property": "x", "track": {"from": 0, "keyframes": [{"kind": "linear", "to": 100, "duration": 1, "curve": "easeInEaseOut"}]}}, {"target": "card", "property": "width", "at": 0.5, "track": {"from": 80, "keyframes": [{"kind": "linear", "to": 120, "duration": 0.2}]}}"#
    )
    let x = LottieReading.keyframes(lottie.value(["layers", 0, "ks", "p", "x"]))
    #expect(x.first?.frame == 0 && x.contains { $0.frame == 30 } && x.contains { $0.frame == 42 })
    // Centre: 40 + width / 2 + x.
    for step in 0...60 where step <= 30 || step >= 42 {
      let time = Double(step) / 60
      let width = 80 + 40 * min(max((time - 0.5) / 0.2, 0), 1)
      let expected = 40 + width / 2 + 100 * TimingCurve.easeInEaseOut.value(at: time)
      expectClose(LottieReading.evaluate(x, atFrame: Double(step))[0], expected, absolute: 1e-9)
    }
  }

  @Test("Any part of any curve: the cut easing gives the curve's own motion over the part")
  func randomParts() {
    var generator = SeededGenerator(seed: 7)
    var exact = 0
    for _ in 0..<500 {
      let curve = TimingCurve(
        x1: .random(in: 0...1, using: &generator), y1: .random(in: -1...2, using: &generator),
        x2: .random(in: 0...1, using: &generator), y2: .random(in: -1...2, using: &generator))
      let start = Double.random(in: 0...0.9, using: &generator)
      let end = Double.random(in: (start + 0.01)...1, using: &generator)
      guard let easing = LottieKeyframe.Easing.part(of: curve, from: start, to: end) else {
        continue
      }
      exact += 1
      let from = curve.value(at: start)
      let change = curve.value(at: end) - from
      for step in 0...20 {
        let fraction = Double(step) / 20
        let expected = (curve.value(at: start + fraction * (end - start)) - from) / change
        #expect(abs(easing.progress(at: fraction) - expected) * abs(change) < 1e-9)
      }
    }
    #expect(exact > 400)
  }
}
