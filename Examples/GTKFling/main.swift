// The app of the DocC article "PopKit in a GTK app", built with the GTK trait so that the
// article's code always compiles (a GTK test checks that the article shows this file's code).
#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// The ball's model: its centre's x, in pixels.
  @MainActor final class Ball {
    var x = 200.0
  }

  let ballX = AnimatableProperty<Ball, Double>(
    name: "x", threshold: 0.5, read: { $0.x }, write: { $0.x = $1 })

  let status = GTKApplication.run(id: "org.example.Fling") { app in
    let ball = Ball()
    // A drawing area that draws the ball where the model says.
    let view = GTKDrawingView { canvas in
      canvas.clear(.white)
      canvas.fillCircle(
        center: CGPoint(x: ball.x, y: canvas.height / 2), radius: 24,
        color: RGBAColor(red: 1, green: 0.23, blue: 0.42))
    }
    // Frames from GTK's frame clock, only while something moves.
    let animator = Animator(clock: GTKFrameClock(widget: view.widget))
    // The ball follows a drag, and springs home with the pointer's velocity when let go.
    let drag = GTKDragTracker(widget: view.widget)
    var grab = 0.0
    drag.onPress = { point, _ in
      animator.removeAnimation(forKey: "x", from: ball)
      grab = ball.x - point.x
    }
    drag.onMove = { point, _ in
      ball.x = point.x + grab
      view.redraw()
    }
    drag.onRelease = { _, velocity, _ in
      animator.animate(ball, ballX, to: 200, spring: .bouncy, velocity: velocity.x)
    }
    guard let window = gtk_application_window_new(app) else { return }
    gtk_window_set_title(GTKApplication.window(window), "Fling")
    gtk_window_set_default_size(GTKApplication.window(window), 400, 200)
    gtk_window_set_child(GTKApplication.window(window), view.widget)
    gtk_window_present(GTKApplication.window(window))
  }
  exit(status)
#else
  print("gtk-fling needs the GTK trait: swift run --traits GTK gtk-fling")
#endif
