// snippet.hide
// The README's claim that a value at time t is the same at 30, 60, 120 or 240 Hz, measured:
// a spring and a fling rendered at each rate, compared at the 30 Hz instants (which every rate
// renders). `swift run FrameRates` prints the largest difference from the 240 Hz values.
// snippet.show
import PopKit

final class Box { var x = 0.0 }
let x = AnimatableProperty<Box, Double>(
  name: "x", threshold: 0.0001, read: { $0.x }, write: { $0.x = $1 })

/// The values at every 30 Hz instant of the first 1.5 s, rendered at `rate` frames per second.
@MainActor func values(at rate: Int, animation: () -> PropertyAnimation<Box, Double>) -> [Double] {
  let animator = Animator()
  let box = Box()
  animator.add(animation(), to: box, forKey: "x")
  var sampled: [Double] = []
  for frame in 0...(rate * 3 / 2) {
    animator.render(at: Double(frame) / Double(rate))
    if frame % (rate / 30) == 0 { sampled.append(box.x) }
  }
  return sampled
}

let kinds: [(String, () -> PropertyAnimation<Box, Double>)] = [
  ("spring 0 → 1", { SpringAnimation(property: x, to: 1, spring: .bouncy) }),
  ("fling from 0 at 3 per second", { DecayAnimation(property: x, velocity: 3) }),
]
for (name, make) in kinds {
  let reference = values(at: 240, animation: make)
  for rate in [30, 60, 120] {
    let difference =
      zip(values(at: rate, animation: make), reference)
      .map { abs($0 - $1) }.max() ?? 0
    print("\(name): \(rate) Hz against 240 Hz, largest difference \(difference)")
  }
}
