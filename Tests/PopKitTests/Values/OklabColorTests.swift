// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit
@testable import PopKitCore

/// Oklab and the colour spaces colours mix in, against Ottosson's published values and the
/// midpoints of the issue.
@Suite("Oklab colours")
struct OklabColorTests {
  /// A colour's channels in 8 bits.
  private func bytes(_ color: RGBAColor) -> [Double] {
    [color.red, color.green, color.blue].map { ($0 * 255).rounded() }
  }

  /// A colour from 8-bit channels.
  private func color(_ red: Double, _ green: Double, _ blue: Double) -> RGBAColor {
    RGBAColor(red: red / 255, green: green / 255, blue: blue / 255)
  }

  @Test("white is L 1, a 0, b 0; pure red is (0.6280, 0.2249, 0.1258) (Ottosson's table)")
  func referenceValues() {
    let white = OklabColor(.white)
    expectClose(white.lightness, 1, absolute: 1e-4)
    expectClose(white.a, 0, absolute: 1e-4)
    expectClose(white.b, 0, absolute: 1e-4)
    let red = OklabColor(RGBAColor(red: 1, green: 0, blue: 0))
    expectClose(red.lightness, 0.6280, absolute: 1e-4)
    expectClose(red.a, 0.2249, absolute: 1e-4)
    expectClose(red.b, 0.1258, absolute: 1e-4)
  }

  @Test("8-bit sRGB → Oklab → 8-bit is exact for the cube's corners and 4,096 random colours")
  func roundTrip() {
    var generator = SeededGenerator(seed: 99)
    var colours: [RGBAColor] = []
    for corner in 0..<8 {
      colours.append(
        color(
          corner & 1 == 0 ? 0 : 255, corner & 2 == 0 ? 0 : 255, corner & 4 == 0 ? 0 : 255))
    }
    for _ in 0..<4096 {
      colours.append(
        color(
          (generator.nextUnit() * 256).rounded(.down), (generator.nextUnit() * 256).rounded(.down),
          (generator.nextUnit() * 256).rounded(.down)))
    }
    for original in colours {
      let back = RGBAColor(OklabColor(original))
      expectClose(back.red, original.red, absolute: 0.5 / 255)
      expectClose(back.green, original.green, absolute: 0.5 / 255)
      expectClose(back.blue, original.blue, absolute: 0.5 / 255)
    }
  }

  @Test("Oklab → linear sRGB undoes the forward matrices (checked numerically)")
  func inverse() {
    var generator = SeededGenerator(seed: 5)
    for _ in 0..<1000 {
      let linear = (generator.nextUnit(), generator.nextUnit(), generator.nextUnit())
      let encoded = RGBAColor(
        red: OklabColor.encoded(linear.0), green: OklabColor.encoded(linear.1),
        blue: OklabColor.encoded(linear.2))
      let back = OklabColor(encoded).linearRGB
      expectClose(back.red, linear.0, absolute: 1e-6)
      expectClose(back.green, linear.1, absolute: 1e-6)
      expectClose(back.blue, linear.2, absolute: 1e-6)
    }
  }

  @Test("midpoints in Oklab: white → black is (99, 99, 99), red → blue (140, 83, 162), ± 1")
  func midpoints() {
    let grey = RGBAColor.white.interpolated(to: .black, fraction: 0.5, in: .oklab)
    #expect(zip(bytes(grey), [99, 99, 99]).allSatisfy { abs($0 - $1) <= 1 })
    let violet = color(255, 0, 0).interpolated(to: color(0, 0, 255), fraction: 0.5, in: .oklab)
    #expect(zip(bytes(violet), [140, 83, 162]).allSatisfy { abs($0 - $1) <= 1 })
  }

  @Test("sRGB mixing is pop's: component-wise, straight alpha")
  func popParity() {
    let mixed = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1).interpolated(
      to: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0), fraction: 0.25, in: .sRGB)
    #expect(mixed == RGBAColor(red: 0.75, green: 0, blue: 0.25, alpha: 0.75))
  }

  @Test(
    "transparent black → opaque red at 0.5 is red at alpha 0.5, with no dark fringe",
    arguments: [RGBAColor.Space.linearSRGB, .oklab, .oklch])
  func noDarkFringe(space: RGBAColor.Space) {
    let mixed = RGBAColor.clear.interpolated(to: color(255, 0, 0), fraction: 0.5, in: space)
    expectClose(mixed.alpha, 0.5, absolute: 1e-12)
    expectClose(mixed.red, 1, absolute: 1e-6)
    expectClose(mixed.green, 0, absolute: 1e-6)
    expectClose(mixed.blue, 0, absolute: 1e-6)
  }

  @Test("OkLCh: red → black darkens steadily with the hue of red all the way")
  func lchToBlack() {
    let red = color(255, 0, 0)
    let hue = atan2(OklabColor(red).b, OklabColor(red).a)
    var previous = Double.infinity
    for step in 0...20 {
      let mixed = OklabColor(red.interpolated(to: .black, fraction: Double(step) / 20, in: .oklch))
      #expect(mixed.lightness <= previous + 1e-9)
      previous = mixed.lightness
      if (mixed.a * mixed.a + mixed.b * mixed.b).squareRoot() > 1e-3 {
        expectClose(atan2(mixed.b, mixed.a), hue, absolute: 0.02, "step \(step)")
      }
    }
  }

  @Test("an Oklab colour animates premultiplied: transparent takes the other end's colour")
  func premultipliedComponents() {
    let red = OklabColor(RGBAColor(red: 1, green: 0, blue: 0))
    let clear = OklabColor(lightness: 0, a: 0, b: 0, alpha: 0)
    let mixed = OklabColor(
      animatableComponents: (clear.animatableComponents + red.animatableComponents) / 2)
    expectClose(mixed.lightness, red.lightness, absolute: 1e-12)
    expectClose(mixed.alpha, 0.5, absolute: 1e-12)
  }
}
