// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The `decay` scene: a ball between two walls.
  ///
  /// Drag it (past a wall it follows on a rubber
  /// band) and let go: it leaves at the velocity the tracker measured, slides on a
  /// ``PopKit/DecayAnimation`` whose bounds are the walls, and stops where PopKit predicted or
  /// crosses into a wall's rubber band and springs back to rest against the wall. Space
  /// flings it as in the terminal gallery.
  @MainActor
  final class DecayScene: GalleryScene, DemoDrawing {
    static let summary =
      "Drag and fling the ball: it stops where PopKit predicted, or springs back off a wall."
    static let pointerHint: String? = "drag/fling the ball  space fling"
    static let script = [ScriptedKey(0, .space)]

    /// How deep each rubber band is, in tracks: a drag past a wall never goes further.
    static let bandDepth = 0.15
    /// The ball's radius, in pixels.
    static let radius = 18.0

    /// The ball, its flings and their settings.
    let demo: DecayDemo
    /// The velocity of the last release, in tracks per second, from the tracker.
    private(set) var releaseVelocity = 0.0
    private(set) var isDragging = false
    private var grabOffset = 0.0
    private var trackLength = 1.0
    private var trackLeft = 0.0
    /// The ball's centre when last drawn, in the scene's pixels.
    private var ballPixel = CGPoint.zero

    init(demo: DecayDemo) {
      self.demo = demo
    }

    /// Lays the track out in an area: the rubber bands behind the walls, 24 pixels in from
    /// each side.
    private func layout(width: Double) {
      let usable = max(10, width - 48 - 2 * DecayScene.radius)
      trackLength = usable / (1 + 2 * DecayScene.bandDepth)
      trackLeft = 24 + DecayScene.radius + DecayScene.bandDepth * trackLength
    }

    private func track(_ x: Double) -> Double { trackLeft + x * trackLength }

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      layout(width: size.width)
      let centre = CGPoint(x: track(demo.ball.x), y: size.height / 2)
      guard abs(point.x - centre.x) < 40, abs(point.y - centre.y) < 40 else { return false }
      demo.animator.removeAnimation(forKey: "fling", from: demo.ball)
      isDragging = true
      grabOffset = demo.ball.x - (point.x - trackLeft) / trackLength
      return true
    }

    func pointerMoved(to point: CGPoint) {
      let wanted = (point.x - trackLeft) / trackLength + grabOffset
      demo.ball.x = RubberBand.clamp(wanted, to: 0...1, dimension: DecayScene.bandDepth)
    }

    func pointerReleased(at point: CGPoint, velocity: CGPoint) {
      pointerMoved(to: point)
      isDragging = false
      // In the band the finger's speed is damped as the ball's was; the decay starts with
      // the speed the ball itself had.
      releaseVelocity = velocity.x / trackLength
      demo.fling(velocity: releaseVelocity)
    }

    var loggedValues: [String: Double] {
      [
        "x": demo.ball.x, "velocity": demo.running?.velocity ?? 0, "dragging": isDragging ? 1 : 0,
        "releaseVelocity": releaseVelocity, "flings": Double(demo.flingCount),
        "lands": demo.running?.toValue ?? demo.ball.x, "ballX": ballPixel.x, "ballY": ballPixel.y,
        "trackPixels": trackLength,
      ]
    }

    func draw(on canvas: CairoCanvas) {
      layout(width: canvas.width)
      canvas.text(
        "deceleration \(NumberText.fixed(demo.deceleration, 3)) per ms", at: CGPoint(x: 24, y: 16),
        size: 14,
        bold: true)
      canvas.text("flings \(demo.flingCount)", at: CGPoint(x: 330, y: 18), color: Palette.grey)
      let y = canvas.height / 2
      let band = DecayScene.bandDepth * trackLength
      let (left, right) = (track(0) - DecayScene.radius, track(1) + DecayScene.radius)
      // The rubber bands behind the walls, the walls pushed back by a ball in a band.
      let leftWall = min(left, track(demo.ball.x) - DecayScene.radius)
      let rightWall = max(right, track(demo.ball.x) + DecayScene.radius)
      let bandColor = RGBAColor(red: 0.9, green: 0.9, blue: 0.93)
      canvas.fillRect(
        x: left - band, y: y - 40, width: leftWall - (left - band), height: 80, color: bandColor)
      canvas.fillRect(
        x: rightWall, y: y - 40, width: right + band - rightWall, height: 80, color: bandColor)
      canvas.fillRect(x: leftWall - 4, y: y - 44, width: 4, height: 88, color: Palette.grey)
      canvas.fillRect(x: rightWall, y: y - 44, width: 4, height: 88, color: Palette.grey)
      canvas.line(
        from: CGPoint(x: left - band, y: y + 44), to: CGPoint(x: right + band, y: y + 44),
        lineWidth: 2, color: Palette.faint)
      let fling = demo.running
      if let landing = fling?.toValue {
        let x = track(landing)
        canvas.line(
          from: CGPoint(x: x, y: y - 70), to: CGPoint(x: x, y: y + 44), lineWidth: 2,
          color: Palette.sky, dash: 5)
        let atWall = landing == 0 || landing == 1
        canvas.text(
          "lands at \(NumberText.fixed(landing, 3))" + (atWall ? ", the wall" : ""),
          at: CGPoint(x: min(max(x, 120), canvas.width - 120), y: y - 84), color: Palette.sky,
          anchor: .center)
      }
      ballPixel = CGPoint(x: track(demo.ball.x), y: y)
      canvas.fillCircle(center: ballPixel, radius: DecayScene.radius, color: Palette.accent)
      let velocity = fling?.velocity ?? 0
      let state: String
      if isDragging {
        state = demo.ball.x < 0 || demo.ball.x > 1 ? "dragged into the rubber band" : "dragging"
      } else if fling == nil {
        state =
          demo.flingCount == 0
          ? "drag the ball, or press space"
          : (demo.ball.x == 0 || demo.ball.x == 1 ? "at rest against the wall" : "at rest")
      } else {
        state =
          demo.ball.x < 0 || demo.ball.x > 1 ? "in the rubber band, springing back" : "sliding"
      }
      canvas.text(
        "x \(NumberText.fixed(demo.ball.x, 3))   velocity \(NumberText.fixed(velocity, 3))/s   released at \(NumberText.fixed(releaseVelocity, 3))/s   \(state)",
        at: CGPoint(x: 24, y: canvas.height - 40))
    }
  }
#endif
