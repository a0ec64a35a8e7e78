// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The `path` scene: a paper plane flying an SVG path, turned along it by the track's
  /// orientation (``PopKitDemos/PathDemo``).
  ///
  /// The path is stroked as PopKit reads it (points at equal distances along its length);
  /// the plane is drawn in its own frame, nose along +x, rotated by its heading. A click plays
  /// or pauses, as space does.
  @MainActor
  final class PathScene: GalleryScene, DemoDrawing {
    static let pointerHint: String? = "space/click play/pause"
    static let script = [ScriptedKey(0, .space), ScriptedKey(2.5, .character("r"))]

    /// The plane, its flight and its player.
    let demo: PathDemo
    /// The plane's centre when last drawn, in the scene's pixels.
    private var planePixel = CGPoint.zero

    init(demo: PathDemo) {
      self.demo = demo
    }

    /// The path's box in the scene: its scale (pixels per unit) and top-left corner.
    private func layout(width: Double, height: Double) -> (scale: Double, origin: CGPoint) {
      let box = PathDemo.box
      let scale = max(0.1, min((width - 80) / box.width, (height - 110) / box.height))
      let origin = CGPoint(
        x: (width - box.width * scale) / 2, y: 70 + (height - 110 - box.height * scale) / 2)
      return (scale, origin)
    }

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      demo.playOrPause()
      return false
    }

    var loggedValues: [String: Double] {
      [
        "x": demo.plane.position.x, "y": demo.plane.position.y,
        "heading": demo.plane.heading.radians, "time": demo.player.time,
        "progress": demo.player.progress, "planeX": planePixel.x, "planeY": planePixel.y,
      ]
    }

    func draw(on canvas: CairoCanvas) {
      let (scale, origin) = layout(width: canvas.width, height: canvas.height)
      func pixel(_ point: CGPoint) -> CGPoint {
        CGPoint(x: origin.x + point.x * scale, y: origin.y + point.y * scale)
      }
      let context = canvas.context
      // The path, as PopKit measures it.
      cairo_new_path(context)
      for (index, point) in PathDemo.outline(points: 400).enumerated() {
        let at = pixel(point)
        if index == 0 {
          cairo_move_to(context, at.x, at.y)
        } else {
          cairo_line_to(context, at.x, at.y)
        }
      }
      cairo_set_line_width(context, 2)
      var dash = [7.0, 6.0]
      cairo_set_dash(context, &dash, 2, 0)
      canvas.setColor(Palette.sky)
      cairo_stroke(context)
      cairo_set_dash(context, nil, 0, 0)
      let flight = PathDemo.flight
      canvas.fillCircle(center: pixel(flight.value(at: 0)), radius: 6, color: Palette.grey)
      canvas.fillCircle(
        center: pixel(flight.value(at: flight.duration)), radius: 6, color: Palette.grey)
      // The plane, nose along its heading.
      planePixel = pixel(demo.plane.position)
      cairo_save(context)
      cairo_translate(context, planePixel.x, planePixel.y)
      cairo_rotate(context, demo.plane.heading.radians)
      let outline: [(Double, Double)] = [(22, 0), (-16, -15), (-8, 0), (-16, 15)]
      cairo_new_path(context)
      for (index, (x, y)) in outline.enumerated() {
        if index == 0 { cairo_move_to(context, x, y) } else { cairo_line_to(context, x, y) }
      }
      cairo_close_path(context)
      canvas.setColor(Palette.accent)
      cairo_fill(context)
      cairo_move_to(context, 22, 0)
      cairo_line_to(context, -8, 0)
      cairo_set_line_width(context, 1.5)
      canvas.setColor(RGBAColor(red: 0.7, green: 0.1, blue: 0.25))
      cairo_stroke(context)
      cairo_restore(context)
      drawStatus(on: canvas)
    }

    /// The player's state and the plane's position and heading.
    private func drawStatus(on canvas: CairoCanvas) {
      let player = demo.player
      let state =
        player.isPlaying
        ? (player.rate >= 0 ? "playing →" : "playing ←")
        : player.progress == 1 ? "at the end" : player.progress == 0 ? "at the start" : "paused"
      let plane = demo.plane
      canvas.text(
        "t \(NumberText.fixed(player.time, 2)) of \(NumberText.fixed(player.duration, 2)) s   "
          + "progress \(NumberText.fixed(player.progress, 3))   \(state)",
        at: CGPoint(x: 24, y: 12), bold: true, color: Palette.ink)
      canvas.text(
        "x \(NumberText.fixed(plane.position.x, 1))   y \(NumberText.fixed(plane.position.y, 1))"
          + "   heading \(NumberText.fixed(plane.heading.degrees, 1))°",
        at: CGPoint(x: 24, y: 34), color: Palette.grey)
    }
  }
#endif
