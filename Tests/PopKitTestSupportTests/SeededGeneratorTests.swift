// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport
import Testing

/// The one seeded generator every randomized test draws from.
@Suite("Test support: the seeded generator")
struct SeededGeneratorTests {
  @Test("seed 0 gives SplitMix64's published first numbers")
  func referenceSequence() {
    var generator = SeededGenerator(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test("the same seed repeats the same numbers; another seed does not")
  func repeats() {
    var first = SeededGenerator(seed: 42)
    var second = SeededGenerator(seed: 42)
    var other = SeededGenerator(seed: 43)
    let numbers = (0..<100).map { _ in first.next() }
    #expect(numbers == (0..<100).map { _ in second.next() })
    #expect(numbers != (0..<100).map { _ in other.next() })
  }

  @Test("units lie in 0..<1, numbers below a bound below it, a permutation holds each once")
  func ranges() {
    var generator = SeededGenerator(seed: 7)
    let units = (0..<10_000).map { _ in generator.nextUnit() }
    #expect(units.allSatisfy { $0 >= 0 && $0 < 1 })
    #expect(units.min()! < 0.01 && units.max()! > 0.99)
    let below = (0..<10_000).map { _ in generator.next(below: 7) }
    #expect(Set(below) == Set(0..<7))
    #expect(generator.permutation(of: 50).sorted() == Array(0..<50))
  }
}
