// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos

/// The `keyframes` demo: a box that plays a keyframe track of linear, cubic and spring
/// segments, with the segment it is in, its value and its velocity (the model is
/// ``KeyframesDemo``).
///
/// Space plays the track from its start, even mid-flight. The track ends where it starts, so a
/// replay from rest begins without a jump.
@MainActor
final class KeyframesScene: TerminalScene, DemoDrawing {
  static let script = [ScriptedKey(0, .space)]

  /// The width of the box, in columns.
  static let boxWidth = 6

  /// The box, its track and its plays.
  let demo: KeyframesDemo

  init(demo: KeyframesDemo) {
    self.demo = demo
  }

  func draw(into canvas: inout TerminalCanvas) {
    let time = demo.trackTime
    let index = KeyframesDemo.segmentIndex(at: time)
    let moving = demo.isPlaying
    let box = demo.box
    let left = 6
    let right = max(left + 1, canvas.width - 12 - KeyframesScene.boxWidth)
    let middle = max(3, min(canvas.height / 2 - 1, canvas.height - 7))
    let start = left + Int((box.x * Double(right - left)).rounded())
    for line in (middle - 1)...(middle + 1) {
      canvas.fill(
        "█", row: line, columns: start..<(start + KeyframesScene.boxWidth),
        style: .colored(.accent))
    }
    drawTrack(into: &canvas, left: left, right: right, row: middle + 2, current: index)
    let velocity = demo.velocity
    let readout =
      "x \(NumberText.padded(box.x, 3, width: 6))   velocity \(NumberText.padded(velocity, 2, width: 6))/s"
      + "   t \(NumberText.fixed(time, 2)) of \(NumberText.fixed(KeyframesDemo.track.duration, 2)) s"
    canvas.put(readout, row: middle + 4, column: 2)
    let state =
      moving
      ? "segment \(index + 1) of \(KeyframesDemo.segments.count): "
        + KeyframesDemo.segments[index].label
      : (demo.plays == 0 ? "at rest: space plays the track" : "done: space plays it again")
    canvas.put(state, row: middle + 5, column: 2, style: moving ? .bold : .dimmed)
    canvas.put(
      "under the track: where each segment goes", row: middle + 6, column: 2, style: .dimmed)
    drawSegments(into: &canvas, row: 1, current: moving ? index : nil)
  }

  /// The track line under the box, with a numbered mark under each key's value.
  private func drawTrack(
    into canvas: inout TerminalCanvas, left: Int, right: Int, row: Int, current: Int
  ) {
    canvas.fill("·", row: row, columns: 2..<(canvas.width - 2), style: .dimmed)
    let half = KeyframesScene.boxWidth / 2
    for number in KeyframesDemo.segments.indices {
      let target = KeyframesDemo.target(ofSegment: number)
      let column = left + half + Int((target * Double(right - left)).rounded())
      let style = number == current ? TextStyle.colored(.accent, bold: true) : .dimmed
      canvas.put("\(number + 1)", row: row, column: column, style: style)
    }
  }

  /// The list of segments, the one playing marked.
  private func drawSegments(into canvas: inout TerminalCanvas, row: Int, current: Int?) {
    var column = 2
    for (number, segment) in KeyframesDemo.segments.enumerated() {
      let kind = segment.label.split(separator: " ").first.map(String.init) ?? ""
      let text = "\(number + 1) \(kind)"
      if number == current {
        column = canvas.put(
          "[\(text)]", row: row, column: column, style: .colored(.sky, bold: true))
      } else {
        column = canvas.put(" \(text) ", row: row, column: column, style: .dimmed)
      }
      column += 1
    }
  }
}
