// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitDemos

/// The `menu` demo (seed 003, CHAnimation): a pop-up menu on staggered springs (the model is
/// ``MenuDemo``).
///
/// The items fly out of the button and fold back. Positions are in points, as in CHAnimation's
/// example: the button sits at (70, 70) and the middle item flies to (170, 170), the move the
/// article animates; the others land on the same quarter circle around the button.
@MainActor
final class MenuScene: TerminalScene, DemoDrawing {
  static let script = [ScriptedKey(0, .space), ScriptedKey(1.2, .space)]

  /// The items, the button, their springs and the stagger.
  let demo: MenuDemo

  init(demo: MenuDemo) {
    self.demo = demo
  }

  func draw(into canvas: inout TerminalCanvas) {
    let rowsPerPoint = Double(max(4, canvas.height - 5)) / 150
    let left = 4
    func cell(_ point: CGPoint) -> (row: Int, column: Int) {
      (
        1 + Int(((point.y - 65) * rowsPerPoint).rounded()),
        left + Int(((point.x - 65) * 2 * rowsPerPoint).rounded())
      )
    }
    // CHAnimation's move, from (70,70) to (170,170), as a faint diagonal.
    for step in stride(from: 0.0, through: 100, by: 4) {
      let dot = cell(CGPoint(x: 70 + step, y: 70 + step))
      canvas.put("·", row: dot.row, column: dot.column, style: .dimmed)
    }
    let end = cell(CGPoint(x: 170, y: 170))
    canvas.put("(170,170)", row: end.row, column: end.column + 9, style: .dimmed)
    let home = cell(MenuDemo.home)
    for item in demo.items {
      let spot = cell(item.position)
      guard spot != home else { continue }
      canvas.put("◆", row: spot.row, column: spot.column, style: .colored(.sky, bold: true))
      canvas.put(item.title, row: spot.row, column: spot.column + 2)
    }
    let glyph: Character = demo.button.rotation >= 22.5 ? "×" : "+"
    let style = TextStyle.colored(.accent, bold: true)
    canvas.put("(\(glyph))", row: home.row, column: home.column - 1, style: style)
    if canvas.width >= 80 { drawExplanation(into: &canvas, column: canvas.width - 33) }
    let note = demo.items[2]
    let readout =
      "Note (70, 70) → (170, 170): now (\(NumberText.fixed(note.position.x, 1)), "
      + "\(NumberText.fixed(note.position.y, 1)))   button \(NumberText.fixed(demo.button.rotation, 0))°"
    canvas.put(readout, row: canvas.height - 2, column: 2)
    let state =
      demo.isOpen
      ? "open: springs staggered by 50 ms" : "closed: springs fold back, last out first in"
    canvas.put(state, row: canvas.height - 1, column: 2, style: .dimmed)
  }

  /// A few lines tying the scene to CHAnimation's example.
  private func drawExplanation(into canvas: inout TerminalCanvas, column: Int) {
    let lines = [
      "CHAnimation's example moves a",
      "button from (70,70) to",
      "(170,170). Here every item is",
      "a SpringAnimation of a CGPoint",
      "begun 50 ms after the one",
      "before. Press space mid-flight:",
      "they turn, keeping velocity.",
    ]
    for (offset, line) in lines.enumerated() {
      canvas.put(line, row: 2 + offset, column: column, style: .dimmed)
    }
  }
}
