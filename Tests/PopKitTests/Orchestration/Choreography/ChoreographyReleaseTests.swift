// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// The damped spring x'' = −(k/m)·x − (c/m)·x' in closed form, in each regime.
///
/// The displacement from the target and the velocity `t` seconds after (x0, v0); independent
/// of PopKit's solver.
func referenceSpring(_ spring: Spring, x0: Double, v0: Double, t: Double) -> (x: Double, v: Double)
{
  let (k, c, m) = (spring.tension, spring.friction, spring.mass)
  let decay = c / (2 * m)
  let omega0Squared = k / m
  let discriminant = decay * decay - omega0Squared
  let envelope = exp(-decay * t)
  if abs(discriminant) < 1e-12 * omega0Squared {
    // Critically damped: x = (x0 + (v0 + decay·x0)·t)·e^(−decay·t).
    let b = v0 + decay * x0
    return ((x0 + b * t) * envelope, (b - decay * (x0 + b * t)) * envelope)
  }
  if discriminant < 0 {
    let omega = (-discriminant).squareRoot()
    let b = (v0 + decay * x0) / omega
    let x = envelope * (x0 * cos(omega * t) + b * sin(omega * t))
    let v =
      envelope
      * ((b * omega - decay * x0) * cos(omega * t) - (x0 * omega + decay * b) * sin(omega * t))
    return (x, v)
  }
  let root = discriminant.squareRoot()
  let (r1, r2) = (-decay + root, -decay - root)
  let a = (v0 - r2 * x0) / (r1 - r2)
  let b = x0 - a
  return (a * exp(r1 * t) + b * exp(r2 * t), a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t))
}

/// Frame intervals of 30, 60, 120 and 240 Hz, and 0 for jittered frames.
private let frameIntervals: [Double] = [1 / 30, 1 / 60, 1 / 120, 1 / 240, 0]

/// Releasing a choreography into a spring: the closed form, the nearer end, velocities kept
/// and handed over, rest exactly on the end, overshoot along the tracks' tangents.
@Suite("Choreography: releasing")
@MainActor
struct ChoreographyReleaseTests {
  /// A 1 s linear 0 → 100 track on a box's x: x = 100 · progress, inside and (by the tangent
  /// rule) outside the span.
  private func plan(_ box: Box) -> Choreography {
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(100, duration: 1)]), to: box, Box.xProperty)
    return plan
  }

  @Test(
    "at 30, 60, 120, 240 Hz and jittered frames the progress is the closed-form spring, 1e-9",
    arguments: frameIntervals)
  func closedForm(interval: Double) {
    var random = SeededGenerator(seed: 7)
    for spring in [Spring.bouncy, .smooth, Spring(tension: 100, friction: 40, mass: 1)] {
      let animator = Animator()
      let box = Box()
      let player = animator.play(plan(box), paused: true)
      player.progress = 0.3
      animator.render(at: 1)
      var ends: [ChoreographyPlayer.End] = []
      player.onFinish = { ends.append($0) }
      player.release(to: .end, velocity: 2, spring: spring)
      var overshot = false
      var now = 1.0
      while ends.isEmpty && now < 10 {
        now += interval > 0 ? interval : Double.random(in: 0.001...0.05, using: &random)
        animator.render(at: now)
        let exact = referenceSpring(spring, x0: 0.3 - 1, v0: 2, t: now - 1)
        guard ends.isEmpty else {
          // It comes to rest once the spring is within the property's threshold (0.01 of
          // 100 units: 1e-4 of progress) of the end, and stays there.
          #expect(abs(exact.x) * 100 <= 0.01)
          break
        }
        expectClose(player.progress, 1 + exact.x, absolute: 1e-9, "at \(now)")
        expectClose(box.x, 100 * (1 + exact.x), absolute: 1e-7, "the tangent rule outside the span")
        if player.time > 1 { overshot = true }
      }
      #expect(ends == [.end])
      #expect(player.progress == 1 && box.x == 100, "at rest exactly on its end")
      #expect(overshot == (spring == .bouncy))
    }
  }

  @Test("nearest: the end nearer to the decay's projection of the progress; ties go to the end")
  func nearest() {
    let cases: [(Double, Double, ChoreographyPlayer.End)] = [
      (0.4, 0, .start), (0.6, 0, .end), (0.5, 0, .end), (0.4, 3, .end), (0.8, -5, .start),
    ]
    for (progress, velocity, end) in cases {
      let animator = Animator()
      let player = animator.play(plan(Box()), paused: true)
      player.progress = progress
      var ends: [ChoreographyPlayer.End] = []
      player.onFinish = { ends.append($0) }
      player.release(velocity: velocity)
      for frame in 0...300 { animator.render(at: Double(frame) / 60) }
      #expect(ends == [end], "from \(progress) at \(velocity)/s")
      // The rule, by the published projection: resting = progress + v·d/(1000·(1 − d)).
      let resting = progress + velocity * 0.998 / (1000 * (1 - 0.998))
      #expect((abs(resting - 1) <= abs(resting)) == (end == .end))
    }
  }

  @Test("a release without a velocity keeps the current one: 0 still, rate / duration playing")
  func keepsTheCurrentVelocity() {
    let animator = Animator()
    let box = Box()
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(100, duration: 2)]), to: box, Box.xProperty)
    let player = animator.play(plan)
    player.rate = 0.5
    animator.render(at: 0)
    animator.render(at: 1)  // time 0.5, progress 0.25, progress velocity 0.5 / 2
    player.release(to: .start, spring: .snappy)
    animator.render(at: 1.1)
    let exact = referenceSpring(.snappy, x0: 0.25, v0: 0.25, t: 0.1)
    expectClose(player.progress, exact.x, absolute: 1e-9)
    // Still: 0.
    let still = animator.play(plan, paused: true)
    still.progress = 0.5
    animator.render(at: 2)
    still.release(to: .end, spring: .snappy)
    animator.render(at: 2.1)
    let fromRest = referenceSpring(.snappy, x0: -0.5, v0: 0, t: 0.1)
    expectClose(still.progress, 1 + fromRest.x, absolute: 1e-9)
  }

  @Test(
    "a second release mid-flight keeps the spring's progress velocity: value and velocity continuous"
  )
  func retargetMidFlight() {
    let animator = Animator()
    let box = Box()
    let player = animator.play(plan(box), paused: true)
    player.progress = 0.2
    animator.render(at: 0)
    player.release(to: .end, velocity: 1, spring: .bouncy)
    for frame in 1...12 { animator.render(at: Double(frame) / 60) }
    let first = referenceSpring(.bouncy, x0: -0.8, v0: 1, t: 12.0 / 60)
    player.release(to: .start, spring: .smooth)
    animator.render(at: 13.0 / 60)
    let second = referenceSpring(.smooth, x0: 1 + first.x, v0: first.v, t: 1.0 / 60)
    expectClose(player.progress, second.x, absolute: 1e-9)
    // The property's velocity follows: handed to a spring, it is 100 · progress velocity.
    let taking = animator.animate(box, Box.xProperty, to: 0)
    let handed = taking.velocity ?? .nan
    expectClose(handed, 100 * second.v, absolute: 1e-7)
    expectClose(taking.fromValue!, 100 * second.x, absolute: 1e-7)
  }

  @Test("a grab mid-release reads back where the spring was: no jump, then it holds still")
  func grabMidRelease() {
    let animator = Animator()
    let box = Box()
    let player = animator.play(plan(box), paused: true)
    player.progress = 0.9
    animator.render(at: 0)
    player.release(to: .start, velocity: -4, spring: .bouncy)
    for frame in 1...9 { animator.render(at: Double(frame) / 60) }
    let there = box.x
    var ends = 0
    player.onFinish = { _ in ends += 1 }
    player.progress = player.progress  // the finger lands
    animator.render(at: 10.0 / 60)
    #expect(box.x == there)
    for frame in 11...40 { animator.render(at: Double(frame) / 60) }
    #expect(box.x == there && ends == 0 && !player.isPlaying)
  }

  @Test("release at an instant between frames: the spring starts there")
  func releaseAtAnInstant() {
    let animator = Animator()
    let player = animator.play(plan(Box()), paused: true)
    player.progress = 0.5
    animator.render(at: 0)
    player.release(to: .end, velocity: 0.5, spring: .snappy, at: 0.01)
    animator.render(at: 1.0 / 60)
    let exact = referenceSpring(.snappy, x0: -0.5, v0: 0.5, t: 1.0 / 60 - 0.01)
    expectClose(player.progress, 1 + exact.x, absolute: 1e-9)
  }

  @Test("reduced motion or a zero duration scale: a release reaches its end on the next frame")
  func reducedMotion() {
    for reduced in [true, false] {
      let animator = Animator()
      if reduced { animator.reducesMotion = true } else { animator.durationScale = 0 }
      let box = Box()
      let player = animator.play(plan(box), paused: true)
      player.progress = 0.3
      var ends: [ChoreographyPlayer.End] = []
      player.onFinish = { ends.append($0) }
      player.release(to: .start, velocity: 3)
      animator.render(at: 0)
      #expect(ends == [.start] && box.x == 0)
    }
  }

  @Test("while it moves the animator keeps the player alive, as it keeps a timeline run")
  func keptAlive() {
    let animator = Animator()
    let box = Box()
    var ends: [ChoreographyPlayer.End] = []
    weak var weakPlayer: ChoreographyPlayer?
    do {
      let player = animator.play(plan(box))
      player.onFinish = { ends.append($0) }
      weakPlayer = player
    }
    for frame in 0...61 { animator.render(at: Double(frame) / 60) }
    #expect(ends == [.end] && box.x == 100)
    #expect(weakPlayer == nil, "let go of at rest")
  }

  @Test("an animator that goes away while the player moves takes the player with it")
  func animatorGoesAway() {
    let box = Box()
    weak var weakPlayer: ChoreographyPlayer?
    weak var weakAnimator: Animator?
    do {
      let animator = Animator()
      let player = animator.play(plan(box))
      animator.render(at: 0)
      animator.render(at: 0.1)
      weakPlayer = player
      weakAnimator = animator
    }
    #expect(weakAnimator == nil)
    #expect(weakPlayer == nil, "no cycle between the player and its conductor")
  }

  @Test("overshoot: a track still moving at an end goes on along its tangent, others hold")
  func overshootRule() {
    let animator = Animator()
    let moving = Box()
    let early = Box()
    let late = Box()
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(100, duration: 1)]), to: moving, Box.xProperty)
    plan.add(KeyframeTrack(from: 0.0, [.linear(10, duration: 0.5)]), to: early, Box.xProperty)
    plan.add(
      KeyframeTrack(from: 5.0, [.linear(20, duration: 0.5)]), to: late, Box.xProperty, at: 0.5)
    let player = animator.play(plan, paused: true)
    player.progress = 0.95
    animator.render(at: 0)
    player.release(to: .end, velocity: 3, spring: .bouncy)
    var highest = 0.0
    var lowest = 1.0
    for frame in 1...120 {
      animator.render(at: Double(frame) / 60)
      highest = max(highest, player.time)
      expectClose(moving.x, 100 * player.time, absolute: 1e-7)
      #expect(early.x == 10)
      if player.time > 1 {
        // The late track ends at the choreography's end: it goes on at 30 per second.
        expectClose(late.x, 20 + 30 * (player.time - 1), absolute: 1e-9)
      }
    }
    #expect(highest > 1.01, "it overshot")
    // Below the start: a track that starts after 0 holds its start value.
    player.progress = 0.05
    animator.render(at: 3)
    player.release(to: .start, velocity: -3, spring: .bouncy)
    for frame in 1...120 {
      animator.render(at: 3 + Double(frame) / 60)
      lowest = min(lowest, player.time)
      #expect(late.x == 5)
      expectClose(early.x, 20 * player.time, absolute: 1e-9)
    }
    #expect(lowest < -0.01)
  }

  @Test(
    "a task waiting through a retargeting release hears the end it rests at; pause holds a release")
  func waitingThroughARetarget() async {
    let animator = Animator()
    let box = Box()
    let player = animator.play(plan(box), paused: true)
    player.progress = 0.5
    animator.render(at: 0)
    player.release(to: .end, velocity: 1)
    let waiting = Task { await player.finished }
    await Task.yield()
    animator.render(at: 0.1)
    player.release(to: .start)
    for frame in 1...200 { animator.render(at: 0.1 + Double(frame) / 60) }
    #expect(await waiting.value == .start)
    player.progress = 0.5
    animator.render(at: 5)
    player.release(to: .end, velocity: 1)
    animator.render(at: 5.1)
    player.pause()
    let held = box.x
    animator.render(at: 5.2)
    #expect(box.x == held && !player.isPlaying && held > 50 && held < 100)
  }

  @Test(
    "a grab while a release overshoots an end holds there: no jump; a scrub never goes further out")
  func grabInTheOvershoot() {
    let animator = Animator()
    let box = Box()
    let player = animator.play(plan(box), paused: true)
    player.progress = 0.9
    animator.render(at: 0)
    player.release(to: .end, velocity: 3, spring: .bouncy)
    var frame = 0
    while player.time <= 1.001 && frame < 120 {
      frame += 1
      animator.render(at: Double(frame) / 60)
    }
    let there = (time: player.time, x: box.x)
    #expect(there.time > 1.001)
    player.progress = player.progress
    animator.render(at: Double(frame + 1) / 60)
    #expect(player.time == there.time && box.x == there.x)
    player.progress = 1.5
    animator.render(at: Double(frame + 2) / 60)
    #expect(player.time == there.time, "clamped to where it is")
    player.progress = 0.95
    animator.render(at: Double(frame + 3) / 60)
    #expect(player.time == 0.95)
    expectClose(box.x, 95, absolute: 1e-9)
    player.progress = 1.2
    animator.render(at: Double(frame + 4) / 60)
    #expect(player.time == 1, "back inside, scrubbing clamps to the span again")
  }
}
