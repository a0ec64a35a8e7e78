// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// `ln(d)` from the series `−Σ (1 − d)ⁿ / n`, independent of the C library's `log`.
private func seriesLog(_ deceleration: Double) -> Double {
  let y = 1 - deceleration
  var sum = 0.0
  var power = y
  for n in 1...5000 {
    sum += power / Double(n)
    power *= y
    if power < 1e-20 * sum { break }
  }
  return -sum
}

/// Where a decay with per-millisecond factor `d` from `x0` at `v` units/s comes to rest:
/// `x0 − v/(1000·ln d)`.
private func referenceRest(_ x0: Double, _ v: Double, _ d: Double) -> Double {
  x0 - v / (1000 * seriesLog(d))
}

@Suite("Decay projection and snapping")
struct DecayProjectionTests {
  @Test("from 0 at 1000 units/s with 0.998 a fling rests at −v/(1000·ln d) = 499.4998…")
  func defaultProjection() {
    let projected = Decay().projectedValue(from: 0.0, velocity: 1000)
    expectClose(projected, 499.499_833_166_455_26, absolute: 1e-9)
    expectClose(projected, referenceRest(0, 1000, 0.998), absolute: 1e-9)
    expectClose(
      Decay(deceleration: 0.99).projectedValue(from: 0.0, velocity: 1000),
      referenceRest(0, 1000, 0.99), absolute: 1e-9)
  }

  @Test("each component projects on its own", arguments: [0.998, 0.99, 0.9, 0.5])
  func components(deceleration: Double) {
    let decay = Decay(deceleration: deceleration)
    let point = decay.projectedValue(
      from: CGPoint(x: 10, y: -40), velocity: CGPoint(x: 1500, y: -300))
    expectClose(point.x, referenceRest(10, 1500, deceleration), relative: 1e-13)
    expectClose(point.y, referenceRest(-40, -300, deceleration), relative: 1e-13)
    let vector = decay.projectedValue(
      from: SIMD3<Double>(1, 2, 3), velocity: SIMD3<Double>(0, 100, -1e6))
    #expect(vector.x == 1)
    expectClose(vector.y, referenceRest(2, 100, deceleration), relative: 1e-13)
    expectClose(vector.z, referenceRest(3, -1e6, deceleration), relative: 1e-13)
    // The exact limit of the decay's own motion.
    let far = decay.displacement(at: 1e4, initialVelocity: 1500)
    expectClose(point.x - 10, far, relative: 1e-13)
  }

  @Test("snap points every 300: from 100 at 1000 units/s the fling snaps to 600")
  func snapToGrid() {
    let stops = Array(stride(from: -1200.0, through: 1200, by: 300))
    let decay = Decay()
    #expect(decay.snapTarget(from: 100.0, velocity: 1000, candidates: stops) == 600)
    #expect(decay.snapTarget(from: 100.0, velocity: -1000, candidates: stops) == -300)
    #expect(decay.snapTarget(from: 100.0, velocity: 0, candidates: stops) == 0)
    // Against a brute-force search over the reference resting point.
    var generator = SeededGenerator(seed: 9)
    for _ in 0..<500 {
      let start = (generator.nextUnit() - 0.5) * 2000
      let velocity = (generator.nextUnit() - 0.5) * 8000
      let rest = referenceRest(start, velocity, 0.998)
      let nearest = stops.min { abs($0 - rest) < abs($1 - rest) } ?? .nan
      #expect(decay.snapTarget(from: start, velocity: velocity, candidates: stops) == nearest)
    }
  }

  @Test("points snap by Euclidean distance")
  func snapPoints() {
    let corners = [
      CGPoint(x: 0, y: 0), CGPoint(x: 400, y: 0), CGPoint(x: 0, y: 800), CGPoint(x: 400, y: 800),
    ]
    let decay = Decay()
    var generator = SeededGenerator(seed: 11)
    for _ in 0..<500 {
      let start = CGPoint(x: generator.nextUnit() * 400, y: generator.nextUnit() * 800)
      let velocity = CGPoint(
        x: (generator.nextUnit() - 0.5) * 3000, y: (generator.nextUnit() - 0.5) * 3000)
      let rest = (
        x: referenceRest(start.x, velocity.x, 0.998), y: referenceRest(start.y, velocity.y, 0.998)
      )
      let nearest = corners.min {
        hypot($0.x - rest.x, $0.y - rest.y) < hypot($1.x - rest.x, $1.y - rest.y)
      }
      #expect(decay.snapTarget(from: start, velocity: velocity, candidates: corners) == nearest)
    }
  }

  @Test("ties go to the earlier candidate; without candidates the projection is returned")
  func tiesAndEmpty() {
    let decay = Decay(deceleration: 0.99)
    let rest = decay.projectedValue(from: 0.0, velocity: 1000)
    #expect(
      decay.snapTarget(from: 0.0, velocity: 1000, candidates: [rest - 50, rest + 50]) == rest - 50)
    #expect(
      decay.snapTarget(from: 0.0, velocity: 1000, candidates: [rest + 50, rest - 50]) == rest + 50)
    #expect(decay.snapTarget(from: 0.0, velocity: 1000, candidates: []) == rest)
    #expect(decay.snapTarget(from: 7.0, velocity: 3, candidates: [42]) == 42)
  }

  @Test("inputs at the edges still give a candidate")
  func edges() {
    let decay = Decay()
    let stops = [-100.0, 0, 500, 100]
    // An infinite fling picks the farthest candidate its way; a NaN one the first.
    #expect(decay.snapTarget(from: 0.0, velocity: .infinity, candidates: stops) == 500)
    #expect(decay.snapTarget(from: 0.0, velocity: -.infinity, candidates: stops) == -100)
    #expect(decay.snapTarget(from: 0.0, velocity: .nan, candidates: stops) == -100)
    #expect(decay.projectedValue(from: 0.0, velocity: .nan).isNaN)
    // Distances beyond the range of Double squared still compare.
    let huge = [0.0, 1e300, -1e300]
    #expect(decay.snapTarget(from: 0.0, velocity: 1e308, candidates: huge) == 1e300)
    #expect(decay.snapTarget(from: 0.0, velocity: -1e308, candidates: huge) == -1e300)
    let points = [CGPoint(x: 0, y: 0), CGPoint(x: 1e200, y: 1e200)]
    #expect(
      decay.snapTarget(
        from: CGPoint.zero, velocity: CGPoint(x: 1e250, y: 1e250), candidates: points)
        == points[1])
    // A projection far beyond the candidates still tells them apart (1e308 − 500 rounds to
    // 1e308 − 0, but the comparison does not round it away).
    let stops2 = [-100.0, 0, 500, 100]
    #expect(decay.snapTarget(from: 1e308, velocity: 1, candidates: stops2) == 500)
    #expect(decay.snapTarget(from: -1e308, velocity: 1, candidates: stops2) == -100)
    // An infinite component decides first; the finite ones break its ties.
    let grid = [
      CGPoint(x: 0, y: 0), CGPoint(x: 300, y: 500), CGPoint(x: 300, y: 40), CGPoint(x: 200, y: 1),
    ]
    #expect(
      decay.snapTarget(
        from: CGPoint(x: 0, y: 20), velocity: CGPoint(x: Double.infinity, y: 0), candidates: grid)
        == grid[2])
    // Candidates that are not finite lose to any other.
    #expect(decay.snapTarget(from: 0.0, velocity: 1000, candidates: [.nan, 900, 400]) == 400)
    #expect(decay.snapTarget(from: 0.0, velocity: 1e6, candidates: [.infinity, 900, 400]) == 900)
    #expect(decay.snapTarget(from: 0.0, velocity: 1e6, candidates: [.infinity, .nan]).isInfinite)
    #expect(decay.snapTarget(from: 0.0, velocity: .nan, candidates: [.nan, 3, 900]) == 3)
  }
}
