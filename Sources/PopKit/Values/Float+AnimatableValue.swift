extension Float: AnimatableValue {
  /// One component: the number itself.
  @inlinable public static var componentCount: Int { 1 }

  /// Creates the number from its single component, rounded to the nearest `Float`.
  ///
  /// Ties round to even, as `Float(_: Double)` does; magnitudes beyond `Float`'s range become
  /// infinity. Every `Float` is exactly representable as a `Double`, so round trips are exact.
  ///
  /// - Parameter components: The components; only the first is used.
  @inlinable public init(animatableComponents components: SIMD4<Double>) {
    self = Float(components[0])
  }

  /// The number, widened exactly to `Double`, as its single component.
  @inlinable public var animatableComponents: SIMD4<Double> { [Double(self), 0, 0, 0] }
}
