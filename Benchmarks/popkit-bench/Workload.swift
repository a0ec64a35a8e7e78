// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The workload's object: one animated `Double`, as a view's `x` would be.
@MainActor
final class Particle {
  var x = 0.0
}

/// The frames of the workload: 120 frames at 1/60 s.
enum Frames {
  /// Frames per repetition.
  static let count = 120
  /// The nominal frame time, in seconds.
  static let duration = 1.0 / 60

  /// The times of `count` frames from 0, `duration` apart.
  static let even: [Double] = (0..<count).map { Double($0) * duration }

  /// The times of `count` frames from 0 whose gaps are `duration` jittered by up to ±30 %,
  /// the same every run (a fixed-seed generator).
  static let uneven: [Double] = {
    var generator = SplitMix64(seed: 0x5EED_F00D)
    var times = [0.0]
    for _ in 1..<count {
      times.append(times[times.count - 1] + duration * (1 + 0.3 * generator.nextSigned()))
    }
    return times
  }()

  /// The gaps between successive times: `count - 1` of them, then one more like the first, so
  /// that a batch advanced by these covers as many frames as the animator renders.
  static func gaps(of times: [Double]) -> [Double] {
    var gaps = zip(times.dropFirst(), times).map { $0 - $1 }
    gaps.insert(gaps[0], at: 0)
    return gaps
  }
}

/// SplitMix64 (Steele, Lea and Flood), a small fixed-seed generator.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A uniform number in [-1, 1).
  mutating func nextSigned() -> Double {
    Double(next() >> 11) / Double(1 << 52) - 1
  }
}
