// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The `keyframes` scene: a box playing a keyframe track of linear, cubic and spring segments
  /// through a ``PopKit/KeyframeAnimation``, with the segment it is in, its value and velocity.
  @MainActor
  final class KeyframesScene: GalleryScene, DemoDrawing {
    static let pointerHint: String? = "space/click play or replay"
    static let script = [ScriptedKey(0, .space)]

    /// The box's side, in pixels.
    static let side = 64.0
    /// The top of the box in the scene, in pixels.
    static let top = 150.0

    /// Where the box's left edge is at 0 and at 1, for an area's width: room for the spring's
    /// overshoot on the right.
    ///
    /// - Parameter width: The scene's width, in pixels.
    /// - Returns: The left edge's x at 0 and at 1.
    static func span(width: Double) -> (left: Double, right: Double) {
      (60, max(61, width - 140 - side))
    }

    /// The box, its track and its plays.
    let demo: KeyframesDemo

    init(demo: KeyframesDemo) {
      self.demo = demo
    }

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      demo.play()
      return false
    }

    var loggedValues: [String: Double] { ["x": demo.box.x, "trackTime": demo.trackTime] }

    func draw(on canvas: CairoCanvas) {
      let time = demo.trackTime
      let index = KeyframesDemo.segmentIndex(at: time)
      let moving = demo.isPlaying
      let side = KeyframesScene.side
      let (left, right) = KeyframesScene.span(width: canvas.width)
      let top = KeyframesScene.top
      let lineY = top + side + 24
      canvas.line(
        from: CGPoint(x: 30, y: lineY), to: CGPoint(x: canvas.width - 30, y: lineY), lineWidth: 2,
        color: Palette.faint)
      // Where each segment goes, numbered, the current one in the accent colour.
      for (number, segment) in KeyframesDemo.segments.enumerated() {
        let target = KeyframesDemo.target(ofSegment: number)
        let x = left + side / 2 + target * (right - left)
        let color = number == index && moving ? Palette.accent : Palette.grey
        canvas.fillCircle(center: CGPoint(x: x, y: lineY), radius: 5, color: color)
        canvas.text(
          "\(number + 1)", at: CGPoint(x: x, y: lineY + 18), color: color, anchor: .center)
        canvas.text(
          "\(number + 1)  \(segment.label)", at: CGPoint(x: 24, y: 40 + Double(number) * 20),
          bold: number == index && moving,
          color: number == index && moving ? Palette.ink : Palette.grey)
      }
      let x = left + demo.box.x * (right - left)
      canvas.fillRect(x: x, y: top, width: side, height: side, radius: 12, color: Palette.accent)
      let velocity = demo.velocity
      canvas.text(
        "x \(NumberText.fixed(demo.box.x, 3))   velocity \(NumberText.fixed(velocity, 2))/s   "
          + "t \(NumberText.fixed(time, 2)) of \(NumberText.fixed(KeyframesDemo.track.duration, 2)) s",
        at: CGPoint(x: 24, y: canvas.height - 40))
    }
  }
#endif
