// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Insets from the four edges of a rectangle, animatable as four components.
///
/// The components are `[top, left, bottom, right]`, in the order of the initializer's
/// parameters.
public struct EdgeInsets: AnimatableValue, Hashable {
  /// The inset from the top edge.
  public var top: Double

  /// The inset from the left edge.
  public var left: Double

  /// The inset from the bottom edge.
  public var bottom: Double

  /// The inset from the right edge.
  public var right: Double

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Creates insets from the four edges.
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - left: The inset from the left edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - right: The inset from the right edge.
  @inlinable
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets from their components `[top, left, bottom, right]`.
  ///
  /// - Parameter components: The components.
  @inlinable public init(animatableComponents components: SIMD4<Double>) {
    self.init(
      top: components[0],
      left: components[1],
      bottom: components[2],
      right: components[3]
    )
  }

  /// The insets' components `[top, left, bottom, right]`.
  @inlinable public var animatableComponents: SIMD4<Double> { [top, left, bottom, right] }
}
