// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The component storage of an animatable value: a short, fixed-size vector of `Double`.
///
/// PopKit animates every value as a vector of one to sixteen components. `Double` (one
/// component), `SIMD2<Double>`, `SIMD3<Double>`, `SIMD4<Double>`, `SIMD8<Double>` and
/// `SIMD16<Double>` conform; an ``AnimatableValue`` names one of them as its
/// ``AnimatableValue/AnimatableComponents``. Storing a 1-D value as a plain `Double` keeps a
/// running animation small and its per-frame arithmetic a handful of scalar operations; a
/// wide vector costs only the animations that use it (a ``DecomposedTransform`` needs 16).
public protocol AnimatableVector: Sendable, Equatable {
  /// The number of components: 1, 2, 3, 4, 8 or 16.
  static var componentCount: Int { get }

  /// The vector whose components are all zero.
  static var zero: Self { get }

  /// Creates a vector with every component equal to `value`.
  init(repeating value: Double)

  /// The component at `index`, which must be in `0..<componentCount`.
  subscript(index: Int) -> Double { get set }

  /// The component-wise sum.
  static func + (lhs: Self, rhs: Self) -> Self

  /// The component-wise difference.
  static func - (lhs: Self, rhs: Self) -> Self

  /// Every component multiplied by a scalar.
  static func * (lhs: Double, rhs: Self) -> Self
}

extension Double: AnimatableVector {
  /// One component.
  @inlinable public static var componentCount: Int { 1 }

  /// The number itself.
  @inlinable public init(repeating value: Double) { self = value }

  /// The number itself, as the single component; `index` must be 0.
  @inlinable public subscript(index: Int) -> Double {
    get {
      precondition(index == 0, "Double has one component; index \(index) is out of range")
      return self
    }
    set {
      precondition(index == 0, "Double has one component; index \(index) is out of range")
      self = newValue
    }
  }
}

extension SIMD2: AnimatableVector where Scalar == Double {
  /// Two components.
  @inlinable public static var componentCount: Int { 2 }
}

extension SIMD3: AnimatableVector where Scalar == Double {
  /// Three components.
  @inlinable public static var componentCount: Int { 3 }
}

extension SIMD4: AnimatableVector where Scalar == Double {
  /// Four components.
  @inlinable public static var componentCount: Int { 4 }
}

extension SIMD8: AnimatableVector where Scalar == Double {
  /// Eight components.
  @inlinable public static var componentCount: Int { 8 }
}

extension SIMD16: AnimatableVector where Scalar == Double {
  /// Sixteen components.
  @inlinable public static var componentCount: Int { 16 }
}

extension AnimatableVector {
  /// Whether every component is finite.
  @inlinable
  public var isFinite: Bool {
    for index in 0..<Self.componentCount where !self[index].isFinite { return false }
    return true
  }

  /// The first component that is not finite, or `nil` when every one is (for messages that
  /// name the value refused).
  package var firstNonFiniteComponent: Double? {
    for index in 0..<Self.componentCount where !self[index].isFinite { return self[index] }
    return nil
  }

  /// The largest absolute value of a component; NaN if any component is NaN.
  @inlinable
  public var maximumMagnitude: Double {
    var result = 0.0
    for index in 0..<Self.componentCount {
      let magnitude = abs(self[index])
      if !(magnitude <= result) { result = magnitude }
    }
    return result
  }

  /// The vector with `transform` applied to each component.
  @inlinable
  public func map(_ transform: (Double) -> Double) -> Self {
    var result = self
    for index in 0..<Self.componentCount { result[index] = transform(self[index]) }
    return result
  }

  /// The components as an array, for printing and recording.
  public var components: [Double] {
    (0..<Self.componentCount).map { self[$0] }
  }
}
