// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos

/// The `colour` demo: one colour spring in sRGB (pop's way) and through Oklab, side by side
/// (the model is ``ColourDemo``).
///
/// Under each swatch, the whole path from one colour to the other is drawn as a ramp, with a
/// mark where the spring is. In 24-bit colour terminals the blocks show the real colours; the
/// hex readouts tell them apart anywhere.
@MainActor
final class ColourScene: TerminalScene, DemoDrawing {
  static let script = [ScriptedKey(0, .space), ScriptedKey(2.5, .character("c"))]

  /// The swatches, their springs and actions.
  let demo: ColourDemo

  init(demo: ColourDemo) {
    self.demo = demo
  }

  func draw(into canvas: inout TerminalCanvas) {
    let (name, from, to) = demo.colors
    canvas.put(name, row: 1, column: 2, style: .bold)
    canvas.put("bounce \(NumberText.fixed(demo.bounce, 1))", row: 1, column: 24, style: .dimmed)
    let left = 17
    let width = max(8, canvas.width - left - 12)
    for (offset, (swatch, space, label)) in demo.rows.enumerated() {
      let top = 3 + offset * 5
      let color = TerminalColor(swatch.color)
      canvas.put(label, row: top, column: 2, style: .bold)
      for line in top..<(top + 2) {
        canvas.fill("█", row: line, columns: left..<(left + width), style: .colored(color))
      }
      canvas.put(color.hex, row: top, column: left + width + 2)
      let lightness = OklabColor(swatch.color.clamped()).lightness
      canvas.put("L \(NumberText.fixed(lightness, 2))", row: top + 1, column: left + width + 2)
      canvas.put("path", row: top + 2, column: 2, style: .dimmed)
      for column in 0..<width {
        let t = Double(column) / Double(max(1, width - 1))
        let stop = TerminalColor(from.interpolated(to: to, fraction: t, in: space))
        canvas.put("▀", row: top + 2, column: left + column, style: .colored(stop))
      }
      let mark = demo.fraction(of: swatch, in: space)
      let column = left + Int((min(1.1, max(-0.1, mark)) * Double(width - 1)).rounded())
      canvas.put("▲", row: top + 3, column: column, style: .colored(.accent, bold: true))
    }
  }
}
