// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos

/// The `spring` demo: a box that springs between two rest positions (the model is
/// ``SpringDemo``).
///
/// Each press of space sends it to the other one; a press mid-flight retargets the running
/// spring, so its velocity carries over. Keys change the spring's bounciness and speed, and the
/// running spring picks them up at once.
@MainActor
final class SpringScene: TerminalScene, DemoDrawing {
  static let script = [
    ScriptedKey(0, .space), ScriptedKey(1.2, .space), ScriptedKey(1.45, .space),
  ]

  /// The width of the box, in columns.
  static let boxWidth = 8

  /// The box, its spring and the spring's settings.
  let demo: SpringDemo

  init(demo: SpringDemo) {
    self.demo = demo
  }

  func draw(into canvas: inout TerminalCanvas) {
    let spring = demo.spring
    canvas.put(
      "bounciness \(Int(demo.bounciness))   speed \(Int(demo.speed))", row: 1, column: 2,
      style: .bold)
    canvas.put(
      "tension \(NumberText.fixed(spring.tension, 1))  friction \(NumberText.fixed(spring.friction, 1))",
      row: 1, column: 36, style: .dimmed)
    let left = 10
    let right = max(left + 1, canvas.width - 10 - SpringScene.boxWidth)
    let middle = max(4, canvas.height / 2)
    drawBox(into: &canvas, left: left, right: right, row: middle - 1)
    drawTrack(into: &canvas, left: left, right: right, row: middle + 2)
    let velocity = demo.running?.velocity ?? 0
    let state = demo.running == nil ? "at rest" : "moving"
    let readout =
      "x \(NumberText.padded(demo.box.x, 3, width: 6))   velocity \(NumberText.padded(velocity, 2, width: 6))/s"
      + "   target \(Int(demo.target))   \(state)"
    canvas.put(readout, row: middle + 4, column: 2)
  }

  /// Draws the box three rows tall at its position, to half a column: a box that sits half
  /// way into a column starts with a right half block and ends with a left half block.
  private func drawBox(into canvas: inout TerminalCanvas, left: Int, right: Int, row: Int) {
    let halves = Int(((Double(left) + demo.box.x * Double(right - left)) * 2).rounded())
    let style = TextStyle.colored(.accent)
    for line in row..<(row + 3) {
      let start = halves.isMultiple(of: 2) ? halves / 2 : (halves - 1) / 2
      if halves.isMultiple(of: 2) {
        canvas.fill("█", row: line, columns: start..<(start + SpringScene.boxWidth), style: style)
      } else {
        canvas.put("▐", row: line, column: start, style: style)
        canvas.fill(
          "█", row: line, columns: (start + 1)..<(start + SpringScene.boxWidth), style: style)
        canvas.put("▌", row: line, column: start + SpringScene.boxWidth, style: style)
      }
    }
  }

  /// Draws the track under the box with a mark under each rest position.
  private func drawTrack(into canvas: inout TerminalCanvas, left: Int, right: Int, row: Int) {
    canvas.fill("·", row: row, columns: 2..<(canvas.width - 2), style: .dimmed)
    let half = SpringScene.boxWidth / 2
    for (column, value) in [(left + half, 0.0), (right + half, 1.0)] {
      let style = value == demo.target ? TextStyle.colored(.accent, bold: true) : .dimmed
      canvas.put("▲", row: row, column: column, style: style)
    }
  }
}
