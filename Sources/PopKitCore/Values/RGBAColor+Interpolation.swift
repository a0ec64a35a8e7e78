// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

extension RGBAColor {
  /// A space to mix colours in.
  public enum Space: Sendable, Hashable {
    /// Component-wise in gamma-encoded sRGB, with straight alpha: pop's behaviour, kept for
    /// parity (red → blue passes through a dull purple).
    case sRGB
    /// In linear light, premultiplied: physically even mixing of light.
    case linearSRGB
    /// In Oklab, premultiplied: perceptually even steps.
    case oklab
    /// In OkLCh (Oklab's lightness, chroma and hue), premultiplied; the hue takes the shorter
    /// arc, and an end with no chroma (a grey) takes the other end's hue, so red → black
    /// darkens without a hue jump. Mid-colours outside sRGB are clipped per channel.
    case oklch
  }

  /// The colour a fraction of the way to another, mixed in a colour space.
  ///
  /// The space has no default, because no one space is right for both of PopKit's uses of
  /// colour: an animated ``RGBAColor`` moves its sRGB channels straight, as pop does (animate
  /// an ``OklabColor`` representation for perceptual motion, see
  /// ``AnimatableProperty/mapped(to:threshold:)``), while a one-off mix usually wants
  /// ``Space/oklab``. Saying the space at the call shows which one a mix is.
  ///
  /// Every space but ``Space/sRGB`` mixes premultiplied colours, so a fully transparent end
  /// takes its colour from the other end: transparent black → opaque red is red at half
  /// opacity half way, without a dark fringe. The result is clipped to `0...1` per channel.
  ///
  /// Every result is finite for finite colours and fractions, however large: a mix that
  /// passes the range of `Double` on the way stops at `±Double.greatestFiniteMagnitude` (in
  /// ``Space/sRGB``, which does not clip, that is the channel returned).
  ///
  /// ```swift
  /// let grey = RGBAColor.white.interpolated(to: .black, fraction: 0.5, in: .oklab)
  /// // red, green and blue ≈ 0.3886 each (99 of 255)
  /// ```
  ///
  /// - Parameters:
  ///   - other: The colour at fraction 1.
  ///   - fraction: How far to go: 0 is this colour, 1 the other.
  ///   - space: The space to mix in.
  /// - Returns: The mixed colour.
  public func interpolated(
    to other: RGBAColor, fraction: Double, in space: Space
  ) -> RGBAColor {
    let t = fraction
    func mix(_ x: Double, _ y: Double) -> Double { finiteMix(x, y, t) }
    let alpha = mix(alpha, other.alpha)
    switch space {
    case .sRGB:
      return RGBAColor(
        red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
        alpha: alpha)
    case .linearSRGB:
      func channel(_ x: Double, _ y: Double) -> Double {
        guard alpha > 0 else { return 0 }
        let mixed = mix(
          finiteClamped(finiteClamped(OklabColor.linear(x)) * self.alpha),
          finiteClamped(finiteClamped(OklabColor.linear(y)) * other.alpha))
        return OklabColor.encodedClipped(finiteClamped(mixed / alpha))
      }
      return RGBAColor(
        red: channel(red, other.red), green: channel(green, other.green),
        blue: channel(blue, other.blue), alpha: min(max(alpha, 0), 1))
    case .oklab:
      let (start, end) = (
        OklabColor(self).animatableComponents, OklabColor(other).animatableComponents
      )
      var mixed = SIMD4<Double>.zero
      for index in 0..<4 {
        mixed[index] = mix(finiteClamped(start[index]), finiteClamped(end[index]))
      }
      return RGBAColor(OklabColor(animatableComponents: mixed))
    case .oklch:
      return RGBAColor(OklabColor(self).mixedInLCh(with: OklabColor(other), fraction: t))
    }
  }
}

extension OklabColor {
  /// The chroma below which a colour counts as grey, with no hue of its own.
  static let greyChroma = 1e-6

  /// The colour a fraction of the way to another in OkLCh: lightness and chroma premultiplied,
  /// the hue along the shorter arc (taken from the other end where one end is grey or
  /// transparent), alpha linear.
  ///
  /// - Parameters:
  ///   - other: The colour at fraction 1.
  ///   - t: How far to go.
  /// - Returns: The mixed colour.
  func mixedInLCh(with other: OklabColor, fraction t: Double) -> OklabColor {
    let (chroma, otherChroma) = (hypot(a, b), hypot(other.a, other.b))
    let hasHue = chroma >= OklabColor.greyChroma && alpha > 0
    let otherHasHue = otherChroma >= OklabColor.greyChroma && other.alpha > 0
    var hue = atan2(b, a)
    var otherHue = atan2(other.b, other.a)
    if !hasHue { hue = otherHue }
    if !otherHasHue { otherHue = hue }
    var turn = otherHue - hue
    if turn > Double.pi { turn -= 2 * Double.pi }
    if turn < -Double.pi { turn += 2 * Double.pi }
    let mixedAlpha = finiteMix(alpha, other.alpha, t)
    guard mixedAlpha > 0 else { return OklabColor(lightness: 0, a: 0, b: 0, alpha: 0) }
    /// A premultiplied mix of a coordinate, made straight again.
    func premultipliedMix(_ x: Double, _ y: Double) -> Double {
      let mixed = finiteMix(finiteClamped(x * alpha), finiteClamped(y * other.alpha), t)
      return finiteClamped(mixed / mixedAlpha)
    }
    let lightness = premultipliedMix(lightness, other.lightness)
    let mixedChroma = premultipliedMix(finiteClamped(chroma), finiteClamped(otherChroma))
    let mixedHue = finiteClamped(hue + turn * t)
    return OklabColor(
      lightness: lightness, a: mixedChroma * cos(mixedHue), b: mixedChroma * sin(mixedHue),
      alpha: mixedAlpha)
  }
}

/// `x + (y − x)·t`, finite for finite numbers: ends of opposite signs near the limits of
/// `Double` (whose difference overflows) are mixed as `x·(1 − t) + y·t`, and a mix beyond
/// `Double` stops at `±Double.greatestFiniteMagnitude`.
///
/// In the second form both terms have the same sign whenever either is infinite (the ends have
/// opposite signs), so it never gives ∞ − ∞.
func finiteMix(_ x: Double, _ y: Double, _ t: Double) -> Double {
  let difference = y - x
  return finiteClamped(difference.isFinite ? x + difference * t : x * (1 - t) + y * t)
}
