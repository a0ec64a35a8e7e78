// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The `sheet` scene: a bottom sheet over an inbox, one choreography of five properties
  /// (``PopKitDemos/SheetDemo``).
  ///
  /// Drag the sheet: the progress follows the finger (the press's progress plus the finger's
  /// travel up over the sheet's travel), a ``PopKit/VelocityTracker`` follows the progress with
  /// the events' own times, and letting go releases it into a spring to the nearer end with
  /// that velocity, from the release event's time. Press it again while it springs: it is caught
  /// where it is. The keys play, reverse, scrub and fling as in the terminal.
  @MainActor
  final class SheetScene: GalleryScene, DemoDrawing {
    static let pointerHint: String? = "drag/fling the sheet  space play"
    static let script = [
      ScriptedKey(0, .space), ScriptedKey(0.8, .character(",")),
      ScriptedKey(0.9, .character(",")), ScriptedKey(1.0, .character(",")),
      ScriptedKey(1.0, .character(",")), ScriptedKey(1.2, .character("d")),
    ]

    /// The sheet's top when open, in the scene's pixels.
    static let openTop = 120.0
    /// How much of the closed sheet shows, in pixels.
    static let peek = 48.0
    /// The sheet's margin on each side, in pixels.
    static let sideMargin = 90.0

    /// The sheet, its choreography and its player.
    let demo: SheetDemo
    /// The pixels from open to closed, for the scene's height when last laid out.
    private var travel = 1.0
    /// Where the drag began, in the scene's pixels.
    private var pressY = 0.0
    /// The sheet's top when last drawn.
    private var sheetTop = 0.0

    init(demo: SheetDemo) {
      self.demo = demo
    }

    /// Lays the sheet's travel out for a height.
    private func layout(height: Double) {
      travel = max(1, height - SheetScene.peek - SheetScene.openTop)
    }

    /// The sheet's top for an offset.
    private func top(offset: Double) -> Double { SheetScene.openTop + offset * travel }

    func pointerPressed(at point: CGPoint, size: CGSize, time: Double) -> Bool {
      layout(height: size.height)
      guard point.y >= top(offset: demo.sheet.offset) - 12 else { return false }
      pressY = point.y
      demo.grab(at: time)
      return true
    }

    func pointerMoved(to point: CGPoint, time: Double) {
      demo.drag(by: (pressY - point.y) / travel, at: time)
    }

    func pointerReleased(at point: CGPoint, velocity: CGPoint, time: Double) {
      demo.letGo(by: (pressY - point.y) / travel, at: time)
    }

    var loggedValues: [String: Double] {
      let player = demo.player
      var releasing = 0.0
      if case .releasing(let end) = demo.phase { releasing = end == .end ? 1 : -1 }
      var values: [String: Double] = [
        "progress": player.progress, "time": player.time, "offset": demo.sheet.offset,
        "radius": demo.sheet.cornerRadius, "opacity": demo.scrim.opacity,
        "scale": demo.content.scale, "dragging": demo.phase == .dragging ? 1 : 0,
        "releasing": releasing, "arrivals": Double(demo.arrivals.count),
        "lastArrival": demo.arrivals.last.map { $0 == .end ? 1.0 : 0.0 } ?? -1,
        "sheetTop": sheetTop, "travelPixels": travel,
      ]
      if let velocity = demo.releaseVelocity { values["releaseVelocity"] = velocity }
      return values
    }

    func draw(on canvas: CairoCanvas) {
      layout(height: canvas.height)
      drawContent(on: canvas)
      let opacity = min(max(demo.scrim.opacity, 0), 1)
      canvas.fillRect(
        x: 0, y: 0, width: canvas.width, height: canvas.height,
        color: RGBAColor(red: 0.05, green: 0.05, blue: 0.08, alpha: opacity))
      drawSheet(on: canvas)
      drawStatus(on: canvas)
    }

    /// The inbox behind the sheet, scaled about its centre.
    private func drawContent(on canvas: CairoCanvas) {
      let (left, top) = (40.0, 64.0)
      let (width, height) = (canvas.width - 80, canvas.height - 80)
      let scale = demo.content.scale
      cairo_save(canvas.context)
      cairo_translate(canvas.context, left + width / 2, top + height / 2)
      cairo_scale(canvas.context, scale, scale)
      cairo_translate(canvas.context, -(left + width / 2), -(top + height / 2))
      canvas.fillRect(x: left, y: top, width: width, height: height, radius: 18, color: .white)
      canvas.text("Inbox", at: CGPoint(x: left + 24, y: top + 18), size: 18, bold: true)
      let rows = [
        ("Ana", "Lunch on Friday?"), ("Bruno", "The photos from Lisbon"),
        ("Accounts", "Re: invoice 2026-114"), ("Chloé", "Tickets for Saturday"),
        ("Shop", "Your order has shipped"), ("Dev", "Weekly notes"),
      ]
      for (index, (sender, subject)) in rows.enumerated() {
        let y = top + 64 + Double(index) * 56
        guard y + 40 < top + height else { break }
        canvas.fillCircle(
          center: CGPoint(x: left + 44, y: y + 20), radius: 16,
          color: index % 2 == 0 ? Palette.sky : Palette.accent)
        canvas.text(sender, at: CGPoint(x: left + 76, y: y + 2), bold: true, color: Palette.ink)
        canvas.text(subject, at: CGPoint(x: left + 76, y: y + 22), color: Palette.grey)
        canvas.line(
          from: CGPoint(x: left + 76, y: y + 48), to: CGPoint(x: left + width - 24, y: y + 48),
          lineWidth: 1, color: Palette.faint)
      }
      cairo_restore(canvas.context)
    }

    /// The sheet: its body with rounded top corners, its handle and its rows.
    private func drawSheet(on canvas: CairoCanvas) {
      sheetTop = top(offset: demo.sheet.offset)
      let left = SheetScene.sideMargin
      let width = canvas.width - 2 * left
      let radius = max(0, demo.sheet.cornerRadius)
      // The body runs past the bottom edge, so only its top corners show.
      let height = canvas.height - sheetTop + radius + 40
      canvas.fillRect(
        x: left - 1, y: sheetTop - 2, width: width + 2, height: height, radius: radius + 1,
        color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.12))
      canvas.fillRect(
        x: left, y: sheetTop, width: width, height: height, radius: radius, color: .white)
      canvas.fillRect(
        x: left + width / 2 - 28, y: sheetTop + 10, width: 56, height: 7, radius: 3.5,
        color: demo.sheet.handleColor.clamped())
      canvas.text(
        "Share", at: CGPoint(x: left + 28, y: sheetTop + 32), size: 16, bold: true,
        color: Palette.ink)
      for (index, name) in ["Messages", "Mail", "Notes", "Files"].enumerated() {
        let x = left + 60 + Double(index) * 110
        canvas.fillCircle(
          center: CGPoint(x: x, y: sheetTop + 100), radius: 26,
          color: [Palette.sky, Palette.accent, Palette.grey, Palette.ink][index])
        canvas.text(
          name, at: CGPoint(x: x, y: sheetTop + 146), color: Palette.ink, anchor: .center)
      }
      for (index, row) in ["Copy link", "Add to album", "Print"].enumerated() {
        let y = sheetTop + 180 + Double(index) * 44
        canvas.line(
          from: CGPoint(x: left + 28, y: y), to: CGPoint(x: left + width - 28, y: y),
          lineWidth: 1, color: Palette.faint)
        canvas.text(row, at: CGPoint(x: left + 28, y: y + 12), color: Palette.ink)
      }
    }

    /// The player's state and the properties' values, over everything.
    private func drawStatus(on canvas: CairoCanvas) {
      let player = demo.player
      let state: String
      switch demo.phase {
      case .playing: state = player.rate >= 0 ? "playing → open" : "playing → closed"
      case .releasing(let end): state = end == .end ? "releasing → open" : "releasing → closed"
      case .dragging: state = "held by the pointer"
      case .resting:
        state = player.progress == 1 ? "open" : player.progress == 0 ? "closed" : "still"
      }
      let dark = demo.scrim.opacity > 0.25
      canvas.text(
        "progress \(NumberText.fixed(player.progress, 3))   t \(NumberText.fixed(player.time, 3)) "
          + "of \(NumberText.fixed(player.duration, 2)) s   rate \(NumberText.fixed(player.rate, 0))"
          + "   \(state)",
        at: CGPoint(x: 24, y: 12), bold: true, color: dark ? .white : Palette.ink)
      let released =
        demo.releaseVelocity.map { "   released at \(NumberText.fixed($0, 2))/s" } ?? ""
      canvas.text(
        "offset \(NumberText.fixed(demo.sheet.offset, 3))   radius "
          + "\(NumberText.fixed(demo.sheet.cornerRadius, 1))   scrim "
          + "\(NumberText.fixed(demo.scrim.opacity, 3))   scale "
          + "\(NumberText.fixed(demo.content.scale, 3))" + released,
        at: CGPoint(x: 24, y: 34), color: dark ? Palette.faint : Palette.grey)
    }
  }
#endif
