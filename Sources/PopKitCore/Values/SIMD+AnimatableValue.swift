// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension SIMD2: AnimatableValue where Scalar == Double {
  /// Creates a vector whose lanes are the components.
  ///
  /// - Parameter components: The components, used as they are.
  @inlinable public init(animatableComponents components: SIMD2<Double>) {
    self = components
  }

  /// The vector itself.
  @inlinable public var animatableComponents: SIMD2<Double> { self }
}

extension SIMD3: AnimatableValue where Scalar == Double {
  /// Creates a vector whose lanes are the components.
  ///
  /// - Parameter components: The components, used as they are.
  @inlinable public init(animatableComponents components: SIMD3<Double>) {
    self = components
  }

  /// The vector itself.
  @inlinable public var animatableComponents: SIMD3<Double> { self }
}

extension SIMD4: AnimatableValue where Scalar == Double {
  /// Creates a vector whose lanes are the components.
  ///
  /// - Parameter components: The components, used as they are.
  @inlinable public init(animatableComponents components: SIMD4<Double>) {
    self = components
  }

  /// The vector itself.
  @inlinable public var animatableComponents: SIMD4<Double> { self }
}

extension SIMD8: AnimatableValue where Scalar == Double {
  /// Creates a vector whose lanes are the components.
  ///
  /// - Parameter components: The components, used as they are.
  @inlinable public init(animatableComponents components: SIMD8<Double>) {
    self = components
  }

  /// The vector itself.
  @inlinable public var animatableComponents: SIMD8<Double> { self }
}

extension SIMD16: AnimatableValue where Scalar == Double {
  /// Creates a vector whose lanes are the components.
  ///
  /// - Parameter components: The components, used as they are.
  @inlinable public init(animatableComponents components: SIMD16<Double>) {
    self = components
  }

  /// The vector itself.
  @inlinable public var animatableComponents: SIMD16<Double> { self }
}
