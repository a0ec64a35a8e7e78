// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation

  /// A `GtkDrawingArea` that draws with a Swift closure on a ``CairoCanvas``: the bridge from
  /// a scene's animated values to pixels.
  ///
  /// ```swift
  /// let view = GTKDrawingView { canvas in
  ///   canvas.clear(.white)
  ///   canvas.fillCircle(center: CGPoint(x: box.x, y: 60), radius: 20, color: .black)
  /// }
  /// gtk_window_set_child(window, view.widget)
  /// let animator = Animator(clock: GTKFrameClock(widget: view.widget))
  /// ```
  ///
  /// A ``GTKFrameClock`` on the same widget redraws it after every frame; call ``redraw()``
  /// after changing something outside an animation.
  ///
  /// The widget keeps the view: it lives until the widget is destroyed (put the widget in a
  /// window; a widget never shown keeps its view).
  @MainActor
  public final class GTKDrawingView {
    /// The drawing area (a `GtkWidget *`); it expands to fill the space it is given.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// The closure that draws a frame; replaceable.
    public var draw: (CairoCanvas) -> Void

    /// Creates a drawing area.
    ///
    /// - Parameter draw: Draws one frame on a canvas of the widget's current size.
    public init(draw: @escaping (CairoCanvas) -> Void) {
      self.draw = draw
      widget = gtk_drawing_area_new()
      gtk_widget_set_hexpand(widget, 1)
      gtk_widget_set_vexpand(widget, 1)
      let area = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkDrawingArea.self)
      let context = Unmanaged.passRetained(self).toOpaque()
      gtk_drawing_area_set_draw_func(
        area,
        { _, cairo, width, height, context in
          guard let cairo, let context else { return }
          MainActor.assumeIsolated {
            let view = Unmanaged<GTKDrawingView>.fromOpaque(context).takeUnretainedValue()
            view.draw(CairoCanvas(context: cairo, width: Double(width), height: Double(height)))
          }
        }, context,
        { context in
          guard let context else { return }
          Unmanaged<GTKDrawingView>.fromOpaque(context).release()
        })
    }

    /// Asks GTK to draw the widget again on its next frame.
    public func redraw() {
      gtk_widget_queue_draw(widget)
    }
  }
#endif
