extension SIMD2: AnimatableValue where Scalar == Double {
  /// Two components: the vector's lanes in order.
  @inlinable public static var componentCount: Int { 2 }

  /// Creates a vector from the first two components.
  ///
  /// - Parameter components: The components; lanes 2 and 3 are ignored.
  @inlinable public init(animatableComponents components: SIMD4<Double>) {
    self = components.lowHalf
  }

  /// The vector's lanes followed by two zeros.
  @inlinable public var animatableComponents: SIMD4<Double> {
    SIMD4(lowHalf: self, highHalf: .zero)
  }
}

extension SIMD3: AnimatableValue where Scalar == Double {
  /// Three components: the vector's lanes in order.
  @inlinable public static var componentCount: Int { 3 }

  /// Creates a vector from the first three components.
  ///
  /// - Parameter components: The components; lane 3 is ignored.
  @inlinable public init(animatableComponents components: SIMD4<Double>) {
    self.init(components[0], components[1], components[2])
  }

  /// The vector's lanes followed by a zero.
  @inlinable public var animatableComponents: SIMD4<Double> { SIMD4(self, 0) }
}

extension SIMD4: AnimatableValue where Scalar == Double {
  /// Four components: the vector's lanes in order.
  @inlinable public static var componentCount: Int { 4 }

  /// Creates a vector whose lanes are the components.
  ///
  /// - Parameter components: The components.
  @inlinable public init(animatableComponents components: SIMD4<Double>) {
    self = components
  }

  /// The vector itself.
  @inlinable public var animatableComponents: SIMD4<Double> { self }
}
