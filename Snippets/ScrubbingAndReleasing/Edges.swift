// snippet.hide
// The article "Scrubbing and releasing": overshoot, taking over, reduced motion and numbers
// that are not finite, on an animator rendered by hand.
import PopKit

final class Box { var x = 0.0 }
let x = AnimatableProperty(\Box.x, threshold: 0.01)
let box = Box()
let animator = Animator()
var frame = 0
/// Renders the next frame at 60 Hz.
@MainActor
func renderFrame() {
  animator.render(at: Double(frame) / 60)
  frame += 1
}
var slide = Choreography()
slide.add(KeyframeTrack(from: 0.0, [.linear(100, duration: 1)]), to: box, x)
let player = animator.play(slide, paused: true)
// snippet.show
// snippet.overshoot
player.progress = 0.8
renderFrame()
player.release(to: .end, velocity: 2, spring: .bouncy)
var furthest = 0.0
for _ in 0..<120 {
  renderFrame()
  furthest = max(furthest, box.x)
}
print(furthest, box.x)  // 101.6… 100.0: past the end along the track's tangent, and back
// snippet.end

// snippet.takeover
player.progress = 0
player.play()
for _ in 0..<30 { renderFrame() }  // x at 48.3, moving at 100 points per second
animator.animate(box, x, to: 20)  // a spring from there, at that speed; the player lets go
for _ in 0..<20 { renderFrame() }
print(player.isPlaying, player.progress, box.x)  // true 0.816… 19.7…: x is the spring's
player.progress = 0.25  // a command (here a scrub): x is the player's again from the next frame
// snippet.end

// snippet.reduced
animator.reducesMotion = true
player.progress = 0
player.play()
renderFrame()
print(box.x)  // 100.0: at the end on the next frame, as every animation with reduced motion
animator.reducesMotion = false
// snippet.end

// snippet.nonfinite
player.progress = .nan  // ignored
player.rate = .infinity  // ignored
player.release(velocity: .nan)  // ignored: the player stays as it was
print(player.progress, player.rate, player.isPlaying)  // 1.0 1.0 false
// snippet.end
