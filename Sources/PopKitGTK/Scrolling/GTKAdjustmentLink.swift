// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import PopKit

  // Why these controllers: a GtkAdjustment has no release of its own. A legacy controller sees
  // presses and releases without taking part in gesture arbitration (a drag gesture would be
  // cancelled when the scrolled window's own touch gesture or a scrollbar claims the sequence,
  // and never see its end). The release's velocity is the tracker's, from the values GTK
  // actually applied: GTK's `decelerate` figure is in the device's deltas per second, scaled by
  // the scrolled window's private factors. A scrolled window's kinetic deceleration starts in
  // its own (bubble-phase) `decelerate`, after the link's release: the spring's first write,
  // in the update phase of the same frame, cancels it (`set_kinetic_scrolling` cancels a
  // deceleration when it turns the setting off; the link turns it back at once).

  /// A choreography linked to any `GtkAdjustment` (a `GtkScrolledWindow`'s, a list view's, a
  /// scale's): a `ScrollLinkedPlayer` fed with the adjustment's value, that snaps on release
  /// and carries the adjustment to the snap offset.
  ///
  /// - Each `value-changed` the link did not write is a scroll event at the animator's clock's
  ///   current time (on the animator's timebase), and a sample of the release's velocity.
  /// - A release picks the snap point from the decay's projection at that instant
  ///   (`ScrollLinkedPlayer.release(velocity:at:)`), springs the choreography there, and
  ///   springs the adjustment to the point's offset on the snap's spring from its value and
  ///   velocity at that instant: a fling still coasting is redirected, not stopped.
  /// - A hold (a press, a touchpad scroll, ``hold()``) or a value set by anyone else stops the
  ///   adjustment's spring where it is and hands the motion back.
  ///
  /// The release comes from `widget` (the scrollable, or an ancestor that gets its input),
  /// watched in the capture phase without claiming anything: a press or touch and its release
  /// (a finger, a scrollbar's slider), a touchpad's `scroll-begin` and `scroll-end`. Its
  /// velocity is tracked from the values, in adjustment units per second. A wheel has no
  /// release: a motion nothing holds snaps from rest after ``restDelay``. Hosts that know their
  /// own release call ``release(velocity:)``. A `GtkScrolledWindow` at or above `widget` does
  /// not coast on after the release: the link stops its kinetic deceleration.
  ///
  /// The link references the adjustment, not the widget (destroyed first, the link only
  /// follows the value); its handlers hold it unretained and go with ``invalidate()`` or the
  /// link. Keep a reference to the link; while its spring runs the animator keeps it too.
  @MainActor
  public final class GTKAdjustmentLink {
    /// The adjustment whose value drives the choreography (referenced by the link).
    public let adjustment: UnsafeMutablePointer<GtkAdjustment>
    /// The widget whose input holds and releases the scroll, not retained: `nil` once GTK
    /// disposed of it, or when none was given.
    public private(set) var widget: UnsafeMutablePointer<GtkWidget>?
    /// The linked player: its `ScrollLinkedPlayer.link` holds the range, scrubbing and snap.
    public let linked: ScrollLinkedPlayer
    /// The animator that runs the adjustment's snap spring (the player's: one timebase).
    public let animator: Animator
    /// How long the value must stay still before a motion nothing holds snaps, in seconds.
    ///
    /// After that long a wheel step's or a keyboard page's motion snaps from rest, and a
    /// touchpad scroll that sent no end counts as let go; `nil` never snaps at rest. Default
    /// 0.15 (GTKScroller's touchpad timeout); held to 0.001…60 s.
    public var restDelay: Double? = 0.15
    /// Whether a press, a touchpad scroll or ``hold()`` holds the scroll.
    public private(set) var isHeld = false
    /// Whether the link's spring is carrying the adjustment to a snap offset.
    public var isSnapping: Bool {
      animator.animation(forKey: GTKAdjustmentLink.key, of: self) != nil
    }
    /// The latest release: the adjustment's value, its velocity (units per second) and the
    /// time on the animator's timebase; `nil` before the first.
    public private(set) var lastRelease: (value: Double, velocity: Double, time: Double)?

    /// How near the snap offset the spring comes to rest on it (with its speed under 1 unit per
    /// second), in adjustment units.
    private static let threshold = 0.01
    /// The snap spring's key on the animator.
    private static let key = "popkit-adjustment-link"
    /// Where a hold came from: a scroll hold ends at `scroll-end` or after ``restDelay``.
    private enum Hold { case pointer, scroll, host }
    /// The current hold's source, `nil` when not held.
    private var holder: Hold?
    /// Whether the value changed, or a snap was interrupted, since the hold began.
    private var holdNeedsRelease = false
    /// Whether the value changed since the latest release (a motion not yet snapped).
    private var movedSinceRelease = false
    /// The values at their times, for a release's velocity.
    private var tracker = VelocityTracker<Double>()
    /// Whether the link is writing the adjustment itself.
    private var isWriting = false
    /// Whether the next write of the spring stops a scrolled window's own deceleration.
    private var stopsKineticScrolling = false
    /// The signal handlers: (instance, handler id), each instance referenced by the link.
    private var handlers: [(UnsafeMutableRawPointer, gulong)] = []
    /// The controllers added to ``widget`` (referenced by the link).
    private var controllers: [OpaquePointer] = []
    /// The pending rest, a GLib source id or 0.
    private var restTimeout: guint = 0
    /// Whether ``invalidate()`` ran.
    private var isInvalidated = false

    /// Links a player to an adjustment's value.
    ///
    /// - Parameters:
    ///   - adjustment: The adjustment (such as `gtk_scrolled_window_get_vadjustment`).
    ///   - widget: The widget whose input moves it (the scrolled window), or `nil` for a
    ///     host that calls ``hold()`` and ``release(velocity:)`` itself.
    ///   - player: The player, usually made with `animator.play(_:paused: true)`.
    ///   - animator: The player's animator: it times the events and runs the snap spring.
    ///   - range: The values at progress 0 and 1, in the adjustment's units (such as
    ///     `ScrollRange(start: 0, end: upper − page-size)`, or a `ViewTimeline`'s range).
    ///   - scrub: How the progress follows the value. Default `.exact`.
    ///   - snap: Where a release snaps to; default `nil`.
    public init(
      adjustment: UnsafeMutablePointer<GtkAdjustment>, widget: UnsafeMutablePointer<GtkWidget>?,
      player: ChoreographyPlayer, animator: Animator, range: ScrollRange,
      scrub: ScrollScrub = .exact, snap: ScrollSnap? = nil
    ) {
      self.adjustment = adjustment
      self.widget = widget
      self.animator = animator
      linked = ScrollLinkedPlayer(player, range: range, scrub: scrub, snap: snap)
      g_object_ref(UnsafeMutableRawPointer(adjustment))
      connectAdjustment()
      if let widget { watch(widget) }
    }

    isolated deinit {
      // Nothing runs on the link now (the animator would be holding it): no animation to stop.
      tearDown()
      g_object_unref(UnsafeMutableRawPointer(adjustment))
    }

    /// Stops linking: the spring stops where it is, the handlers and controllers go.
    ///
    /// The player keeps its progress. Calling it again does nothing.
    public func invalidate() {
      guard !isInvalidated else { return }
      animator.removeAnimation(forKey: GTKAdjustmentLink.key, from: self)
      tearDown()
    }

    /// Removes the pending rest, the handlers, the controllers and the weak reference.
    private func tearDown() {
      guard !isInvalidated else { return }
      isInvalidated = true
      cancelRest()
      for (instance, id) in handlers { g_signal_handler_disconnect(instance, id) }
      handlers = []
      if let widget {
        g_object_weak_unref(
          GTKAdjustmentLink.object(widget), GTKAdjustmentLink.widgetDisposed,
          Unmanaged.passUnretained(self).toOpaque())
        for controller in controllers { gtk_widget_remove_controller(widget, controller) }
        self.widget = nil
      }
      for controller in controllers { g_object_unref(UnsafeMutableRawPointer(controller)) }
      controllers = []
    }

    // MARK: Holding and releasing

    /// The scroll is held (a finger down, the host's own drag): the snap spring stops where it
    /// is and the value is followed until ``release(velocity:)``.
    public func hold() { begin(.host) }

    /// The scroll is let go now: with a snap, the choreography springs to the point the link
    /// picks from the value and `velocity` (see `ScrollLink.release(velocity:at:)`), and the
    /// adjustment springs to that point's offset from its value with `velocity`.
    ///
    /// - Parameter velocity: The value's velocity, in adjustment units per second; `nil` (the
    ///   default) takes the velocity tracked from the values (zero once they have been still
    ///   for 40 ms). One that is not finite counts as 0.
    /// - Returns: The snap point's progress, or `nil` when nothing snaps.
    @discardableResult
    public func release(velocity: Double? = nil) -> Double? {
      guard !isInvalidated else { return nil }
      holder = nil
      isHeld = false
      holdNeedsRelease = false
      movedSinceRelease = false
      cancelRest()
      let time = now
      let value = gtk_adjustment_get_value(adjustment)
      let tracked = velocity ?? tracker.velocity(at: time)
      let speed = tracked.isFinite ? tracked : 0
      lastRelease = (value, speed, time)
      if linked.link.position != value { linked.scroll(to: value, at: time) }
      guard let point = linked.release(velocity: speed, at: time),
        let offset = linked.link.snapPosition, let spring = linked.link.snap?.spring
      else { return nil }
      let lower = gtk_adjustment_get_lower(adjustment)
      let upper = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
      let target = min(max(offset, lower), max(upper, lower))
      // The spring's closed form from the release's value and velocity at its instant, as the
      // player's progress springs: a release between frames is not delayed to the next one.
      let (start, displacement) = (time, value - target)
      let snap = CustomAnimation<GTKAdjustmentLink> { link, animation in
        let transition = spring.transition(over: max(animation.currentTime - start, 0))
        let offset = transition.displacement(from: displacement, velocity: speed)
        let velocity = transition.velocity(from: displacement, velocity: speed)
        let settled = abs(offset) < GTKAdjustmentLink.threshold && abs(velocity) < 1
        link.write(settled ? target : target + offset)
        return !settled
      }
      stopsKineticScrolling = true
      stopKineticScrolling()
      animator.add(snap, to: self, forKey: GTKAdjustmentLink.key)
      return point
    }

    /// A hold begins: the spring stops, the tracker starts afresh.
    private func begin(_ source: Hold) {
      guard !isInvalidated else { return }
      cancelRest()
      let interrupted = stopSnap()
      if holder == nil {
        holdNeedsRelease = interrupted
        tracker.reset()
        tracker.add(gtk_adjustment_get_value(adjustment), at: now)
      } else {
        holdNeedsRelease = holdNeedsRelease || interrupted
      }
      holder = source
      isHeld = true
    }

    /// A hold ends from input: a release if the value moved (or a snap was interrupted) while
    /// held; otherwise nothing moves.
    private func end(_ source: Hold) {
      guard holder == source else { return }
      if holdNeedsRelease || movedSinceRelease {
        release()
      } else {
        holder = nil
        isHeld = false
      }
    }

    /// Stops the snap spring where it is.
    ///
    /// - Returns: Whether one was running.
    @discardableResult
    private func stopSnap() -> Bool {
      guard isSnapping else { return false }
      animator.removeAnimation(forKey: GTKAdjustmentLink.key, from: self)
      return true
    }

    // MARK: The value

    /// The animator's clock's current time on its timebase, in seconds.
    private var now: Double {
      animator.animationTime(atClock: animator.clock?.currentTime ?? 0)
    }

    /// The spring's write: the adjustment's value, not followed.
    private func write(_ value: Double) {
      if stopsKineticScrolling {
        stopsKineticScrolling = false
        stopKineticScrolling()
      }
      isWriting = true
      gtk_adjustment_set_value(adjustment, value)
      isWriting = false
    }

    /// A `value-changed` not written by the link: followed, the spring stopped, and a motion
    /// nothing holds snaps at rest.
    private func valueChanged() {
      guard !isWriting, !isInvalidated else { return }
      let value = gtk_adjustment_get_value(adjustment)
      let time = now
      if stopSnap(), holder == nil { tracker.reset() }
      tracker.add(value, at: time)
      linked.scroll(to: value, at: time)
      movedSinceRelease = true
      if holder != nil { holdNeedsRelease = true }
      if holder == nil || holder == .scroll { armRest() }
    }

    /// Waits ``restDelay`` for the value to rest, then lets go (from rest, or a scroll hold).
    private func armRest() {
      cancelRest()
      guard let delay = restDelay, delay.isFinite else { return }
      let milliseconds = guint(min(max(delay, 0.001), 60) * 1000)
      restTimeout = g_timeout_add(
        milliseconds,
        { context in
          guard let context else { return gboolean(G_SOURCE_REMOVE) }
          MainActor.assumeIsolated {
            let link = Unmanaged<GTKAdjustmentLink>.fromOpaque(context).takeUnretainedValue()
            link.restTimeout = 0
            link.rested()
          }
          return gboolean(G_SOURCE_REMOVE)
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Removes a pending rest.
    private func cancelRest() {
      guard restTimeout != 0 else { return }
      g_source_remove(restTimeout)
      restTimeout = 0
    }

    /// The value has rested for ``restDelay``: a scroll hold without an end is let go with its
    /// velocity, a motion nothing held snaps from rest.
    private func rested() {
      switch holder {
      case .scroll: release()
      case nil: if movedSinceRelease, linked.link.snap != nil { release(velocity: 0) }
      case .pointer, .host: break
      }
    }

    // MARK: GTK

    /// The adjustment's `value-changed`, with the link unretained as its data.
    private func connectAdjustment() {
      typealias Handler =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      let changed: Handler = { _, context in
        guard let context else { return }
        MainActor.assumeIsolated {
          Unmanaged<GTKAdjustmentLink>.fromOpaque(context).takeUnretainedValue().valueChanged()
        }
      }
      connect(UnsafeMutableRawPointer(adjustment), "value-changed", changed)
    }

    /// Adds the two capture-phase controllers to the widget and a weak reference to it.
    private func watch(_ widget: UnsafeMutablePointer<GtkWidget>) {
      g_object_weak_ref(
        GTKAdjustmentLink.object(widget), GTKAdjustmentLink.widgetDisposed,
        Unmanaged.passUnretained(self).toOpaque())
      // Presses and releases: a legacy controller sees every event and claims none.
      let legacy: OpaquePointer = gtk_event_controller_legacy_new()
      typealias Event =
        @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean
      let event: Event = { _, event, context in
        guard let event, let context else { return 0 }
        let type = gdk_event_get_event_type(event)
        MainActor.assumeIsolated {
          let link = Unmanaged<GTKAdjustmentLink>.fromOpaque(context).takeUnretainedValue()
          switch type {
          case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN: link.begin(.pointer)
          case GDK_BUTTON_RELEASE, GDK_TOUCH_END, GDK_TOUCH_CANCEL: link.end(.pointer)
          default: break
          }
        }
        return 0
      }
      add(legacy, to: widget, signal: "event", unsafeBitCast(event, to: GCallback.self))
      // A touchpad's scroll: begin and end; any scroll event stops the spring.
      let flags = GtkEventControllerScrollFlags(
        rawValue: GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue
          | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
      let scroll: OpaquePointer = gtk_event_controller_scroll_new(flags)
      typealias Signal = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void
      let began: Signal = { _, context in
        guard let context else { return }
        MainActor.assumeIsolated {
          Unmanaged<GTKAdjustmentLink>.fromOpaque(context).takeUnretainedValue().begin(.scroll)
        }
      }
      let ended: Signal = { _, context in
        guard let context else { return }
        MainActor.assumeIsolated {
          Unmanaged<GTKAdjustmentLink>.fromOpaque(context).takeUnretainedValue().end(.scroll)
        }
      }
      typealias Scrolled =
        @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean
      let scrolled: Scrolled = { _, _, _, context in
        guard let context else { return 0 }
        MainActor.assumeIsolated {
          let link = Unmanaged<GTKAdjustmentLink>.fromOpaque(context).takeUnretainedValue()
          link.stopSnap()
          if link.holder == .scroll { link.armRest() }
        }
        return 0
      }
      add(scroll, to: widget, signal: "scroll-begin", unsafeBitCast(began, to: GCallback.self))
      connect(
        UnsafeMutableRawPointer(scroll), "scroll-end", unsafeBitCast(ended, to: GCallback.self))
      connect(
        UnsafeMutableRawPointer(scroll), "scroll", unsafeBitCast(scrolled, to: GCallback.self))
    }

    /// Adds a controller to the widget in the capture phase, referenced by the link, with a
    /// first handler.
    private func add(
      _ controller: OpaquePointer, to widget: UnsafeMutablePointer<GtkWidget>, signal: String,
      _ handler: GCallback
    ) {
      gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
      g_object_ref(UnsafeMutableRawPointer(controller))
      controllers.append(controller)
      gtk_widget_add_controller(widget, controller)
      connect(UnsafeMutableRawPointer(controller), signal, handler)
    }

    /// Connects a handler with the link, unretained, as its data.
    private func connect(
      _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback
    ) {
      let id = popkit_signal_connect(
        instance, signal, handler, Unmanaged.passUnretained(self).toOpaque())
      handlers.append((instance, id))
    }

    /// Connects a `value-changed`-shaped handler.
    private func connect(
      _ instance: UnsafeMutableRawPointer, _ signal: String,
      _ handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    ) {
      connect(instance, signal, unsafeBitCast(handler, to: GCallback.self))
    }

    /// Stops the kinetic deceleration of the scrolled window at or above ``widget``: turning
    /// `kinetic-scrolling` off cancels it, and the setting is put back.
    private func stopKineticScrolling() {
      guard let widget else { return }
      let type = gtk_scrolled_window_get_type()
      let found =
        g_type_check_instance_is_a(
          UnsafeMutableRawPointer(widget).assumingMemoryBound(
            to: GTypeInstance.self), type) != 0
        ? widget : gtk_widget_get_ancestor(widget, type)
      guard let found else { return }
      let scrolled = OpaquePointer(found)
      let kinetic = gtk_scrolled_window_get_kinetic_scrolling(scrolled)
      gtk_scrolled_window_set_kinetic_scrolling(scrolled, kinetic == 0 ? 1 : 0)
      gtk_scrolled_window_set_kinetic_scrolling(scrolled, kinetic)
    }

    /// The widget as a `GObject`.
    private static func object(_ widget: UnsafeMutablePointer<GtkWidget>)
      -> UnsafeMutablePointer<GObject>
    {
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
    }

    /// GObject's notice that the widget is being disposed: its controllers go with it.
    private static let widgetDisposed: GWeakNotify = { context, _ in
      guard let context else { return }
      let address = UInt(bitPattern: context)
      MainActor.assumeIsolated {
        guard let context = UnsafeRawPointer(bitPattern: address) else { return }
        let link = Unmanaged<GTKAdjustmentLink>.fromOpaque(context).takeUnretainedValue()
        link.widget = nil
        if link.holder == .pointer || link.holder == .scroll {
          link.holder = nil
          link.isHeld = false
        }
      }
    }
  }
#endif
