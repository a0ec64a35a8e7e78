import Testing

@testable import PopKit

extension ValuesTests {
  @Suite("AnimatableValue conformances")
  struct AnimatableValueConformanceTests {
    @Test("each type reports its number of components", arguments: ValueKind.allCases)
    func componentCount(kind: ValueKind) {
      #expect(kind.type.componentCount == kind.expectedComponentCount)
    }

    @Test(
      "a value's components are its fields in order, bit for bit",
      arguments: ValueKind.allCases, interestingSeeds)
    func componentsAreTheFields(kind: ValueKind, seed: Double) {
      let sample = kind.sample(seed)
      #expect(sample.value.animatableComponents.bitPatterns == sample.components.bitPatterns)
    }

    @Test(
      "lanes at and beyond componentCount are +0.0",
      arguments: ValueKind.allCases, interestingSeeds)
    func unusedLanesAreZero(kind: ValueKind, seed: Double) {
      let components = kind.sample(seed).value.animatableComponents
      for lane in kind.expectedComponentCount..<4 {
        #expect(components[lane].bitPattern == 0, "lane \(lane)")
      }
    }

    @Test(
      "round-tripping through components gives back the same value, bit for bit",
      arguments: ValueKind.allCases, interestingSeeds)
    func roundTripIsExact(kind: ValueKind, seed: Double) {
      let sample = kind.sample(seed)
      let back = roundTripped(sample.value)
      let isEqual = areEqual(back, sample.value)
      #expect(isEqual)
      #expect(back.animatableComponents.bitPatterns == sample.components.bitPatterns)
    }

    @Test(
      "initializing from components ignores lanes beyond componentCount",
      arguments: ValueKind.allCases)
    func extraLanesAreIgnored(kind: ValueKind) {
      let value = kind.type.init(animatableComponents: [1, 2, 3, 4])
      let expected: SIMD4<Double> =
        switch kind.expectedComponentCount {
        case 1: [1, 0, 0, 0]
        case 2: [1, 2, 0, 0]
        case 3: [1, 2, 3, 0]
        default: [1, 2, 3, 4]
        }
      #expect(value.animatableComponents.bitPatterns == expected.bitPatterns)
    }
  }
}
