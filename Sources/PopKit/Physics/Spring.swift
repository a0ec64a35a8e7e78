/// The constants of a damped spring: `mass · x″ + friction · x′ + tension · x = 0`.
///
/// `Spring` is the one spring type of PopKit. Every parameter model that designers use converts
/// into and out of it exactly:
///
/// | model | initializer | read back |
/// |---|---|---|
/// | physics (pop, Core Animation) | ``init(tension:friction:mass:)``, ``init(stiffness:damping:mass:)`` | ``tension``, ``friction``, ``mass`` |
/// | pop / Origami | ``init(bounciness:speed:)`` | ``bounciness``, ``speed`` |
/// | SwiftUI, Compose | ``init(dampingRatio:response:mass:)`` | ``dampingRatio``, ``response`` |
/// | SwiftUI, Flutter, iOS 17 | ``init(duration:bounce:mass:)`` | ``duration``, ``bounce`` |
///
/// The motion itself is computed in closed form (see ``displacement(at:initialDisplacement:initialVelocity:)``),
/// so it is the same at any frame rate.
///
/// ```swift
/// let spring = Spring(bounciness: 4, speed: 12)   // pop's default
/// spring.tension          // 342.10058823529414
/// spring.settlingDuration(distance: 1, initialVelocity: 0, threshold: 0.001)
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

  /// Creates a spring from Core Animation's and SwiftUI's names for the same constants.
  ///
  /// - Parameters:
  ///   - stiffness: The spring constant (= ``tension``); finite and `>= 0`.
  ///   - damping: The damping coefficient (= ``friction``); finite and `>= 0`.
  ///   - mass: The mass; finite and `> 0`. Default 1.
  public init(stiffness: Double, damping: Double, mass: Double = 1) {
    self.init(tension: stiffness, friction: damping, mass: mass)
  }

  /// The spring constant under its Core Animation name; the same number as ``tension``.
  public var stiffness: Double {
    get { tension }
    set { tension = newValue }
  }

  /// The damping coefficient under its Core Animation name; the same number as ``friction``.
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
