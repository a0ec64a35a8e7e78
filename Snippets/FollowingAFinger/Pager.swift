// snippet.hide
// The article "Following a finger": a pager whose release springs to the page nearest to
// where the fling would have rested.
import PopKit

@MainActor
final class Pager {
  var offset = 0.0
  let pageWidth = 320.0
  let pageCount = 5
  static let offsetProperty = AnimatableProperty(\Pager.offset, threshold: 0.5)
  private let animator = Animator.shared
  private var tracker = VelocityTracker<Double>()

  // snippet.show
  func pointerUp(at position: Double, time: Double) {
    tracker.add(position, at: time)
    let velocity = -tracker.velocity(at: time)
    let pages = (0...pageCount - 1).map { Double($0) * pageWidth }
    let page = Decay().snapTarget(from: offset, velocity: velocity, candidates: pages)
    let snap = SpringAnimation(
      property: Self.offsetProperty, to: page, spring: .snappy, velocity: velocity)
    snap.startInstant = time
    animator.add(snap, to: self, forKey: "offset")
  }
  // snippet.hide
}
