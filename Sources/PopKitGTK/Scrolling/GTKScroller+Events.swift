// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  extension GTKScroller {
    /// The pointer: a ``GTKDragTracker`` on the viewport, its times in seconds since the press.
    func connectDrag() {
      let tracker = GTKDragTracker(widget: widget)
      let along = { [axis] (point: CGPoint) in axis == .vertical ? point.y : point.x }
      tracker.onPress = { [weak self] point, time in self?.grab(at: along(point), time: time) }
      tracker.onMove = { [weak self] point, time in self?.drag(to: along(point), time: time) }
      tracker.onRelease = { [weak self] point, _, time in
        self?.letGo(at: along(point), time: time)
      }
      drag = tracker
    }

    /// The wheel and the touchpad: a scroll controller in the capture phase, so that it sees
    /// the events before the scrolled window's own controller and keeps those it handles.
    func connectScrolling() {
      let flags = GtkEventControllerScrollFlags(
        rawValue: GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue
          | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
      let controller: OpaquePointer = gtk_event_controller_scroll_new(flags)
      gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
      gtk_widget_add_controller(widget, controller)
      typealias Scroll =
        @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean
      let scroll: Scroll = { controller, dx, dy, context in
        guard let controller, let context else { return 0 }
        return MainActor.assumeIsolated {
          let scroller = Unmanaged<GTKScroller>.fromOpaque(context).takeUnretainedValue()
          return scroller.scrolled(dx: dx, dy: dy, by: controller) ? 1 : 0
        }
      }
      typealias Decelerate =
        @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void
      let decelerate: Decelerate = { controller, _, _, context in
        guard let controller, let context else { return }
        MainActor.assumeIsolated {
          let scroller = Unmanaged<GTKScroller>.fromOpaque(context).takeUnretainedValue()
          scroller.touchpadEnded(time: gtk_event_controller_get_current_event_time(controller))
        }
      }
      connect(
        UnsafeMutableRawPointer(controller), "scroll", unsafeBitCast(scroll, to: GCallback.self))
      connect(
        UnsafeMutableRawPointer(controller), "decelerate",
        unsafeBitCast(decelerate, to: GCallback.self))
    }

    /// The adjustment: a new range (the content or the viewport resized) keeps a resting
    /// scroller in place; a value set by someone else (GTK scrolling a focused child into
    /// view) becomes the offset.
    func connectAdjustment() {
      typealias Handler =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      let changed: Handler = { _, context in
        guard let context else { return }
        MainActor.assumeIsolated {
          Unmanaged<GTKScroller>.fromOpaque(context).takeUnretainedValue().rangeDidChange()
        }
      }
      let valueChanged: Handler = { _, context in
        guard let context else { return }
        MainActor.assumeIsolated {
          Unmanaged<GTKScroller>.fromOpaque(context).takeUnretainedValue().adjustmentMoved()
        }
      }
      let instance = UnsafeMutableRawPointer(adjustment)
      connect(instance, "changed", unsafeBitCast(changed, to: GCallback.self))
      connect(instance, "value-changed", unsafeBitCast(valueChanged, to: GCallback.self))
    }

    /// The adjustment's range changed, during the viewport's allocation: the scroller places
    /// itself again once that allocation is over.
    ///
    /// A value set while `GtkViewport` allocates (it configures the adjustment there, which
    /// emits "changed") reaches the adjustment but not the child's place, which the viewport
    /// has already taken, and a new allocation asked for then is lost: the content would stay
    /// where it was until something else moved it. So the scroller waits for an idle moment,
    /// then shows its offset and has the viewport place the content again (one frame later).
    private func rangeDidChange() {
      guard resizeIdle == 0 else { return }
      resizeIdle = g_idle_add(
        { context in
          guard let context else { return gboolean(G_SOURCE_REMOVE) }
          MainActor.assumeIsolated {
            let scroller = Unmanaged<GTKScroller>.fromOpaque(context).takeUnretainedValue()
            scroller.resizeIdle = 0
            scroller.contentDidResize()
          }
          return gboolean(G_SOURCE_REMOVE)
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Connects a handler with the scroller, unretained, as its data; disconnected when the
    /// scroller goes.
    private func connect(
      _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback
    ) {
      let id = popkit_signal_connect(
        instance, signal, handler, Unmanaged.passUnretained(self).toOpaque())
      handlers.append((instance, id))
    }

    /// A scroll event: wheel steps along the axis, or a touchpad's pixels followed as a drag.
    ///
    /// - Returns: Whether the scroller handled it (then the scrolled window does not see it).
    private func scrolled(dx: Double, dy: Double, by controller: OpaquePointer) -> Bool {
      // A horizontal scroller takes the vertical wheel when there is no horizontal motion.
      let delta = axis == .vertical ? dy : (dx != 0 ? dx : dy)
      guard delta != 0, delta.isFinite else { return false }
      let milliseconds = gtk_event_controller_get_current_event_time(controller)
      if gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL {
        wheel(by: delta)
        return true
      }
      if touchpad == nil {
        guard !isDragging else { return true }
        touchpad = (milliseconds, milliseconds, 0)
        grab(at: 0, time: 0)
      }
      guard var touchpad else { return true }
      touchpad.position -= delta
      touchpad.lastMilliseconds = milliseconds
      self.touchpad = touchpad
      drag(to: touchpad.position, time: Double(milliseconds &- touchpad.startMilliseconds) / 1000)
      armTouchpadTimeout()
      return true
    }

    /// A touchpad scroll ended (GTK's stop event): the content is let go with the velocity of
    /// its own motion.
    ///
    /// - Parameter time: The stop event's time, GDK's milliseconds.
    func touchpadEnded(time: UInt32) {
      guard let touchpad else { return }
      self.touchpad = nil
      if touchpadTimeout != 0 {
        g_source_remove(touchpadTimeout)
        touchpadTimeout = 0
      }
      letGo(at: touchpad.position, time: Double(time &- touchpad.startMilliseconds) / 1000)
    }

    /// Lets a touchpad scroll go 150 ms after its last event, for devices that send no stop
    /// event.
    private func armTouchpadTimeout() {
      if touchpadTimeout != 0 { g_source_remove(touchpadTimeout) }
      touchpadTimeout = g_timeout_add(
        150,
        { context in
          guard let context else { return gboolean(G_SOURCE_REMOVE) }
          MainActor.assumeIsolated {
            let scroller = Unmanaged<GTKScroller>.fromOpaque(context).takeUnretainedValue()
            scroller.touchpadTimeout = 0
            guard let touchpad = scroller.touchpad else { return }
            scroller.touchpadEnded(time: touchpad.lastMilliseconds)
          }
          return gboolean(G_SOURCE_REMOVE)
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The adjustment's value changed: adopted as the offset unless the scroller wrote it.
    private func adjustmentMoved() {
      guard !isWriting else { return }
      let value = gtk_adjustment_get_value(adjustment) - gtk_adjustment_get_lower(adjustment)
      guard value != min(max(offset, 0), maximumOffset) else { return }
      offset = value
      band.translation = .zero
      onScroll?(value)
    }
  }
#endif
