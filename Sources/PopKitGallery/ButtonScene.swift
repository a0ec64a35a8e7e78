#if GTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// The `button` scene (seed 001): pop's progress button.
  ///
  /// A press springs it to 0.8 and a
  /// release springs it back with a bounce; a tap fills the ring on a linear
  /// ``PopKit/BasicAnimation`` with a percent label, the colour springs grey → pink and a blur
  /// layer fades as progress grows. Dragging out of the button cancels the tap.
  @MainActor
  final class ButtonScene: GalleryScene {
    static let name = "button"
    static let summary = "pop's progress button (seed 001): click it to fill the ring."
    static let keyHelp = "click or space tap  d down  u up  x drag out"
    static let script = [
      ScriptedKey(0, .character("d")), ScriptedKey(ButtonScene.tapLength, .character("u")),
    ]

    /// The animated object: the button's state.
    @MainActor
    final class Button {
      /// How full the ring is, 0...1.
      var progress = 0.0
      /// The ring's and label's colour.
      var color = ButtonScene.grey
      /// The button's scale, 1 at rest.
      var scale = 1.0
    }

    /// The colour at rest.
    static let grey = RGBAColor(red: 0.56, green: 0.56, blue: 0.58)
    /// The colour while filled.
    static let accent = Palette.accent
    /// The unfilled part of the ring.
    static let track = RGBAColor(red: 0.85, green: 0.85, blue: 0.87)
    /// How long the ring takes to fill, in seconds.
    static let fillDuration = 1.5
    /// How long a tap holds the button down, in seconds.
    static let tapLength = 0.15
    /// The colour's spring (the terminal gallery's).
    static let colorSpring = Spring(bounciness: 8, speed: 6)
    /// The ring's radius at scale 1 and its width, in pixels.
    static let ring = (radius: 90.0, width: 16.0)

    static let progress = AnimatableProperty<Button, Double>(
      name: "progress", threshold: 0.001, read: { $0.progress }, write: { $0.progress = $1 })
    static let color = AnimatableProperty<Button, RGBAColor>(
      name: "color", threshold: 0.01, read: { $0.color }, write: { $0.color = $1 })
    static let scale = AnimatableProperty<Button, Double>(
      name: "scale", threshold: 0.005, read: { $0.scale }, write: { $0.scale = $1 })

    let animator: Animator
    let button = Button()
    private(set) var isPressed = false
    private(set) var isFilled = false

    init(animator: Animator) {
      self.animator = animator
    }

    /// The ring's centre in an area of a size.
    ///
    /// - Parameter size: The scene's area.
    /// - Returns: The centre, in the scene's pixels.
    static func center(in size: CGSize) -> CGPoint { CGPoint(x: 200, y: size.height / 2) }

    func handle(_ key: GalleryKey, at time: Double) -> Bool {
      switch key {
      case .space, .enter:
        guard !isPressed else { return false }
        touchDown()
        let release = CustomAnimation<Button> { [weak self] _, _ in
          self?.touchUpInside()
          return false
        }
        release.beginTime = time + ButtonScene.tapLength
        animator.add(release, to: button, forKey: "tap")
      case .character("d"): touchDown()
      case .character("u"): touchUpInside()
      case .character("x"): dragOut()
      default: return false
      }
      return true
    }

    private var size = CGSize(width: 400, height: 400)

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      self.size = size
      guard distance(point) <= ButtonScene.ring.radius else { return false }
      touchDown()
      return true
    }

    func pointerMoved(to point: CGPoint) {
      if isPressed, distance(point) > ButtonScene.ring.radius * 1.4 { dragOut() }
    }

    func pointerReleased(at point: CGPoint, velocity: CGPoint) {
      if isPressed { touchUpInside() }
    }

    private func distance(_ point: CGPoint) -> Double {
      let center = ButtonScene.center(in: size)
      return
        ((point.x - center.x) * (point.x - center.x) + (point.y - center.y) * (point.y - center.y))
        .squareRoot()
    }

    /// Touch down: the button springs to 0.8, without a bounce.
    func touchDown() {
      isPressed = true
      springScale(to: 0.8, bounciness: 0, velocity: 0)
    }

    /// Touch up inside: the button springs back with a bounce and the ring fills (or empties).
    func touchUpInside() {
      guard isPressed else { return }
      isPressed = false
      springScale(to: 1, bounciness: 18, velocity: 3)
      isFilled.toggle()
      let fill = BasicAnimation(property: ButtonScene.progress)
      fill.toValue = isFilled ? 1 : 0
      fill.duration = isFilled ? ButtonScene.fillDuration : 0.5
      fill.timingCurve = isFilled ? .linear : .easeOut
      animator.add(fill, to: button, forKey: "progress")
      let color = SpringAnimation(property: ButtonScene.color)
      color.toValue = isFilled ? ButtonScene.accent : ButtonScene.grey
      color.spring = ButtonScene.colorSpring
      animator.add(color, to: button, forKey: "color")
    }

    /// Drag out: the button springs back without running the action.
    func dragOut() {
      guard isPressed else { return }
      isPressed = false
      springScale(to: 1, bounciness: 4, velocity: 0)
    }

    private func springScale(to scale: Double, bounciness: Double, velocity: Double) {
      let animation = SpringAnimation(property: ButtonScene.scale)
      animation.toValue = scale
      animation.velocity = velocity
      animation.spring = Spring(bounciness: bounciness, speed: 16)
      animator.add(animation, to: button, forKey: "scale")
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
      var blur = ButtonScene.grey
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
      let state = isPressed ? "pressed" : (isFilled ? "filled" : "ready")
      let lines = [
        ("progress", NumberFormat.percent.string(for: progress * 100), "basic, linear"),
        ("colour", PangoMarkup.hex(button.color), "spring, grey → pink"),
        ("scale", Label.fixed(button.scale, 2), "spring, press 0.8"),
        ("blur", Label.fixed(1 - progress, 2), "1 − progress"),
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
