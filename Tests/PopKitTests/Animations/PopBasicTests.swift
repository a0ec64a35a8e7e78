// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Counterparts of pop's POPBasicAnimationTests and POPEaseInEaseOutAnimationTests; colors and
/// insets use PopKit's platform-independent `RGBAColor` and `EdgeInsets`.
@MainActor
@Suite("pop's timed animation tests")
struct PopBasicTests {
  static let red = RGBAColor(red: 1, green: 0, blue: 0)

  @Test("testGreaterThanOneControlPointC1Y: an overshooting curve ends on 100 from above")
  func greaterThanOneControlPoint() throws {
    let box = Box()
    let animator = Animator()
    let animation = BasicAnimation(property: Box.xProperty)
    animation.fromValue = 0
    animation.toValue = 100
    animation.duration = 0.36
    animation.timingCurve = TimingCurve(x1: 0.15, y1: 1.5, x2: 0.55, y2: 1)
    var stops: [Bool] = []
    animation.onStop = { _, finished in stops.append(finished) }
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 1, step: 1.0 / 60)
    #expect(box.xWrites.count > 10)
    #expect(box.xWrites.last == 100)
    let beforeLast = try #require(box.xWrites.dropLast().last)
    #expect(beforeLast > 100)
    #expect(stops == [true])
  }

  @Test("testColorInterpolation (partial): a color fades through several values to red exactly")
  func colorInterpolation() {
    let swatch = Swatch()
    let animator = Animator()
    let animation = BasicAnimation(property: Swatch.colorProperty)
    animation.fromValue = .white
    animation.toValue = Self.red
    animation.tracer.start()
    animator.add(animation, to: swatch)
    render(animator, through: 3, step: 1.0 / 60)
    #expect(animation.tracer.events(ofKind: .propertyWrite).count > 5)
    #expect(swatch.color == Self.red)
    // Red stays 1 throughout; green and blue fall from 1 to 0 without leaving 0...1.
    #expect(swatch.colorWrites.allSatisfy { $0.red == 1 && (0...1).contains($0.green) })
  }

  @Test("testZeroDurationAnimation: a zero duration writes the target once and stops once")
  func zeroDuration() {
    let swatch = Swatch()
    let animator = Animator()
    let animation = BasicAnimation(property: Swatch.colorProperty)
    animation.duration = 0
    animation.fromValue = .white
    animation.toValue = Self.red
    animation.tracer.start()
    animator.add(animation, to: swatch)
    render(animator, through: 3, step: 1.0 / 60)
    #expect(animation.tracer.events(ofKind: .propertyWrite).count == 1)
    #expect(animation.tracer.events(ofKind: .didStop).map(\.finished) == [true])
    #expect(swatch.colorWrites == [Self.red])
  }

  @Test("testEdgeInsetsSupport (partial): timed insets end exactly on the target")
  func edgeInsets() {
    let target = EdgeInsets(top: 100, left: 200, bottom: 200, right: 400)
    let swatch = Swatch()
    let animator = Animator()
    let animation = BasicAnimation(property: Swatch.insetsProperty)
    animation.fromValue = .zero
    animation.toValue = target
    animator.add(animation, to: swatch)
    render(animator, through: 1, step: 1.0 / 60)
    #expect(swatch.insetsWrites.count == 25)
    #expect(swatch.insetsWrites.last == target)
    #expect(swatch.insets == target)
  }

  @Test("POPEaseInEaseOutAnimationTests testCompletion: frames at 0, 0.1, 0.2, 0.4 s finish it")
  func easeInEaseOutCompletion() {
    let box = Box()
    let animator = Animator()
    let animation = BasicAnimation(property: Box.pointProperty)
    animation.timingCurve = .easeInEaseOut
    animation.fromValue = CGPoint(x: 1, y: 1)
    animation.toValue = CGPoint(x: 2, y: 2)
    let recorder = EventRecorder()
    recorder.observe(animation)
    animator.add(animation, to: box, forKey: "key")
    for time in [0, 0.1, 0.2] { animator.render(at: time) }
    #expect(recorder.count(.start) == 1)
    #expect(recorder.stops.isEmpty)
    animator.render(at: 0.4)
    #expect(recorder.stops == [true])
    #expect(box.pointWrites.count == 4)
    #expect(box.point == CGPoint(x: 2, y: 2))
  }

  @Test("POPEaseInEaseOutAnimationTests testRectSupport: the last write is the target rectangle")
  func easeInEaseOutRect() {
    let target = CGRect(x: 0, y: 0, width: 100, height: 200)
    let box = Box()
    box.rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    let animator = Animator()
    let animation = BasicAnimation(property: Box.rectProperty)
    animation.timingCurve = .easeInEaseOut
    animation.toValue = target
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 1, step: 1.0 / 60)
    let writes = animation.tracer.events(ofKind: .propertyWrite)
    #expect(writes.first?.value == [0, 0, 10, 20])
    #expect(writes.last?.value == [0, 0, 100, 200])
    #expect(box.rect == target)
  }
}
