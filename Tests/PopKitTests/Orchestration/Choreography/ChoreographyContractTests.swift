// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

/// A track written outside PopKit: a sine wave of a given length.
private struct ContractWave: MotionTrack {
  var duration: Double
  func value(at time: Double) -> Double { sin(min(max(time, 0), duration)) }
  func velocity(at time: Double) -> Double {
    time < 0 || time > duration ? 0 : cos(time)
  }
}

/// A plain object with one property, seen only through PopKit's public interface.
@MainActor
private final class ContractDial {
  var angle = 0.0
  static let angleProperty = AnimatableProperty<ContractDial, Double>(
    name: "angle", threshold: 0.001, read: { $0.angle }, write: { $0.angle = $1 })
}

/// The contract, used as code outside the module uses it (no `@testable` here).
@Suite("Choreography: the public contract")
@MainActor
struct ChoreographyContractTests {
  @Test("a track of one's own, placed, played, sought, released and stopped through the public API")
  func contract() async {
    let dial = ContractDial()
    var plan = Choreography()
    plan.add(ContractWave(duration: 2), to: dial, ContractDial.angleProperty, at: 0.5)
    plan.addLabel("peak", at: 0.5 + .pi / 2)
    #expect(plan.duration == 2.5 && plan.time(ofLabel: "peak") == 0.5 + .pi / 2)
    let animator = Animator()
    let player: ChoreographyPlayer = animator.play(plan, paused: true)
    #expect(player.duration == 2.5 && player.time == 0 && !player.isPlaying)
    #expect(player.seek(toLabel: "peak"))
    animator.render(at: 0)
    expectClose(dial.angle, 1, absolute: 1e-15)
    player.rate = -2
    player.repeatCount = 1
    player.autoreverses = false
    player.repeatForever = false
    var heard: [ChoreographyPlayer.End] = []
    player.onFinish = { heard.append($0) }
    player.play()
    for frame in 1...120 { animator.render(at: Double(frame) / 60) }
    #expect(heard == [.start] && dial.angle == 0)
    #expect(await player.finished == .start)
    player.reverse()
    player.progress = 0.5
    player.release(to: ChoreographyPlayer.Destination.end, velocity: 1, spring: .snappy, at: 2)
    player.stop()
    player.seek(to: 1)
    animator.render(at: 3)
    expectClose(dial.angle, sin(0.5), absolute: 1e-15)
  }
}
