// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The `button` scene (seed 001): pop's progress button.
  ///
  /// A press springs it to 0.8 and a
  /// release springs it back with a bounce; a tap fills the ring on a linear
  /// ``PopKit/BasicAnimation`` with a percent label, the colour springs grey → pink and a blur
  /// layer fades as progress grows. Dragging out of the button cancels the tap.
  @MainActor
  final class ButtonScene: GalleryScene, DemoDrawing {
    static let summary =
      "pop's progress button (seed 001): click it to fill the ring."
    static let pointerHint: String? = "click or space tap"
    static let script = [
      ScriptedKey(0, .character("d")), ScriptedKey(ButtonDemo.tapLength, .character("u")),
    ]

    /// The unfilled part of the ring.
    static let track = RGBAColor(red: 0.85, green: 0.85, blue: 0.87)
    /// The ring's radius at scale 1 and its width, in pixels.
    static let ring = (radius: 90.0, width: 16.0)

    /// The button, its animations and its touch events.
    let demo: ButtonDemo
    /// The button's state.
    var button: ButtonDemo.Button { demo.button }

    init(demo: ButtonDemo) {
      self.demo = demo
    }

    /// The ring's centre in an area of a size.
    ///
    /// - Parameter size: The scene's area.
    /// - Returns: The centre, in the scene's pixels.
    static func center(in size: CGSize) -> CGPoint { CGPoint(x: 200, y: size.height / 2) }

    private var size = CGSize(width: 400, height: 400)

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      self.size = size
      guard distance(point) <= ButtonScene.ring.radius else { return false }
      demo.touchDown()
      return true
    }

    func pointerMoved(to point: CGPoint) {
      if demo.isPressed, distance(point) > ButtonScene.ring.radius * 1.4 { demo.dragOut() }
    }

    func pointerReleased(at point: CGPoint, velocity: CGPoint) {
      if demo.isPressed { demo.touchUpInside() }
    }

    private func distance(_ point: CGPoint) -> Double {
      let center = ButtonScene.center(in: size)
      return
        ((point.x - center.x) * (point.x - center.x) + (point.y - center.y) * (point.y - center.y))
        .squareRoot()
    }

    var loggedValues: [String: Double] {
      [
        "progress": button.progress, "scale": button.scale, "red": button.color.red,
        "green": button.color.green, "blue": button.color.blue,
      ]
    }

    func draw(on canvas: CairoCanvas) {
      size = CGSize(width: canvas.width, height: canvas.height)
      let center = ButtonScene.center(in: size)
      let radius = ButtonScene.ring.radius * button.scale
      let progress = min(max(button.progress, 0), 1)
      // The blur layer: a soft disc inside the ring whose opacity is 1 − progress.
      var blur = ButtonDemo.grey
      blur.alpha = 0.35 * (1 - progress)
      canvas.fillCircle(center: center, radius: radius - ButtonScene.ring.width, color: blur)
      let top = -Double.pi / 2
      let width = ButtonScene.ring.width * button.scale
      canvas.strokeArc(
        center: center, radius: radius, from: top, to: top + 2 * .pi, lineWidth: width,
        color: ButtonScene.track)
      if progress > 0 {
        canvas.strokeArc(
          center: center, radius: radius, from: top, to: top + progress * 2 * .pi, lineWidth: width,
          color: button.color)
      }
      let label = RichNumberFormat(.percent).attributedString(for: progress * 100)
      canvas.text(
        PangoMarkup.markup(for: label, accent: button.color), at: center, size: 22 * button.scale,
        color: Palette.ink, anchor: .center, markup: true)
      let state = demo.state
      let lines = [
        ("progress", NumberFormat.percent.string(for: progress * 100), "basic, linear"),
        ("colour", PangoMarkup.hex(button.color), "spring, grey → pink"),
        ("scale", NumberText.fixed(button.scale, 2), "spring, press 0.8"),
        ("blur", NumberText.fixed(1 - progress, 2), "1 − progress"),
        ("button", state, ""),
      ]
      for (row, line) in lines.enumerated() {
        let y = center.y - 60 + Double(row) * 26
        canvas.text(line.0, at: CGPoint(x: 360, y: y), color: Palette.grey)
        canvas.text(
          line.1, at: CGPoint(x: 450, y: y), bold: true,
          color: row == 1 ? button.color : Palette.ink)
        canvas.text(line.2, at: CGPoint(x: 560, y: y), color: Palette.grey)
      }
    }
  }
#endif
