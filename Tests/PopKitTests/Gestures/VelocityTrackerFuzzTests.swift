// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Random pointer streams from a seeded generator.
///
/// Times that repeat, jump, go back and creep forward by picoseconds or subnormal steps, from
/// clocks at 0, 1e5 and 1e9 s; values from subnormal to 1.7e308 in magnitude, some of them NaN
/// or infinite. The velocity must always be a finite number within ±1e300, and zero for a query
/// more than 40 ms after the newest accepted sample.
@Suite("Velocity tracker fuzz")
struct VelocityTrackerFuzzTests {
  static let seeds: [UInt64] = [1, 2, 3, 0xFEED, 0xC0FFEE]

  @Test("Double streams", arguments: seeds)
  func doubles(seed: UInt64) { fuzz(Double.self, seed: seed) }

  @Test("CGPoint streams", arguments: seeds)
  func points(seed: UInt64) { fuzz(CGPoint.self, seed: seed) }

  @Test("SIMD3<Double> streams", arguments: seeds)
  func vectors(seed: UInt64) { fuzz(SIMD3<Double>.self, seed: seed) }

  @Test("RGBAColor streams", arguments: seeds)
  func colors(seed: UInt64) { fuzz(RGBAColor.self, seed: seed) }

  private func fuzz<Value: AnimatableValue>(_: Value.Type, seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var checked = 0
    var nonZero = 0
    for stream in 0..<60 {
      var squares = VelocityTracker<Value>(strategy: .leastSquares)
      var impulse = VelocityTracker<Value>(strategy: .impulse)
      var time = [0.0, 100_000, 1e9, -50][stream % 4]
      var newestAccepted: Double?
      for _ in 0..<150 {
        time += randomStep(&generator)
        // Now and then a time that is not a number (the running clock goes on).
        let sampleTime = generator.nextUnit() < 0.01 ? Double.nan : time
        let components = randomComponents(Value.AnimatableComponents.self, &generator)
        let value = Value(animatableComponents: components)
        squares.add(value, at: sampleTime)
        impulse.add(value, at: sampleTime)
        if sampleTime.isFinite && components.isFinite { newestAccepted = sampleTime }
        guard let newest = newestAccepted else { continue }
        let lateness = -0.01 + generator.nextUnit() * 0.07
        let query = newest + lateness
        for velocity in [squares.velocity(at: query), impulse.velocity(at: query)] {
          let components = velocity.animatableComponents
          checked += 1
          #expect(components.isFinite, "seed \(seed), stream \(stream): \(components)")
          for index in 0..<Value.AnimatableComponents.componentCount {
            expectClose(components[index], 0, absolute: VelocityTracker<Value>.maximumVelocity)
          }
          if lateness > 0.041 {
            #expect(components == .zero, "a stale query gives zero: \(components)")
          } else if components != .zero {
            nonZero += 1
          }
        }
      }
    }
    // The streams exercise the estimates, not only the zero cases.
    #expect(checked > 10_000)
    #expect(nonZero > checked / 4)
  }

  /// A time step: often 0.5 to 20 ms, sometimes 0 (a repeat), a gap of up to half a second, a
  /// few picoseconds or a step back.
  private func randomStep(_ generator: inout SeededGenerator) -> Double {
    let roll = generator.nextUnit()
    switch roll {
    case ..<0.15: return 0
    case ..<0.20: return 0.041 + generator.nextUnit() * 0.5
    case ..<0.22: return -generator.nextUnit()
    case ..<0.25: return 1e-12 * (1 + generator.nextUnit() * 1000)
    // Subnormal steps (issue 34): they move a clock at 0 only, and are ignored there.
    case ..<0.26: return .leastNonzeroMagnitude * Double(1 + generator.next() % 4)
    default: return 0.0005 + generator.nextUnit() * 0.0195
    }
  }

  /// Components of random magnitude from subnormal to 1.7e308; now and then NaN or infinite.
  private func randomComponents<Vector: AnimatableVector>(
    _: Vector.Type, _ generator: inout SeededGenerator
  ) -> Vector {
    let scales = [
      .leastNormalMagnitude / 1e6, 1e-300, 1e-30, 1e-6, 1, 1000, 1e12, 1e150, 1e300, 1e308,
      .greatestFiniteMagnitude,
    ]
    let scale = scales[Int(generator.next() % UInt64(scales.count))]
    var vector = Vector.zero
    for index in 0..<Vector.componentCount {
      let roll = generator.nextUnit()
      vector[index] =
        roll < 0.01
        ? .nan
        : roll < 0.02
          ? -.infinity : roll < 0.03 ? .infinity : scale * (2 * generator.nextUnit() - 1)
    }
    return vector
  }
}
