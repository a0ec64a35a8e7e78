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
      #expect(abs(box.x - exact) <= 1e-9 * target)
    }
  }
}
