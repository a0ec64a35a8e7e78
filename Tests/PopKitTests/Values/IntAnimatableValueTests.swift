// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Testing

@testable import PopKit

extension ValuesTests {
  @Suite("Int as an animatable value")
  struct IntAnimatableValueTests {
    /// Builds an `Int` from a single component.
    private func int(_ component: Double) -> Int {
      Int(animatableComponents: component)
    }

    @Test(
      "components round to the nearest integer, halves away from zero",
      arguments: [
        (2.5, 3), (-2.5, -3), (2.4, 2), (-2.4, -2), (2.6, 3), (-2.6, -3),
        (0.5, 1), (-0.5, -1), (0.49999999999999994, 0), (-0.0, 0), (7, 7),
        (4_503_599_627_370_495.5, 4_503_599_627_370_496),
      ] as [(Double, Int)])
    func rounding(component: Double, expected: Int) {
      #expect(int(component) == expected)
    }

    @Test("NaN becomes zero", arguments: [Double.nan, -Double.nan, Double.signalingNaN])
    func nanIsZero(component: Double) {
      #expect(int(component) == 0)
    }

    @Test(
      "values beyond Int's range clamp instead of trapping",
      arguments: [
        (1e300, Int.max), (-1e300, Int.min), (Double.infinity, Int.max),
        (-Double.infinity, Int.min), (Double.greatestFiniteMagnitude, Int.max),
        (9_223_372_036_854_775_808.0, Int.max),  // 2^63, one past Int.max
        (-9_223_372_036_854_775_808.0, Int.min),  // -2^63, exactly Int.min
        (-9_223_372_036_854_777_856.0, Int.min),  // the Double just below -2^63
      ] as [(Double, Int)])
    func clamping(component: Double, expected: Int) {
      #expect(int(component) == expected)
    }

    @Test("the largest Doubles inside Int's range convert exactly")
    func largestInRange() {
      // 2^63 - 1024 and its negation are the Doubles nearest to the ends of Int's range.
      #expect(int(9_223_372_036_854_774_784.0) == 9_223_372_036_854_774_784)
      #expect(int(-9_223_372_036_854_774_784.0) == -9_223_372_036_854_774_784)
    }

    @Test(
      "round trips are exact up to 2^53 in magnitude",
      arguments: [
        0, 1, -1, 42, -123_456_789, 1 << 52, (1 << 53) - 1, 1 << 53, -(1 << 53), -(1 << 53) + 1,
      ])
    func exactRoundTrip(value: Int) {
      #expect(Int(animatableComponents: value.animatableComponents) == value)
      #expect(value.animatableComponents.bitPattern == Double(value).bitPattern)
    }

    @Test("Int.max and Int.min round trip through clamping")
    func extremesRoundTrip() {
      #expect(Int(animatableComponents: Int.max.animatableComponents) == Int.max)
      #expect(Int(animatableComponents: Int.min.animatableComponents) == Int.min)
    }

    @Test("beyond 2^53 a round trip may land on a neighbouring integer, as documented")
    func inexactBeyondTwoToThe53() {
      let value = (1 << 53) + 1
      #expect(Int(animatableComponents: value.animatableComponents) == 1 << 53)
    }
  }
}
