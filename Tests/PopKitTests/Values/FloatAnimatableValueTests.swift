// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Testing

@testable import PopKit

extension ValuesTests {
  @Suite("Float as an animatable value")
  struct FloatAnimatableValueTests {
    /// 2^-n as a Double.
    private static func twoToThe(_ exponent: Int) -> Double {
      Double(sign: .plus, exponent: exponent, significand: 1)
    }

    @Test(
      "a component a Float cannot hold rounds to the nearest Float, ties to even",
      arguments: [
        // Halfway between 1 and the next Float: ties to even, 1.
        (1 + twoToThe(-24), Float(1)),
        // Halfway between 1 + 2^-23 (odd) and 1 + 2^-22 (even): ties to even.
        (1 + 3 * twoToThe(-24), Float(1) + Float(twoToThe(-22))),
        // Just above halfway: up.
        (1 + twoToThe(-24) + twoToThe(-40), Float(1).nextUp),
        // Below halfway: down.
        (1 + twoToThe(-25), Float(1)),
        // 0.1 rounds to the Float 0x3DCCCCCD.
        (0.1, Float(bitPattern: 0x3DCC_CCCD)),
        // Too large for Float: infinity. Too small: a zero of the same sign.
        (1e300, Float.infinity), (-1e300, -Float.infinity), (1e-50, Float(0)),
      ] as [(Double, Float)])
    func rounding(component: Double, expected: Float) {
      let value = Float(animatableComponents: component)
      #expect(value.bitPattern == expected.bitPattern)
    }

    @Test("a negative component too small for Float becomes -0.0")
    func negativeUnderflowKeepsSign() {
      let value = Float(animatableComponents: -1e-50)
      #expect(value.bitPattern == (-Float.zero).bitPattern)
    }

    @Test(
      "every Float round trips exactly",
      arguments: [
        Float.leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, Float(1).nextUp, 0.1, -0.0, .infinity, .pi,
      ] as [Float])
    func roundTrip(value: Float) {
      #expect(
        Float(animatableComponents: value.animatableComponents).bitPattern == value.bitPattern)
    }
  }
}
