// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// `KeyframeAnimation`, the kind added in one file as "Adding an animation kind" says: it plays
/// a track exactly at any frame rate, through the shared run machinery.
@Suite("Keyframe animation")
@MainActor
struct KeyframeAnimationTests {
  /// A track with every kind of segment.
  static let track = KeyframeTrack(
    from: 0.0,
    [
      .linear(2, duration: 0.25, timingCurve: .easeInEaseOut),
      .cubic(1, duration: 0.3),
      .cubic(3, duration: 0.2),
      .spring(5, duration: 0.4, spring: .bouncy),
      .spring(4),
      .move(6),
      .linear(0, duration: 0.15),
    ])

  /// Frame times from 0 past the track's end: even at `fps`, or jittered by up to ±30 %.
  static func times(fps: Double, jittered: Bool) -> [Double] {
    var generator = SeededGenerator(seed: 7)
    var times: [Double] = [0]
    var time = 0.0
    while time < track.duration + 0.1 {
      let jitter = jittered ? 0.7 + 0.6 * generator.nextUnit() : 1
      time += jitter / fps
      times.append(time)
    }
    return times
  }

  @Test(
    "every frame writes the track's value at its time since the start (1e-12)",
    arguments: [(30.0, false), (60.0, false), (120.0, false), (240.0, false), (60.0, true)])
  func playsExactly(fps: Double, jittered: Bool) {
    let animator = Animator()
    let box = Box()
    let recorder = EventRecorder()
    let animation = KeyframeAnimation(property: Box.xProperty, track: Self.track)
    recorder.observe(animation)
    animation.beginTime = 0.05
    animator.add(animation, to: box, forKey: "x")
    var start: Double?
    for time in Self.times(fps: fps, jittered: jittered) {
      animator.render(at: time)
      guard time >= 0.05 else { continue }
      let started = start ?? time
      start = started
      let elapsed = min(time - started, Self.track.duration)
      expectClose(box.x, Self.track.value(at: elapsed), absolute: 1e-12, "at \(time) s")
    }
    #expect(box.x == 0, "it ends exactly on the track's last value")
    #expect(recorder.stops == [true])
    #expect(recorder.count(.start) == 1)
  }

  @Test("the start and end are the track's; autoreversing plays it backwards, ending at its start")
  func endsAndReverse() throws {
    let track = KeyframeTrack(from: 1.0, [.linear(3, duration: 1, timingCurve: .linear)])
    let animation = KeyframeAnimation(property: Box.xProperty, track: track)
    #expect(animation.fromValue == 1)
    animation.autoreverses = true
    let animator = Animator()
    let box = Box()
    animator.add(animation, to: box, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 0.25)
    expectClose(box.x, 1.5, absolute: 1e-12)
    try expectClose(#require(animation.currentValue), 1.5, absolute: 1e-12)
    animator.render(at: 1)
    #expect(box.x == 3)
    animator.render(at: 1.25)
    expectClose(box.x, 2.5, absolute: 1e-12, "the way back reads the track backwards")
    animator.render(at: 2)
    #expect(box.x == 1)
    #expect(!animation.isRunning)
  }

  @Test("a past start instant, and reduced motion, work for keyframes as for every kind")
  func machinery() {
    let animator = Animator()
    let box = Box()
    let late = KeyframeAnimation(property: Box.xProperty, track: Self.track)
    late.startInstant = -0.1
    animator.add(late, to: box, forKey: "x")
    animator.render(at: 0)
    expectClose(box.x, Self.track.value(at: 0.1), absolute: 1e-12)
    animator.reducesMotion = true
    animator.render(at: 1.0 / 60)
    #expect(box.x == 0)
    #expect(!late.isRunning)
  }
}
