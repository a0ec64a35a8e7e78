// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK
  import PopKitTestSupport
  import Testing

  @testable import PopKitGallery

  /// The decay scene's pointer handling, driven by hand on a manual clock.
  @MainActor
  struct DecaySceneTests {
    /// The scene laid out in a 960 × 504 area, with the ball's centre in pixels.
    func layOut(_ scene: DecayScene) throws -> (ball: CGPoint, trackPixels: Double) {
      let image = OffscreenImage(width: 960, height: 504)
      let context = try #require(cairo_create(image.surface))
      defer { cairo_destroy(context) }
      scene.draw(on: CairoCanvas(context: context, width: 960, height: 504))
      let values = scene.loggedValues
      return (
        CGPoint(x: values["ballX", default: .nan], y: values["ballY", default: .nan]),
        values["trackPixels", default: .nan]
      )
    }

    @Test("dragged past the wall the ball follows on the rubber band, and let go it snaps back")
    func rubberBandAndSnap() throws {
      let clock = ManualClock()
      let scene = DecayScene(animator: Animator(clock: clock))
      let (ball, trackPixels) = try layOut(scene)
      let size = CGSize(width: 960, height: 504)
      #expect(scene.pointerPressed(at: ball, size: size))
      // The finger 1.3 tracks to the right: 0.3 past the wall.
      let finger = CGPoint(x: ball.x + 1.3 * trackPixels, y: ball.y)
      scene.pointerMoved(to: finger)
      let stretched = RubberBand.clamp(1.3, to: 0...1, dimension: DecayScene.bandDepth)
      expectClose(scene.demo.ball.x, stretched, absolute: 1e-9)
      #expect(scene.demo.ball.x > 1 && scene.demo.ball.x < 1 + DecayScene.bandDepth)
      // Let go without speed: the wall's spring brings it back to rest on the wall.
      scene.pointerReleased(at: finger, velocity: .zero)
      var positions: [Double] = []
      for frame in 1...120 {
        clock.advance(to: Double(frame) / 60)
        positions.append(scene.demo.ball.x)
      }
      #expect(positions.allSatisfy { $0 >= 1 - 1e-9 && $0 <= stretched + 1e-9 })
      #expect(positions.last == 1)
      #expect(scene.demo.running == nil)
      #expect(!clock.isRunning)
    }

    @Test("a press away from the ball leaves it alone")
    func pressAwayFromBall() throws {
      let scene = DecayScene(animator: Animator(clock: ManualClock()))
      let (ball, _) = try layOut(scene)
      #expect(
        !scene.pointerPressed(
          at: CGPoint(x: ball.x + 100, y: ball.y), size: CGSize(width: 960, height: 504)))
      #expect(!scene.isDragging)
    }
  }
#endif
