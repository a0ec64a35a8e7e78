// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos

/// The `curves` demo: the five timing curve presets racing side by side (the model is
/// ``CurvesDemo``).
///
/// Each lane is a ``BasicAnimation`` of the same duration; they start and finish together and
/// differ only in between.
@MainActor
final class CurvesScene: TerminalScene, DemoDrawing {
  static let script = [ScriptedKey(0, .space)]

  /// The runners, their curves and the race.
  let demo: CurvesDemo

  init(demo: CurvesDemo) {
    self.demo = demo
  }

  func draw(into canvas: inout TerminalCanvas) {
    canvas.put(
      "duration \(NumberText.fixed(demo.duration, 1)) s", row: 1, column: 2, style: .bold)
    canvas.put(demo.isRacing ? "racing" : "waiting", row: 1, column: 22, style: .dimmed)
    let trackStart = 18
    let trackEnd = max(trackStart + 4, canvas.width - 9)
    let spacing = canvas.height >= 14 ? 2 : 1
    for (lane, (runner, name)) in demo.lanes.enumerated() {
      let row = 3 + lane * spacing
      canvas.put(name, row: row, column: 2)
      canvas.put("├", row: row, column: trackStart, style: .dimmed)
      canvas.put("┤", row: row, column: trackEnd, style: .dimmed)
      let length = trackEnd - trackStart - 1
      let position =
        trackStart + 1 + Int((min(max(runner.progress, 0), 1) * Double(length - 1)).rounded())
      canvas.fill("━", row: row, columns: (trackStart + 1)..<position, style: .colored(.sky))
      canvas.fill("·", row: row, columns: (position + 1)..<trackEnd, style: .dimmed)
      canvas.put("●", row: row, column: position, style: .colored(.accent, bold: true))
      canvas.put(NumberText.fixed(runner.progress, 2), row: row, column: trackEnd + 2)
    }
    let legend = 3 + CurvesDemo.curves.count * spacing
    canvas.put(
      "each lane is a BasicAnimation of the same duration on its own curve", row: legend,
      column: 2, style: .dimmed)
  }
}
