// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Float: AnimatableValue {
  /// Creates the number from its single component, rounded to the nearest `Float`.
  ///
  /// Ties round to even, as `Float(_: Double)` does; magnitudes beyond `Float`'s range become
  /// infinity. Every `Float` is exactly representable as a `Double`, so round trips are exact.
  ///
  /// - Parameter components: The single component.
  @inlinable public init(animatableComponents components: Double) {
    self = Float(components)
  }

  /// The number, widened exactly to `Double`, as its single component.
  @inlinable public var animatableComponents: Double { Double(self) }
}
