// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import PopKit

  /// A frame clock on GTK 4's frame clock: ticks at the display's refresh rate, in step with
  /// the widget's drawing.
  ///
  /// It ticks through `gtk_widget_add_tick_callback` on one widget, with the frame's time from
  /// `gdk_frame_clock_get_frame_time` (microseconds on the monotonic clock) in seconds. The tick
  /// callback is there only while the clock runs: the animator stops its clock when nothing
  /// moves, which removes the callback, so an idle window causes no wake-ups; the next
  /// animation starts it again.
  ///
  /// ```swift
  /// let clock = GTKFrameClock(widget: drawingArea)
  /// let animator = Animator(clock: clock)  // frames at the display's rate, while needed
  /// ```
  ///
  /// After each tick the clock asks GTK to redraw the widget (``redrawsWidget``), so a widget
  /// that draws the animated values shows every frame. The widget ticks only while it is mapped
  /// (shown on screen).
  ///
  /// The clock does not keep its widget alive: when GTK disposes of it (its window was closed),
  /// the clock stops for good (``isWidgetGone``), and the window's widgets, with their
  /// ``GTKWidgetHandle``s, go as GTK frees them.
  @MainActor
  public final class GTKFrameClock: FrameClock {
    /// The widget whose frame clock ticks this clock, not retained: valid until
    /// ``isWidgetGone``.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// Whether GTK disposed of the widget; the clock no longer ticks.
    public private(set) var isWidgetGone = false

    /// Called with the frame's time on every tick; set by the animator that owns the clock.
    public var onTick: ((Double) -> Void)?

    /// Whether each tick queues a redraw of ``widget``.
    ///
    /// Default `true`.
    public var redrawsWidget = true

    /// The number of ticks so far (to check that an idle clock does not tick).
    public private(set) var tickCount = 0

    /// The id of the tick callback while it is added, or 0.
    private var callbackID: guint = 0

    /// Creates a clock on a widget's frame clock.
    ///
    /// - Parameter widget: The widget, usually the one that draws the animated values.
    public init(widget: UnsafeMutablePointer<GtkWidget>) {
      self.widget = widget
      g_object_weak_ref(
        GTKFrameClock.object(widget), GTKFrameClock.widgetDisposed,
        Unmanaged.passUnretained(self).toOpaque())
    }

    /// The widget as a `GObject`.
    private static func object(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
      GObject
    > {
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
    }

    /// GObject's notice that the widget is being disposed (its tick callbacks go with it).
    private static let widgetDisposed: GWeakNotify = { context, _ in
      guard let context else { return }
      let address = UInt(bitPattern: context)
      MainActor.assumeIsolated {
        guard let context = UnsafeRawPointer(bitPattern: address) else { return }
        let clock = Unmanaged<GTKFrameClock>.fromOpaque(context).takeUnretainedValue()
        clock.isWidgetGone = true
        clock.callbackID = 0
      }
    }

    /// Whether the tick callback is added.
    public var isRunning: Bool { callbackID != 0 }

    /// The time of the widget's current frame, in seconds; the monotonic time before the
    /// widget has a frame clock.
    public var currentTime: Double {
      guard !isWidgetGone, let frameClock = gtk_widget_get_frame_clock(widget) else {
        return Double(g_get_monotonic_time()) / 1_000_000
      }
      return Double(gdk_frame_clock_get_frame_time(frameClock)) / 1_000_000
    }

    /// Adds the tick callback.
    public func start() {
      guard callbackID == 0, !isWidgetGone else { return }
      let context = Unmanaged.passUnretained(self).toOpaque()
      callbackID = gtk_widget_add_tick_callback(
        widget,
        { _, frameClock, context in
          guard let context, let frameClock else { return gboolean(G_SOURCE_REMOVE) }
          let time = Double(gdk_frame_clock_get_frame_time(frameClock)) / 1_000_000
          return MainActor.assumeIsolated {
            let clock = Unmanaged<GTKFrameClock>.fromOpaque(context).takeUnretainedValue()
            return clock.tick(at: time)
          }
        }, context, nil)
    }

    /// Removes the tick callback.
    public func stop() {
      guard callbackID != 0 else { return }
      gtk_widget_remove_tick_callback(widget, callbackID)
      callbackID = 0
    }

    /// One frame: the animator renders, the widget is redrawn.
    ///
    /// Keeps the callback unless the animator stopped the clock during the frame.
    private func tick(at time: Double) -> gboolean {
      tickCount += 1
      onTick?(time)
      if redrawsWidget { gtk_widget_queue_draw(widget) }
      return gboolean(callbackID != 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE)
    }

    isolated deinit {
      guard !isWidgetGone else { return }
      if callbackID != 0 { gtk_widget_remove_tick_callback(widget, callbackID) }
      g_object_weak_unref(
        GTKFrameClock.object(widget), GTKFrameClock.widgetDisposed,
        Unmanaged.passUnretained(self).toOpaque())
    }
  }
#endif
