// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

extension CGFloat: AnimatableValue {
  /// Creates the number from its single component.
  ///
  /// Where `CGFloat` is 64 bits wide (Linux and 64-bit Apple platforms) this is exact; where
  /// it is 32 bits wide the component rounds to the nearest representable value.
  ///
  /// - Parameter components: The single component.
  @inlinable public init(animatableComponents components: Double) {
    self = CGFloat(components)
  }

  /// The number as its single component.
  @inlinable public var animatableComponents: Double { Double(self) }
}

extension CGPoint: AnimatableValue {
  /// Creates a point from its components `[x, y]`.
  ///
  /// - Parameter components: The components `[x, y]`.
  @inlinable public init(animatableComponents components: SIMD2<Double>) {
    self.init(x: components.x, y: components.y)
  }

  /// The point's components `[x, y]`.
  @inlinable public var animatableComponents: SIMD2<Double> { [Double(x), Double(y)] }
}

extension CGSize: AnimatableValue {
  /// Creates a size from its components `[width, height]`.
  ///
  /// - Parameter components: The components `[width, height]`.
  @inlinable public init(animatableComponents components: SIMD2<Double>) {
    self.init(width: components.x, height: components.y)
  }

  /// The size's components `[width, height]`.
  @inlinable public var animatableComponents: SIMD2<Double> {
    [Double(width), Double(height)]
  }
}

extension CGRect: AnimatableValue {
  /// Creates a rectangle from its components `[x, y, width, height]`.
  ///
  /// The rectangle is not standardized: a negative width or height is kept as given.
  ///
  /// - Parameter components: The components `[x, y, width, height]`.
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
