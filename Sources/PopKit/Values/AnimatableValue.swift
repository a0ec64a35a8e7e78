/// A value that PopKit can animate: one that converts exactly to and from a short vector of
/// up to four `Double` components.
///
/// This is pop's value normalisation. Every animation works on the components, so a `CGPoint`
/// springs as two independent 1-D springs sharing one set of constants, a `CGRect` as four,
/// and an ``RGBAColor`` as four channels. Components beyond ``componentCount`` are zero.
///
/// Conform your own types by naming their components:
///
/// ```swift
/// struct Offset: AnimatableValue {
///   var dx = 0.0, dy = 0.0
///   static var componentCount: Int { 2 }
///   init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
///   init(animatableComponents c: SIMD4<Double>) { dx = c[0]; dy = c[1] }
///   var animatableComponents: SIMD4<Double> { [dx, dy, 0, 0] }
/// }
/// ```
///
/// Round-tripping a value through its components must give back the same value.
public protocol AnimatableValue: Equatable, Sendable {
  /// The number of meaningful components, 1 through 4.
  static var componentCount: Int { get }

  /// Creates a value from its components; components at and beyond ``componentCount`` are
  /// ignored.
  init(animatableComponents: SIMD4<Double>)

  /// The value's components; components at and beyond ``componentCount`` are zero.
  var animatableComponents: SIMD4<Double> { get }
}

extension AnimatableValue {
  /// A mask with ones in the lanes this type uses and zeros elsewhere.
  @inlinable
  static var componentMask: SIMD4<Double> {
    switch componentCount {
    case 1: [1, 0, 0, 0]
    case 2: [1, 1, 0, 0]
    case 3: [1, 1, 1, 0]
    default: [1, 1, 1, 1]
    }
  }
}

extension Double: AnimatableValue {
  /// One component: the number itself.
  @inlinable public static var componentCount: Int { 1 }

  /// Creates the number from its single component.
  @inlinable public init(animatableComponents components: SIMD4<Double>) {
    self = components[0]
  }

  /// The number as its single component.
  @inlinable public var animatableComponents: SIMD4<Double> { [self, 0, 0, 0] }
}
