// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A seeded random number generator (SplitMix64), so that a randomized test repeats exactly.
///
/// Every test that draws numbers draws them from this one generator: the same seed gives the
/// same sequence on every platform and every run, so a failing case can be replayed from its
/// seed. Each draw costs O(1).
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The generator's state, which advances by a fixed odd constant on every draw.
  package var state: UInt64

  /// A generator whose sequence starts from `seed` (any value, 0 included).
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<1` from the next draw's top 53 bits (every double in that range that is a
  /// multiple of 2⁻⁵³, equally likely).
  package mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// A number in `0..<bound` from the next draw, by the remainder of a division (slightly
  /// biased towards small numbers for a bound that is not a power of two; `bound` > 0).
  package mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// The numbers `0..<count` in a random order (Fisher–Yates with ``next(below:)``), O(count).
  package mutating func permutation(of count: Int) -> [Int] {
    var numbers = Array(0..<count)
    for index in numbers.indices.reversed() where index > 0 {
      numbers.swapAt(index, next(below: index + 1))
    }
    return numbers
  }
}
