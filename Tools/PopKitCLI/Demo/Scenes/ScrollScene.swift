// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos

/// The `scroll` demo: a header that collapses with the scroll and a card stack that follows
/// it, snapping on release (the model is ``ScrollDemo``).
///
/// `j`/`k` scroll a step down or up, space lets go: the header snaps open or shut and the stack
/// to a card, from that instant, with the steps' velocity.
@MainActor
final class ScrollScene: TerminalScene, DemoDrawing {
  static let script = ScrollDemo.script

  /// The header, the cards and their scroll links.
  let demo: ScrollDemo

  init(demo: ScrollDemo) {
    self.demo = demo
  }

  /// The rows the header takes at a height: 4 open, 1 shut (from the area's top row).
  static func headerRows(height: Double) -> Int {
    let shut = (height - ScrollDemo.shutHeight) / (ScrollDemo.openHeight - ScrollDemo.shutHeight)
    return 1 + max(0, min(3, Int((shut * 3).rounded())))
  }

  func draw(into canvas: inout TerminalCanvas) {
    let width = max(20, canvas.width - 6)
    let rows = ScrollScene.headerRows(height: demo.header.height)
    drawCards(top: rows + 2, width: width, into: &canvas)
    // The header over the cards that slide up under it.
    let band = TextStyle.colored(.accent)
    for row in 0...rows {
      canvas.fill(row == rows ? " " : "▓", row: row, columns: 2..<(2 + width), style: band)
    }
    canvas.put(" Inbox ", row: max(0, rows - 2), column: 4, style: .colored(.accent, bold: true))
    drawScrollBar(top: 1, bottom: canvas.height - 3, column: canvas.width - 2, into: &canvas)
    let readout =
      "offset \(NumberText.padded(demo.offset, 0, width: 4))  header \(NumberText.fixed(demo.header.height, 1))"
      + "  front \(NumberText.fixed(demo.cards.front, 3))  \(demo.state)"
    canvas.put(readout, row: canvas.height - 1, column: 2)
  }

  /// Draws the stack from the back: cards behind the front one step down and in, the one
  /// leaving slides up under the header.
  private func drawCards(top: Int, width: Int, into canvas: inout TerminalCanvas) {
    let cardWidth = min(36, width)
    for card in (0..<ScrollDemo.cardCount).reversed() {
      let depth = Double(card) - demo.cards.front
      guard depth > -1, depth < 3 else { continue }
      let row = top + Int((depth >= 0 ? depth * 2 : depth * 6).rounded())
      let inset = max(0, Int((depth * 2).rounded()))
      let left = 4 + inset
      let right = left + cardWidth - 2 * inset - 1
      let style: TextStyle = depth < 0.5 ? .colored(.sky, bold: true) : .dimmed
      canvas.put(
        "┌" + String(repeating: "─", count: right - left - 1) + "┐", row: row, column: left,
        style: style)
      canvas.fill(" ", row: row + 1, columns: left..<(right + 1), style: .plain)
      canvas.put("│", row: row + 1, column: left, style: style)
      canvas.put(" card \(card + 1)", row: row + 1, column: left + 1, style: style)
      canvas.put("│", row: row + 1, column: right, style: style)
      canvas.put(
        "└" + String(repeating: "─", count: right - left - 1) + "┘", row: row + 2, column: left,
        style: style)
    }
  }

  /// Draws the scroll bar: its thumb where the offset is.
  private func drawScrollBar(top: Int, bottom: Int, column: Int, into canvas: inout TerminalCanvas)
  {
    guard bottom > top + 2 else { return }
    for row in top...bottom { canvas.put("│", row: row, column: column, style: .dimmed) }
    let fraction = demo.cardsLink.player.progress
    let thumb = top + Int((fraction * Double(bottom - top - 1)).rounded())
    canvas.put("█", row: thumb, column: column, style: .colored(.accent))
    canvas.put("█", row: thumb + 1, column: column, style: .colored(.accent))
  }
}
