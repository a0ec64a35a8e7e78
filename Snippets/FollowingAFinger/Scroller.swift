// snippet.hide
// The article "Following a finger": a scroller that follows the pointer, rubber-banded past
// its ends, and flings with the pointer's velocity when let go.
// snippet.show
import PopKit

@MainActor
final class Scroller {
  /// The content's offset: 0 at the top, `maximum` at the bottom.
  var offset = 0.0
  let maximum: Double
  let viewHeight: Double

  static let offsetProperty = AnimatableProperty(\Scroller.offset, threshold: 0.5)

  private let animator: Animator
  private var tracker = VelocityTracker<Double>()
  private var grabbed = 0.0  // the offset under the finger when it went down
  private var downAt = 0.0  // the pointer's position then

  init(contentHeight: Double, viewHeight: Double, animator: Animator = .shared) {
    maximum = max(0, contentHeight - viewHeight)
    self.viewHeight = viewHeight
    self.animator = animator
  }

  /// The finger goes down: whatever moves stops where it is.
  func pointerDown(at position: Double, time: Double) {
    animator.set(self, Self.offsetProperty, to: offset)
    tracker.reset()
    tracker.add(position, at: time)
    (grabbed, downAt) = (offset, position)
  }

  /// The finger moves: the content follows it, rubber-banded past its ends.
  func pointerMoved(to position: Double, time: Double) {
    tracker.add(position, at: time)
    let wanted = grabbed - (position - downAt)
    let banded = RubberBand.clamp(wanted, to: 0...maximum, dimension: viewHeight)
    animator.set(self, Self.offsetProperty, to: banded)
  }

  /// The finger lifts: a fling with the finger's velocity, which stops at the ends.
  func pointerUp(at position: Double, time: Double) {
    tracker.add(position, at: time)
    let fling = DecayAnimation(
      property: Self.offsetProperty, velocity: -tracker.velocity(at: time))
    fling.bounds = Bounds(lower: 0, upper: maximum)
    fling.startInstant = time  // the event's time, a few milliseconds ago
    animator.add(fling, to: self, forKey: "offset")
  }
}
