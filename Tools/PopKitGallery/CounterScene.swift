// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The `counter` scene (seed 002, POPNumberCount): a ``PopKit/NumberCounter`` drawn as rich
  /// text through Pango (integer bold and pink, `$` dimmed); a new target mid-count continues
  /// from the number shown.
  @MainActor
  final class CounterScene: GalleryScene, DemoDrawing {
    static let summary =
      "NumberCounter as rich text (seed 002): retarget it mid-count."
    static let pointerHint: String? = "space/click next"
    static let script = [ScriptedKey(0, .space)]

    /// The counter, its targets and settings.
    let demo: CounterDemo
    /// The counter.
    var counter: NumberCounter { demo.counter }

    init(demo: CounterDemo) {
      self.demo = demo
    }

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      demo.next()
      return false
    }

    var loggedValues: [String: Double] {
      ["value": counter.currentValue, "target": counter.toValue]
    }

    func draw(on canvas: CairoCanvas) {
      canvas.text(
        "duration \(NumberText.fixed(counter.duration, 1)) s   curve \(demo.curveName)",
        at: CGPoint(x: 24, y: 16), size: 14, bold: true)
      let number = counter.currentValue
      let center = CGPoint(x: canvas.width / 2, y: canvas.height / 2 - 30)
      canvas.fillRect(
        x: center.x - 190, y: center.y - 50, width: 380, height: 100, radius: 24,
        color: RGBAColor(red: 0.94, green: 0.94, blue: 0.96))
      let rich = RichNumberFormat(CounterDemo.format).attributedString(for: number)
      canvas.text(
        PangoMarkup.markup(for: rich, accent: Palette.accent), at: center, size: 40,
        color: Palette.ink,
        anchor: .center, markup: true)
      // The way from the number the count started at to its target, filled up to the number.
      let fraction = demo.fraction
      let (left, right, y) = (center.x - 190, center.x + 190, center.y + 90)
      canvas.line(
        from: CGPoint(x: left, y: y), to: CGPoint(x: right, y: y), lineWidth: 6,
        color: Palette.faint)
      canvas.line(
        from: CGPoint(x: left, y: y), to: CGPoint(x: left + fraction * (right - left), y: y),
        lineWidth: 6,
        color: Palette.accent)
      let state = counter.isCounting ? "counting" : "press space or click to count"
      canvas.text(state, at: CGPoint(x: 24, y: canvas.height - 64), bold: true)
      canvas.text(
        "as a String: " + CounterDemo.format.string(for: number),
        at: CGPoint(x: 24, y: canvas.height - 40))
    }
  }
#endif
