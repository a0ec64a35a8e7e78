// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Testing

@testable import PopKit

extension ValuesTests {
  @Suite("RGBAColor")
  struct RGBAColorTests {
    @Test(
      "hex strings parse to channels of n / 255",
      arguments: [
        ("#FF8000", RGBAColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1)),
        ("ff8000", RGBAColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1)),
        ("#aBcDeF", RGBAColor(red: 171.0 / 255, green: 205.0 / 255, blue: 239.0 / 255)),
        (
          "#12345678",
          RGBAColor(red: 18.0 / 255, green: 52.0 / 255, blue: 86.0 / 255, alpha: 120.0 / 255)
        ),
        ("00000000", RGBAColor.clear),
        ("#FFFFFF", RGBAColor.white),
        ("#000000FF", RGBAColor.black),
        (
          "#09afAF80",
          RGBAColor(red: 9.0 / 255, green: 175.0 / 255, blue: 175.0 / 255, alpha: 128.0 / 255)
        ),
      ])
    func hexParses(hex: String, expected: RGBAColor) {
      #expect(RGBAColor(hex: hex) == expected)
    }

    @Test(
      "anything but RRGGBB or RRGGBBAA, with an optional leading #, is rejected",
      arguments: [
        "", "#", "FFF", "#FFF", "#FFFF", "#FFFFF", "#FFFFFFF", "#FFFFFFFFF", "##FFFFFF",
        "FFFFFF#", " #FFFFFF", "#FFFFFF ", "#FFFFFF\n", "#GGGGGG", "+FFFFF", "-FFFFF", "0xFFFFFF",
        "#FF FF FF", "#FFFFFé", "#FFFFFF\u{301}",
        "\u{FF26}\u{FF26}\u{FF26}\u{FF26}\u{FF26}\u{FF26}",
        "#12345\u{0}", "#-12345",
      ])
    func badHexIsRejected(hex: String) {
      #expect(RGBAColor(hex: hex) == nil)
    }

    @Test("alpha defaults to opaque")
    func alphaDefault() {
      #expect(RGBAColor(red: 0.2, green: 0.4, blue: 0.6).alpha == 1)
    }

    @Test("the named colors have the expected channels")
    func namedColors() {
      #expect(RGBAColor.black.animatableComponents == [0, 0, 0, 1])
      #expect(RGBAColor.white.animatableComponents == [1, 1, 1, 1])
      #expect(RGBAColor.clear.animatableComponents == [0, 0, 0, 0])
    }

    @Test("out-of-range channels, as from an overshooting spring, are stored as given")
    func storesWhatItIsGiven() {
      let color = RGBAColor(animatableComponents: [1.05, -0.1, 2, -3])
      #expect(color.animatableComponents == [1.05, -0.1, 2, -3])
    }

    @Test(
      "clamped() clamps each channel to 0...1 and sends NaN to 0",
      arguments: [
        (-0.2, 0), (1.05, 1), (0.5, 0.5), (0, 0), (1, 1), (Double.infinity, 1),
        (-Double.infinity, 0), (Double.nan, 0),
        (Double.leastNonzeroMagnitude, .leastNonzeroMagnitude),
        (Double(1).nextDown, Double(1).nextDown),
      ] as [(Double, Double)])
    func clamped(channel: Double, expected: Double) {
      // Put the channel in each lane in turn, with in-range neighbours, so a mixed-up lane shows.
      for lane in 0..<4 {
        var components: SIMD4<Double> = [0.25, 0.5, 0.75, 0.125]
        components[lane] = channel
        var expectedComponents: SIMD4<Double> = [0.25, 0.5, 0.75, 0.125]
        expectedComponents[lane] = expected
        let clamped = RGBAColor(animatableComponents: components).clamped()
        #expect(clamped.animatableComponents == expectedComponents, "lane \(lane)")
      }
    }
  }
}
