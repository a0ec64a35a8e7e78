// snippet.hide
// The article "Scrubbing and releasing": a bottom sheet's opening as one choreography, played,
// reversed, sought and scrubbed on an animator rendered by hand.
import PopKit

final class Sheet {
  var offset = 600.0
  var cornerRadius = 0.0
}
final class Scrim { var opacity = 0.0 }
final class Content { var scale = 1.0 }

let sheet = Sheet()
let scrim = Scrim()
let content = Content()
let animator = Animator()
var frame = 0
/// Renders the next frame at 60 Hz.
@MainActor
func renderFrame() {
  animator.render(at: Double(frame) / 60)
  frame += 1
}
// snippet.show
// snippet.plan
let offset = AnimatableProperty(\Sheet.offset, threshold: 0.5)
let corners = AnimatableProperty(\Sheet.cornerRadius, threshold: 0.1)
let opacity = AnimatableProperty(\Scrim.opacity, threshold: 0.001)
let scale = AnimatableProperty(\Content.scale, threshold: 0.001)

var open = Choreography()
open.add(
  KeyframeTrack(from: 600.0, [.linear(0, duration: 0.4, timingCurve: .easeOut)]), to: sheet, offset)
open.add(KeyframeTrack(from: 0.0, [.linear(16, duration: 0.2)]), to: sheet, corners, at: 0.2)
open.add(KeyframeTrack(from: 0.0, [.linear(0.4, duration: 0.3)]), to: scrim, opacity)
open.add(
  KeyframeTrack(from: 1.0, [.cubic(0.94, duration: 0.3, endVelocity: 0)]), to: content, scale,
  at: 0.1)
open.addLabel("scrim shown", at: 0.3)
print(open.duration)  // 0.4: the latest start plus that track's duration
// snippet.end

// snippet.play
let player = animator.play(open)  // plays from the next frame
renderFrame()  // 0 s: every property at its start
renderFrame()  // 1/60 s, and so on
player.pause()
player.seek(toLabel: "scrim shown")  // written on the next frame, exactly
renderFrame()
print(scrim.opacity, player.time)  // 0.4 0.3
player.reverse()  // rate −1: back towards the start from here
player.rate = -0.5  // slow motion, still backwards
player.progress = 0.5  // scrubbing stops playing and writes the state at 50 %
renderFrame()
print(player.isPlaying, sheet.cornerRadius)  // false 0.0: the corners start at 0.2 s
// snippet.end
