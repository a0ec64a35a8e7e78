// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

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
      "each type stores its components in the smallest vector, one lane per component",
      arguments: ValueKind.allCases)
    func componentsType(kind: ValueKind) {
      let check = checkComponentsType(of: kind.type, expected: kind.expectedComponentsType)
      #expect(check.isExpectedType, "components are \(check.actualType)")
      #expect(check.componentCount == check.laneCount)
    }

    @Test(
      "a value's components are its fields in order, bit for bit",
      arguments: ValueKind.allCases, interestingSeeds)
    func componentsAreTheFields(kind: ValueKind, seed: Double) {
      let sample = kind.sample(seed)
      #expect(componentBits(of: sample.value) == sample.components.bitPatterns)
    }

    @Test(
      "round-tripping through components gives back the same value, bit for bit",
      arguments: ValueKind.allCases, interestingSeeds)
    func roundTripIsExact(kind: ValueKind, seed: Double) {
      let sample = kind.sample(seed)
      let back = roundTripped(sample.value)
      let isEqual = areEqual(back, sample.value)
      #expect(isEqual)
      #expect(componentBits(of: back) == sample.components.bitPatterns)
    }

    @Test(
      "a value built from components gives those components back, in order",
      arguments: ValueKind.allCases)
    func componentsComeBackInOrder(kind: ValueKind) {
      let lanes = Array([1.0, 2, 3, 4].prefix(kind.expectedComponentCount))
      #expect(builtValueBits(type: kind.type, lanes: lanes) == lanes.bitPatterns)
    }

    /// What `checkComponentsType(of:expected:)` found about a type's components.
    struct ComponentsTypeCheck {
      /// Whether the components are stored in the expected vector type.
      var isExpectedType: Bool
      /// The vector type the components are stored in.
      var actualType: any AnimatableVector.Type
      /// The type's `componentCount`.
      var componentCount: Int
      /// The number of lanes of its vector type, or `nil` if not known.
      var laneCount: Int?
    }

    /// Inspects the vector type `type` stores its components in.
    private func checkComponentsType<V: AnimatableValue>(
      of type: V.Type, expected: any AnimatableVector.Type
    ) -> ComponentsTypeCheck {
      ComponentsTypeCheck(
        isExpectedType: V.AnimatableComponents.self == expected,
        actualType: V.AnimatableComponents.self,
        componentCount: V.componentCount,
        laneCount: laneCount(of: V.AnimatableComponents.self)
      )
    }

    /// The component bits of a `type` value built from `lanes`.
    private func builtValueBits<V: AnimatableValue>(
      type: V.Type, lanes: [Double]
    ) -> [UInt64] {
      componentBits(of: V(animatableComponents: vector(lanes)))
    }
  }
}
