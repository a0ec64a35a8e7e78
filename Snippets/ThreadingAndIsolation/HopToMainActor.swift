// snippet.hide
// The article "Threading and isolation": work from another task hops to the main actor once
// per batch.
import PopKit

final class Box { var x = 0.0 }
let x = AnimatableProperty(\Box.x, threshold: 0.01)
let animator = Animator()
let boxes = [Box(), Box(), Box()]
// snippet.show
func loaded(_ targets: [Double]) async {
  await MainActor.run {
    for (box, target) in zip(boxes, targets) {
      let spring = SpringAnimation(property: x)
      spring.toValue = target
      animator.add(spring, to: box, forKey: "x")
    }
  }
}
