// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos

/// The `sheet` demo: a bottom sheet rising over content, one choreography of five properties
/// played, reversed, scrubbed and flung (the model is ``SheetDemo``).
///
/// The sheet's top edge rises from the bottom with its handle (in the handle's colour in a
/// colour terminal; its corners are round while the radius is large); behind it the content's
/// card narrows as it scales toward 0.94 and dims under the scrim (its text dimmed from an
/// opacity of 0.1, its empty cells shaded from 0.25). Two lines on top give the player's state
/// and every property's value.
@MainActor
final class SheetScene: TerminalScene, DemoDrawing {
  static let script = [
    ScriptedKey(0, .space), ScriptedKey(0.8, .character(",")), ScriptedKey(0.9, .character(",")),
    ScriptedKey(1.0, .character(",")), ScriptedKey(1.0, .character(",")),
    ScriptedKey(1.2, .character("d")),
  ]

  /// The rows of the content behind the sheet.
  static let contentLines = [
    "Inbox", "", "● Lunch on Friday?", "● The photos from Lisbon", "● Re: invoice 2026-114",
    "● Tickets for Saturday", "● Your order has shipped", "● Weekly notes",
  ]
  /// The rows inside the open sheet.
  static let sheetLines = [
    "Share", "", "◯ Messages   ◯ Mail   ◯ Notes", "Copy link", "Add to album",
  ]

  /// The sheet, its choreography and its player.
  let demo: SheetDemo

  init(demo: SheetDemo) {
    self.demo = demo
  }

  func draw(into canvas: inout TerminalCanvas) {
    drawStatus(into: &canvas)
    drawContent(into: &canvas)
    drawSheet(into: &canvas)
  }

  /// The player's state, then every property's value.
  private func drawStatus(into canvas: inout TerminalCanvas) {
    let player = demo.player
    let status =
      "progress \(NumberText.padded(player.progress, 3, width: 6))   "
      + "t \(NumberText.padded(player.time, 3, width: 6)) of \(NumberText.fixed(player.duration, 2)) s"
      + "   rate \(NumberText.padded(player.rate, 0, width: 2))   \(state)"
    canvas.put(status, row: 0, column: 2, style: .bold)
    let (sheet, handle) = (demo.sheet, TerminalColor(demo.sheet.handleColor))
    let values =
      "offset \(NumberText.fixed(sheet.offset, 3))  radius \(NumberText.fixed(sheet.cornerRadius, 1))"
      + "  scrim \(NumberText.fixed(demo.scrim.opacity, 3))  scale \(NumberText.fixed(demo.content.scale, 3))"
      + "  handle \(handle.hex)"
    canvas.put(values, row: 1, column: 2, style: .dimmed)
  }

  /// What the player is doing, in words.
  private var state: String {
    switch demo.phase {
    case .playing: return demo.player.rate >= 0 ? "playing → open" : "playing → closed"
    case .releasing(let end): return end == .end ? "releasing → open" : "releasing → closed"
    case .dragging: return "held"
    case .resting:
      let progress = demo.player.progress
      return progress == 1 ? "open" : progress == 0 ? "closed" : "still"
    }
  }

  /// The card behind the sheet, narrower as the content scales down, dimmed by the scrim.
  private func drawContent(into canvas: inout TerminalCanvas) {
    let (top, bottom) = (2, canvas.height - 1)
    let scale = demo.content.scale
    let inset = Int(((1 - scale) * Double(canvas.width - 4) / 2).rounded())
    let (left, right) = (2 + inset, canvas.width - 3 - inset)
    guard right > left + 2, bottom > top else { return }
    let opacity = demo.scrim.opacity
    let dimmed = opacity >= 0.1
    let border = dimmed ? TextStyle.dimmed : .plain
    canvas.put("┌", row: top, column: left, style: border)
    canvas.fill("─", row: top, columns: (left + 1)..<right, style: border)
    canvas.put("┐", row: top, column: right, style: border)
    for row in (top + 1)...bottom {
      canvas.put("│", row: row, column: left, style: border)
      canvas.put("│", row: row, column: right, style: border)
    }
    for (offset, line) in SheetScene.contentLines.enumerated() where top + 1 + offset <= bottom {
      let style: TextStyle = dimmed ? .dimmed : (offset == 0 ? .bold : .plain)
      canvas.put(
        String(line.prefix(right - left - 3)), row: top + 1 + offset, column: left + 2, style: style
      )
    }
    guard opacity >= 0.25 else { return }
    for row in top...bottom {
      for column in 0..<canvas.width where canvas[row, column].character == " " {
        canvas.put("░", row: row, column: column, style: .dimmed)
      }
    }
  }

  /// The sheet from its top edge down to the bottom of the canvas: its border (round corners
  /// while the radius is over the middle of its range), its handle and, as it opens, its rows.
  private func drawSheet(into canvas: inout TerminalCanvas) {
    let (openTop, closedTop) = (4, canvas.height - 2)
    let travel = Double(max(1, closedTop - openTop))
    let top = max(2, openTop + Int((demo.sheet.offset * travel).rounded()))
    let (left, right) = (6, canvas.width - 7)
    guard right > left + 4 else { return }
    let round = demo.sheet.cornerRadius >= (SheetDemo.closedRadius + SheetDemo.openRadius) / 2
    for row in top..<canvas.height {
      canvas.fill(" ", row: row, columns: left..<(right + 1), style: .plain)
      canvas.put("│", row: row, column: left)
      canvas.put("│", row: row, column: right)
    }
    canvas.put(round ? "╭" : "┌", row: top, column: left)
    canvas.fill("─", row: top, columns: (left + 1)..<right, style: .plain)
    canvas.put(round ? "╮" : "┐", row: top, column: right)
    let handleWidth = 8
    let handleLeft = (left + right + 1 - handleWidth) / 2
    canvas.fill(
      "━", row: top + 1, columns: handleLeft..<(handleLeft + handleWidth),
      style: .colored(TerminalColor(demo.sheet.handleColor), bold: true))
    for (offset, line) in SheetScene.sheetLines.enumerated() {
      canvas.put(
        String(line.prefix(right - left - 3)), row: top + 2 + offset, column: left + 3,
        style: offset == 0 ? .bold : .plain)
    }
  }
}
