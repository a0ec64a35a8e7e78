// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The `curves` scene: the five timing curve presets racing, each a ``PopKit/BasicAnimation``
  /// of the same duration.
  @MainActor
  final class CurvesScene: GalleryScene, DemoDrawing {
    static let pointerHint: String? = "space/click race"
    static let script = [ScriptedKey(0, .space)]

    /// The runners, their curves and the race.
    let demo: CurvesDemo

    init(demo: CurvesDemo) {
      self.demo = demo
    }

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      demo.race()
      return false
    }

    var loggedValues: [String: Double] {
      Dictionary(uniqueKeysWithValues: demo.lanes.map { ($0.name, $0.runner.progress) })
    }

    func draw(on canvas: CairoCanvas) {
      canvas.text(
        "duration \(NumberText.fixed(demo.duration, 1)) s", at: CGPoint(x: 24, y: 16), size: 14,
        bold: true)
      let start = 150.0
      let end = max(start + 40, canvas.width - 90)
      for (lane, (runner, name)) in demo.lanes.enumerated() {
        let y = 80 + Double(lane) * 56
        canvas.text(name, at: CGPoint(x: 24, y: y), anchor: .leading)
        canvas.line(
          from: CGPoint(x: start, y: y), to: CGPoint(x: end, y: y), lineWidth: 2,
          color: Palette.faint)
        let x = start + min(max(runner.progress, 0), 1) * (end - start)
        canvas.line(
          from: CGPoint(x: start, y: y), to: CGPoint(x: x, y: y), lineWidth: 4, color: Palette.sky)
        canvas.fillCircle(center: CGPoint(x: x, y: y), radius: 10, color: Palette.accent)
        canvas.text(
          NumberText.fixed(runner.progress, 2), at: CGPoint(x: end + 20, y: y), anchor: .leading)
      }
    }
  }
#endif
