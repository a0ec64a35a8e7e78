// snippet.hide
// The article "Choosing an animation": where a fling lands, before it starts and from its
// first frame on.
// snippet.show
import PopKit

final class Slider { var x = 0.0 }
let x = AnimatableProperty(\Slider.x, threshold: 0.5)
let animator = Animator()
let slider = Slider()

let fling = DecayAnimation(property: x, velocity: 1200)  // points per second
print(fling.toValue as Any)  // nil: the start value is read on the first frame
print(Decay().projectedValue(from: slider.x, velocity: 1200))  // 599.4, the free decay's rest

animator.add(fling, to: slider, forKey: "x")
animator.render(at: 0)
print(fling.toValue as Any)  // Optional(598.15…): its speed falls below 2.5 there
