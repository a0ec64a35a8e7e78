// snippet.hide
// The article "Layouts that move": a thumbnail in a grid becomes the detail view in another
// container, and arrives with the velocity it had.
import Foundation
import PopKit

@MainActor func sharedElement() {
  let animator = Animator(clock: ManualClock())
  let grid = LayoutTransition<Int>(animator: animator)
  let detail = LayoutTransition<Int>(animator: animator)
  grid.update([
    1: CGRect(x: 0, y: 0, width: 80, height: 80), 2: CGRect(x: 90, y: 0, width: 80, height: 80),
  ])
  // Where the grid's container sits inside the detail's.
  let gridOrigin = CGPoint(x: 20, y: 300)
  // snippet.show
  func open(_ id: Int) {
    // The grid lets the thumbnail go at once, as it is drawn and moving now…
    guard var arrival = grid.handOff(id) else { return }
    // …in the detail's coordinates: a translation moves the frame, not its velocity…
    arrival.frame.origin.x += gridOrigin.x
    arrival.frame.origin.y += gridOrigin.y
    // …and the detail view grows from there, with the velocity it had.
    detail.update([id: CGRect(x: 0, y: 0, width: 360, height: 480)], arrivals: [id: arrival])
  }
  // snippet.hide
  open(2)
}
