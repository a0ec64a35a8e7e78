// snippet.hide
// The catalogue's front page (PopKit.md): one spring on an animator driven by hand.
// snippet.show
import PopKit

final class Box { var x = 0.0 }
let x = AnimatableProperty<Box, Double>(
  name: "x", threshold: 0.01, read: { $0.x }, write: { $0.x = $1 })

let animator = Animator()
let box = Box()
let spring = SpringAnimation(property: x)
spring.toValue = 1
animator.add(spring, to: box, forKey: "x")
animator.render(at: 0)  // the start frame
animator.render(at: 1.0 / 60)  // box.x has moved towards 1
