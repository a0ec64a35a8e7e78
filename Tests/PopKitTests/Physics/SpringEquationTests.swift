// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// `second · first`: the transition over `first`'s span followed by `second`'s.
private func compose(_ second: SpringTransition, after first: SpringTransition) -> SpringTransition
{
  SpringTransition(
    displacementFromDisplacement: second.displacementFromDisplacement
      * first.displacementFromDisplacement + second.displacementFromVelocity
      * first.velocityFromDisplacement,
    displacementFromVelocity: second.displacementFromDisplacement
      * first.displacementFromVelocity + second.displacementFromVelocity
      * first.velocityFromVelocity,
    velocityFromDisplacement: second.velocityFromDisplacement * first.displacementFromDisplacement
      + second.velocityFromVelocity * first.velocityFromDisplacement,
    velocityFromVelocity: second.velocityFromDisplacement * first.displacementFromVelocity
      + second.velocityFromVelocity * first.velocityFromVelocity
  )
}

/// The largest entry-wise difference, with entries made dimensionless by the rate `Ω`.
private func scaledDistance(_ a: SpringTransition, _ b: SpringTransition, rate: Double) -> Double {
  max(
    (a.displacementFromDisplacement - b.displacementFromDisplacement).magnitude,
    (a.displacementFromVelocity - b.displacementFromVelocity).magnitude * rate,
    (a.velocityFromDisplacement - b.velocityFromDisplacement).magnitude / rate,
    (a.velocityFromVelocity - b.velocityFromVelocity).magnitude
  )
}

@Suite("Spring transition")
struct SpringTransitionTests {
  @Test("the transition over no time is the identity", arguments: SpringCase.all)
  func identityAtZero(_ springCase: SpringCase) {
    #expect(springCase.spring.transition(over: 0) == .identity)
  }

  @Test(
    "the transition's columns are the motions from unit displacement and unit velocity",
    arguments: SpringCase.all)
  func columnsAreMotions(_ springCase: SpringCase) {
    let reference = springCase.reference
    let rate = reference.rate
    for step in 0...50 {
      let time = Double(step) * 0.2 / rate
      let transition = springCase.spring.transition(over: time)
      let fromDisplacement = reference.state(at: time, x0: 1, v0: 0)
      let fromVelocity = reference.state(at: time, x0: 0, v0: rate)
      let expected = SpringTransition(
        displacementFromDisplacement: fromDisplacement.displacement,
        displacementFromVelocity: fromVelocity.displacement / rate,
        velocityFromDisplacement: fromDisplacement.velocity,
        velocityFromVelocity: fromVelocity.velocity / rate)
      #expect(scaledDistance(transition, expected, rate: rate) <= 1e-12, "t = \(time)")
    }
  }

  @Test("T(a + b) = T(b)·T(a)", arguments: SpringCase.all)
  func composition(_ springCase: SpringCase) {
    let spring = springCase.spring
    let rate = springCase.reference.rate
    let spans = [0.001, 0.016, 0.1, 0.37, 1.3, 4].map { $0 / rate }
    for a in spans {
      for b in spans {
        let whole = spring.transition(over: a + b)
        let composed = compose(spring.transition(over: b), after: spring.transition(over: a))
        #expect(scaledDistance(whole, composed, rate: rate) <= 1e-12, "a = \(a), b = \(b)")
      }
    }
  }

  @Test(
    "stepping frame by frame matches the closed form at 30, 60, 120 and 240 Hz",
    arguments: [30.0, 60, 120, 240])
  func frameRateIndependent(framesPerSecond: Double) {
    let spring = Spring.default
    let frame = spring.transition(over: 1 / framesPerSecond)
    var state = (displacement: -1.0, velocity: 3.0)
    for _ in 0..<Int(2 * framesPerSecond) {
      state = (
        frame.displacement(from: state.displacement, velocity: state.velocity),
        frame.velocity(from: state.displacement, velocity: state.velocity)
      )
    }
    let x = spring.displacement(at: 2, initialDisplacement: -1, initialVelocity: 3)
    let v = spring.velocity(at: 2, initialDisplacement: -1, initialVelocity: 3)
    expectClose(state.displacement, x, absolute: 1e-13)
    expectClose(state.velocity, v, absolute: 1e-11)
  }

  @Test("vector components move exactly like scalars")
  func vectorsMatchScalars() {
    let transition = Spring(duration: 0.4, bounce: 0.2).transition(over: 0.05)
    let displacement = SIMD4<Double>(1, -2, 0.5, 0)
    let velocity = SIMD4<Double>(0, 3, -7, 1)
    let x = transition.displacement(from: displacement, velocity: velocity)
    let v = transition.velocity(from: displacement, velocity: velocity)
    for index in 0..<4 {
      #expect(
        x[index] == transition.displacement(from: displacement[index], velocity: velocity[index]))
      #expect(v[index] == transition.velocity(from: displacement[index], velocity: velocity[index]))
    }
  }
}
