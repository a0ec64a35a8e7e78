// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// `Animator.runningAnimations`: what it lists and the numbers it gives.
@Suite("Running animations")
@MainActor
struct RunningAnimationsTests {
  @Test("a spring's entry: its value and velocity, energy ½v² + ½(k/m)x², and when it settles")
  func springEntry() throws {
    let animator = Animator()
    let box = Box()
    let spring = Spring(tension: 300, friction: 12, mass: 2)
    let animation = SpringAnimation(property: Box.xProperty, to: 10, spring: spring)
    animation.fromValue = 0
    animator.add(animation, to: box, forKey: "slide")
    for frame in 0...12 { animator.render(at: Double(frame) / 60) }
    let entries = animator.runningAnimations
    #expect(entries.count == 1)
    let entry = try #require(entries.first)
    #expect(entry.key == "slide" && entry.objectType == "Box" && entry.property == "x")
    #expect(entry.kind == .spring && !entry.isPaused)
    let exact = referenceSpring(
      mass: 2, stiffness: 300, damping: 12, x0: -10, v0: 0, time: 12.0 / 60)
    expectClose(entry.value[0], 10 + exact.x, absolute: 1e-9)
    expectClose(entry.velocity[0], exact.v, absolute: 1e-9)
    let energy = 0.5 * exact.v * exact.v + 0.5 * (300.0 / 2) * exact.x * exact.x
    try expectClose(#require(entry.energy), energy, absolute: 1e-6)
    // Settled for good (within the threshold, 0.01) once the closed form stays within it.
    let left = try #require(entry.timeLeft)
    var lastOutside = 0.0
    for step in 1...20_000 {
      let time = Double(step) / 2000
      let later = referenceSpring(
        mass: 2, stiffness: 300, damping: 12, x0: exact.x, v0: exact.v, time: time)
      if abs(later.x) > 0.01 { lastOutside = time }
    }
    expectClose(left, lastOutside, absolute: 1e-3)
    let progress = try #require(entry.progress)
    #expect(progress > 0 && progress <= 1)
  }

  @Test("timed, keyframe and decay entries: the share of the run gone and the time left")
  func timedEntries() throws {
    let animator = Animator()
    let (a, b, c) = (Box(), Box(), Box())
    let basic = BasicAnimation(
      property: Box.xProperty, from: 0, to: 1, duration: 2, timingCurve: .easeInEaseOut)
    basic.repeatCount = 2
    animator.add(basic, to: a, forKey: "fade")
    let keyframes = KeyframeAnimation(
      property: Box.xProperty, track: KeyframeTrack(from: 0.0, [.linear(4, duration: 4)]))
    animator.add(keyframes, to: b, forKey: "keys")
    let decay = DecayAnimation(property: Box.xProperty, velocity: 800)
    decay.fromValue = 0
    animator.add(decay, to: c, forKey: "fling")
    for frame in 0...30 { animator.render(at: Double(frame) / 60) }
    let entries = animator.runningAnimations
    #expect(entries.map(\.kind) == [.basic, .keyframe, .decay])
    try expectClose(#require(entries[0].progress), 0.25, absolute: 1e-12)
    try expectClose(#require(entries[0].timeLeft), 3.5, absolute: 1e-12, "1.5 s and one more run")
    try expectClose(#require(entries[1].progress), 0.125, absolute: 1e-12)
    try expectClose(#require(entries[1].timeLeft), 3.5, absolute: 1e-12)
    try expectClose(#require(entries[1].value.first), 0.5, absolute: 1e-12)
    let planned = decay.duration
    try expectClose(#require(entries[2].timeLeft), planned - 0.5, absolute: 1e-12)
    #expect(entries[2].energy == nil)
  }

  @Test("a timeline run and a player are one entry each; claims and waiting entries are not")
  func orchestration() throws {
    let animator = Animator()
    let (first, second, played) = (Box(), Box(), Box())
    var timeline = Timeline()
    timeline.add(
      BasicAnimation(property: Box.xProperty, from: 0, to: 1, duration: 1), to: first,
      forKey: "one")
    timeline.add(
      BasicAnimation(property: Box.xProperty, from: 0, to: 1, duration: 1), to: second,
      forKey: "two")
    animator.run(timeline)
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(100, duration: 4)]), to: played, Box.xProperty)
    let player = animator.play(plan)
    for frame in 0...30 { animator.render(at: Double(frame) / 60) }
    let kinds = animator.runningAnimations.map(\.kind)
    #expect(kinds.filter { $0 == .timeline }.count == 1)
    #expect(kinds.filter { $0 == .choreography }.count == 1)
    #expect(kinds.filter { $0 == .basic }.count == 1, "the second entry waits for the first")
    #expect(kinds.count == 3, "no claim is listed")
    let run = try #require(animator.runningAnimations.first { $0.kind == .timeline })
    #expect(run.progress == 0)
    expectClose(run.value[0], 0.5, absolute: 1e-12)
    let playing = try #require(animator.runningAnimations.first { $0.kind == .choreography })
    expectClose(playing.value[0], player.time, absolute: 1e-15)
    expectClose(player.time, 0.5, absolute: 1e-12)
    try expectClose(#require(playing.timeLeft), 3.5, absolute: 1e-12)
    try expectClose(#require(playing.progress), 0.125, absolute: 1e-12)
    for frame in 31...90 { animator.render(at: Double(frame) / 60) }
    let later = try #require(animator.runningAnimations.first { $0.kind == .timeline })
    #expect(later.progress == 0.5)
  }
}
