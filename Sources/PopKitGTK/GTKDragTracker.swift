// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  /// A drag on a widget, measured for PopKit: a `GtkGestureDrag` whose every position goes into
  /// a `VelocityTracker` with the event's own timestamp.
  ///
  /// GDK's event times are 32-bit milliseconds on the monotonic clock, and an event is a few
  /// milliseconds old when it arrives; the tracker gets those times (not the frame's time or
  /// the time of handling), and the release velocity is the tracker's estimate at the release
  /// event's time, so a fling leaves at the speed the pointer really had.
  ///
  /// ```swift
  /// let drag = GTKDragTracker(widget: view.widget)
  /// drag.onMove = { point, _ in animator.set(ball, x, to: point.x) }
  /// drag.onRelease = { _, velocity, _ in
  ///   animator.animate(ball, x, to: 100, spring: .bouncy, velocity: velocity.x)
  /// }
  /// ```
  ///
  /// Times handed to the callbacks are in seconds since the press (wrap-around of the 32-bit
  /// milliseconds is harmless within a gesture). The gesture keeps the tracker: it lives as
  /// long as the widget.
  @MainActor
  public final class GTKDragTracker {
    /// Called at the press with the position (widget pixels) and time (0).
    public var onPress: ((CGPoint, Double) -> Void)?

    /// Called at every move with the position and the event's time, in seconds since the press.
    public var onMove: ((CGPoint, Double) -> Void)?

    /// Called at the release with the position, the tracker's velocity at the release event's
    /// time (pixels per second) and that time.
    public var onRelease: ((CGPoint, CGPoint, Double) -> Void)?

    /// The velocity tracker of the current or last drag.
    public private(set) var tracker = VelocityTracker<CGPoint>()

    /// The gesture (a `GtkGesture *`), owned by the widget.
    public let gesture: OpaquePointer

    private var start = CGPoint.zero
    private var startMilliseconds: UInt32 = 0

    /// Attaches a drag gesture to a widget.
    ///
    /// - Parameter widget: The widget the pointer drags on.
    public init(widget: UnsafeMutablePointer<GtkWidget>) {
      gesture = gtk_gesture_drag_new()
      gtk_widget_add_controller(widget, gesture)
      let context = Unmanaged.passUnretained(self).toOpaque()
      typealias Release =
        @convention(c) (
          UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?
        ) -> Void
      let release: Release = { context, _ in
        guard let context else { return }
        Unmanaged<GTKDragTracker>.fromOpaque(context).release()
      }
      typealias Handler =
        @convention(c) (
          UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?
        ) -> Void
      let begin: Handler = { _, x, y, context in
        GTKDragTracker.with(context) { $0.began(x: x, y: y) }
      }
      let update: Handler = { _, x, y, context in
        GTKDragTracker.with(context) { $0.moved(dx: x, dy: y, ended: false) }
      }
      let end: Handler = { _, x, y, context in
        GTKDragTracker.with(context) { $0.moved(dx: x, dy: y, ended: true) }
      }
      let instance = UnsafeMutableRawPointer(gesture)
      for (signal, handler) in [("drag-begin", begin), ("drag-update", update), ("drag-end", end)] {
        // Each handler holds the tracker until the gesture lets the handler go.
        _ = Unmanaged.passRetained(self)
        _ = g_signal_connect_data(
          instance, signal, unsafeBitCast(handler, to: GCallback.self), context, release,
          GConnectFlags(rawValue: 0))
      }
    }

    private static func with(
      _ context: UnsafeMutableRawPointer?, _ body: (GTKDragTracker) -> Void
    ) {
      guard let context else { return }
      MainActor.assumeIsolated {
        body(Unmanaged<GTKDragTracker>.fromOpaque(context).takeUnretainedValue())
      }
    }

    /// The current event's time, in milliseconds (GDK's 32-bit monotonic milliseconds).
    private var eventMilliseconds: UInt32 {
      gtk_event_controller_get_current_event_time(gesture)
    }

    private func began(x: Double, y: Double) {
      start = CGPoint(x: x, y: y)
      startMilliseconds = eventMilliseconds
      tracker.reset()
      tracker.add(start, at: 0)
      onPress?(start, 0)
    }

    private func moved(dx: Double, dy: Double, ended: Bool) {
      let point = CGPoint(x: start.x + dx, y: start.y + dy)
      let time = Double(eventMilliseconds &- startMilliseconds) / 1000
      tracker.add(point, at: time)
      if ended {
        onRelease?(point, tracker.velocity(at: time), time)
      } else {
        onMove?(point, time)
      }
    }
  }
#endif
