// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Scrubs, plays, reverses, releases, grabs and stops in random order: every property always
/// equals its track at the player's time (or the overshoot rule), `onFinish` fires once per
/// arrival, and nothing that is not finite is ever written.
@Suite("Choreography: random operations")
@MainActor
struct ChoreographyRandomTests {
  /// One track on one box's x, placed at `start`, with the rule the choreography must follow,
  /// written here from the tracks alone.
  @MainActor
  private struct Lane {
    let box = Box()
    let track: KeyframeTrack<Double>
    let start: Double

    func expected(at time: Double, duration: Double) -> Double {
      let end = start + track.duration
      if time > duration {
        guard end == duration else { return track.value(at: track.duration) }
        return track.value(at: track.duration)
          + track.velocity(at: track.duration) * (time - duration)
      }
      if time < 0 {
        guard start == 0 else { return track.value(at: 0) }
        return track.value(at: 0) + track.velocity(at: 0) * time
      }
      return track.value(at: time - start)
    }
  }

  @Test(
    "2,000 random operations on a player of three properties", arguments: [1, 2, 3] as [UInt64])
  func randomOperations(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let lanes = [
      Lane(
        track: KeyframeTrack(
          from: 0.0, [.spring(100, duration: 0.6, spring: .bouncy), .cubic(40, duration: 0.4)]),
        start: 0),
      // Moving at the start: below 0 it goes on along its tangent.
      Lane(
        track: KeyframeTrack(from: 5.0, [.linear(-5, duration: 0.3, timingCurve: .easeOut)]),
        start: 0),
      // Cut short while moving, before the end: it holds its ends.
      Lane(
        track: KeyframeTrack(from: 1.0, [.spring(2, duration: 0.3, spring: .snappy)]), start: 0.5),
    ]
    var plan = Choreography()
    for lane in lanes { plan.add(lane.track, to: lane.box, Box.xProperty, at: lane.start) }
    let duration = plan.duration
    #expect(
      duration == 1 && lanes[0].track.velocity(at: 1) != 0 && lanes[1].track.velocity(at: 0) != 0)
    let animator = Animator()
    let player = animator.play(plan, paused: true)
    var arrivals = 0
    // Weakly: a handler that holds its player strongly would keep it for ever.
    player.onFinish = { [weak player] end in
      arrivals += 1
      #expect(player?.time == (end == .end ? duration : 0))
    }
    let springs: [Spring] = [.smooth, .bouncy, .snappy, Spring(tension: 50, friction: 3, mass: 1)]
    var now = 0.0
    var frames = 0
    for _ in 0..<2_000 {
      switch random.next() % 13 {
      case 0: player.progress = Double.random(in: -0.2...1.2, using: &random)
      case 1: player.seek(to: Double.random(in: -1...3, using: &random))
      case 2: player.play()
      case 3: player.pause()
      case 4: player.reverse()
      case 5: player.rate = [1, -1, 0.5, -3, 2, 0][Int(random.next() % 6)]
      case 6:
        let destinations: [ChoreographyPlayer.Destination] = [.start, .end, .nearest]
        player.release(
          to: destinations[Int(random.next() % 3)],
          velocity: random.next() % 3 == 0 ? nil : Double.random(in: -8...8, using: &random),
          spring: springs[Int(random.next() % 4)])
      case 7: player.progress = player.progress
      case 8: player.stop()
      case 9:
        player.repeatCount = Int(random.next() % 3)
        player.autoreverses = random.next() % 2 == 0
      case 10:
        player.progress = .nan
        player.release(velocity: .infinity)
        player.rate = .nan
      case 11: extremeOperation(on: player, &random)
      default: break
      }
      for _ in 0..<Int(random.next() % 5) {
        let wasMoving = player.isMoving
        let before = arrivals
        let counts = lanes.map(\.box.xWrites.count)
        now += Double.random(in: 0.001...0.05, using: &random)
        animator.render(at: now)
        frames += 1
        #expect(arrivals - before == (wasMoving && !player.isMoving ? 1 : 0), "one per arrival")
        for (index, lane) in lanes.enumerated() where lane.box.xWrites.count > counts[index] {
          let expected = lane.expected(at: player.time, duration: duration)
          expectClose(lane.box.x, expected, absolute: 1e-9 * max(1, abs(expected)), "lane \(index)")
        }
      }
    }
    #expect(frames > 1_000)
    for lane in lanes { #expect(lane.box.xWrites.allSatisfy { $0.isFinite }) }
  }

  /// The finite extremes a hostile caller or a broken gesture may bring (issue 34): seeks,
  /// scrubs and release velocities of ±1e308 and subnormals, the fastest and slowest rates,
  /// playing for ever.
  private func extremeOperation(on player: ChoreographyPlayer, _ random: inout SeededGenerator) {
    let extremes: [Double] = [
      1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude / 4, 0,
    ]
    let value = extremes[Int(random.next() % UInt64(extremes.count))]
    switch random.next() % 5 {
    case 0: player.seek(to: value)
    case 1: player.progress = value
    case 2:
      let destinations: [ChoreographyPlayer.Destination] = [.start, .end, .nearest]
      player.release(to: destinations[Int(random.next() % 3)], velocity: value)
    case 3:
      let rates = [
        ChoreographyPlayer.maximumRate, -ChoreographyPlayer.maximumRate,
        .leastNormalMagnitude / 4, .leastNonzeroMagnitude,
      ]
      player.rate = rates[Int(random.next() % 4)]
      player.play()
    default:
      player.repeatForever = random.next() % 2 == 0
      player.play()
    }
  }

  @Test(
    "finding 4 and the fuzzers: random extreme operations on the longest plan of huge values",
    arguments: [11, 12, 13, 14, 15] as [UInt64])
  func extremePlan(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let (huge, tiny, long) = (Box(), Box(), Box())
    var plan = Choreography()
    let half = Choreography.maximumDuration / 2
    // Values near the largest Double, a move of subnormals, and tracks filling the 1e6 s plan.
    plan.add(
      KeyframeTrack(from: -1e308, [.linear(1e308, duration: 1), .cubic(-1e300, duration: 2)]),
      to: huge, Box.xProperty)
    plan.add(
      KeyframeTrack(from: 0.0, [.spring(.leastNonzeroMagnitude, duration: 0.5, spring: .bouncy)]),
      to: tiny,
      Box.xProperty, at: half)
    plan.add(
      KeyframeTrack(from: 0.0, [.linear(1e300, duration: half)]), to: long, Box.xProperty,
      at: half)
    let animator = Animator()
    let player = animator.play(plan, paused: true)
    var now = 0.0
    for _ in 0..<1_000 {
      extremeOperation(on: player, &random)
      for _ in 0..<Int(random.next() % 4) {
        now += Double.random(in: 0.001...0.05, using: &random)
        animator.render(at: now)
        _ = animator.runningAnimations
      }
    }
    for box in [huge, tiny, long] {
      #expect(box.xWrites.allSatisfy { $0.isFinite }, "seed \(seed)")
    }
    #expect(huge.xWrites.count > 100 && long.xWrites.count > 100)
  }
}
