// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A color as red, green, blue and alpha channels, animatable as four components.
///
/// Channels are nominally in `0...1`, but the struct stores exactly what it is given: a bouncy
/// spring overshoots its target, so an animated color can briefly leave `0...1` (a channel
/// heading to `1` may pass `1.05`). Call ``clamped()`` before handing the color to anything
/// that requires in-range channels.
///
/// The components are `[red, green, blue, alpha]`: animated, a colour moves its sRGB channels
/// in straight lines, as pop does. For perceptually even motion, animate its ``OklabColor``
/// (``AnimatableProperty/mapped(to:threshold:)``); to mix two colours once, say the space
/// (``interpolated(to:fraction:in:)``).
public struct RGBAColor: AnimatableValue, Hashable {
  /// The red channel, nominally in `0...1`.
  public var red: Double

  /// The green channel, nominally in `0...1`.
  public var green: Double

  /// The blue channel, nominally in `0...1`.
  public var blue: Double

  /// The opacity, nominally in `0...1`, where `0` is fully transparent.
  public var alpha: Double

  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)

  /// Opaque white.
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)

  /// Fully transparent black.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// Creates a color from its channels, stored as given without clamping.
  ///
  /// - Parameters:
  ///   - red: The red channel, nominally in `0...1`.
  ///   - green: The green channel, nominally in `0...1`.
  ///   - blue: The blue channel, nominally in `0...1`.
  ///   - alpha: The opacity, nominally in `0...1`; opaque by default.
  @inlinable
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a color from its components `[red, green, blue, alpha]`, without clamping.
  ///
  /// - Parameter components: The components.
  @inlinable public init(animatableComponents components: SIMD4<Double>) {
    self.init(
      red: components[0],
      green: components[1],
      blue: components[2],
      alpha: components[3]
    )
  }

  /// The color's components `[red, green, blue, alpha]`.
  @inlinable public var animatableComponents: SIMD4<Double> { [red, green, blue, alpha] }

  /// Returns this color with every channel clamped to `0...1`.
  ///
  /// Channels below `0` (including negative infinity) become `0`, channels above `1`
  /// (including infinity) become `1`, and NaN channels become `0`.
  ///
  /// - Returns: The clamped color.
  @inlinable
  public func clamped() -> RGBAColor {
    RGBAColor(
      red: Self.unitClamped(red),
      green: Self.unitClamped(green),
      blue: Self.unitClamped(blue),
      alpha: Self.unitClamped(alpha)
    )
  }

  /// Clamps one channel to `0...1`, sending NaN to `0`.
  ///
  /// - Parameter channel: The channel to clamp.
  /// - Returns: The clamped channel.
  @inlinable
  static func unitClamped(_ channel: Double) -> Double {
    if channel >= 1 { return 1 }
    if channel > 0 { return channel }
    return 0
  }
}
