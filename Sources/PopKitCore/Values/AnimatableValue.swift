// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A value that PopKit can animate: one that converts exactly to and from a short vector of
/// `Double` components.
///
/// This is pop's value normalisation. Every animation works on the components, so a `CGPoint`
/// springs as two independent 1-D springs sharing one set of constants, a `CGRect` as four,
/// and an ``RGBAColor`` as four channels. The components are stored in an
/// ``AnimatableVector``: `Double` for one component, `SIMD2<Double>` through `SIMD16<Double>`
/// for more.
///
/// Conform your own types by naming their components:
///
/// ```swift
/// struct Offset: AnimatableValue {
///   var dx = 0.0
///   var dy = 0.0
///   var animatableComponents: SIMD2<Double> { [dx, dy] }
/// }
///
/// extension Offset {  // in an extension, so that the memberwise init(dx:dy:) stays
///   init(animatableComponents c: SIMD2<Double>) { self.init(dx: c.x, dy: c.y) }
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

  /// The components that a spring or timed animation from `start` moves toward to reach the
  /// value whose components are `target`.
  ///
  /// A requirement with a default: `target` itself. A type in which one value has many
  /// component vectors returns the one nearest `start`, so that motion takes the short way: a
  /// ``DecomposedTransform`` lengthens or shortens its rotation vector by whole turns.
  /// Animations call it when their run starts and when their target changes; decays and
  /// keyframes, whose ends are computed, do not.
  static func equivalentComponents(
    of target: AnimatableComponents, nearest start: AnimatableComponents
  ) -> AnimatableComponents

  /// The point `fraction` of the way along a timed animation's path from `start` to `end`,
  /// and the path's rate of change there (per unit of `fraction`).
  ///
  /// A requirement with a default: the straight line, `start + fraction × (end − start)`,
  /// with rate `end − start`. ``BasicAnimation`` moves along this path; `fraction` is the
  /// eased progress, which an overshooting curve takes outside `0...1`. A
  /// ``DecomposedTransform`` turns its rotation along the great arc (quaternion slerp).
  static func interpolatedComponents(
    from start: AnimatableComponents, to end: AnimatableComponents, fraction: Double
  ) -> (value: AnimatableComponents, rate: AnimatableComponents)
}

extension AnimatableValue {
  /// `target` itself: every component vector is its own value.
  @inlinable @inline(__always)
  public static func equivalentComponents(
    of target: AnimatableComponents, nearest start: AnimatableComponents
  ) -> AnimatableComponents {
    target
  }

  /// The straight line from `start` to `end`, component by component.
  @inlinable @inline(__always)
  public static func interpolatedComponents(
    from start: AnimatableComponents, to end: AnimatableComponents, fraction: Double
  ) -> (value: AnimatableComponents, rate: AnimatableComponents) {
    let span = end - start
    return (start + fraction * span, span)
  }
}

extension AnimatableValue {
  /// The number of components this type animates as: 1, 2, 3, 4, 8 or 16.
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
