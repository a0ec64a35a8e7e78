// snippet.hide
// The README's "Scrubbing and releasing" sample; Scripts/readme-snippets checks that the
// README shows this text.
import PopKit

final class Sheet { var offset = 600.0 }
final class Scrim { var opacity = 0.0 }
let offset = AnimatableProperty(\Sheet.offset, threshold: 0.5)
let opacity = AnimatableProperty(\Scrim.opacity, threshold: 0.001)
let sheet = Sheet()
let scrim = Scrim()
var tracker = VelocityTracker<Double>()
let time = 0.0
// snippet.show
var open = Choreography()  // a plan: tracks on properties, placed in time
open.add(KeyframeTrack(from: 600.0, [.spring(0, spring: .smooth)]), to: sheet, offset)
open.add(KeyframeTrack(from: 0.0, [.linear(0.4, duration: 0.3)]), to: scrim, opacity, at: 0.1)
let player = Animator.shared.play(open, paused: true)
player.progress = 0.3  // a drag: every property at its state at 30 %, exactly
tracker.add(player.progress, at: time)  // a VelocityTracker follows the progress
player.release(to: .nearest, velocity: tracker.velocity(at: time))  // the finger lifts
