// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport

// Independent reference estimates for the velocity tracker tests, written from the published
// algorithms (Flutter's velocity_tracker.dart, Android's VelocityTracker.cpp) in their own
// form: plain arrays, the textbook normal equations, Android's loop over samples in reversed
// order. They never call the code under test.

/// One pointer sample of a test stream.
struct PointerSample: Sendable {
  var time: Double
  var value: Double
}

enum VelocityReference {
  /// The samples the window holds, newest first.
  ///
  /// Back from the newest while the age is at most 100 ms and the gap to the next newer sample
  /// at most 40 ms, 20 at most. The streams given keep clear of those boundaries.
  static func window(_ stream: [PointerSample]) -> [PointerSample] {
    var result: [PointerSample] = []
    for sample in stream.reversed() {
      guard let newest = result.first else {
        result.append(sample)
        continue
      }
      let newer = result[result.count - 1]
      if result.count == 20 || newest.time - sample.time > 0.1 || newer.time - sample.time > 0.04 {
        break
      }
      result.append(sample)
    }
    return result
  }

  /// The slope at the newest sample of the least-squares parabola, in units per second.
  ///
  /// From the 3 × 3 normal equations in milliseconds relative to the newest sample, solved by
  /// Gaussian elimination with partial pivoting; 0 with fewer than 3 samples.
  static func leastSquares(_ stream: [PointerSample]) -> Double {
    let samples = window(stream)
    guard samples.count >= 3 else { return 0 }
    let newest = samples[0]
    var matrix = [[Double]](repeating: [0, 0, 0, 0], count: 3)
    for sample in samples {
      let x = (sample.time - newest.time) * 1000
      let y = sample.value - newest.value
      let powers = [1, x, x * x, x * x * x, x * x * x * x]
      for row in 0..<3 {
        for column in 0..<3 { matrix[row][column] += powers[row + column] }
        matrix[row][3] += powers[row] * y
      }
    }
    // Forward elimination with partial pivoting, then back substitution.
    for pivot in 0..<3 {
      let best = (pivot..<3).max { abs(matrix[$0][pivot]) < abs(matrix[$1][pivot]) } ?? pivot
      matrix.swapAt(pivot, best)
      for row in (pivot + 1)..<3 {
        let factor = matrix[row][pivot] / matrix[pivot][pivot]
        for column in pivot..<4 { matrix[row][column] -= factor * matrix[pivot][column] }
      }
    }
    var coefficients = [0.0, 0.0, 0.0]
    for row in stride(from: 2, through: 0, by: -1) {
      var rest = matrix[row][3]
      for column in (row + 1)..<3 { rest -= matrix[row][column] * coefficients[column] }
      coefficients[row] = rest / matrix[row][row]
    }
    return coefficients[1] * 1000
  }

  /// Android's `calculateImpulseVelocity`, transcribed: samples in reversed time order
  /// (newest at index 0), 0 for fewer than 2, the difference quotient for 2, otherwise the
  /// kinetic-energy loop from the oldest pair forward with the first pair's work halved.
  static func impulse(_ stream: [PointerSample]) -> Double {
    let samples = window(stream)
    let t = samples.map(\.time)
    let x = samples.map(\.value)
    let count = samples.count
    if count < 2 { return 0 }
    if count == 2 {
      if t[1] == t[0] { return 0 }
      return (x[1] - x[0]) / (t[1] - t[0])
    }
    func kineticEnergyToVelocity(_ work: Double) -> Double {
      (work < 0 ? -1.0 : 1.0) * sqrt(abs(work)) * sqrt(2.0)
    }
    var work = 0.0
    for i in stride(from: count - 1, to: 0, by: -1) {
      if t[i] == t[i - 1] { continue }
      let vprev = kineticEnergyToVelocity(work)
      let vcurr = (x[i] - x[i - 1]) / (t[i] - t[i - 1])
      work += (vcurr - vprev) * abs(vcurr)
      if i == count - 1 { work *= 0.5 }
    }
    return kineticEnergyToVelocity(work)
  }
}

/// A random stream for comparisons: `count` samples at steps of 4 to 12 ms from `start`, a
/// smooth motion (`1000·sin`-like) plus noise of a few units.
func noisyStream(count: Int, start: Double, generator: inout SeededGenerator) -> [PointerSample] {
  var time = start
  var samples: [PointerSample] = []
  let speed = (generator.nextUnit() - 0.5) * 4000
  let acceleration = (generator.nextUnit() - 0.5) * 20_000
  for _ in 0..<count {
    let elapsed = time - start
    let value = 300 + speed * elapsed + acceleration * elapsed * elapsed / 2
    samples.append(PointerSample(time: time, value: value + (generator.nextUnit() - 0.5) * 6))
    time += 0.004 + generator.nextUnit() * 0.008
  }
  return samples
}
