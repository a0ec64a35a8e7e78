// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The `spring` scene: a box that springs between two rest positions; space or a click sends
  /// it across, even mid-flight (the running spring is retargeted and keeps its velocity).
  @MainActor
  final class SpringScene: GalleryScene, DemoDrawing {
    static let summary =
      "A box on a spring: space or a click sends it across, even mid-flight."
    static let pointerHint: String? = "space/click flip"
    static let script = [ScriptedKey(0, .space)]

    /// The box, its spring and the spring's settings.
    let demo: SpringDemo

    init(demo: SpringDemo) {
      self.demo = demo
    }

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      demo.flip()
      return false
    }

    var loggedValues: [String: Double] {
      ["x": demo.box.x, "velocity": demo.running?.velocity ?? 0]
    }

    func draw(on canvas: CairoCanvas) {
      let spring = demo.spring
      canvas.text(
        "bounciness \(Int(demo.bounciness))   speed \(Int(demo.speed))", at: CGPoint(x: 24, y: 16),
        size: 14, bold: true)
      canvas.text(
        "tension \(NumberText.fixed(spring.tension, 1))   friction \(NumberText.fixed(spring.friction, 1))",
        at: CGPoint(x: 300, y: 18), color: Palette.grey)
      // The track leaves room for the spring's overshoot on both sides, so the box stays in
      // the window; a flip mid-flight can carry it further, and there it stops at the edge.
      let side = 80.0
      let span = max(1, (canvas.width - 60 - side) / (1 + 2 * demo.overshoot))
      let left = 30 + demo.overshoot * span
      let right = left + span
      let top = canvas.height / 2 - side / 2
      canvas.line(
        from: CGPoint(x: 30, y: top + side + 20),
        to: CGPoint(x: canvas.width - 30, y: top + side + 20),
        lineWidth: 2, color: Palette.faint, dash: 4)
      for (x, value) in [(left, 0.0), (right, 1.0)] {
        let color = value == demo.target ? Palette.accent : Palette.grey
        canvas.fillCircle(
          center: CGPoint(x: x + side / 2, y: top + side + 20), radius: 6, color: color)
      }
      let x = min(max(left + demo.box.x * span, 0), canvas.width - side)
      canvas.fillRect(x: x, y: top, width: side, height: side, radius: 14, color: Palette.accent)
      let velocity = demo.running?.velocity ?? 0
      canvas.text(
        "x \(NumberText.fixed(demo.box.x, 3))   velocity \(NumberText.fixed(velocity, 2))/s   target \(Int(demo.target))"
          + "   \(demo.running == nil ? "at rest" : "moving")",
        at: CGPoint(x: 24, y: canvas.height - 40), size: 13)
    }
  }
#endif
