/// A value that PopKit can animate: one that converts exactly to and from a short vector of
/// `Double` components.
///
/// This is pop's value normalisation. Every animation works on the components, so a `CGPoint`
/// springs as two independent 1-D springs sharing one set of constants, a `CGRect` as four,
/// and an ``RGBAColor`` as four channels. The components are stored in an
/// ``AnimatableVector``: `Double` for one component, `SIMD2<Double>`, `SIMD3<Double>` or
/// `SIMD4<Double>` for more.
///
/// Conform your own types by naming their components:
///
/// ```swift
/// struct Offset: AnimatableValue {
///   var dx = 0.0, dy = 0.0
///   init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
///   init(animatableComponents c: SIMD2<Double>) { dx = c.x; dy = c.y }
///   var animatableComponents: SIMD2<Double> { [dx, dy] }
/// }
/// ```
///
/// Round-tripping a value through its components must give back the same value.
public protocol AnimatableValue: Equatable, Sendable {
  /// The vector type that holds the value's components.
  associatedtype AnimatableComponents: AnimatableVector

  /// Creates a value from its components.
  init(animatableComponents: AnimatableComponents)

  /// The value's components.
  var animatableComponents: AnimatableComponents { get }

  /// What animations of this type do while the animator reduces motion: a requirement with a
  /// default (``ReducedMotion/jump``), so that it holds for properties made in generic code.
  static var motionWhenReduced: ReducedMotion { get }
}

extension AnimatableValue {
  /// The number of components this type animates as, 1 through 4.
  @inlinable public static var componentCount: Int { AnimatableComponents.componentCount }
}

extension Double: AnimatableValue {
  /// Creates the number from its single component.
  @inlinable public init(animatableComponents components: Double) {
    self = components
  }

  /// The number as its single component.
  @inlinable public var animatableComponents: Double { self }
}
