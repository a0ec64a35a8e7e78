// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

extension MotionSpring {
  /// The spring in the words of its model, as given, for legends, comments and messages:
  /// `bounciness 4, speed 12`, `tension 300, friction 10, mass 2`,
  /// `damping ratio 0.8, response 0.4 s`, `duration 0.5 s, bounce 0.3`.
  ///
  /// Numbers print in their shortest exact form; a mass of 1 is left out.
  package var label: String {
    let f = JSONText.shortest
    func withMass(_ text: String, _ mass: Double) -> String {
      mass == 1 ? text : "\(text), mass \(f(mass))"
    }
    switch self {
    case .bounciness(let bounciness, let speed):
      return "bounciness \(f(bounciness)), speed \(f(speed))"
    case .tension(let tension, let friction, let mass):
      return withMass("tension \(f(tension)), friction \(f(friction))", mass)
    case .stiffness(let stiffness, let damping, let mass):
      return withMass("stiffness \(f(stiffness)), damping \(f(damping))", mass)
    case .response(let response, let dampingRatio, let mass):
      return withMass("damping ratio \(f(dampingRatio)), response \(f(response)) s", mass)
    case .duration(let duration, let bounce, let mass):
      return withMass("duration \(f(duration)) s, bounce \(f(bounce))", mass)
    }
  }
}
