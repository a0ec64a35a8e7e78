// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Counterparts of pop's value-type tests: testValueTypeResolution and the platform-bound
/// color, insets and nil-color tests, on PopKit's `RGBAColor`, `EdgeInsets` and `CGRect`.
@MainActor
@Suite("pop's value type tests")
struct PopValueTypeTests {
  static let red = RGBAColor(red: 1, green: 0, blue: 0)

  @Test("testValueTypeResolution: values start nil and points, rectangles and insets round-trip")
  func valueTypeResolution() {
    let point = SpringAnimation(property: Box.pointProperty)
    #expect(point.fromValue == nil)
    #expect(point.toValue == nil)
    #expect(point.velocity == nil)
    let pointValue = CGPoint(x: 1, y: 2)
    point.fromValue = pointValue
    point.toValue = pointValue
    point.velocity = pointValue
    #expect(point.fromValue == pointValue)
    #expect(point.toValue == pointValue)
    #expect(point.velocity == pointValue)

    let rect = SpringAnimation(property: Box.rectProperty)
    let rectValue = CGRect(x: 0, y: 0, width: 20, height: 20)
    rect.fromValue = rectValue
    rect.toValue = rectValue
    rect.velocity = rectValue
    #expect(rect.fromValue == rectValue)
    #expect(rect.toValue == rectValue)
    #expect(rect.velocity == rectValue)

    let insets = SpringAnimation(property: Swatch.insetsProperty)
    let insetsValue = EdgeInsets(top: 20, left: 40, bottom: 20, right: 40)
    insets.fromValue = insetsValue
    insets.toValue = insetsValue
    insets.velocity = insetsValue
    #expect(insets.fromValue == insetsValue)
    #expect(insets.toValue == insetsValue)
    #expect(insets.velocity == insetsValue)
    // pop throws for an unsupported type such as CATransform3D; in PopKit a value must conform
    // to AnimatableValue, so the compiler rejects it. Setting nil clears a value again.
    point.velocity = nil
    point.fromValue = nil
    #expect(point.velocity == nil)
    #expect(point.fromValue == nil)
  }

  @Test("testPlatformColorSupport (partial): a color spring ends exactly on its target")
  func platformColorSupport() {
    let swatch = Swatch()
    let animator = Animator()
    let animation = SpringAnimation(property: Swatch.colorProperty)
    animation.fromValue = .white
    animation.toValue = Self.red
    animation.tracer.start()
    animator.add(animation, to: swatch, forKey: "color")
    render(animator, through: 1, step: 0.1)
    #expect(animation.tracer.events(ofKind: .propertyWrite).count > 1)
    #expect(swatch.color == Self.red)
  }

  @Test("testColorSupport (partial): white to black, the last write is the target color")
  func colorSupport() {
    let target = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    let swatch = Swatch()
    let animator = Animator()
    let animation = SpringAnimation(property: Swatch.colorProperty)
    animation.fromValue = RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)
    animation.toValue = target
    let recorder = EventRecorder()
    recorder.observe(animation)
    animator.add(animation, to: swatch, forKey: "")
    render(animator, through: 3, step: 1.0 / 60)
    #expect(swatch.colorWrites.count > 1)
    #expect(swatch.colorWrites.last == target)
    #expect(recorder.stops == [true])
  }

  @Test("testEdgeInsetsSupport (partial, spring): insets with a velocity end on the target")
  func springEdgeInsets() {
    let target = EdgeInsets(top: 100, left: 200, bottom: 200, right: 400)
    let swatch = Swatch()
    let animator = Animator()
    let animation = SpringAnimation(property: Swatch.insetsProperty)
    animation.fromValue = .zero
    animation.toValue = target
    animation.velocity = EdgeInsets(top: 1000, left: 1000, bottom: 1000, right: 1000)
    let recorder = EventRecorder()
    recorder.observe(animation)
    animator.add(animation, to: swatch)
    render(animator, through: 3, step: 1.0 / 60)
    #expect(recorder.count(.start) == 1)
    #expect(recorder.stops == [true])
    #expect(swatch.insetsWrites.last == target)
  }

  @Test("testEdgeInsetsSupport (partial, decay): flung insets move alike where flung alike")
  func decayEdgeInsets() {
    let swatch = Swatch()
    let animator = Animator()
    let animation = DecayAnimation(property: Swatch.insetsProperty)
    animation.fromValue = .zero
    animation.velocity = EdgeInsets(top: 100, left: 100, bottom: 1000, right: 1000)
    var stops: [Bool] = []
    animation.onStop = { _, finished in stops.append(finished) }
    animator.add(animation, to: swatch)
    render(animator, through: 3, step: 1.0 / 60)
    let last = swatch.insets
    #expect(stops == [true])
    #expect(last != .zero)
    #expect(last.top == last.left)
    #expect(last.bottom == last.right)
    #expect(last.top < last.bottom)
  }

  @Test("testNilColor (partial): a missing start color is read from the object when it starts")
  func startColorReadFromObject() {
    let swatch = Swatch()
    swatch.color = .clear
    let animator = Animator()
    let animation = SpringAnimation(property: Swatch.colorProperty)
    animation.toValue = Self.red
    #expect(animation.fromValue == nil)
    animator.add(animation, to: swatch, forKey: "")
    render(animator, through: 3, step: 1.0 / 60)
    #expect(animation.fromValue == .clear)
    #expect(swatch.color == Self.red)
  }
}
