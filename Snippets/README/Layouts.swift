// snippet.hide
// The README's "Layouts that move" sample; Scripts/readme-snippets checks that the README
// shows this text.
import Foundation
import PopKit

@MainActor func layouts(
  grid: [Int: CGRect], reflowed: [Int: CGRect], draw: @escaping (CGRect) -> Void
) {
  // snippet.show
  let cards = LayoutTransition<Int>(spring: .snappy)  // keyed frames, on Animator.shared
  cards.onUpdate = {
    for id in reflowed.keys { cards.presentedFrame(of: id).map(draw) }
  }
  cards.update(grid)  // every card fades in where it belongs
  cards.update(reflowed)  // mid-flight: each card springs on from its position and velocity
  // snippet.hide
}
