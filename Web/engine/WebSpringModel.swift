// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The spring models the JavaScript API takes, made into the core's `Spring` by its own
/// initializers, after checking each number against the rule those initializers enforce (the
/// module must never reach a precondition: it would trap).
enum WebSpringModel: Int32 {
  /// pop's tension, friction and mass.
  case tensionFriction = 0
  /// Stiffness, damping and mass: the same physics as tension and friction, with the web's
  /// names (Motion's and react-spring's meaning; never clamped to critical damping).
  case stiffnessDamping = 1
  /// pop's bounciness and speed (Origami).
  case bouncinessSpeed = 2
  /// A damping ratio, a response in seconds and a mass.
  case dampingRatioResponse = 3
  /// A perceptual duration in seconds, a bounce in (-1, 1] and a mass.
  case durationBounce = 4

  /// The spring of this model from its three numbers (the third unused by bounciness and
  /// speed), or the 1-based position of the first number that breaks its rule.
  func spring(_ a: Double, _ b: Double, _ c: Double) -> (spring: Spring?, invalid: Int32) {
    let isMassValid = c.isFinite && c > 0
    switch self {
    case .tensionFriction, .stiffnessDamping:
      guard a.isFinite && a >= 0 else { return (nil, 1) }
      guard b.isFinite && b >= 0 else { return (nil, 2) }
      guard isMassValid else { return (nil, 3) }
      return (Spring(tension: a, friction: b, mass: c), 0)
    case .bouncinessSpeed:
      guard a >= 0 && a <= 42.5 else { return (nil, 1) }
      guard b.isFinite && b >= 0 else { return (nil, 2) }
      return (Spring(bounciness: a, speed: b), 0)
    case .dampingRatioResponse:
      guard a.isFinite && a >= 0 else { return (nil, 1) }
      guard b.isFinite && b > 0 else { return (nil, 2) }
      guard isMassValid else { return (nil, 3) }
      return (Spring(dampingRatio: a, response: b, mass: c), 0)
    case .durationBounce:
      guard a.isFinite && a > 0 else { return (nil, 1) }
      guard b > -1 && b <= 1 else { return (nil, 2) }
      guard isMassValid else { return (nil, 3) }
      return (Spring(duration: a, bounce: b, mass: c), 0)
    }
  }

  /// The spring of the model whose raw value is `code`, from its numbers `a`, `b` and `c`.
  ///
  /// - Returns: The spring, or the code an export returns for it: `-(base + k)` for the k-th
  ///   number refused, `-(base + 1)` for a code that names no model. O(1).
  static func spring(
    code: Int32, _ a: Double, _ b: Double, _ c: Double, refusalBase base: Int32 = 10
  ) -> (spring: Spring?, refusal: Int32) {
    guard let model = WebSpringModel(rawValue: code) else { return (nil, -(base + 1)) }
    let made = model.spring(a, b, c)
    return (made.spring, -(base + made.invalid))
  }
}
