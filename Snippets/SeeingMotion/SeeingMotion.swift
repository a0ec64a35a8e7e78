// snippet.hide
// The article "Seeing motion": what is running, a pause and single frames, and a recording
// written for Perfetto.
import Foundation
import PopKit

final class Card {
  var y = 0.0
  var opacity = 0.0
}
let yProperty = AnimatableProperty(\Card.y, threshold: 0.5)
let opacityProperty = AnimatableProperty(\Card.opacity, threshold: 0.001)

@MainActor func seeingMotion() throws {
  let card = Card()
  // snippet.show
  // snippet.inspect
  let animator = Animator()
  animator.animate(card, yProperty, to: 300, spring: Spring(duration: 0.6, bounce: 0.2))
  animator.add(
    BasicAnimation(property: opacityProperty, from: 0, to: 1, duration: 0.4), to: card,
    forKey: "fade")
  for frame in 0...12 { animator.render(at: Double(frame) / 60) }

  for entry in animator.runningAnimations {
    print(
      entry.key, entry.kind, entry.value, entry.velocity, entry.progress ?? "-",
      entry.timeLeft ?? "-", entry.energy ?? "-")
  }
  // \Card.y spring [211.425…] [932.261…] 0.7047… 0.5785… 864734.38…
  // fade basic [0.8024…] [2.4853…] 0.5 0.2 -
  // snippet.end
  // snippet.hide
  // snippet.show
  // snippet.pause
  animator.isPaused = true
  animator.render(at: 13.0 / 60)  // held: nothing moves, nothing is written
  animator.step(by: 1.0 / 60)  // exactly one frame: the motion at 13/60 s
  animator.isPaused = false  // the next frame goes on from there
  // snippet.end
  // snippet.hide
  // snippet.show
  // snippet.record
  let recorder = MotionRecorder()
  animator.recorder = recorder
  for frame in 14...60 { animator.render(at: Double(frame) / 60) }
  animator.recorder = nil

  let trace = recorder.chromeTrace()  // open it in ui.perfetto.dev
  try trace.write(toFile: "card-trace.json", atomically: true, encoding: .utf8)
  let table = recorder.csv()  // frame,time,key,object,property,value,velocity,done
  // snippet.end
  // snippet.hide
  _ = table
}
