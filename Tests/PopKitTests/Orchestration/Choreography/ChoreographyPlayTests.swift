import Foundation
import Testing

@testable import PopKit

/// Playing a choreography: the time on each frame, rates, reversing, repeats and the end.
@Suite("Choreography: playing")
@MainActor
struct ChoreographyPlayTests {
  /// A 1 s linear 0 → 100 track on a box's x.
  private func plan(_ box: Box, start: Double = 0) -> Choreography {
    var plan = Choreography()
    plan.add(
      KeyframeTrack(from: 0.0, [.linear(100, duration: 1)]), to: box, Box.xProperty, at: start)
    return plan
  }

  @Test(
    "played by hand at 60 Hz: the first frame writes time 0, each frame t = T − T0, the end exactly"
  )
  func playsByHand() {
    let animator = Animator()
    let box = Box()
    let player = animator.play(plan(box))
    var ends: [ChoreographyPlayer.End] = []
    player.onFinish = { ends.append($0) }
    for frame in 0...70 {
      let now = 5 + Double(frame) / 60
      animator.render(at: now)
      let expected = min(Double(frame) / 60, 1) * 100
      #expect(abs(box.x - expected) <= 1e-9, "frame \(frame)")
    }
    #expect(ends == [.end])
    #expect(player.time == 1 && player.progress == 1 && !player.isPlaying)
    #expect(box.x == 100)
    #expect(animator.animationCount == 0, "the conductor and the claim are gone at rest")
  }
}
