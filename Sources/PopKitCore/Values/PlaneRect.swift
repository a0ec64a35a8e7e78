// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An axis-aligned rectangle in the plane, in the core's own type: an origin and a size,
/// animatable as `[x, y, width, height]`.
///
/// The portable core has no `CGRect`; PopKit converts between the two (`CGRect(_:)`,
/// `PlaneRect(_:)`). Like `CGRect`'s components, a rectangle is kept as given: a negative
/// width or height is not standardized.
public struct PlaneRect: AnimatableValue, Hashable {
  /// The corner the size is measured from (the smallest coordinates when the size is
  /// positive).
  public var origin: PlanePoint

  /// The horizontal extent, in the plane's units; may be negative.
  public var width: Double

  /// The vertical extent, in the plane's units; may be negative.
  public var height: Double

  /// The rectangle at the origin with no size.
  public static let zero = PlaneRect(x: 0, y: 0, width: 0, height: 0)

  /// Creates a rectangle from its origin and size.
  ///
  /// - Parameters:
  ///   - x: The origin's horizontal coordinate.
  ///   - y: The origin's vertical coordinate.
  ///   - width: The horizontal extent; may be negative.
  ///   - height: The vertical extent; may be negative.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = PlanePoint(x: x, y: y)
    self.width = width
    self.height = height
  }

  /// The smallest horizontal coordinate of the rectangle's points.
  @inlinable public var minX: Double { min(origin.x, origin.x + width) }

  /// The largest horizontal coordinate of the rectangle's points.
  @inlinable public var maxX: Double { max(origin.x, origin.x + width) }

  /// The smallest vertical coordinate of the rectangle's points.
  @inlinable public var minY: Double { min(origin.y, origin.y + height) }

  /// The largest vertical coordinate of the rectangle's points.
  @inlinable public var maxY: Double { max(origin.y, origin.y + height) }

  /// The centre point.
  @inlinable
  public var center: PlanePoint {
    PlanePoint(x: origin.x + width / 2, y: origin.y + height / 2)
  }

  /// Creates a rectangle from its components `[x, y, width, height]`, kept as given.
  ///
  /// - Parameter components: The components `[x, y, width, height]`.
  @inlinable
  public init(animatableComponents components: SIMD4<Double>) {
    self.init(x: components[0], y: components[1], width: components[2], height: components[3])
  }

  /// The rectangle's components `[origin.x, origin.y, width, height]`.
  @inlinable
  public var animatableComponents: SIMD4<Double> { [origin.x, origin.y, width, height] }
}
