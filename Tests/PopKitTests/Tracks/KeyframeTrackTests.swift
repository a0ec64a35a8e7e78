// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit
@testable import PopKitCore

/// The damped spring `m·x″ + c·x′ + k·x = 0` in closed form, written out again for an
/// under-damped spring: displacement and velocity after `t` seconds.
private func underdamped(
  tension k: Double, friction c: Double, mass m: Double = 1, x0: Double, v0: Double, t: Double
) -> (x: Double, v: Double) {
  let decay = c / (2 * m)
  let omega0Squared = k / m
  let omegaD = (omega0Squared - decay * decay).squareRoot()
  let envelope = exp(-decay * t)
  let x = envelope * (x0 * cos(omegaD * t) + (v0 + decay * x0) / omegaD * sin(omegaD * t))
  let v =
    envelope * (v0 * cos(omegaD * t) - (omega0Squared * x0 + decay * v0) / omegaD * sin(omegaD * t))
  return (x, v)
}

@Suite("Keyframe tracks")
struct KeyframeTrackTests {
  static let mixed: [Keyframe<Double>] = [
    .linear(100, duration: 0.2, timingCurve: .easeInEaseOut),
    .spring(40, duration: 0.3, spring: .bouncy),
    .cubic(60, duration: 0.25),
    .cubic(0, duration: 0.25),
    .linear(30, duration: 0.1),
    .spring(-20, duration: 0.15, spring: Spring(tension: 300, friction: 8)),
    .cubic(10, duration: 0.4),
  ]

  @Test("value and velocity are continuous at every boundary of a mixed track")
  func continuity() {
    let track = KeyframeTrack(from: 0.0, Self.mixed)
    #expect(track.segments.count == Self.mixed.count)
    expectClose(track.duration, 1.65, absolute: 1e-12)
    for index in 0..<(track.segments.count - 1) {
      let segment = track.segments[index]
      let next = track.segments[index + 1]
      expectClose(segment.value(at: segment.duration), next.value(at: 0), absolute: 1e-9)
      expectClose(segment.velocity(at: segment.duration), next.velocity(at: 0), absolute: 1e-9)
      // Seen from outside: the value just before the boundary meets the value at it.
      let boundary = track.startTimes[index + 1]
      expectClose(track.value(at: boundary - 1e-9), track.value(at: boundary), absolute: 1e-5)
      expectClose(track.velocity(at: boundary - 1e-9), track.velocity(at: boundary), absolute: 1e-3)
    }
    #expect(track.value(at: 0) == 0)
    #expect(track.velocity(at: 0) == 0)
  }

  @Test("a spring segment follows the damped-spring closed form from the previous end state")
  func springSegment() {
    // linear 0 → 10 in 0.5 s ends at 20 units/s; the spring starts there toward 50.
    let track = KeyframeTrack(
      from: 0.0,
      [
        .linear(10, duration: 0.5),
        .spring(50, duration: 0.4, spring: Spring(tension: 200, friction: 10)),
        .linear(0, duration: 0.1),
      ])
    for elapsed in stride(from: 0.0, through: 0.399, by: 0.0133) {
      let exact = underdamped(tension: 200, friction: 10, x0: -40, v0: 20, t: elapsed)
      expectClose(track.value(at: 0.5 + elapsed), 50 + exact.x, absolute: 1e-9)
      expectClose(track.velocity(at: 0.5 + elapsed), exact.v, absolute: 1e-8)
    }
    // The next segment starts where the spring is after 0.4 s.
    let end = underdamped(tension: 200, friction: 10, x0: -40, v0: 20, t: 0.4)
    expectClose(track.value(at: 0.9), 50 + end.x, absolute: 1e-9)
    expectClose(track.velocity(at: 0.9), (0 - (50 + end.x)) / 0.1, absolute: 1e-8)
  }

  @Test("a given start velocity replaces the previous end velocity")
  func springStartVelocity() {
    let track = KeyframeTrack(
      from: 5.0,
      [.spring(0, duration: 1, spring: Spring(tension: 100, friction: 4), startVelocity: -30)])
    let exact = underdamped(tension: 100, friction: 4, x0: 5, v0: -30, t: 0.3)
    expectClose(track.value(at: 0.3), exact.x, absolute: 1e-9)
    expectClose(track.velocity(at: 0), -30, absolute: 1e-12)
  }

  @Test("a spring without a duration lasts until it stays within 0.001 of the distance")
  func settling() {
    let spring = Spring(tension: 300, friction: 12)
    let track = KeyframeTrack(from: 0.0, [.spring(100, spring: spring), .move(7)])
    let settle = track.duration
    #expect(settle > 0.5 && settle < 3)
    #expect(track.value(at: settle) == 7)
    #expect(track.segments.count == 1)
    // Brute force on the independent closed form: within 0.1 for 5 s after, outside just before.
    var worstAfter = 0.0
    for step in 0...5000 {
      let t = settle + Double(step) * 0.001
      worstAfter = max(
        worstAfter, abs(underdamped(tension: 300, friction: 12, x0: -100, v0: 0, t: t).x))
    }
    #expect(worstAfter <= 0.1 + 1e-9)
    let before = abs(underdamped(tension: 300, friction: 12, x0: -100, v0: 0, t: settle - 1e-6).x)
    #expect(before > 0.1 - 1e-3)
    // The segment ends exactly on its target at rest.
    let ending = KeyframeTrack(from: 0.0, [.spring(100, spring: spring)])
    #expect(ending.value(at: ending.duration) == 100)
    #expect(ending.velocity(at: ending.duration) == 0)
  }

  @Test("zero distance: 0 s at rest, one unit's threshold with a velocity")
  func zeroDistance() {
    #expect(KeyframeTrack(from: 5.0, [.spring(5)]).duration == 0)
    let kicked = KeyframeTrack(from: 5.0, [.spring(5, startVelocity: 10)])
    let expected = Spring.default.settlingDuration(
      distance: 0, initialVelocity: 10, threshold: 0.001)
    #expect(kicked.duration == expected)
    #expect(kicked.duration > 0)
  }

  @Test("neighbouring cubic segments form a time-aware Catmull-Rom spline")
  func catmullRom() {
    let track = KeyframeTrack(
      from: 0.0, [.cubic(10, duration: 0.5), .cubic(30, duration: 1.0), .cubic(0, duration: 0.25)])
    let keys: [(time: Double, tangent: Double)] = [(0.5, (30 - 0) / 1.5), (1.5, (0 - 10) / 1.25)]
    for key in keys {
      // Second-order one-sided differences from each side (the acceleration jumps at a key).
      let h = 1e-5
      func f(_ offset: Double) -> Double { track.value(at: key.time + offset * h) }
      let left = (3 * f(0) - 4 * f(-1) + f(-2)) / (2 * h)
      let right = (-3 * f(0) + 4 * f(1) - f(2)) / (2 * h)
      expectClose(left, key.tangent, absolute: 1e-5)
      expectClose(right, key.tangent, absolute: 1e-5)
      expectClose(track.velocity(at: key.time), key.tangent, absolute: 1e-12)
    }
    #expect(track.value(at: 0.5) == 10)
    #expect(track.value(at: 1.5) == 30)
    // The first cubic starts at rest; the last ends with its own span's slope, (0 − 30) / 0.25.
    #expect(track.velocity(at: 0) == 0)
    let last = track.segments[2]
    expectClose(last.velocity(at: last.duration), -120, absolute: 1e-12)
  }

  @Test("a cubic takes its neighbours' fixed velocities, and overrides win")
  func cubicNeighbours() {
    let track = KeyframeTrack(
      from: 0.0,
      [
        .linear(10, duration: 0.5),  // 20 units/s
        .cubic(20, duration: 1),  // starts at 20, ends at the next linear's 40
        .linear(40, duration: 0.5),
        .cubic(50, duration: 1),  // before a spring with a start velocity: that velocity
        .spring(0, duration: 0.2, startVelocity: -7),
        .cubic(3, duration: 0.5, startVelocity: 1, endVelocity: 2),
      ])
    func end(_ index: Int) -> Double {
      track.segments[index].velocity(at: track.segments[index].duration)
    }
    expectClose(track.segments[1].velocity(at: 0), 20, absolute: 1e-12)
    expectClose(end(1), 40, absolute: 1e-12)
    expectClose(end(3), -7, absolute: 1e-12)
    expectClose(track.segments[5].velocity(at: 0), 1, absolute: 1e-12)
    expectClose(end(5), 2, absolute: 1e-12)
  }

  @Test("a CGPoint track springs per component like two Double tracks")
  func pointTrack() {
    let spring = Spring.snappy
    let point = KeyframeTrack(
      from: CGPoint.zero,
      [
        .cubic(CGPoint(x: 100, y: 0), duration: 0.3),
        .cubic(CGPoint(x: 100, y: 100), duration: 0.3),
        .spring(CGPoint(x: 0, y: 0), duration: 0.5, spring: spring),
      ])
    func axis(_ values: [Double]) -> KeyframeTrack<Double> {
      KeyframeTrack(
        from: 0.0,
        [
          .cubic(values[0], duration: 0.3), .cubic(values[1], duration: 0.3),
          .spring(0, duration: 0.5, spring: spring),
        ])
    }
    let x = axis([100, 100])
    let y = axis([0, 100])
    for t in stride(from: 0.0, through: 1.2, by: 0.01) {
      expectClose(point.value(at: t).x, x.value(at: t), absolute: 1e-12)
      expectClose(point.value(at: t).y, y.value(at: t), absolute: 1e-12)
      expectClose(point.velocity(at: t).y, y.velocity(at: t), absolute: 1e-12)
    }
    #expect(point.value(at: 0.3) == CGPoint(x: 100, y: 0))
    expectClose(point.velocity(at: 0.3).x, 100 / 0.6, absolute: 1e-12)
    expectClose(point.velocity(at: 0.3).y, 100 / 0.6, absolute: 1e-12)
  }

  @Test("a CGPoint spring settles when every component stays within 0.001 of the distance")
  func pointSettling() {
    let spring = Spring(tension: 170, friction: 9)
    let start = CGPoint(x: 0, y: 0)
    let target = CGPoint(x: 30, y: 40)  // distance 50: threshold 0.05 for each component
    let track = KeyframeTrack(from: start, [.spring(target, spring: spring)])
    let settleX = spring.settlingDuration(distance: 30, threshold: 0.05)
    let settleY = spring.settlingDuration(distance: 40, threshold: 0.05)
    #expect(track.duration == max(settleX, settleY))
    #expect(track.value(at: track.duration) == target)
    for step in 0...3000 {
      let t = track.duration + Double(step) * 0.001
      let x = underdamped(tension: 170, friction: 9, x0: -30, v0: 0, t: t).x
      let y = underdamped(tension: 170, friction: 9, x0: -40, v0: 0, t: t).x
      expectClose(x, 0, absolute: 0.05 + 1e-9)
      expectClose(y, 0, absolute: 0.05 + 1e-9)
    }
  }

  @Test("queries clamp to the track, jumps and zero-length steps take no time")
  func clampingAndJumps() {
    let track = KeyframeTrack(
      from: 1.0,
      [
        .linear(3, duration: 1), .move(10), .linear(20, duration: 0), .cubic(0, duration: 0.5),
        .spring(4, duration: 0.25, spring: .bouncy),
      ])
    #expect(track.duration == 1.75)
    #expect(track.value(at: -1) == 1)
    #expect(track.value(at: .nan) == 1)
    #expect(track.value(at: 1) == 20)
    #expect(track.velocity(at: 1) == 0)
    #expect(track.value(at: 9) == track.value(at: 1.75))
    #expect(track.velocity(at: 9) == 0)
    #expect(track.velocity(at: -1) == 0)
    // At its end the track still moves as the cut spring does there (the left limit): the
    // spring from the cubic's end (0, with the cubic's own slope (0 − 20) / 0.5 = −40, which a
    // spring that takes over the velocity gets) toward 4 for 0.25 s, in closed form.
    let bouncy = Spring.bouncy
    let cut = underdamped(
      tension: bouncy.tension, friction: bouncy.friction, mass: bouncy.mass, x0: -4, v0: -40,
      t: 0.25)
    expectClose(track.velocity(at: 1.75), cut.v, absolute: 1e-9)
    #expect(abs(track.velocity(at: 1.75)) > 1)
    expectClose(track.velocity(at: 0.5), 2, absolute: 1e-12)
    let empty = KeyframeTrack(from: 2.0, [])
    #expect(empty.duration == 0 && empty.value(at: 1) == 2 && empty.velocity(at: 0) == 0)
  }
}

enum BadKeyframes: String, CaseIterable, Sendable, Codable {
  case negativeDuration, infiniteCubicDuration, nanValue, nanInitial, nanVelocity
  case endlessSpring, infiniteSpringDuration

  var parameter: String {
    switch self {
    case .negativeDuration: "Keyframe[1] duration"
    case .infiniteCubicDuration: "Keyframe[0] duration"
    case .nanValue: "Keyframe[2] value"
    case .nanInitial: "KeyframeTrack initial value"
    case .nanVelocity: "Keyframe[0] startVelocity"
    case .endlessSpring: "Keyframe[0] spring settling duration"
    case .infiniteSpringDuration: "Keyframe[1] duration"
    }
  }

  /// The initial value of the attempt.
  var initial: Double { self == .nanInitial ? .nan : 0 }

  /// The steps of the attempt.
  var keyframes: [Keyframe<Double>] {
    switch self {
    case .negativeDuration: [.move(1), .linear(2, duration: -1)]
    case .infiniteCubicDuration: [.cubic(2, duration: .infinity)]
    case .nanValue: [.move(1), .move(2), .linear(.nan, duration: 1)]
    case .nanInitial: [.move(1)]
    case .nanVelocity: [.spring(1, startVelocity: .nan)]
    case .endlessSpring: [.spring(1, spring: Spring(tension: 100, friction: 0))]
    case .infiniteSpringDuration: [.move(1), .spring(3, duration: .infinity)]
    }
  }

  func attempt() -> Double { KeyframeTrack(from: initial, keyframes).duration }
}

@Suite("Keyframe track preconditions")
struct KeyframeTrackPreconditionTests {
  @Test("an invalid step stops the program, naming its index", arguments: BadKeyframes.allCases)
  func stopsTheProgram(_ configuration: BadKeyframes) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [configuration] in
      _ = configuration.attempt()
    }
    expectExitMessage(result, contains: "\(configuration.parameter) must be")
  }
}
