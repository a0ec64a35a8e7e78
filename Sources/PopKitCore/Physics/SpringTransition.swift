// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The exact effect of a spring over a span of time: a 2×2 matrix that maps the state at the
/// start of the span to the state at its end.
///
/// A spring's motion relative to its rest point is linear in its initial state, so for a
/// displacement `x0` (units) and velocity `v0` (units per second):
///
/// ```
/// x(t) = displacementFromDisplacement · x0 + displacementFromVelocity · v0
/// v(t) = velocityFromDisplacement     · x0 + velocityFromVelocity     · v0
/// ```
///
/// The four numbers depend only on the spring and the span, so one transition serves every
/// component of a value and, with a constant frame time, every frame: advancing a spring by one
/// frame is then four multiplies and two adds.
public struct SpringTransition: Sendable, Hashable {
  /// How much of the initial displacement remains as displacement.
  public var displacementFromDisplacement: Double
  /// How much displacement one unit per second of initial velocity produces, in seconds.
  public var displacementFromVelocity: Double
  /// How much velocity one unit of initial displacement produces, per second.
  public var velocityFromDisplacement: Double
  /// How much of the initial velocity remains as velocity.
  public var velocityFromVelocity: Double

  /// The transition over no time at all: the identity.
  public static let identity = SpringTransition(
    displacementFromDisplacement: 1,
    displacementFromVelocity: 0,
    velocityFromDisplacement: 0,
    velocityFromVelocity: 1
  )

  /// Creates a transition from its four matrix entries.
  public init(
    displacementFromDisplacement: Double,
    displacementFromVelocity: Double,
    velocityFromDisplacement: Double,
    velocityFromVelocity: Double
  ) {
    self.displacementFromDisplacement = displacementFromDisplacement
    self.displacementFromVelocity = displacementFromVelocity
    self.velocityFromDisplacement = velocityFromDisplacement
    self.velocityFromVelocity = velocityFromVelocity
  }

  /// The displacement after the span, for an initial displacement and velocity (per second).
  @inlinable
  public func displacement<V: SIMD>(from displacement: V, velocity: V) -> V
  where V.Scalar == Double {
    displacementFromDisplacement * displacement + displacementFromVelocity * velocity
  }

  /// The velocity (per second) after the span, for an initial displacement and velocity.
  @inlinable
  public func velocity<V: SIMD>(from displacement: V, velocity: V) -> V
  where V.Scalar == Double {
    velocityFromDisplacement * displacement + velocityFromVelocity * velocity
  }

  /// The displacement after the span, for a single component.
  @inlinable
  public func displacement(from displacement: Double, velocity: Double) -> Double {
    displacementFromDisplacement * displacement + displacementFromVelocity * velocity
  }

  /// The velocity (per second) after the span, for a single component.
  @inlinable
  public func velocity(from displacement: Double, velocity: Double) -> Double {
    velocityFromDisplacement * displacement + velocityFromVelocity * velocity
  }
}
