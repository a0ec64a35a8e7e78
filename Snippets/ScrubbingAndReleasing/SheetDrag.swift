// snippet.hide
// The article "Scrubbing and releasing": a sheet dragged by its progress, released into a
// spring with the finger's velocity, and caught mid-flight.
import PopKit

// snippet.show
@MainActor
final class SheetDrag {
  let player: ChoreographyPlayer
  let travel = 600.0  // points between closed (progress 0) and open (progress 1)
  private var tracker = VelocityTracker<Double>()  // of the progress, not of the finger
  private var grab = (progress: 0.0, y: 0.0)

  init(opening: Choreography, on animator: Animator) {
    player = animator.play(opening, paused: true)
  }

  func pointerDown(y: Double, time: Double) {
    player.progress = player.progress  // catches a release in flight where it is, no jump
    grab = (player.progress, y)
    tracker.reset()
    tracker.add(player.progress, at: time)
  }

  func pointerMoved(y: Double, time: Double) {
    player.progress = grab.progress + (grab.y - y) / travel  // dragging up opens
    tracker.add(player.progress, at: time)
  }

  func pointerUp(time: Double) {
    // Progress per second: the nearer end after a fling of that speed, and the spring starts
    // at the event's time, so the first frame covers what the finger would have since.
    player.release(
      to: .nearest, velocity: tracker.velocity(at: time), spring: .snappy, at: time)
  }
}
