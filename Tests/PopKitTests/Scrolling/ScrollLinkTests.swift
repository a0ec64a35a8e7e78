// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A synthetic scroll stream: positions at exact times.
private struct ScrollStream {
  var samples: [(time: Double, position: Double)] = []

  /// A constant speed (units per second) from `start` at `from` to `to`, one event every
  /// `interval` seconds, each interval stretched by a seeded jitter of up to `jitter` of it.
  static func steady(
    speed: Double, from: Double, to: Double, interval: Double, jitter: Double = 0,
    start: Double = 0, seed: UInt64 = 1
  ) -> ScrollStream {
    var random = SeededGenerator(seed: seed)
    var stream = ScrollStream()
    var time = from
    while time <= to + 1e-12 {
      stream.samples.append((time, start + speed * (time - from)))
      time += interval * (1 + Double.random(in: -jitter...jitter, using: &random))
    }
    return stream
  }
}

/// GSAP ScrollTrigger's `scrub: N` as we understand it.
///
/// On each scroll event a tween restarts from the progress where the previous one is to the
/// new target over N seconds, eased with power3.out, `1 − (1 − u)³`. Written here only to
/// compare with PopKit's smoothing.
private struct RestartedTween {
  var from = 0.0
  var to = 0.0
  var start = -Double.infinity
  let duration: Double

  func state(at time: Double) -> (value: Double, velocity: Double) {
    let u = min(max((time - start) / duration, 0), 1)
    let remaining = 1 - u
    return (
      from + (to - from) * (1 - remaining * remaining * remaining),
      u >= 1 ? 0 : (to - from) * 3 * remaining * remaining / duration
    )
  }

  mutating func retarget(_ target: Double, at time: Double) {
    from = state(at: time).value
    to = target
    start = time
  }
}

/// The core's scroll link: exact and smoothed scrubbing, snapping on release, against closed
/// forms and a projection written here.
@Suite("Scroll links: the core link")
struct ScrollLinkTests {
  private let range = ScrollRange(start: 0, end: 1000)

  @Test("exact scrubbing: the progress is the position's at every event")
  func exact() {
    var link = ScrollLink(range: range)
    for (time, position) in [(0.0, -50.0), (0.01, 0), (0.02, 250), (0.03, 1250)] {
      link.scroll(to: position, at: time)
      #expect(link.state(at: time).progress == min(max(position / 1000, 0), 1))
      #expect(link.state(at: time + 0.005).progress == min(max(position / 1000, 0), 1))
    }
    #expect(link.position == 1250)
    #expect(link.phase == .following)
  }

  @Test(
    "smoothed scrubbing: value and velocity never jump at an event (1e-9), and between events the spring is its closed form",
    arguments: [0.0, 0.5])
  func smoothedContinuity(jitter: Double) {
    let spring = Spring.smooth(duration: 0.3)
    var link = ScrollLink(range: range, scrub: .smoothed(spring))
    // Accelerating, steady, stopping and reversing: four streams joined.
    var samples = ScrollStream.steady(
      speed: 800, from: 0, to: 0.5, interval: 1 / 120, jitter: jitter
    ).samples
    samples +=
      ScrollStream.steady(
        speed: -1500, from: 0.51, to: 0.8, interval: 1 / 60, jitter: jitter, start: 400
      ).samples
    samples.append((1.4, 120))
    var largestJump = (value: 0.0, velocity: 0.0)
    var previous: (time: Double, progress: Double, velocity: Double, target: Double)?
    for (time, position) in samples {
      // Half way from the previous event, the spring that event started, in closed form.
      if let previous {
        let middle = (previous.time + time) / 2
        let exact = referenceSpring(
          spring, x0: previous.progress - previous.target, v0: previous.velocity,
          t: middle - previous.time)
        let state = link.state(at: middle)
        expectClose(state.progress, previous.target + exact.x, absolute: 1e-12)
        expectClose(state.velocity, exact.v, absolute: 1e-9)
      }
      let before = link.state(at: time)
      link.scroll(to: position, at: time)
      let after = link.state(at: time)
      largestJump.value = max(largestJump.value, abs(after.progress - before.progress))
      largestJump.velocity = max(largestJump.velocity, abs(after.velocity - before.velocity))
      previous = (time, after.progress, after.velocity, link.target)
    }
    #expect(largestJump.value <= 1e-9)
    #expect(largestJump.velocity <= 1e-9)
    print(
      "scroll-link: smoothed velocity jump at events, largest \(largestJump.velocity) progress/s (jitter \(jitter))"
    )
  }

  @Test(
    "smoothing lags a steady scroll by d/π plus part of an event interval; a restarted tween jumps")
  func lagAndRestartedTween() {
    let duration = 0.3
    let interval = 1.0 / 120
    let speed = 1000.0  // units per second: 1 progress per second over the 1000-unit range
    var link = ScrollLink(range: range, scrub: .smoothed(.smooth(duration: duration)))
    var tween = RestartedTween(duration: duration)
    let stream = ScrollStream.steady(speed: speed, from: 0, to: 0.9, interval: interval)
    var lags: [Double] = []
    var tweenJump = 0.0
    var springJump = 0.0
    for (time, position) in stream.samples {
      let before = link.state(at: time).velocity
      link.scroll(to: position, at: time)
      springJump = max(springJump, abs(link.state(at: time).velocity - before))
      let tweenBefore = tween.state(at: time).velocity
      tween.retarget(range.progress(atPosition: position), at: time)
      if time > 0.05 {
        tweenJump = max(tweenJump, abs(tween.state(at: time).velocity - tweenBefore))
      }
      // After 3 time constants the lag is steady: the time the exact progress took to reach
      // where the smoothed one is.
      if time >= 0.6 {
        for sampleTime in [time, time + interval / 2] {
          let progress = link.state(at: sampleTime).progress
          lags.append(sampleTime - progress * 1000 / speed)
        }
      }
    }
    let mean = lags.reduce(0, +) / Double(lags.count)
    let (least, most) = (lags.min() ?? 0, lags.max() ?? 0)
    // A critically damped spring trails a ramp by 2/ω = d/π; the target, held between events,
    // trails the scroll by 0 to one interval more.
    #expect(least >= duration / .pi - 1e-6)
    #expect(most <= duration / .pi + interval + 1e-6)
    #expect(springJump <= 1e-9)
    #expect(tweenJump > 1e-3)
    print(
      "scroll-link: lag at 1000 units/s, 120 Hz events, Spring.smooth(duration: 0.3): mean \(mean * 1000) ms (\(least * 1000)…\(most * 1000)); d/π = \(duration / .pi * 1000) ms"
    )
    print(
      "scroll-link: velocity jump at events: PopKit \(springJump) progress/s; restarted power3.out tween (scrub 0.3) \(tweenJump) progress/s"
    )
  }

  @Test("snap on release: the destination is the point nearest an independent projection")
  func snapDestination() {
    var random = SeededGenerator(seed: 38)
    let deceleration = 0.998
    for trial in 0..<500 {
      let points: [Double] =
        trial % 2 == 0
        ? [0, 0.25, 0.5, 0.75, 1] : (0..<4).map { _ in Double.random(in: 0...1, using: &random) }
      let snap = ScrollSnap(progress: points, decay: Decay(deceleration: deceleration))
      var link = ScrollLink(range: range, snap: snap)
      let position = Double.random(in: -200...1200, using: &random)
      let velocity = Double.random(in: -3000...3000, using: &random)
      link.scroll(to: position, at: 1)
      let destination = link.release(velocity: velocity, at: 1.004)
      // Written here: a decay of v·d^(1000 t) travels v / (−1000·ln d) in all.
      let travel = velocity / (-1000 * log(deceleration))
      let projected = (position + travel) / 1000
      var nearest = points[0]
      for point in points.dropFirst() where abs(point - projected) < abs(nearest - projected) {
        nearest = point
      }
      #expect(destination == nearest, "position \(position), velocity \(velocity)")
      #expect(link.phase == .snapping(to: nearest))
      #expect(link.snapPosition == nearest * 1000)
    }
    // Every 1/4, and a fling of 2000 units/s from 100 (projects to 1099.5) goes to the end.
    var link = ScrollLink(range: range, snap: .every(4))
    link.scroll(to: 100, at: 0)
    #expect(link.release(velocity: 2000, at: 0.01) == 1)
    #expect(ScrollSnap.every(4).points == [0, 0.25, 0.5, 0.75, 1])
  }

  @Test(
    "snap on release: the spring starts at the release with its value and velocity (1e-9), 0 ms later",
    arguments: [false, true])
  func snapStartsAtRelease(smoothed: Bool) {
    let snapSpring = Spring.snappy
    let snap = ScrollSnap(progress: [0, 0.5, 1], spring: snapSpring)
    var link = ScrollLink(
      range: range, scrub: smoothed ? .smoothed(.smooth(duration: 0.2)) : .exact, snap: snap)
    for (time, position) in ScrollStream.steady(
      speed: 600, from: 0, to: 0.4, interval: 1 / 90
    ).samples {
      link.scroll(to: position, at: time)
    }
    // The finger lifts between events, moving at 600 units/s (0.6 progress/s): a coasting
    // fling is redirected.
    let release = 0.4071
    let before = link.state(at: release)
    let point = link.release(velocity: 600, at: release)
    // From 0.24, 0.6/s projects to 0.24 + 0.2997 = 0.5397: the middle point.
    #expect(point == 0.5)
    let start = link.state(at: release)
    if smoothed {
      expectClose(start.progress, before.progress, absolute: 1e-9)
      expectClose(start.velocity, before.velocity, absolute: 1e-9)
    } else {
      // Exact scrubbing: the position's progress, moving at the scroll's progress velocity.
      #expect(start.progress == link.position! / 1000)
      #expect(start.velocity == 0.6)
    }
    for delay in [0.0, 0.001, 1.0 / 60, 0.1, 0.5] {
      let exact = referenceSpring(
        snapSpring, x0: start.progress - 0.5, v0: start.velocity, t: delay)
      let state = link.state(at: release + delay)
      expectClose(state.progress, 0.5 + exact.x, absolute: 1e-9)
      expectClose(state.velocity, exact.v, absolute: 1e-9)
    }
    // Redirected, not stopped: a millisecond on it still moves the fling's way.
    #expect(link.state(at: release + 0.001).velocity > 0)
    // The next scroll ends the snap.
    link.scroll(to: 100, at: 0.6)
    #expect(link.phase == .following)
    #expect(link.snapPosition == nil)
  }

  @Test("numbers that are not finite and events out of order change nothing and never trap")
  func hostileInput() {
    var link = ScrollLink(
      range: range, scrub: .smoothed(.smooth), snap: ScrollSnap(progress: [.nan, 2, -1]))
    #expect(link.snap?.points == [1, 0])
    link.scroll(to: .nan, at: 0)
    link.scroll(to: 100, at: .infinity)
    #expect(link.position == nil)
    #expect(link.release(velocity: 100, at: 0) == nil)
    link.scroll(to: 500, at: 1)
    let state = link.state(at: 1.2)
    link.scroll(to: 600, at: 0.5)  // earlier than the event before: counts as at time 1
    #expect(link.state(at: 1).progress == link.state(at: 0.2).progress)
    #expect(link.release(velocity: .infinity, at: 2) == nil)
    #expect(link.release(velocity: 1e308, at: 2) == 1)
    #expect(link.state(at: 2.01).progress.isFinite)
    #expect(link.state(at: 1e300).progress == 1)
    #expect(state.progress.isFinite)
    #expect(ScrollLink(range: range, snap: ScrollSnap(progress: [])).snap?.points == [])
  }
}
