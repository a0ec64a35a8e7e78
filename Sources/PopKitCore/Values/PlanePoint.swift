// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A point in the plane, in the core's own type: two `Double` coordinates, animatable as
/// `[x, y]`.
///
/// The portable core has no `CGPoint` (it is Foundation's on Linux and CoreGraphics' on Apple
/// platforms); PopKit converts between the two (`CGPoint(_:)`, `PlanePoint(_:)`). The name is
/// distinctive so that it does not collide with an app's own `Point`.
public struct PlanePoint: AnimatableValue, Hashable {
  /// The horizontal coordinate.
  public var x: Double

  /// The vertical coordinate.
  public var y: Double

  /// The origin, `(0, 0)`.
  public static let zero = PlanePoint(x: 0, y: 0)

  /// Creates a point from its coordinates.
  ///
  /// - Parameters:
  ///   - x: The horizontal coordinate.
  ///   - y: The vertical coordinate.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Creates a point from its components `[x, y]`.
  ///
  /// - Parameter components: The components `[x, y]`.
  @inlinable
  public init(animatableComponents components: SIMD2<Double>) {
    self.init(x: components.x, y: components.y)
  }

  /// The point's components `[x, y]`.
  @inlinable
  public var animatableComponents: SIMD2<Double> { [x, y] }
}
