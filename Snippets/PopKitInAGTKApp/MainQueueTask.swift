// snippet.hide
// The article "PopKit in a GTK app": main-actor work started from a task, which needs the main
// queue drained inside GLib's main loop. (It needs no GTK to compile.)
import PopKit

final class Ball { var x = 200.0 }
let ballX = AnimatableProperty(\Ball.x, threshold: 0.5)
let animator = Animator()
let ball = Ball()
let spring = SpringAnimation(property: ballX, to: 100)
func showNextStep() {}
// snippet.show
Task { @MainActor in
  animator.add(spring, to: ball, forKey: "x")
  if await spring.finished { showNextStep() }
}
