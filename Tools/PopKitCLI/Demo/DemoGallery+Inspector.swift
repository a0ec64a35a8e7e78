// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitDemos

extension DemoShell where Host == TerminalHost {
  /// The footer: the inspector's last report when there is one, else the keys; `i inspect`
  /// only where it fits whole (the key list, `?`, always has it), so that `q quit` is never
  /// cut.
  ///
  /// - Parameter width: The columns the footer may take.
  /// - Returns: The footer's text.
  func footer(fitting width: Int) -> String {
    if let status = inspector.status { return status }
    let start = "\(sceneType.keyHints.line)   ←/→ or 1-\(scenes.count) demo"
    let full = start + "   i inspect   q quit"
    return full.count <= width ? full : start + "   q quit"
  }

  /// Draws the inspector's panel over the bottom of the scene's area: a box as wide as the
  /// area, as tall as its rows need and at most half the area (the header, then the rows; the
  /// last line counts those left out).
  ///
  /// - Parameter canvas: The scene's area.
  func drawInspector(into canvas: inout TerminalCanvas) {
    let panel = inspectorPanel
    let maximumRows = max(1, canvas.height / 2 - 3)
    let (barWidth, keyLimit) = (8, 12)
    let lines = panel.lines(
      width: canvas.width - 4, maximumRows: maximumRows, barWidth: barWidth, keyLimit: keyLimit)
    let top = canvas.height - lines.count - 2
    let border = TextStyle.colored(.grey)
    for row in top..<canvas.height {
      canvas.fill(" ", row: row, columns: 0..<canvas.width, style: .plain)
    }
    canvas.fill("─", row: top, columns: 0..<canvas.width, style: border)
    canvas.put(" \(lines[0]) ", row: top, column: 2, style: .colored(.accent, bold: true))
    let widths = panel.columnWidths(keyLimit: keyLimit)
    let targets = panel.showsTargets(
      width: canvas.width - 4, barWidth: barWidth, keyLimit: keyLimit)
    let kindColumn = 2 + widths.key + 2 + (targets ? widths.target + 2 : 0)
    let barColumn = kindColumn + widths.kind + 2
    for (offset, line) in lines.dropFirst().enumerated() {
      let row = top + 1 + offset
      canvas.put(line, row: row, column: 2)
      guard offset < panel.shownCount(maximumRows: maximumRows) else { continue }
      let entry = panel.rows[offset]
      if targets {
        canvas.put(
          InspectorPanel.fit(entry.target, widths.target), row: row, column: 2 + widths.key + 2,
          style: .dimmed)
      }
      canvas.put(entry.kind, row: row, column: kindColumn, style: .dimmed)
      guard let progress = entry.progress, barColumn + barWidth <= canvas.width else { continue }
      let done = Int((progress * Double(barWidth)).rounded())
      canvas.fill("█", row: row, columns: barColumn..<barColumn + done, style: .colored(.sky))
      canvas.fill(
        "░", row: row, columns: barColumn + done..<barColumn + barWidth, style: .colored(.grey))
    }
  }
}
