// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

@Suite("Properties animated through a representation")
@MainActor
struct MappedPropertyTests {
  static let oklabColor = Swatch.colorProperty.mapped(to: OklabColor.self)

  @Test(
    "a colour mapped to Oklab passes (140, 83, 162) half way from red to blue (sRGB: 128, 0, 128)")
  func colourInOklab() {
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 1)
    let expected = [140.0, 83, 162]
    let swatch = Swatch()
    swatch.color = red
    let animator = Animator(clock: ManualClock())
    animator.add(
      BasicAnimation(
        property: Self.oklabColor, to: OklabColor(blue), duration: 1, timingCurve: .linear),
      to: swatch, forKey: "tint")
    animator.render(at: 0)
    animator.render(at: 0.5)
    let bytes = [swatch.color.red, swatch.color.green, swatch.color.blue].map { $0 * 255 }
    #expect(zip(bytes, expected).allSatisfy { isClose($0, $1, absolute: 1) }, "\(bytes)")
    animator.render(at: 1)
    // Ottosson's matrices, to 10 digits, are inverses to about 1e-7.
    expectClose(swatch.color.blue, 1, absolute: 1e-6)
    expectClose(swatch.color.red, 0, absolute: 1e-6)
    // The same animation on the sRGB property passes pop's dark purple.
    let plain = Swatch()
    plain.color = red
    animator.add(
      BasicAnimation(property: Swatch.colorProperty, to: blue, duration: 1, timingCurve: .linear),
      to: plain, forKey: "tint")
    animator.render(at: 1)
    animator.render(at: 1.5)
    expectClose(plain.color.red, 0.5, absolute: 1e-12)
    expectClose(plain.color.green, 0, absolute: 1e-12)
  }

  @Test(
    "the mapped property keeps the name, threshold and reduced-motion rule, or takes a threshold")
  func mappedKeepsSettings() {
    #expect(Self.oklabColor.name == Swatch.colorProperty.name)
    #expect(Self.oklabColor.threshold == Swatch.colorProperty.threshold)
    #expect(Self.oklabColor.motionWhenReduced == Swatch.colorProperty.motionWhenReduced)
    #expect(Swatch.colorProperty.mapped(to: OklabColor.self, threshold: 0.002).threshold == 0.002)
  }

  @Test("a spring of a colour in Oklab settles on the target, writing clipped sRGB every frame")
  func springInOklab() {
    let swatch = Swatch()
    swatch.color = RGBAColor(red: 1, green: 0, blue: 0)
    let animator = Animator(clock: ManualClock())
    let spring = SpringAnimation(
      property: Self.oklabColor, to: OklabColor(RGBAColor(red: 0, green: 0, blue: 1)),
      spring: Spring(bounciness: 12, speed: 12))
    animator.add(spring, to: swatch, forKey: "tint")
    render(animator, through: 3, step: 1 / 60.0)
    #expect(spring.phase == .finished)
    #expect(swatch.colorWrites.count > 30)
    #expect(
      swatch.colorWrites.allSatisfy { color in
        [color.red, color.green, color.blue].allSatisfy { (0...1).contains($0) }
      })
    expectClose(swatch.color.blue, 1, absolute: 0.01)
    #expect(swatch.color.red < 0.01)
  }

  @Test(
    "a singular transform cannot be animated from: the animation stops unfinished, writes nothing")
  func singularStart() throws {
    let card = Card()
    card.transform = .scale(x: 0, y: 1)
    card.writes = []
    let animator = Animator(clock: ManualClock())
    let spring = SpringAnimation(property: Card.transformProperty, to: .identity)
    var finished: Bool?
    spring.onStop = { _, done in finished = done }
    animator.add(spring, to: card, forKey: "grow")
    render(animator, through: 0.5, step: 1 / 60.0)
    #expect(finished == false)
    #expect(card.writes.isEmpty)
    #expect(animator.animation(forKey: "grow", of: card) == nil)
  }

  @Test(
    "NaN components in a target: the animation stops unfinished and never writes",
    arguments: [0, 1])
  func notFiniteTarget(kind: Int) {
    let swatch = Swatch()
    swatch.color = .white
    swatch.colorWrites = []
    let animator = Animator(clock: ManualClock())
    let target = OklabColor(lightness: .nan, a: 0, b: 0)
    let animation: PropertyAnimation<Swatch, OklabColor> =
      kind == 0
      ? SpringAnimation(property: Self.oklabColor, to: target)
      : BasicAnimation(property: Self.oklabColor, to: target, duration: 0.3)
    let recorder = EventRecorder()
    recorder.observe(animation)
    animator.add(animation, to: swatch, forKey: "tint")
    render(animator, through: 0.5, step: 1 / 60.0)
    #expect(recorder.count(.stop(false)) == 1)
    #expect(swatch.colorWrites.isEmpty)
  }
}

@Suite("A represented value read and written by closures")
@MainActor
struct RepresentedClosureTests {
  @Test(
    "reads and writes through the closures, recomposing each frame; a singular value is invalid")
  func closures() throws {
    let card = Card()
    card.transform = .translation(x: 10, y: 0)
    card.writes = []
    let property = AnimatableProperty<Card, DecomposedTransform>(
      name: "transform", threshold: 1e-4, readRepresented: { $0.transform },
      writeRepresented: { $0.transform = $1 })
    let read = property.read(card)
    #expect(read.translation == [10, 0, 0] && read.scale == [1, 1, 1])
    let animator = Animator(clock: ManualClock())
    let target = DecomposedTransform.rotation(angle: 1, x: 0, y: 0, z: 1)
    animator.add(
      BasicAnimation(property: property, to: target, duration: 1, timingCurve: .linear), to: card,
      forKey: "t")
    render(animator, through: 1, step: 0.25)
    #expect(card.writes.count == 5)
    #expect(maximumDifference(card.transform, target.recomposed()) < 1e-12)
    let half = Transform3D.rotation(angle: 0.5, x: 0, y: 0, z: 1)
      .concatenating(.translation(x: 5, y: 0))
    #expect(maximumDifference(card.writes[2], half) < 1e-12)
    card.transform = .scale(x: 0, y: 0)
    #expect(!property.read(card).animatableComponents.isFinite)
  }
}
