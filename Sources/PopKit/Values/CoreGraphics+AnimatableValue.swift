import Foundation

extension CGFloat: AnimatableValue {
  /// One component: the number itself.
  @inlinable public static var componentCount: Int { 1 }

  /// Creates the number from its single component.
  ///
  /// Where `CGFloat` is 64 bits wide (Linux and 64-bit Apple platforms) this is exact; where
  /// it is 32 bits wide the component rounds to the nearest representable value.
  ///
  /// - Parameter components: The components; only the first is used.
  @inlinable public init(animatableComponents components: SIMD4<Double>) {
    self = CGFloat(components[0])
  }

  /// The number as its single component.
  @inlinable public var animatableComponents: SIMD4<Double> { [Double(self), 0, 0, 0] }
}

extension CGPoint: AnimatableValue {
  /// Two components: `x` then `y`.
  @inlinable public static var componentCount: Int { 2 }

  /// Creates a point from its components `[x, y]`.
  ///
  /// - Parameter components: The components; lanes 2 and 3 are ignored.
  @inlinable public init(animatableComponents components: SIMD4<Double>) {
    self.init(x: components[0], y: components[1])
  }

  /// The point's components `[x, y, 0, 0]`.
  @inlinable public var animatableComponents: SIMD4<Double> {
    [Double(x), Double(y), 0, 0]
  }
}

extension CGSize: AnimatableValue {
  /// Two components: `width` then `height`.
  @inlinable public static var componentCount: Int { 2 }

  /// Creates a size from its components `[width, height]`.
  ///
  /// - Parameter components: The components; lanes 2 and 3 are ignored.
  @inlinable public init(animatableComponents components: SIMD4<Double>) {
    self.init(width: components[0], height: components[1])
  }

  /// The size's components `[width, height, 0, 0]`.
  @inlinable public var animatableComponents: SIMD4<Double> {
    [Double(width), Double(height), 0, 0]
  }
}

extension CGRect: AnimatableValue {
  /// Four components: the origin's `x` and `y`, then the size's `width` and `height`.
  @inlinable public static var componentCount: Int { 4 }

  /// Creates a rectangle from its components `[x, y, width, height]`.
  ///
  /// The rectangle is not standardized: a negative width or height is kept as given.
  ///
  /// - Parameter components: The components.
  @inlinable public init(animatableComponents components: SIMD4<Double>) {
    self.init(
      x: components[0],
      y: components[1],
      width: components[2],
      height: components[3]
    )
  }

  /// The rectangle's components `[origin.x, origin.y, size.width, size.height]`.
  ///
  /// They are read from `origin` and `size` directly, not from `minX` or `width`, which
  /// standardize the rectangle first.
  @inlinable public var animatableComponents: SIMD4<Double> {
    [Double(origin.x), Double(origin.y), Double(size.width), Double(size.height)]
  }
}
