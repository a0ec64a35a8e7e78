#if GTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// The `spring` scene: a box that springs between two rest positions; space or a click sends
  /// it across, even mid-flight (the running spring is retargeted and keeps its velocity).
  @MainActor
  final class SpringScene: GalleryScene {
    static let name = "spring"
    static let summary = "A box on a spring: space or a click sends it across, even mid-flight."
    static let keyHelp = "space/click flip  +/- bounciness  >/< speed"
    static let script = [ScriptedKey(0, .space)]

    /// The animated object: 0 at the left rest position, 1 at the right.
    @MainActor
    final class Box {
      /// The position; a spring may overshoot past 0 or 1.
      var x = 0.0
    }

    /// The box's position, settled within a thousandth of the track.
    static let position = AnimatableProperty<Box, Double>(
      name: "x", threshold: 0.001, read: { $0.x }, write: { $0.x = $1 })

    let animator: Animator
    let box = Box()
    private(set) var target = 0.0
    private(set) var bounciness = 12.0
    private(set) var speed = 8.0

    init(animator: Animator) {
      self.animator = animator
    }

    /// The spring the keys have chosen.
    var spring: Spring { Spring(bounciness: bounciness, speed: speed) }

    private var running: SpringAnimation<Box, Double>? {
      animator.animation(forKey: "x", of: box, as: SpringAnimation<Box, Double>.self)
    }

    func handle(_ key: GalleryKey, at time: Double) -> Bool {
      switch key {
      case .space, .enter: flip()
      case .character("+"), .character("="): bounciness = min(20, bounciness + 2)
      case .character("-"), .character("_"): bounciness = max(0, bounciness - 2)
      case .character(">"), .character("."): speed = min(20, speed + 2)
      case .character("<"), .character(","): speed = max(2, speed - 2)
      default: return false
      }
      running?.spring = spring
      return true
    }

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      flip()
      return false
    }

    private func flip() {
      target = 1 - target
      animator.animate(box, SpringScene.position, to: target, spring: spring)
    }

    var loggedValues: [String: Double] { ["x": box.x, "velocity": running?.velocity ?? 0] }

    func draw(on canvas: CairoCanvas) {
      let spring = self.spring
      canvas.text(
        "bounciness \(Int(bounciness))   speed \(Int(speed))", at: CGPoint(x: 24, y: 16),
        size: 14, bold: true)
      canvas.text(
        "tension \(Label.fixed(spring.tension, 1))   friction \(Label.fixed(spring.friction, 1))",
        at: CGPoint(x: 300, y: 18), color: Palette.grey)
      let side = 80.0
      let left = 60.0
      let right = max(left + 1, canvas.width - 60 - side)
      let top = canvas.height / 2 - side / 2
      canvas.line(
        from: CGPoint(x: 30, y: top + side + 20),
        to: CGPoint(x: canvas.width - 30, y: top + side + 20),
        lineWidth: 2, color: Palette.faint, dash: 4)
      for (x, value) in [(left, 0.0), (right, 1.0)] {
        let color = value == target ? Palette.accent : Palette.grey
        canvas.fillCircle(
          center: CGPoint(x: x + side / 2, y: top + side + 20), radius: 6, color: color)
      }
      let x = left + box.x * (right - left)
      canvas.fillRect(x: x, y: top, width: side, height: side, radius: 14, color: Palette.accent)
      let velocity = running?.velocity ?? 0
      canvas.text(
        "x \(Label.fixed(box.x, 3))   velocity \(Label.fixed(velocity, 2))/s   target \(Int(target))"
          + "   \(running == nil ? "at rest" : "moving")",
        at: CGPoint(x: 24, y: canvas.height - 40), size: 13)
    }
  }
#endif
