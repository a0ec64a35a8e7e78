// snippet.hide
// The article "Getting started": a card's position on springs, on the shared animator.
// Compiled by `swift build`; the article shows its slices.
// snippet.show
// snippet.describe
import Foundation  // CGPoint (on Linux it is Foundation's)
import PopKit

final class Card { var position = CGPoint.zero }

let position = AnimatableProperty(\Card.position, threshold: 1.0)
// snippet.end
// snippet.hide
func showNextStep() {}
// snippet.show

// snippet.animate
let card = Card()
Animator.shared.animate(card, position, to: CGPoint(x: 200, y: 80))
// snippet.end

// snippet.interrupt
Animator.shared.animate(card, position, to: .zero, spring: .bouncy)
// snippet.end

// snippet.hide
let pointer = CGPoint(x: 120, y: 40)
let slot = CGPoint(x: 0, y: 160)
let releaseVelocity = CGPoint(x: 0, y: 900)
// snippet.show
// snippet.drag
Animator.shared.set(card, position, to: pointer)  // on every move
Animator.shared.animate(card, position, to: slot, velocity: releaseVelocity)  // on release
// snippet.end

// snippet.wait
let spring = Animator.shared.animate(card, position, to: .zero)
if await spring.finished { showNextStep() }
// snippet.end

// snippet.watch
let offset = AnimatedValue(0.0, spring: .snappy)
offset.animate(to: 120)  // offset.value changes once per frame while it moves
// snippet.end

// snippet.hide
let animator = Animator()
// snippet.show
// snippet.spelledOut
let move = SpringAnimation(property: position, to: CGPoint(x: 200, y: 80), spring: .bouncy)
move.onStop = { animation, finished in print("done:", finished) }
animator.add(move, to: card, forKey: "move")

// later
animator.animation(forKey: "move", of: card, as: SpringAnimation<Card, CGPoint>.self)?
  .toValue = .zero
// snippet.end
