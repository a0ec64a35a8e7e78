// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

/// A colour in Björn Ottosson's Oklab space: perceived lightness and two opponent axes, so that
/// equal steps look like equal changes.
///
/// Animate colours in Oklab to avoid the dark, greyish middle that sRGB interpolation gives
/// (red → blue passes through a dull purple in sRGB and a bright violet in Oklab). Lightness
/// is 0 for black and 1 for white; `a` runs green (−) to red (+), `b` blue (−) to yellow (+),
/// both within about ±0.4 for colours a screen can show.
///
/// Alpha is straight in the properties and premultiplied in the animated components
/// (`[L·α, a·α, b·α, α]`), so a fully transparent end takes its colour from the other end
/// instead of fading through black.
public struct OklabColor: AnimatableValue, Hashable {
  /// The perceived lightness: 0 black, 1 white.
  public var lightness: Double
  /// The green (−) to red (+) axis.
  public var a: Double
  /// The blue (−) to yellow (+) axis.
  public var b: Double
  /// The opacity, in `0...1`.
  public var alpha: Double

  /// Creates a colour from its Oklab coordinates.
  ///
  /// - Parameters:
  ///   - lightness: The perceived lightness, 0 black to 1 white.
  ///   - a: The green (−) to red (+) axis.
  ///   - b: The blue (−) to yellow (+) axis.
  ///   - alpha: The opacity; opaque by default.
  public init(lightness: Double, a: Double, b: Double, alpha: Double = 1) {
    self.lightness = lightness
    self.a = a
    self.b = b
    self.alpha = alpha
  }

  /// The same colour in Oklab: sRGB's transfer function undone, then Ottosson's two matrices
  /// with a cube root between them.
  ///
  /// Finite for every finite colour: channels beyond about 1e129, whose linear light (the
  /// channel to the power 2.4) would overflow, are converted scaled down by a power of two,
  /// and Oklab, which grows as the cube root of linear light, is scaled back up exactly.
  ///
  /// - Parameter color: An sRGB colour (gamma-encoded channels, straight alpha).
  public init(_ color: RGBAColor) {
    // Linear light scaled by 2^(−12k) gives Oklab scaled by 2^(−4k); k is 0 for any colour
    // whose linear light stays below 2^200.
    let k = OklabColor.downscaling(color.red, color.green, color.blue)
    let (r, g, b) = (
      OklabColor.linear(color.red, down: k), OklabColor.linear(color.green, down: k),
      OklabColor.linear(color.blue, down: k)
    )
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    let up = PowerOfTwoScale(exponent: 4 * k)
    self.init(
      lightness: up(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s),
      a: up(1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s),
      b: up(0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s),
      alpha: color.alpha)
  }

  /// The colour's linear-light sRGB channels (not clipped); a channel beyond the range of
  /// `Double` (from coordinates beyond about 1e102) is `±Double.greatestFiniteMagnitude`.
  var linearRGB: (red: Double, green: Double, blue: Double) {
    // Coordinates scaled by 2^(−j) give linear light scaled by 2^(−3j), so the cubes and their
    // sums cannot overflow; j is 0 for coordinates below 2^64.
    let largest = max(abs(lightness), abs(a), abs(b))
    let j = largest > 0x1p64 && largest.isFinite ? largest.exponent : 0
    let down = PowerOfTwoScale(exponent: -j)
    let (lightness, a, b) = (down(lightness), down(a), down(b))
    let l = cube(lightness + 0.3963377774 * a + 0.2158037573 * b)
    let m = cube(lightness - 0.1055613458 * a - 0.0638541728 * b)
    let s = cube(lightness - 0.0894841775 * a - 1.2914855480 * b)
    let up = PowerOfTwoScale(exponent: 3 * j)
    return (
      finiteClamped(up(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s)),
      finiteClamped(up(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s)),
      finiteClamped(up(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
    )
  }

  /// Creates a colour from premultiplied components `[L·α, a·α, b·α, α]`.
  ///
  /// A colour with no opacity has no colour left, and comes back as transparent black. A
  /// coordinate that the division by a tiny alpha takes beyond `Double` becomes
  /// `±Double.greatestFiniteMagnitude`.
  ///
  /// - Parameter components: The premultiplied components.
  public init(animatableComponents components: SIMD4<Double>) {
    let alpha = components[3]
    guard alpha != 0 else {
      self.init(lightness: 0, a: 0, b: 0, alpha: 0)
      return
    }
    // A tiny alpha may make the straight coordinates overflow: they stop at the largest finite.
    self.init(
      lightness: finiteClamped(components[0] / alpha), a: finiteClamped(components[1] / alpha),
      b: finiteClamped(components[2] / alpha), alpha: alpha)
  }

  /// The premultiplied components `[L·α, a·α, b·α, α]`.
  public var animatableComponents: SIMD4<Double> {
    [lightness * alpha, a * alpha, b * alpha, alpha]
  }

  /// A colour change moves nothing, so it keeps animating while motion is reduced.
  public static var motionWhenReduced: ReducedMotion { .animate }

  /// sRGB's transfer function undone: an encoded channel to linear light (`+infinity` for a
  /// channel beyond about 1e129, whose linear light is beyond `Double`).
  static func linear(_ channel: Double) -> Double {
    channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
  }

  /// The linear light of a channel times `2^(−12k)`, without overflowing on the way.
  ///
  /// `((c + 0.055)/1.055)^2.4 · 2^(−12k) = ((c + 0.055)/1.055 · 2^(−5k))^2.4`.
  static func linear(_ channel: Double, down k: Int) -> Double {
    guard k != 0 else { return linear(channel) }
    let down = PowerOfTwoScale(exponent: -5 * k)
    return channel <= 0.04045
      ? PowerOfTwoScale(exponent: -12 * k)(channel / 12.92)
      : pow(down((channel + 0.055) / 1.055), 2.4)
  }

  /// The `k` for ``linear(_:down:)`` that brings the largest linear light of three channels
  /// near 1, or 0 when it stays below `2^200` (every ordinary colour).
  static func downscaling(_ red: Double, _ green: Double, _ blue: Double) -> Int {
    // Three arguments, not a variadic array: this runs on every conversion, which must not
    // allocate.
    let largest = max(linearExponent(red), linearExponent(green), linearExponent(blue))
    return largest > 200 ? Int((largest / 12).rounded(.up)) : 0
  }

  /// Roughly log2 of a channel's linear light; −∞ for 0 and for a channel that is not finite.
  private static func linearExponent(_ channel: Double) -> Double {
    guard channel.isFinite, channel != 0 else { return -.infinity }
    return channel <= 0.04045
      ? Double((channel / 12.92).exponent)
      : 2.4 * Double(((channel + 0.055) / 1.055).exponent)
  }

  /// sRGB's transfer function: a linear-light channel encoded.
  static func encoded(_ channel: Double) -> Double {
    channel <= 0.0031308 ? 12.92 * channel : 1.055 * pow(channel, 1 / 2.4) - 0.055
  }

  /// A linear-light channel clipped to `0...1` and encoded (the encoding keeps `0...1`).
  static func encodedClipped(_ channel: Double) -> Double {
    encoded(min(max(channel, 0), 1))
  }

  private func cube(_ x: Double) -> Double { x * x * x }
}

extension RGBAColor {
  /// The same colour in sRGB, each channel clipped to `0...1` (a colour outside what sRGB can
  /// show keeps its nearest channel values).
  ///
  /// - Parameter color: An Oklab colour.
  public init(_ color: OklabColor) {
    let linear = color.linearRGB
    self.init(
      red: OklabColor.encodedClipped(linear.red), green: OklabColor.encodedClipped(linear.green),
      blue: OklabColor.encodedClipped(linear.blue), alpha: min(max(color.alpha, 0), 1))
  }
}
