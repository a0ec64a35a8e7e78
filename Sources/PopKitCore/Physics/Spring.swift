// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The constants of a damped spring: `mass · x″ + friction · x′ + tension · x = 0`.
///
/// `Spring` is the one spring type of PopKit. Every parameter model that designers use converts
/// into and out of it exactly, through one initializer per model:
///
/// | model | initializer | read back |
/// |---|---|---|
/// | physics (pop; Core Animation's stiffness and damping) | ``init(tension:friction:mass:)`` | ``tension``, ``friction``, ``mass`` (``stiffness``, ``damping``) |
/// | pop / Origami | ``init(bounciness:speed:)`` | ``bounciness``, ``speed`` |
/// | damping ratio (SwiftUI's `response`, Compose) | ``init(dampingRatio:response:mass:)`` | ``dampingRatio``, ``response`` |
/// | perceptual duration (SwiftUI, Flutter, iOS 17) | ``init(duration:bounce:mass:)`` | ``duration``, ``bounce`` |
///
/// The first argument names the model and has no default; the others default to the model's
/// own defaults (speed 12, bounce 0, mass 1). ``init()``, `Spring()`, is pop's default spring.
///
/// The motion itself is computed in closed form (see ``displacement(at:initialDisplacement:initialVelocity:)``),
/// so it is the same at any frame rate.
///
/// ```swift
/// let spring = Spring(bounciness: 4, speed: 12)  // pop's default, the same as Spring()
/// let tension = spring.tension  // 342.10058823529414
/// let settling = spring.settlingDuration(distance: 1, initialVelocity: 0, threshold: 0.001)
/// ```
public struct Spring: Sendable, Hashable {
  /// The spring constant (stiffness), in force per unit of displacement; `>= 0`.
  ///
  /// Setting a negative or non-finite value stops the program.
  public var tension: Double {
    didSet { Spring.checkTension(tension) }
  }

  /// The damping coefficient, in force per unit of velocity; `>= 0`.
  ///
  /// Zero friction oscillates for ever and never settles.
  ///
  /// Setting a negative or non-finite value stops the program.
  public var friction: Double {
    didSet { Spring.checkFriction(friction) }
  }

  /// The mass attached to the spring; finite and `> 0`.
  ///
  /// Default 1.
  ///
  /// Setting zero, a negative or a non-finite value stops the program.
  public var mass: Double {
    didSet { Spring.checkMass(mass) }
  }

  /// Creates a spring from pop's physical constants.
  ///
  /// - Parameters:
  ///   - tension: The spring constant; finite and `>= 0`.
  ///   - friction: The damping coefficient; finite and `>= 0`.
  ///   - mass: The mass; finite and `> 0`. Default 1.
  public init(tension: Double, friction: Double, mass: Double = 1) {
    Spring.checkTension(tension)
    Spring.checkFriction(friction)
    Spring.checkMass(mass)
    self.tension = tension
    self.friction = friction
    self.mass = mass
  }

  /// Creates pop's default spring: bounciness 4 and speed 12, which is tension
  /// 342.10058823529414, friction 30.486979648244255 and mass 1 (``default``).
  ///
  /// It is under-damped (damping ratio 0.824): a move of 1 from rest overshoots by 0.0103 and
  /// stays within 0.001 of its target after 0.468 s.
  public init() {
    self = .default
  }

  /// The spring constant under its Core Animation name (`CASpringAnimation.stiffness`); the
  /// same number as ``tension``.
  public var stiffness: Double {
    get { tension }
    set { tension = newValue }
  }

  /// The damping coefficient under its Core Animation name (`CASpringAnimation.damping`); the
  /// same number as ``friction``.
  public var damping: Double {
    get { friction }
    set { friction = newValue }
  }

  /// Whether the spring oscillates for ever.
  ///
  /// It does when it has no friction but does pull back (`friction == 0` and `tension > 0`).
  /// Such a spring never settles; an animation driven by it runs until it is removed.
  public var oscillatesForever: Bool { friction == 0 && tension > 0 }

  static func checkTension(_ value: Double) {
    checkParameter(
      value.isFinite && value >= 0, "Spring.tension", value, allowed: "finite and >= 0")
  }

  static func checkFriction(_ value: Double) {
    checkParameter(
      value.isFinite && value >= 0, "Spring.friction", value, allowed: "finite and >= 0")
  }

  static func checkMass(_ value: Double) {
    checkParameter(value.isFinite && value > 0, "Spring.mass", value, allowed: "finite and > 0")
  }
}
