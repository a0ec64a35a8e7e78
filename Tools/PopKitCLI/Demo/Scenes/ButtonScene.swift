// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitDemos

/// The `button` demo (seed 001): pop's progress button (the model is ``ButtonDemo``).
///
/// A ring fills as progress goes from 0 to 100 % on a linear ``BasicAnimation``, the percent
/// counting with it; a colour springs from grey to the accent, a blur layer fades as progress
/// grows, a press springs the button smaller and a release springs it back with a bounce.
///
/// A terminal has no touch-up events, so space taps (a press, and the release 0.15 s later),
/// `d`, `u` and `x` are the touch events themselves: down, up inside, and drag out.
@MainActor
final class ButtonScene: TerminalScene, DemoDrawing {
  static let script = [ScriptedKey(0, .space)]

  /// The button, its animations and its touch events.
  let demo: ButtonDemo
  /// The button's state.
  var button: ButtonDemo.Button { demo.button }

  init(demo: ButtonDemo) {
    self.demo = demo
  }

  func draw(into canvas: inout TerminalCanvas) {
    let centerRow = canvas.height / 2
    let radius = Double(max(2, min(7, canvas.height / 2 - 2)))
    let centerColumn = 4 + Int(radius * 2)
    // Whole rows keep the ring a clean ellipse; the press still shrinks it by a row or two.
    let rows = max(1, (radius * button.scale).rounded())
    let columns = 2 * rows
    let color = TerminalColor(button.color)
    drawBlur(into: &canvas, row: centerRow, column: centerColumn, rows: rows, columns: columns)
    let ring = EllipseRing.cells(
      row: centerRow, column: centerColumn, radiusRows: rows, radiusColumns: columns)
    let filled = Int((min(max(button.progress, 0), 1) * Double(ring.count)).rounded(.down))
    for (index, cell) in ring.enumerated() {
      if index < filled {
        canvas.put("●", row: cell.row, column: cell.column, style: .colored(color, bold: true))
      } else {
        canvas.put("○", row: cell.row, column: cell.column, style: .dimmed)
      }
    }
    let label = RichNumberFormat(.percent).attributedString(for: button.progress * 100)
    let labelColumn = centerColumn - label.characters.count / 2
    canvas.put(
      label, row: centerRow, column: labelColumn,
      palette: RichTextPalette(integer: color, unit: .grey))
    drawReadouts(into: &canvas, column: centerColumn + Int(radius * 2) + 6, top: centerRow - 3)
  }

  /// The blur layer: a dissolving pattern inside the ring whose density is its opacity,
  /// `1 − progress` (as in the seed).
  private func drawBlur(
    into canvas: inout TerminalCanvas, row: Int, column: Int, rows: Double, columns: Double
  ) {
    let opacity = 1 - min(max(button.progress, 0), 1)
    for cellRow in (row - Int(rows))...(row + Int(rows)) {
      for cellColumn in (column - Int(columns))...(column + Int(columns)) {
        let cell = (row: cellRow, column: cellColumn)
        guard
          EllipseRing.contains(
            cell, row: row, column: column, radiusRows: rows, radiusColumns: columns,
            fraction: 0.75),
          EllipseRing.noise(row: cellRow, column: cellColumn) < opacity
        else { continue }
        canvas.put("░", row: cellRow, column: cellColumn, style: .dimmed)
      }
    }
  }

  private func drawReadouts(into canvas: inout TerminalCanvas, column: Int, top: Int) {
    let color = TerminalColor(button.color)
    let state = demo.state
    let lines: [(String, String, String)] = [
      ("progress", NumberFormat.percent.string(for: button.progress * 100), "basic, linear"),
      ("colour", color.hex, "spring, grey → pink"),
      ("scale", NumberText.fixed(button.scale, 2), "spring, press 0.8"),
      ("blur", NumberText.fixed(1 - button.progress, 2), "1 − progress"),
      ("button", state, ""),
    ]
    for (offset, line) in lines.enumerated() {
      let row = top + offset
      canvas.put(line.0, row: row, column: column, style: .dimmed)
      let style = offset == 1 ? TextStyle.colored(color, bold: true) : .bold
      canvas.put(line.1, row: row, column: column + 10, style: style)
      canvas.put(line.2, row: row, column: column + 19, style: .dimmed)
    }
    canvas.put("█████", row: top + 6, column: column + 10, style: .colored(color))
  }
}
