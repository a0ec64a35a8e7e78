// snippet.hide
// The article "Orchestrating motion": a keyframe track, a timeline and a stagger.
import PopKit

final class Ball { var y = 0.0 }
final class Card {
  var opacity = 0.0
  var x = 0.0
  var scale = 1.0
}
final class Icon { var scale = 1.0 }
final class Item { var scale = 0.0 }
let y = AnimatableProperty(\Ball.y, threshold: 0.5)
let animator = Animator()
let ball = Ball()
let card = Card()
let icon = Icon()
let items = (0..<5).map { _ in Item() }
let scale = AnimatableProperty(\Item.scale, threshold: 0.005)
let fadeIn = BasicAnimation(
  property: AnimatableProperty(\Card.opacity), to: 1, duration: 0.2, timingCurve: .easeOut)
let slide = SpringAnimation(property: AnimatableProperty(\Card.x, threshold: 0.5), to: 100)
let grow = SpringAnimation(property: AnimatableProperty(\Card.scale, threshold: 0.005), to: 1.1)
let badge = SpringAnimation(property: AnimatableProperty(\Icon.scale, threshold: 0.005), to: 1.2)
func showNextStep() {}
// snippet.show
// snippet.keyframes
let bounce = KeyframeTrack(
  from: 0.0,
  [
    .spring(120, spring: .bouncy),  // from rest, until it settles on 120
    .cubic(80, duration: 0.3),  // a smooth curve through 80 ...
    .cubic(100, duration: 0.2),  // ... and 100 (Catmull-Rom between cubics)
    .linear(0, duration: 0.25, timingCurve: .easeIn),
  ])
print(bounce.duration)  // seconds
print(bounce.value(at: 0.4), bounce.velocity(at: 0.4))
animator.add(KeyframeAnimation(property: y, track: bounce), to: ball, forKey: "y")
// snippet.end

// snippet.timeline
var timeline = Timeline()
timeline.add(fadeIn, to: card, forKey: "opacity")  // starts at 0
timeline.add(slide, to: card, forKey: "x")  // after the fade
timeline.add(grow, to: card, forKey: "scale", at: .withPrevious(offset: 0.1))
timeline.addLabel("shown", at: .afterAll())
timeline.add(badge, to: icon, forKey: "scale", at: .label("shown", offset: 0.05))

let run = animator.run(timeline)
if await run.finished { showNextStep() }
// snippet.end

// snippet.stagger
let delays = Stagger(interval: 0.05, from: .center).delays(count: items.count)
for (item, delay) in zip(items, delays) {
  let pop = SpringAnimation(property: scale, to: 1, spring: .bouncy)
  pop.beginTime = (animator.currentTime ?? 0) + delay
  animator.add(pop, to: item)
}
// snippet.end
