// snippet.hide
// The README's second sample ("Using PopKit"), run by hand; Scripts/readme-snippets checks
// that the README shows this text.
// snippet.show
import PopKit

final class Box { var x = 0.0 }
let x = AnimatableProperty<Box, Double>(
  name: "x", threshold: 0.01, read: { $0.x }, write: { $0.x = $1 })

let animator = Animator()  // or Animator(clock: TimerClock()) for 60 Hz frames
let box = Box()
let spring = SpringAnimation(property: x, to: 1, spring: Spring(bounciness: 8, speed: 12))
spring.onStop = { _, finished in print("settled:", finished) }
animator.add(spring, to: box, forKey: "x")
for frame in 0...60 { animator.render(at: Double(frame) / 60) }
