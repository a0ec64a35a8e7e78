// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos

/// The `counter` demo (seed 002, POPNumberCount): a number counting to new targets (the model
/// is ``CounterDemo``).
///
/// A ``NumberCounter`` is shown as rich text from ``RichNumberFormat`` (integer bold and
/// coloured, the sign dimmed) and as a plain string from ``NumberFormat``. A new target while
/// counting continues from the number shown; stopping leaves it in place.
@MainActor
final class CounterScene: TerminalScene, DemoDrawing {
  static let script = [ScriptedKey(0, .space), ScriptedKey(0.5, .space)]

  /// The counter, its targets and settings.
  let demo: CounterDemo
  /// The counter.
  var counter: NumberCounter { demo.counter }

  init(demo: CounterDemo) {
    self.demo = demo
  }

  func draw(into canvas: inout TerminalCanvas) {
    let settings =
      "duration \(NumberText.fixed(counter.duration, 1)) s   curve \(demo.curveName)"
    canvas.put(settings, row: 1, column: 2, style: .bold)
    let number = counter.currentValue
    let rich = RichNumberFormat(CounterDemo.format).attributedString(for: number)
    let middle = max(5, canvas.height / 2 - 1)
    let boxWidth = 26
    let left = (canvas.width - boxWidth) / 2
    canvas.put(
      "╭" + String(repeating: "─", count: boxWidth - 2) + "╮", row: middle - 1, column: left)
    canvas.put("│", row: middle, column: left)
    canvas.put("│", row: middle, column: left + boxWidth - 1)
    canvas.put(
      "╰" + String(repeating: "─", count: boxWidth - 2) + "╯", row: middle + 1, column: left)
    let palette = RichTextPalette(integer: .accent, unit: .grey)
    canvas.put(
      rich, row: middle, column: left + (boxWidth - rich.characters.count) / 2, palette: palette)
    drawBar(into: &canvas, row: middle + 3)
    canvas.put(demo.state.rawValue, row: middle + 5, column: 2, style: .bold)
    canvas.put(
      "as a String: \(CounterDemo.format.string(for: number))", row: middle + 6, column: 2)
    canvas.put("onUpdate calls: \(demo.updates)", row: middle + 7, column: 2, style: .dimmed)
  }

  /// The way from the number a count started at to its target, filled up to the number shown.
  private func drawBar(into canvas: inout TerminalCanvas, row: Int) {
    let from = CounterDemo.format.string(for: demo.countFrom)
    let to = CounterDemo.format.string(for: counter.toValue)
    let barStart = 4 + from.count
    let barEnd = canvas.width - 4 - to.count
    guard barEnd > barStart + 2, demo.state != .idle else { return }
    canvas.put(from, row: row, column: 2, style: .dimmed)
    canvas.put(to, row: row, column: barEnd + 2, style: .dimmed)
    let filled = barStart + Int((demo.fraction * Double(barEnd - barStart)).rounded())
    canvas.fill("━", row: row, columns: barStart..<filled, style: .colored(.accent))
    canvas.fill("─", row: row, columns: filled..<barEnd, style: .dimmed)
  }
}
