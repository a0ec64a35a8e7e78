// snippet.hide
// The article "Testing with a manual clock": a test that renders exact times, and a manual
// clock that the animator starts and stops. Swift Testing's `@Test` compiles in a snippet
// where the toolchain has the Testing module (it is not run here).
import PopKit

final class Box { var x = 0.0 }
let xProperty = AnimatableProperty(\Box.x, threshold: 0.001)
#if canImport(Testing)
  import Testing

  // snippet.show
  // snippet.render
  @MainActor @Test func springSettles() {
    let animator = Animator()
    let box = Box()
    let spring = SpringAnimation(property: xProperty)
    spring.fromValue = 0
    spring.toValue = 1
    var finished = false
    spring.onStop = { _, done in finished = done }
    animator.add(spring, to: box, forKey: "x")
    for frame in 0..<120 { animator.render(at: Double(frame) / 60) }
    #expect(finished && box.x == 1)
  }
  // snippet.end
  // snippet.hide

  @MainActor @Test func rendersUntilDone() {
    let animator = Animator()
    let box = Box()
    // snippet.show
    // snippet.untilDone
    animator.animate(box, xProperty, to: 1)
    var time = 0.0
    while animator.hasActiveAnimations {  // some animation waits to start or runs
      time += 1.0 / 60
      animator.render(at: time)
    }
    #expect(box.x == 1)
    // snippet.end
    // snippet.hide
  }

  @MainActor @Test func clockRunsWhileAnimating() {
    let box = Box()
    let spring = SpringAnimation(property: xProperty, to: 1)
    // snippet.show
    // snippet.clock
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    animator.add(spring, to: box, forKey: "x")
    #expect(clock.isRunning)
    clock.advance(by: 1.0 / 60)  // one frame
    // snippet.end
    // snippet.hide
  }
#endif
