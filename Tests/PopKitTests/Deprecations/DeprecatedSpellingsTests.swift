import PopKitTestSupport
import Testing

@testable import PopKit

/// The spellings that were renamed, each called beside its replacement.
///
/// Swift Testing refuses `@Suite` and `@Test` on a declaration marked
/// `@available(*, deprecated)` (an error, "Attribute 'Suite' cannot be applied to this
/// structure because it has been marked deprecated"), so the deprecated calls live in
/// deprecated members that witness this protocol's requirements, and the tests call them
/// through it: no warning anywhere, and each old name is still compiled and run.
@MainActor
protocol DeprecatedSpellingCalls {
  func springFromStiffness() -> (old: Spring, new: Spring)
  func springInSwiftUIOrder() -> (old: Spring, new: Spring)
  func springFromSpeedAlone() -> (old: Spring, new: Spring)
  func springFromBounceAndMass() -> (old: Spring, new: Spring)
  func springFromMassAlone() -> (old: Spring, new: Spring)
  func reducedMotionLabels() -> [ReducedMotion]
  func basicAnimationCurveLabel() -> (old: TimingCurve, new: TimingCurve)
  func colourMixWithoutSpace() -> (old: RGBAColor, new: RGBAColor)
  func equivalentComponentsFlags() -> (double: Bool, transform: Bool)
}

/// An object with one value of each kind the old property initializers take.
@MainActor
private final class Pinned {
  var x = 0.0
  var transform = Transform3D.identity
}

/// The deprecated calls.
private struct DeprecatedCalls: DeprecatedSpellingCalls {
  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  func springFromStiffness() -> (old: Spring, new: Spring) {
    (Spring(stiffness: 120, damping: 14, mass: 2), Spring(tension: 120, friction: 14, mass: 2))
  }

  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  func springInSwiftUIOrder() -> (old: Spring, new: Spring) {
    (
      Spring(response: 0.4, dampingRatio: 0.6, mass: 2),
      Spring(dampingRatio: 0.6, response: 0.4, mass: 2)
    )
  }

  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  func springFromSpeedAlone() -> (old: Spring, new: Spring) {
    (Spring(speed: 20), Spring(bounciness: 4, speed: 20))
  }

  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  func springFromBounceAndMass() -> (old: Spring, new: Spring) {
    (Spring(bounce: 0.3, mass: 2), Spring(duration: 0.5, bounce: 0.3, mass: 2))
  }

  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  func springFromMassAlone() -> (old: Spring, new: Spring) {
    (Spring(mass: 3), Spring(duration: 0.5, bounce: 0, mass: 3))
  }

  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  func reducedMotionLabels() -> [ReducedMotion] {
    let closures = AnimatableProperty<Pinned, Double>(
      name: "x", whenMotionIsReduced: .animate, read: { $0.x }, write: { $0.x = $1 })
    let keyPath = AnimatableProperty(\Pinned.x, whenMotionIsReduced: .animate)
    let represented = AnimatableProperty<Pinned, DecomposedTransform>(
      representing: \.transform, whenMotionIsReduced: .animate)
    let representedClosures = AnimatableProperty<Pinned, DecomposedTransform>(
      name: "transform", whenMotionIsReduced: .animate, readRepresented: { $0.transform },
      writeRepresented: { $0.transform = $1 })
    return [
      closures.whenMotionIsReduced, keyPath.whenMotionIsReduced,
      represented.whenMotionIsReduced, representedClosures.whenMotionIsReduced,
      AnimatableProperty(\Pinned.x).whenMotionIsReduced,
    ]
  }

  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  func basicAnimationCurveLabel() -> (old: TimingCurve, new: TimingCurve) {
    let property = AnimatableProperty(\Pinned.x)
    let old = BasicAnimation(property: property, to: 1, duration: 0.3, curve: .easeOut)
    let new = BasicAnimation(property: property, to: 1, duration: 0.3, timingCurve: .easeOut)
    return (old.timingCurve, new.timingCurve)
  }

  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  func colourMixWithoutSpace() -> (old: RGBAColor, new: RGBAColor) {
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 1)
    return (
      red.interpolated(to: blue, fraction: 0.5),
      red.interpolated(to: blue, fraction: 0.5, in: .oklab)
    )
  }

  @available(*, deprecated, message: "calls the deprecated spellings on purpose")
  func equivalentComponentsFlags() -> (double: Bool, transform: Bool) {
    (Double.hasEquivalentComponents, DecomposedTransform.hasEquivalentComponents)
  }
}

@Suite("Deprecated spellings still do what their replacements do")
@MainActor
struct DeprecatedSpellingsTests {
  private let calls: any DeprecatedSpellingCalls = DeprecatedCalls()

  @Test("Spring(stiffness:damping:mass:) is Spring(tension:friction:mass:)")
  func stiffness() {
    let (old, new) = calls.springFromStiffness()
    #expect(old == new)
    #expect(old.tension == 120 && old.friction == 14 && old.mass == 2)
  }

  @Test("Spring(response:dampingRatio:) is the same spring as Spring(dampingRatio:response:)")
  func swiftUIOrder() {
    let (old, new) = calls.springInSwiftUIOrder()
    #expect(old == new)
  }

  @Test("the first arguments that had defaults: speed 12 → bounciness 4; bounce, mass → 0.5 s")
  func formerDefaults() {
    let speed = calls.springFromSpeedAlone()
    #expect(speed.old == speed.new)
    expectClose(speed.old.speed, 20, absolute: 1e-12)
    let bounce = calls.springFromBounceAndMass()
    #expect(bounce.old == bounce.new)
    expectClose(bounce.old.bounce, 0.3, absolute: 1e-12)
    #expect(bounce.old.mass == 2)
    let mass = calls.springFromMassAlone()
    #expect(mass.old == mass.new)
    expectClose(mass.old.duration, 0.5, absolute: 1e-12)
    #expect(mass.old.mass == 3)
  }

  @Test("whenMotionIsReduced: is motionWhenReduced:, as a label of each initializer and a property")
  func reducedMotion() {
    #expect(calls.reducedMotionLabels() == [.animate, .animate, .animate, .animate, .jump])
  }

  @Test("BasicAnimation(…curve:) sets the timingCurve as BasicAnimation(…timingCurve:) does")
  func curveLabel() {
    let (old, new) = calls.basicAnimationCurveLabel()
    #expect(old == .easeOut)
    #expect(new == .easeOut)
  }

  @Test("interpolated(to:fraction:) mixes in Oklab, as it did by default")
  func colourMix() {
    let (old, new) = calls.colourMixWithoutSpace()
    #expect(old == new)
    #expect(
      old
        != RGBAColor(red: 1, green: 0, blue: 0).interpolated(
          to: RGBAColor(red: 0, green: 0, blue: 1), fraction: 0.5, in: .sRGB))
  }

  @Test("hasEquivalentComponents still reads false for a number and true for a transform")
  func equivalentComponents() {
    let flags = calls.equivalentComponentsFlags()
    #expect(flags.double == false)
    #expect(flags.transform == true)
  }
}
