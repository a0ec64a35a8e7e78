// snippet.hide
// The article "Layouts that move": a list of rows drawn by a host of its own, reordered while
// it moves.
import Foundation
import PopKit

/// A host's drawing: here, a line per row.
func draw(_ id: String, at frame: CGRect, opacity: Double) {
  print(id, frame, opacity)
}

let clock = ManualClock()
let animator = Animator(clock: clock)
// snippet.show
/// Rows 44 points tall, one under the other, in the order given.
func frames(of rows: [String]) -> [String: CGRect] {
  var frames: [String: CGRect] = [:]
  for (index, row) in rows.enumerated() {
    frames[row] = CGRect(x: 0, y: Double(index) * 44, width: 320, height: 44)
  }
  return frames
}

let list = LayoutTransition<String>(animator: animator, spring: .snappy)
var rows = ["Inbox", "Drafts", "Sent"]
list.onUpdate = {
  for row in rows + list.exiting {
    guard let frame = list.presentedFrame(of: row) else { continue }
    draw(row, at: frame, opacity: list.presentedOpacity(of: row) ?? 1)
  }
}
list.update(frames(of: rows))  // the rows fade in where they belong

// Later, mid-flight: a new order and a row gone. Every row keeps its position and
// velocity and springs to its new place; "Drafts" fades out where it is drawn.
rows = ["Sent", "Inbox"]
list.update(frames(of: rows))
// snippet.hide
clock.advance(by: 1.0 / 60)
