// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The `menu` scene (seed 003, CHAnimation): a pop-up menu.
  ///
  /// The model is `MenuDemo`: five items fly out of a button on staggered springs and fold back
  /// last-out-first-in. Positions are CHAnimation's points, drawn ``scale`` pixels each from
  /// ``origin``: the button at (70, 70), the middle item flying to (170, 170).
  @MainActor
  final class MenuScene: GalleryScene, DemoDrawing {
    static let pointerHint: String? = "space or click the button: open/close"
    static let script = [ScriptedKey(0, .space)]

    /// Where point (0, 0) is drawn, in the scene's pixels.
    static let origin = CGPoint(x: 40, y: 10)
    /// Pixels per point.
    static let scale = 2.0
    /// An item's radius, in pixels.
    static let itemRadius = 22.0

    /// The items, the button, their springs and the stagger.
    let demo: MenuDemo

    init(demo: MenuDemo) {
      self.demo = demo
    }

    /// A point's pixel in the scene.
    ///
    /// - Parameter point: A position, in points.
    /// - Returns: Its pixel in the scene's area.
    static func pixel(_ point: CGPoint) -> CGPoint {
      CGPoint(x: origin.x + scale * point.x, y: origin.y + scale * point.y)
    }

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      let center = MenuScene.pixel(MenuDemo.home)
      if abs(point.x - center.x) < 30, abs(point.y - center.y) < 30 { demo.toggle() }
      return false
    }

    var loggedValues: [String: Double] {
      var values = ["rotation": demo.button.rotation]
      for item in demo.items {
        values[item.title + ".x"] = item.position.x
        values[item.title + ".y"] = item.position.y
      }
      return values
    }

    func draw(on canvas: CairoCanvas) {
      let start = MenuScene.pixel(MenuDemo.home)
      let end = MenuScene.pixel(CGPoint(x: 170, y: 170))
      canvas.line(from: start, to: end, lineWidth: 1, color: Palette.faint, dash: 4)
      canvas.text("(170, 170)", at: CGPoint(x: end.x + 26, y: end.y + 20), color: Palette.grey)
      for item in demo.items.reversed() where item.position != MenuDemo.home {
        let center = MenuScene.pixel(item.position)
        canvas.fillCircle(center: center, radius: MenuScene.itemRadius, color: Palette.sky)
        canvas.text(item.title, at: CGPoint(x: center.x + 26, y: center.y), anchor: .leading)
      }
      canvas.fillCircle(center: start, radius: 26, color: Palette.accent)
      let turn = demo.button.rotation * Double.pi / 180
      for arm in [turn, turn + Double.pi / 2] {
        let dx = 11 * cos(arm)
        let dy = 11 * sin(arm)
        canvas.line(
          from: CGPoint(x: start.x - dx, y: start.y - dy),
          to: CGPoint(x: start.x + dx, y: start.y + dy),
          lineWidth: 4, color: .white)
      }
      let note = demo.items[2].position
      canvas.text(
        "Note (70, 70) → (170, 170): now (\(NumberText.fixed(note.x, 1)), \(NumberText.fixed(note.y, 1)))"
          + "   button \(NumberText.fixed(demo.button.rotation, 0))°",
        at: CGPoint(x: 24, y: canvas.height - 40))
      canvas.text(
        demo.isOpen
          ? "open: springs staggered by 50 ms" : "closed: springs fold back, last out first in",
        at: CGPoint(x: 520, y: 40), color: Palette.grey)
    }
  }
#endif
