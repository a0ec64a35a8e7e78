// snippet.hide
// The article "Animating your own properties": a value type of your own, animated.
import PopKit

// snippet.show
// snippet.value
/// A drop shadow: its offset and its blur radius, in points.
struct Shadow: AnimatableValue {
  var offsetX: Double
  var offsetY: Double
  var blur: Double

  init(offsetX: Double, offsetY: Double, blur: Double) {
    (self.offsetX, self.offsetY, self.blur) = (offsetX, offsetY, blur)
  }
  init(animatableComponents components: SIMD3<Double>) {
    (offsetX, offsetY, blur) = (components.x, components.y, components.z)
  }
  var animatableComponents: SIMD3<Double> { SIMD3(offsetX, offsetY, blur) }
}
// snippet.end

// snippet.use
final class Card { var shadow = Shadow(offsetX: 0, offsetY: 2, blur: 4) }
let shadow = AnimatableProperty(\Card.shadow, threshold: 0.5)

let card = Card()
Animator.shared.animate(card, shadow, to: Shadow(offsetX: 0, offsetY: 12, blur: 24))
// snippet.end
