// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport
import Testing

@testable import PopKit

/// Animations of equal springs share one stepper, and unused steppers are forgotten.
@MainActor
@Suite("Shared spring steppers")
struct SpringStepperSharingTests {
  @Test("equal springs share a stepper; the spring reads back as set")
  func equalSpringsShare() {
    let first = SpringAnimation(property: Box.xProperty)
    let second = SpringAnimation(property: Box.xProperty)
    let spring = Spring(tension: 123.5, friction: 7.25, mass: 2)
    first.spring = spring
    second.spring = Spring(tension: 123.5, friction: 7.25, mass: 2)
    #expect(first.stepper === second.stepper)
    #expect(first.spring == spring)
    second.spring = Spring(tension: 123.5, friction: 7.5, mass: 2)
    #expect(first.stepper !== second.stepper)
    #expect(second.spring.friction == 7.5)
  }

  @Test("past the limit, springs no animation uses are forgotten; springs in use are kept")
  func unusedSpringsAreForgotten() {
    let kept = SpringAnimation(property: Box.xProperty)
    kept.spring = Spring(tension: 999.25, friction: 3, mass: 1)
    let keptStepper = kept.stepper
    for index in 0..<(SpringStepper.keptSpringLimit * 2) {
      let passing = SpringAnimation(property: Box.xProperty)
      passing.spring = Spring(tension: 1 + Double(index), friction: 0.5, mass: 1)
    }
    #expect(SpringStepper.keptSpringCount <= SpringStepper.keptSpringLimit + 1)
    let again = SpringAnimation(property: Box.xProperty)
    again.spring = Spring(tension: 999.25, friction: 3, mass: 1)
    #expect(again.stepper === keptStepper)
  }

  @Test("a stepper shared by animations on uneven frames still gives each the exact motion")
  func sharedStepperStaysExact() {
    let animator = Animator()
    let spring = Spring(tension: 300, friction: 20, mass: 1)
    var boxes: [Box] = []
    for index in 0..<3 {
      let box = Box()
      let animation = SpringAnimation(property: Box.xProperty(threshold: 0))
      animation.spring = spring
      animation.fromValue = 0
      animation.toValue = Double(index + 1)
      animator.add(animation, to: box, forKey: "x")
      boxes.append(box)
    }
    var time = 0.0
    for gap in [0.0, 0.011, 0.023, 0.016, 0.009, 0.031] {
      time += gap
      animator.render(at: time)
    }
    for (index, box) in boxes.enumerated() {
      let target = Double(index + 1)
      let exact =
        target + spring.displacement(at: time, initialDisplacement: -target, initialVelocity: 0)
      expectClose(box.x, exact, absolute: 1e-9 * target)
    }
  }
}

/// Timed animations on equal curves share one solver, and unused solvers are forgotten.
@MainActor
@Suite("Shared timing-curve solvers")
struct TimingCurveSolverSharingTests {
  @Test("equal curves share a solver; the curve and the duration read back as set")
  func equalCurvesShare() {
    let first = BasicAnimation(property: Box.xProperty)
    let second = BasicAnimation(property: Box.xProperty)
    let curve = TimingCurve(x1: 0.3, y1: 0.1, x2: 0.7, y2: 0.95)
    first.timingCurve = curve
    second.timingCurve = TimingCurve(x1: 0.3, y1: 0.1, x2: 0.7, y2: 0.95)
    second.duration = 1.25
    #expect(first.timing.solver.unretained.toOpaque() == second.timing.solver.unretained.toOpaque())
    #expect(first.timingCurve == curve && second.duration == 1.25 && first.duration == 0.4)
    second.timingCurve = .easeIn
    #expect(first.timing.solver.unretained.toOpaque() != second.timing.solver.unretained.toOpaque())
    #expect(second.timingCurve == .easeIn)
  }

  @Test("past the limit, curves no animation uses are forgotten; curves in use are kept")
  func unusedCurvesAreForgotten() {
    let kept = BasicAnimation(property: Box.xProperty)
    kept.timingCurve = TimingCurve(x1: 0.11, y1: 0.22, x2: 0.33, y2: 0.44)
    let keptSolver = kept.timing.solver.unretained.toOpaque()
    for index in 0..<(TimingCurveSolver.keptCurveLimit * 2) {
      let passing = BasicAnimation(property: Box.xProperty)
      passing.timingCurve = TimingCurve(x1: 0.5, y1: Double(index) / 1000, x2: 0.5, y2: 1)
    }
    #expect(TimingCurveSolver.keptCurveCount <= TimingCurveSolver.keptCurveLimit + 1)
    let again = BasicAnimation(property: Box.xProperty)
    again.timingCurve = TimingCurve(x1: 0.11, y1: 0.22, x2: 0.33, y2: 0.44)
    #expect(again.timing.solver.unretained.toOpaque() == keptSolver)
  }

  @Test("a shared solver gives every animation the curve's own values, mid-run changes too")
  func sharedSolverMatchesTheCurve() {
    let animator = Animator()
    let box = Box()
    let basic = BasicAnimation(property: Box.xProperty)
    basic.fromValue = 0
    basic.toValue = 10
    basic.duration = 1
    basic.timingCurve = .easeInEaseOut
    animator.add(basic, to: box, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 0.25)
    // The solver's plain-double solve is within 5e-13 of the curve's exact value.
    expectClose(box.x, 10 * TimingCurve.easeInEaseOut.value(at: 0.25), absolute: 10 * 1e-12)
    basic.timingCurve = .easeOut
    animator.render(at: 0.5)
    expectClose(box.x, 10 * TimingCurve.easeOut.value(at: 0.5), absolute: 10 * 1e-12)
  }
}

/// Animations of equal decays share one stepper, and unused steppers are forgotten.
@MainActor
@Suite("Shared decay steppers")
struct DecayStepperSharingTests {
  /// The stepper an animation refers to.
  private func stepper(of fling: DecayAnimation<Box, Double>) -> DecayStepper {
    fling.ownedStepper.instance
  }

  @Test("equal decelerations share a stepper; past the limit, unused ones are forgotten")
  func sharing() {
    let first = DecayAnimation(property: Box.xProperty)
    let second = DecayAnimation(property: Box.xProperty)
    first.deceleration = 0.9931
    second.deceleration = 0.9931
    #expect(stepper(of: first) === stepper(of: second))
    second.deceleration = 0.9932
    #expect(stepper(of: first) !== stepper(of: second))
    #expect(second.deceleration == 0.9932)
    for index in 0..<(DecayStepper.keptDecayLimit * 2) {
      DecayAnimation(property: Box.xProperty).deceleration = 0.5 + Double(index) * 1e-4
    }
    #expect(DecayStepper.keptDecayCount <= DecayStepper.keptDecayLimit + 2)
    let again = DecayAnimation(property: Box.xProperty)
    again.deceleration = 0.9931
    #expect(stepper(of: again) === stepper(of: first))
  }

  @Test("flings sharing a stepper on uneven frames each follow their exact decay")
  func sharedStepperStaysExact() {
    let animator = Animator()
    var boxes: [Box] = []
    for index in 0..<3 {
      let box = Box()
      let fling = DecayAnimation(property: Box.xProperty(threshold: 0))
      fling.fromValue = 0
      fling.velocity = 300 * Double(index + 1)
      animator.add(fling, to: box, forKey: "x")
      boxes.append(box)
    }
    var time = 0.0
    for gap in [0.0, 0.011, 0.023, 0.016, 0.009, 0.031] {
      time += gap
      animator.render(at: time)
    }
    for (index, box) in boxes.enumerated() {
      let exact = Decay().displacement(at: time, initialVelocity: 300 * Double(index + 1))
      expectClose(box.x, exact, absolute: 1e-9)
    }
  }
}
