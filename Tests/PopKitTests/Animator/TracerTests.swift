// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// The animation tracer: pop's testTracer, and what PopKit's events carry.
@MainActor
@Suite("Tracer")
struct TracerTests {
  @Test("testTracer: one event per setting with its value; start, one reach, stop; from → to")
  func popTracer() throws {
    let box = Box()
    let animator = Animator()
    let animation = SpringAnimation(property: Box.xProperty)
    let tracer = animation.tracer
    tracer.start()
    // pop traces bounciness, speed, tension, friction and mass separately; PopKit sets them
    // together as one `Spring`, traced as [tension, friction, mass].
    let spring = Spring(tension: 401, friction: 123, mass: 0.9)
    animation.fromValue = 0
    animation.toValue = 1
    animation.velocity = 0.1
    animation.spring = spring
    animator.add(animation, to: box, forKey: "key")
    render(animator, through: 5, step: 0.01)
    tracer.stop()

    let events = tracer.events
    #expect(!events.isEmpty)
    #expect(tracer.events(ofKind: .fromValueUpdate).map(\.value) == [[0]])
    #expect(tracer.events(ofKind: .toValueUpdate).map(\.value) == [[1]])
    #expect(tracer.events(ofKind: .velocityUpdate).map(\.value) == [[0.1]])
    #expect(tracer.events(ofKind: .springUpdate).map(\.value) == [[401, 123, 0.9]])

    let start = try #require(events.firstIndex { $0.kind == .didStart })
    let stop = try #require(events.firstIndex { $0.kind == .didStop })
    let reach = try #require(events.firstIndex { $0.kind == .didReachToValue })
    #expect(tracer.events(ofKind: .didStart).count == 1)
    #expect(tracer.events(ofKind: .didStop).count == 1)
    #expect(tracer.events(ofKind: .didReachToValue).count == 1)
    #expect(start < reach && reach < stop)
    #expect(events[stop].finished == true)

    let writes = tracer.events(ofKind: .propertyWrite)
    #expect(writes.first?.value == [0])
    #expect(writes.last?.value == [1])
    #expect(writes.count == box.xWrites.count)
  }

  @Test("nothing is recorded before start() or after stop(); reset() forgets the events")
  func recording() {
    let box = Box()
    let animator = Animator()
    let animation = BasicAnimation(property: Box.xProperty)
    animation.fromValue = 0
    animation.toValue = 1
    #expect(!animation.tracer.isRecording)
    #expect(animation.tracer === animation.tracer)
    animator.add(animation, to: box, forKey: "x")
    animator.render(at: 0)
    #expect(animation.tracer.events.isEmpty)

    animation.tracer.start()
    animator.render(at: 0.1)
    #expect(animation.tracer.events.map(\.kind) == [.propertyWrite])
    animation.tracer.stop()
    animator.render(at: 0.2)
    #expect(animation.tracer.events.count == 1)
    animation.tracer.reset()
    #expect(animation.tracer.events.isEmpty)
    animation.tracer.start()
    animator.render(at: 0.4)
    let kinds = animation.tracer.events.map(\.kind)
    #expect(kinds == [.propertyWrite, .didReachToValue, .didStop])
  }

  @Test("event times count from the start; write events carry the value and the velocity")
  func eventContents() throws {
    let box = Box()
    let animator = Animator()
    let animation = SpringAnimation(property: Box.xProperty(threshold: 0))
    animation.fromValue = 0
    animation.toValue = 1
    animation.velocity = 5
    animation.beginTime = 2
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "x")
    for time in [1.5, 2, 2.25, 2.5] { animator.render(at: time) }
    let events = animation.tracer.events
    let start = try #require(animation.tracer.events(ofKind: .didStart).first)
    #expect(start.time == 0)
    let writes = animation.tracer.events(ofKind: .propertyWrite)
    #expect(writes.map(\.time) == [0, 0.25, 0.5])
    #expect(writes.map(\.value) == box.xWrites.map { [$0] })
    #expect(writes.first?.velocity == [5])
    let spring = Spring.default
    let reference = referenceSpring(
      mass: 1, stiffness: spring.tension, damping: spring.friction, x0: -1, v0: 5, time: 0.5)
    let velocity = try #require(writes.last?.velocity?.first)
    expectClose(velocity, reference.v, absolute: 1e-9)
    #expect(events.first?.kind == .didStart)
  }

  @Test("settings of each kind are traced as they are made")
  func settingEvents() {
    let decay = DecayAnimation(property: Box.xProperty)
    decay.tracer.start()
    decay.deceleration = 0.99
    decay.velocity = 3
    #expect(decay.tracer.events(ofKind: .decelerationUpdate).map(\.value) == [[0.99]])
    #expect(decay.tracer.events(ofKind: .velocityUpdate).map(\.value) == [[3]])

    let basic = BasicAnimation(property: Box.xProperty)
    basic.tracer.start()
    basic.duration = 2
    basic.timingCurve = .easeIn
    let timing = basic.tracer.events(ofKind: .timingUpdate).map(\.value)
    #expect(timing == [[2], [0.42, 0, 1, 1]])
    // Regression: clearing a setting used to record the animation's current value.
    basic.fromValue = nil
    basic.toValue = nil
    decay.velocity = nil
    #expect(basic.tracer.events(ofKind: .fromValueUpdate).map(\.value) == [nil])
    #expect(basic.tracer.events(ofKind: .toValueUpdate).map(\.value) == [nil])
    #expect(decay.tracer.events(ofKind: .velocityUpdate).map(\.value) == [[3], nil])
  }

  @Test("an autoreversing animation traces each reversal and one start and stop")
  func autoreverseEvents() {
    let box = Box()
    let animator = Animator()
    let animation = BasicAnimation(property: Box.xProperty)
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 0.1
    animation.autoreverses = true
    animation.repeatCount = 2
    animation.tracer.start()
    animator.add(animation, to: box, forKey: "x")
    render(animator, through: 1, step: 0.05)
    let kinds = animation.tracer.events.map(\.kind).filter { $0 != .propertyWrite }
    #expect(
      kinds == [
        .didStart, .didReachToValue, .autoreversed, .didReachToValue, .autoreversed,
        .didReachToValue, .autoreversed, .didReachToValue, .didStop,
      ])
    #expect(box.x == 0)
  }

  @Test(
    "a name, settings, callbacks other than onApply and a tracer that does not record keep the fast path"
  )
  func quietExtrasKeepTheFastPath() {
    let spring = SpringAnimation(property: Box.xProperty)
    spring.name = "x"
    spring.beginTime = 0.5
    spring.onStop = { _, _ in }
    let tracer = spring.tracer
    #expect(spring.canUseFastPath)
    #expect(!spring.flags[.hasFrameCallbacks])
    tracer.start()
    #expect(!spring.canUseFastPath)
    tracer.stop()
    #expect(spring.canUseFastPath)
    spring.onApply = { _ in }
    #expect(spring.flags[.hasFrameCallbacks])
    spring.onApply = nil
    #expect(!spring.flags[.hasFrameCallbacks])
    spring.clampMode = .end
    #expect(!spring.canUseFastPath)
  }
}
