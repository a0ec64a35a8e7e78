// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitShared

/// A spring as a document writes it: one of PopKit's parameter models.
///
/// | JSON | model |
/// |---|---|
/// | `{"bounciness": 8, "speed": 12}` | pop's and Origami's (`speed` optional, default 12) |
/// | `{"duration": 0.5, "bounce": 0.2}` | perceptual duration and bounce (`bounce` optional, 0) |
/// | `{"tension": 300, "friction": 10, "mass": 1}` | pop's physical constants |
/// | `{"stiffness": 170, "damping": 26, "mass": 1}` | k and c, as Core Animation names them |
/// | `{"response": 0.4, "dampingRatio": 0.8}` | SwiftUI's response and damping ratio |
///
/// `mass` is optional (default 1) wherever it is allowed. The model is kept as written, so a
/// document saved again reads the same.
public enum MotionSpring: Equatable, Sendable {
  /// Bounciness (0…42.5) and speed (≥ 0), as `Spring/init(bounciness:speed:)`.
  case bounciness(Double, speed: Double)
  /// Perceptual duration (> 0) and bounce (-1 < bounce ≤ 1).
  case duration(Double, bounce: Double, mass: Double)
  /// Tension and friction (≥ 0), pop's physical constants.
  case tension(Double, friction: Double, mass: Double)
  /// Stiffness k and damping c (≥ 0).
  case stiffness(Double, damping: Double, mass: Double)
  /// Response (> 0) and damping ratio (≥ 0).
  case response(Double, dampingRatio: Double, mass: Double)

  /// The spring's constants.
  public var spring: Spring {
    switch self {
    case .bounciness(let bounciness, let speed): Spring(bounciness: bounciness, speed: speed)
    case .duration(let duration, let bounce, let mass):
      Spring(duration: duration, bounce: bounce, mass: mass)
    case .tension(let tension, let friction, let mass):
      Spring(tension: tension, friction: friction, mass: mass)
    case .stiffness(let stiffness, let damping, let mass):
      Spring(tension: stiffness, friction: damping, mass: mass)
    case .response(let response, let dampingRatio, let mass):
      Spring(dampingRatio: dampingRatio, response: response, mass: mass)
    }
  }

  /// Checks each parameter against the range a document reads it in (those of `popkit`'s
  /// spring flags, within which every model's constants and closed forms stay finite).
  ///
  /// - Parameter place: The spring's place, such as `springs.snappy`.
  /// - Throws: The first parameter out of its range, named: `springs.snappy.speed: must be in
  ///   0...1000`.
  public func validate(at place: String) throws(MotionDocumentError) {
    var checks: [(String, Double, NumberRule)] = []
    var mass = 1.0
    let within = { (range: ClosedRange<Double>) in NumberRule.within(range, style: .exact) }
    switch self {
    case .bounciness(let bounciness, let speed):
      checks = [
        ("bounciness", bounciness, within(SpringRanges.bounciness)),
        ("speed", speed, within(SpringRanges.speed)),
      ]
    case .duration(let duration, let bounce, let m):
      // The bounce is checked first, as it always was.
      checks = [("bounce", bounce, .bounce), ("duration", duration, within(SpringRanges.seconds))]
      mass = m
    case .tension(let tension, let friction, let m):
      checks = [
        ("tension", tension, within(SpringRanges.constant)),
        ("friction", friction, within(SpringRanges.constant)),
      ]
      mass = m
    case .stiffness(let stiffness, let damping, let m):
      checks = [
        ("stiffness", stiffness, within(SpringRanges.constant)),
        ("damping", damping, within(SpringRanges.constant)),
      ]
      mass = m
    case .response(let response, let ratio, let m):
      checks = [
        ("response", response, within(SpringRanges.seconds)),
        ("dampingRatio", ratio, within(SpringRanges.dampingRatio)),
      ]
      mass = m
    }
    checks.append(("mass", mass, within(SpringRanges.mass)))
    for (key, value, rule) in checks {
      try rule.check(value, at: "\(place).\(key)")
    }
  }

  /// The spring written with its physical constants, the model every format can carry.
  ///
  /// - Parameter spring: The spring.
  /// - Returns: `.tension(spring.tension, friction: spring.friction, mass: spring.mass)`.
  public static func physical(_ spring: Spring) -> MotionSpring {
    .tension(spring.tension, friction: spring.friction, mass: spring.mass)
  }
}

/// A timing curve as a document writes it: four numbers, a named curve, or an object naming a
/// family and its parameters.
///
/// The object forms are `{"steps": 4, "jump": "end"}` (jump `start`, `end`, `none` or `both`;
/// default `end`), `{"back": "out", "overshoot": 1.70158}`, `{"elastic": "out", "amplitude": 1,
/// "period": 0.3}`, `{"bounce": "inOut"}` (modes `in`, `out`, `inOut`; the parameters default
/// to the presets') and `{"spring": {…}}` with a spring in any model, normalised to its settling
/// time (`TimingCurve.spring(_:)`).
public enum MotionCurve: Equatable, Sendable {
  /// A named curve, one of ``names``: `linear`, `easeIn`, `easeOut`, `easeInEaseOut`,
  /// `default`, and the back, elastic and bounce presets such as `easeOutBack`.
  case named(String)
  /// A cubic Bézier timing curve, `[x1, y1, x2, y2]` (x in 0…1).
  case bezier(TimingCurve)
  /// A curve given by its family and parameters, written as an object: steps, back, elastic,
  /// bounce or spring.
  case parametric(TimingCurve)

  /// The names a document may use, with their curves.
  public static let names: [(String, TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ("easeInBack", .easeInBack), ("easeOutBack", .easeOutBack),
    ("easeInOutBack", .easeInOutBack), ("easeInElastic", .easeInElastic),
    ("easeOutElastic", .easeOutElastic), ("easeInOutElastic", .easeInOutElastic),
    ("easeInBounce", .easeInBounce), ("easeOutBounce", .easeOutBounce),
    ("easeInOutBounce", .easeInOutBounce),
  ]

  /// The curve (a name that is not one of ``names`` reads as linear; loading rejects those).
  public var timingCurve: TimingCurve {
    switch self {
    case .named(let name): MotionCurve.names.first { $0.0 == name }?.1 ?? .linear
    case .bezier(let curve), .parametric(let curve): curve
    }
  }
}

/// A document's reference to a spring, curve or track: the name of one the document defines, or
/// the value itself.
public enum MotionReference<Value: Equatable & Sendable>: Equatable, Sendable {
  /// A name defined in the document.
  case named(String)
  /// The value itself.
  case inline(Value)
}
