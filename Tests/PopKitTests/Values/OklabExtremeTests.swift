// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Colours at the edges of `Double` (issue 21, finding 11).
///
/// Channels above about 1e129 turned NaN in Oklab (linear light overflowed, then ∞ − ∞). Every
/// conversion and mix is finite for finite input.
@Suite("Oklab at any size")
struct OklabExtremeTests {
  /// Finite channel values from the smallest to the largest, of both signs.
  static let channels: [Double] = [
    0, 0.5, 1, 1e129, 1e200, .greatestFiniteMagnitude, -1e129, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude,
  ]

  /// Whether two colours agree to 1e-12 in every channel.
  static func isClose(_ color: RGBAColor, _ other: RGBAColor) -> Bool {
    let (first, second) = (color.animatableComponents, other.animatableComponents)
    return (0..<4).allSatisfy { PopKitTestSupport.isClose(first[$0], second[$0], absolute: 1e-12) }
  }

  @Test("finding 11: a grey of any size has Oklab lightness ((c + 0.055)/1.055)^0.8, no hue")
  func finding11GreyOfAnySize() {
    // For a grey, linear light is the same in every channel, each row of Ottosson's first
    // matrix sums to 1, so l = m = s = ∛linear, and the lightness row sums to 1 (to 7e-9): the
    // lightness is linear^(1/3) = ((c + 0.055)/1.055)^(2.4/3); a and b nearly vanish beside it
    // (their rows sum to 0 and 3.7e-8).
    for channel in [2.0, 1e129, 1e200, 1e300, .greatestFiniteMagnitude] {
      let oklab = OklabColor(RGBAColor(red: channel, green: channel, blue: channel))
      let expected = exp(0.8 * log((channel + 0.055) / 1.055))
      expectClose(oklab.lightness, expected, absolute: 1e-8 * expected, "\(channel): \(oklab)")
      expectClose(oklab.a, 0, absolute: 1e-8 * expected)
      expectClose(oklab.b, 0, absolute: 1e-7 * expected)
      #expect(Self.isClose(RGBAColor(oklab), .white), "\(RGBAColor(oklab))")
    }
    // Below 0.04045 the transfer function is linear: linear = c/12.92, lightness ∛(c/12.92).
    for channel in [-1e129, -1e300, -Double.greatestFiniteMagnitude] {
      let oklab = OklabColor(RGBAColor(red: channel, green: channel, blue: channel))
      let expected = -exp(log(-channel / 12.92) / 3)
      expectClose(oklab.lightness, expected, absolute: 1e-8 * -expected, "\(channel): \(oklab)")
      #expect(Self.isClose(RGBAColor(oklab), .black), "\(RGBAColor(oklab))")
    }
  }

  @Test("finding 11: every mix of extreme channels converts to finite Oklab and back")
  func finding11EveryConversionIsFinite() {
    for red in Self.channels {
      for green in Self.channels {
        for blue in [0, 1e200, -Double.greatestFiniteMagnitude] {
          let color = RGBAColor(red: red, green: green, blue: blue)
          let oklab = OklabColor(color)
          #expect(oklab.animatableComponents.isFinite, "\(color) → \(oklab)")
          let back = RGBAColor(oklab)
          #expect(back.animatableComponents.isFinite, "\(color) → \(oklab) → \(back)")
          #expect(back == back.clamped())
        }
      }
    }
  }

  @Test("finding 11: Oklab coordinates of any size come back as sRGB channels in 0...1")
  func finding11AnyOklabToSRGB() {
    let sizes: [Double] = [0, 1, -1, 1e100, -1e100, 1e300, -.greatestFiniteMagnitude]
    for lightness in sizes {
      for a in sizes {
        for b in [0, 1e300, -1e300] {
          let color = RGBAColor(OklabColor(lightness: lightness, a: a, b: b))
          #expect(color.animatableComponents.isFinite, "(\(lightness), \(a), \(b)) → \(color)")
          #expect(color == color.clamped())
        }
      }
    }
    // A light colour far past white is white; a dark one far past black is black.
    #expect(Self.isClose(RGBAColor(OklabColor(lightness: 1e300, a: 0, b: 0)), .white))
    #expect(Self.isClose(RGBAColor(OklabColor(lightness: -1e300, a: 0, b: 0)), .black))
  }

  @Test("finding 11: premultiplied components with a subnormal alpha (2^-1060) stay finite")
  func finding11TinyAlpha() {
    let color = OklabColor(animatableComponents: SIMD4(1, -0.5, 0.25, 0x1p-1060))
    #expect(color.animatableComponents.isFinite)
    #expect(color.lightness == .greatestFiniteMagnitude && color.a == -.greatestFiniteMagnitude)
    #expect(color.alpha == 0x1p-1060)
  }

  @Test(
    "finding 11: mixing extreme colours is finite in every space",
    arguments: [RGBAColor.Space.sRGB, .linearSRGB, .oklab, .oklch])
  func finding11MixesAreFinite(space: RGBAColor.Space) {
    let max = Double.greatestFiniteMagnitude
    let ends = [
      RGBAColor(red: max, green: -max, blue: 1e200, alpha: 1),
      RGBAColor(red: -max, green: max, blue: 0.5, alpha: 1e300),
      RGBAColor(red: 1e129, green: 0, blue: 1, alpha: 0.5), RGBAColor.white,
    ]
    for start in ends {
      for end in ends {
        for fraction in [0, 0.5, 1, -3, 1e300] {
          let mixed = start.interpolated(to: end, fraction: fraction, in: space)
          #expect(mixed.animatableComponents.isFinite, "\(start) → \(end) at \(fraction)")
        }
      }
    }
    // Ends of opposite signs at the limits mix to their true middle.
    let middle = RGBAColor(red: -max, green: 0, blue: 0)
      .interpolated(to: RGBAColor(red: max, green: 0, blue: 0), fraction: 0.5, in: .sRGB)
    #expect(middle.red == 0)
  }
}
