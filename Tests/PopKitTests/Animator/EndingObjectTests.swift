// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport
import Testing

@testable import PopKit

/// A handle of something another system frees: it outlives what it stands for, and says so.
@MainActor
private final class Handle: EndingObject {
  private(set) var hasEnded = false
  var x = 0.0
  /// Every value written while the handle had not ended, and every one written after.
  var writes: [Double] = []
  var writesAfterEnd: [Double] = []

  func end() {
    hasEnded = true
    Animator.objectHasEnded(self)
  }

  static let x = AnimatableProperty<Handle, Double>(
    name: "x", threshold: 0,
    read: { $0.x },
    write: { handle, value in
      handle.x = value
      if handle.hasEnded {
        handle.writesAfterEnd.append(value)
      } else {
        handle.writes.append(value)
      }
    })
}

/// An object that ends before Swift lets go of it: its animations stop, not finished, on every
/// animator, and none runs on it again.
@MainActor
@Suite("Ending objects")
struct EndingObjectTests {
  @Test("an end stops every animation of the object on every animator, not finished, at once")
  func endStopsEverywhere() {
    let handle = Handle()
    let other = Handle()
    let first = Animator()
    let second = Animator()
    let recorder = EventRecorder()
    let a = SpringAnimation(property: Handle.x)
    a.toValue = 100
    let b = BasicAnimation(property: Handle.x)
    b.toValue = 50
    b.duration = 10
    let c = SpringAnimation(property: Handle.x)
    c.toValue = 100
    recorder.observe(a, b, c)
    first.add(a, to: handle, forKey: "a")
    second.add(b, to: handle, forKey: "b")
    second.add(c, to: other, forKey: "c")
    for frame in 0..<3 {
      first.render(at: Double(frame) / 60)
      second.render(at: Double(frame) / 60)
    }
    let written = handle.writes.count
    #expect(written == 6)
    handle.end()
    // Stopped by the call itself, before any frame.
    #expect(recorder.events(of: a) == [.start, .apply, .apply, .apply, .stop(false)])
    #expect(recorder.events(of: b) == [.start, .apply, .apply, .apply, .stop(false)])
    #expect(first.animationCount == 0 && second.animationCount == 1)
    for frame in 3..<10 {
      first.render(at: Double(frame) / 60)
      second.render(at: Double(frame) / 60)
    }
    #expect(handle.writesAfterEnd.isEmpty)
    #expect(handle.writes.count == written)
    // The other object's spring goes on: 3 frames before, 7 after.
    #expect(other.writes.count == 10)
    #expect(recorder.events(of: c).last == .apply)
  }

  @Test("an animation added for an ended object stops at once: a start, a stop, no write")
  func addAfterEndIsRefused() async {
    let handle = Handle()
    handle.end()
    let animator = Animator()
    let recorder = EventRecorder()
    let spring = SpringAnimation(property: Handle.x)
    spring.toValue = 10
    recorder.observe(spring)
    animator.add(spring, to: handle, forKey: "x")
    #expect(recorder.events(of: spring) == [.start, .stop(false)])
    #expect(animator.animationCount == 0)
    #expect(spring.animator == nil)
    #expect(await spring.finished == false)
    animator.animate(handle, Handle.x, to: 20)
    animator.render(at: 0)
    animator.render(at: 1)
    #expect(handle.writes.isEmpty && handle.writesAfterEnd.isEmpty)
    #expect(!animator.hasActiveAnimations)
  }

  @Test("a timeline entry whose turn comes after its object ended stops at once, unwritten")
  func timelineEntryAfterEnd() {
    let handle = Handle()
    let animator = Animator()
    let first = BasicAnimation(property: Handle.x)
    first.fromValue = 0
    first.toValue = 1
    first.duration = 0.5
    let second = BasicAnimation(property: Handle.x)
    second.toValue = 2
    second.duration = 0.5
    let recorder = EventRecorder()
    recorder.observe(first, second)
    var timeline = Timeline()
    timeline.add(first, to: handle, forKey: "first")
    timeline.add(second, to: handle, forKey: "second")
    let run = animator.run(timeline)
    animator.render(at: 0)
    animator.render(at: 0.25)
    handle.end()
    #expect(recorder.events(of: first).last == .stop(false))
    for frame in 1...60 { animator.render(at: 0.25 + Double(frame) / 60) }
    #expect(recorder.events(of: second) == [.start, .stop(false)])
    #expect(handle.writesAfterEnd.isEmpty)
    #expect(run.isFinished)
    #expect(!animator.hasActiveAnimations)
  }

  @Test("a choreography stops writing an ended object's lanes and keeps writing the others")
  func choreographyLeavesEndedObject() {
    let handle = Handle()
    let other = Handle()
    let animator = Animator()
    var plan = Choreography()
    let track = KeyframeTrack(from: 0.0, [.linear(100, duration: 1)])
    plan.add(track, to: handle, Handle.x)
    plan.add(track, to: other, Handle.x)
    let player = animator.play(plan)
    animator.render(at: 0)
    animator.render(at: 0.25)
    handle.end()
    animator.render(at: 0.5)
    #expect(other.x == 50)
    player.seek(to: 0.1)
    animator.render(at: 0.6)
    #expect(other.x == 10)
    #expect(handle.writesAfterEnd.isEmpty)
    #expect(handle.x == 25)
  }

  @Test("an ending object that has not ended animates as any object; a freed animator is forgotten")
  func notEndedAnimatesNormally() {
    let handle = Handle()
    var animator: Animator? = Animator()
    weak let weakAnimator = animator
    animator?.animate(handle, Handle.x, to: 10, spring: Spring(tension: 300, friction: 20))
    for frame in 0...120 { animator?.render(at: Double(frame) / 60) }
    let spring = Spring(tension: 300, friction: 20)
    let expected = 10 + spring.displacement(at: 0.5, initialDisplacement: -10, initialVelocity: 0)
    expectClose(handle.writes[30], expected, absolute: 1e-9)
    animator = nil
    #expect(weakAnimator == nil)
    handle.end()
    #expect(handle.writesAfterEnd.isEmpty)
  }
}
