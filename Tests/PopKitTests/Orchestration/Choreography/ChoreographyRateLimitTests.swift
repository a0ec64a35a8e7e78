// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A choreography player's rate at its limits: for ever at any accepted rate, and refused
/// beyond.
@Suite("Choreography: rate limits")
@MainActor
struct ChoreographyRateLimitTests {
  @Test(
    "finding 15: repeatForever keeps repeating at any accepted rate",
    arguments: [1.0, 1e3, 1e6, -1e6])
  func foreverAtAnyRate(rate: Double) {
    for autoreverses in [false, true] {
      let box = Box()
      var plan = Choreography()
      plan.add(KeyframeTrack(from: 0.0, [.linear(100, duration: 1)]), to: box, Box.xProperty)
      let animator = Animator()
      let player = animator.play(plan, paused: true)
      player.repeatForever = true
      player.autoreverses = autoreverses
      player.rate = rate
      player.play()
      var finishes = 0
      player.onFinish = { _ in finishes += 1 }
      for frame in 0..<120 {
        // Uneven gaps, so the time into each run differs from frame to frame.
        animator.render(at: Double(frame) / 60 + Double(frame % 7) * 1e-4)
      }
      #expect(player.isPlaying && finishes == 0 && animator.hasActiveAnimations)
      #expect(box.xWrites.count == 120 && box.xWrites.allSatisfy { (0...100).contains($0) })
      // The time into the run is the exact remainder of the distance travelled.
      let travelled = abs(rate) * (119.0 / 60 + Double(119 % 7) * 1e-4)
      let into = travelled.truncatingRemainder(dividingBy: 1)
      if !autoreverses && rate > 0 && rate <= 1e3 {
        expectClose(player.time, into, absolute: 1e-9)
      }
    }
  }

  @Test("finding 15: a rate beyond ±1e6 is a programmer error; one that is not finite is ignored")
  func refusedRates() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        var plan = Choreography()
        plan.add(KeyframeTrack(from: 0.0, [.linear(1, duration: 1)]), to: Box(), Box.xProperty)
        Animator().play(plan, paused: true).rate = 1e200
      }
    }
    var plan = Choreography()
    plan.add(KeyframeTrack(from: 0.0, [.linear(1, duration: 1)]), to: Box(), Box.xProperty)
    let player = Animator().play(plan, paused: true)
    player.rate = .nan
    #expect(player.rate == 1)
  }
}
