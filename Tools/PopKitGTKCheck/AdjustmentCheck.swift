// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGallery
  import PopKitGTK
  import PopKitShared

  /// `popkit-gtk-check check-adjustment`: a choreography linked to a plain `GtkScrolledWindow`'s
  /// vertical adjustment by a ``PopKitGTK/GTKAdjustmentLink``, for the GTK tests under Xvfb and
  /// valgrind.
  ///
  /// `check-adjustment [--script] [--log-state FILE]` opens a window titled "PopKit adjustment
  /// check": a scrolled window 400 × 300 pixels (kinetic scrolling on, overlay scrolling off)
  /// holding ten rows 150 pixels tall, so the adjustment goes from 0 to 1200. A choreography of
  /// one linear 0 → 1 track is linked over `0...1200` (exact scrubbing), snapping to every
  /// quarter (offsets 0, 300, 600, 900, 1200).
  ///
  /// The log has ``StateLog``'s lines, scene `adjustment`, with `event` (0 a frame of the
  /// animator, 2 the window laid out, 3 a snap come to rest (the adjustment's spring
  /// finished and the player on its snap point), 4 a frame painted, 5 a release,
  /// 6 a value set by the script), `step` (the script's), `value` (the adjustment's), `upper`,
  /// `pageSize`, `progress` (the player's), `target` (the track's value), `snapPoint` (−1
  /// while following), `snapping` and `held` (1 or 0), the latest release's `releaseValue`,
  /// `releaseVelocity` and `releaseTime` (on the animator's timebase, −1 before one),
  /// `animationTime` (the line's time on that timebase), `widgetGone` (1 once the scrolled
  /// window is destroyed), the scrolled window's top-left corner in the window (`originX`,
  /// `originY`) and its width (`width`, its vertical scrollbar at the right edge).
  ///
  /// `--script` drives the link by itself, each step in a frame's `before-paint` (the
  /// frame's time is the animator's time of that frame) once the one before has rested:
  /// 1. the value is set to ``scriptedValue`` (nothing holds it: it snaps at rest);
  /// 2. ``GTKAdjustmentLink/hold()``, the value set to ``heldValue`` and
  ///    ``GTKAdjustmentLink/release(velocity:)`` at ``releaseVelocity``;
  /// 3. the scrolled window is destroyed first, the value set to ``orphanValue`` and released
  ///    at ``orphanVelocity``;
  /// 4. the link is invalidated and dropped, and the check exits with status 0.
  /// Without it the window waits for input (and closes itself after 120 s).
  @MainActor
  enum AdjustmentCheck {
    /// The rows' height and count, and the viewport's size, in pixels.
    static let rowHeight = 150
    /// The number of rows.
    static let rowCount = 10
    /// The viewport's size.
    static let viewport = (width: 400, height: 300)
    /// The adjustment's largest value: the rows' height less the viewport's.
    static let maximum = Double(rowHeight * rowCount - viewport.height)
    /// The script's first value, set with nothing holding it.
    static let scriptedValue = 420.0
    /// The value the script holds before its release.
    static let heldValue = 500.0
    /// The script's release velocity, pixels per second.
    static let releaseVelocity = 1500.0
    /// The value set after the scrolled window is gone.
    static let orphanValue = 100.0
    /// The release velocity after the scrolled window is gone.
    static let orphanVelocity = -800.0

    /// What `check-adjustment`'s flags ask for.
    struct Settings: Equatable, Sendable {
      /// `--script`: the check drives itself and exits.
      var script = false
      /// `--log-state FILE`: where the log goes (standard output without it).
      var logPath = "/dev/stdout"
    }

    /// Reads `check-adjustment`'s flags.
    ///
    /// - Parameter arguments: The arguments after `check-adjustment`.
    /// - Returns: The settings.
    /// - Throws: ``PopKitShared/CLIError/usage(_:)`` for an unknown or incomplete argument.
    static func settings(_ arguments: [String]) throws(CLIError) -> Settings {
      var settings = Settings()
      var rest = arguments[...]
      while let argument = rest.popFirst() {
        switch argument {
        case "--script": settings.script = true
        case "--log-state":
          guard let value = rest.popFirst() else { throw .usage("--log-state needs a FILE") }
          settings.logPath = value
        default: throw .usage("check-adjustment: unexpected argument '\(argument)'")
        }
      }
      return settings
    }

    /// Runs the check window until the script ends, it is killed, or 120 s pass.
    ///
    /// - Parameters:
    ///   - settings: What the flags asked for.
    ///   - log: The opened log.
    /// - Returns: The exit status.
    static func run(_ settings: Settings, log: StateLog) -> Int32 {
      g_timeout_add_seconds(120, { _ in exit(3) }, nil)
      var window: CheckWindow?
      let status = GTKApplication.run(id: "org.popkit.AdjustmentCheck") { app in
        window = CheckWindow(app: app, script: settings.script, log: log)
      }
      _ = window
      return status
    }

    /// The window, its scrolled window, the link and the log.
    @MainActor
    final class CheckWindow {
      private let window: UnsafeMutablePointer<GtkWidget>
      private var scrolled: UnsafeMutablePointer<GtkWidget>?
      private let adjustment: UnsafeMutablePointer<GtkAdjustment>
      private let clock: GTKFrameClock
      private let animator: Animator
      private let target = LinkTarget()
      private var link: GTKAdjustmentLink?
      private let log: StateLog
      private let script: Bool
      private let rows: [GTKDrawingView]
      /// The script's step: 0 before the layout, 1…4 as described above.
      private var step = 0
      /// Whether the link's spring or the player's snap ran at the previous frame.
      private var wasSnapping = false
      /// The script's action for the next `before-paint`, if any.
      private var pending: (() -> Void)?

      /// Opens the window.
      init(app: UnsafeMutablePointer<GtkApplication>, script: Bool, log: StateLog) {
        self.log = log
        self.script = script
        let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        rows = (0..<AdjustmentCheck.rowCount).map { index in
          GTKDrawingView { canvas in
            canvas.clear(index.isMultiple(of: 2) ? Palette.sky : Palette.grey)
            canvas.text(
              "row \(index + 1)", at: CGPoint(x: 24, y: 24), size: 24, bold: true,
              color: Palette.ink)
          }
        }
        for row in rows {
          gtk_widget_set_size_request(
            row.widget, Int32(AdjustmentCheck.viewport.width), Int32(AdjustmentCheck.rowHeight))
          gtk_box_append(
            UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), row.widget)
        }
        let scrolledWindow: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
        let handle = OpaquePointer(scrolledWindow)
        gtk_scrolled_window_set_policy(handle, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_overlay_scrolling(handle, 0)
        gtk_scrolled_window_set_kinetic_scrolling(handle, 1)
        gtk_scrolled_window_set_child(handle, box)
        gtk_widget_set_size_request(
          scrolledWindow, Int32(AdjustmentCheck.viewport.width),
          Int32(AdjustmentCheck.viewport.height))
        scrolled = scrolledWindow
        // The check's own reference: the adjustment outlives the scrolled window and the link.
        adjustment = gtk_scrolled_window_get_vadjustment(handle)
        g_object_ref(UnsafeMutableRawPointer(adjustment))
        window = gtk_application_window_new(app)
        gtk_window_set_title(GTKApplication.window(window), "PopKit adjustment check")
        gtk_window_set_resizable(GTKApplication.window(window), 0)
        gtk_window_set_child(GTKApplication.window(window), scrolledWindow)
        clock = GTKFrameClock(widget: window)
        clock.redrawsWidget = false
        animator = Animator(clock: clock)
        var plan = Choreography()
        plan.add(
          KeyframeTrack(from: 0.0, [.linear(1, duration: 1)]), to: target, LinkTarget.property)
        let player = animator.play(plan, paused: true)
        link = GTKAdjustmentLink(
          adjustment: adjustment, widget: scrolledWindow, player: player, animator: animator,
          range: ScrollRange(start: 0, end: AdjustmentCheck.maximum), snap: .every(4))
        let render = clock.onTick
        clock.onTick = { [weak self] time in
          render?(time)
          self?.ticked(at: time)
        }
        gtk_window_present(GTKApplication.window(window))
        waitForLayout()
      }

      /// A frame of the animator: logged, and a snap that ended is a rest.
      private func ticked(at time: Double) {
        write(event: 0, time: time)
        let snapping = isMoving
        if wasSnapping && !snapping {
          write(event: 3, time: time)
          if script { advance() }
        }
        wasSnapping = snapping
      }

      /// Whether the adjustment's spring runs or the player has not reached its snap point.
      private var isMoving: Bool {
        guard let link else { return false }
        if link.isSnapping { return true }
        guard case .snapping(let point) = link.linked.link.phase else { return false }
        return link.linked.player.progress != point
      }

      /// Logs the first line once the viewport is laid out, then logs painted frames and runs
      /// the script.
      private func waitForLayout() {
        g_timeout_add(
          50,
          { context in
            guard let context else { return gboolean(G_SOURCE_REMOVE) }
            return MainActor.assumeIsolated { () -> gboolean in
              let check = Unmanaged<CheckWindow>.fromOpaque(context).takeUnretainedValue()
              let upper = gtk_adjustment_get_upper(check.adjustment)
              let page = gtk_adjustment_get_page_size(check.adjustment)
              guard upper - page == AdjustmentCheck.maximum, check.origin() != nil else {
                return 1  // G_SOURCE_CONTINUE
              }
              check.write(event: 2, time: check.clock.currentTime)
              check.connectFrameClock()
              if check.script { check.advance() }
              return gboolean(G_SOURCE_REMOVE)
            }
          }, Unmanaged.passUnretained(self).toOpaque())
      }

      /// The window's frame clock: a line after each paint, the script's actions before.
      private func connectFrameClock() {
        guard let frameClock = gtk_widget_get_frame_clock(window) else { return }
        typealias Handler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void
        let painted: Handler = { frameClock, context in
          guard let frameClock, let context else { return }
          let time = Double(gdk_frame_clock_get_frame_time(frameClock)) / 1_000_000
          MainActor.assumeIsolated {
            Unmanaged<CheckWindow>.fromOpaque(context).takeUnretainedValue()
              .write(event: 4, time: time)
          }
        }
        let beforePaint: Handler = { _, context in
          guard let context else { return }
          MainActor.assumeIsolated {
            let check = Unmanaged<CheckWindow>.fromOpaque(context).takeUnretainedValue()
            guard let action = check.pending else { return }
            check.pending = nil
            action()
          }
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = popkit_signal_connect(
          UnsafeMutableRawPointer(frameClock), "after-paint",
          unsafeBitCast(painted, to: GCallback.self), context)
        _ = popkit_signal_connect(
          UnsafeMutableRawPointer(frameClock), "before-paint",
          unsafeBitCast(beforePaint, to: GCallback.self), context)
      }

      /// Runs the script's next step in the next frame's `before-paint`.
      private func advance() {
        step += 1
        let now = { [unowned self] in self.clock.currentTime }
        switch step {
        case 1:
          schedule { [unowned self] in
            self.set(AdjustmentCheck.scriptedValue, at: now())
          }
        case 2:
          schedule { [unowned self] in
            self.link?.hold()
            self.set(AdjustmentCheck.heldValue, at: now())
            self.release(velocity: AdjustmentCheck.releaseVelocity, at: now())
          }
        case 3:
          schedule { [unowned self] in
            // The scrolled window goes first: the window drops its only reference.
            gtk_window_set_child(GTKApplication.window(self.window), nil)
            self.scrolled = nil
            self.set(AdjustmentCheck.orphanValue, at: now())
            self.release(velocity: AdjustmentCheck.orphanVelocity, at: now())
          }
        default:
          link?.invalidate()
          link = nil
          write(event: 0, time: clock.currentTime)
          g_timeout_add(200, { _ in exit(0) }, nil)
        }
      }

      /// Asks for a frame and runs `action` in its `before-paint`.
      private func schedule(_ action: @escaping () -> Void) {
        pending = action
        guard let frameClock = gtk_widget_get_frame_clock(window) else { return }
        gdk_frame_clock_request_phase(frameClock, GDK_FRAME_CLOCK_PHASE_BEFORE_PAINT)
      }

      /// Sets the adjustment's value as a host would, and logs it.
      private func set(_ value: Double, at time: Double) {
        gtk_adjustment_set_value(adjustment, value)
        write(event: 6, time: time)
      }

      /// Releases the link at a velocity, and logs it.
      private func release(velocity: Double, at time: Double) {
        link?.release(velocity: velocity)
        wasSnapping = isMoving
        write(event: 5, time: time)
      }

      /// Writes one line of the state.
      private func write(event: Double, time: Double) {
        let origin = origin() ?? .zero
        let snapPoint: Double? = link.flatMap { link in
          guard case .snapping(let point) = link.linked.link.phase else { return nil }
          return point
        }
        let release = link?.lastRelease
        log.write(
          time: time, drawn: Double(g_get_monotonic_time()) / 1_000_000, scene: "adjustment",
          values: [
            "event": event, "step": Double(step), "value": gtk_adjustment_get_value(adjustment),
            "upper": gtk_adjustment_get_upper(adjustment),
            "pageSize": gtk_adjustment_get_page_size(adjustment),
            "progress": link?.linked.player.progress ?? -1, "target": target.value,
            "snapPoint": snapPoint ?? -1, "snapping": link?.isSnapping == true ? 1 : 0,
            "held": link?.isHeld == true ? 1 : 0, "releaseValue": release?.value ?? -1,
            "releaseVelocity": release?.velocity ?? 0, "releaseTime": release?.time ?? -1,
            "animationTime": animator.animationTime(atClock: time),
            "widgetGone": link.map { $0.widget == nil ? 1 : 0 } ?? 1,
            "originX": origin.x, "originY": origin.y,
            "width": scrolled.map { Double(gtk_widget_get_width($0)) } ?? 0,
          ])
      }

      /// The viewport's top-left corner in the window's surface (the X11 window), if shown.
      private func origin() -> CGPoint? {
        guard let scrolled, let native = gtk_widget_get_native(scrolled) else { return nil }
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var point = graphene_point_t(x: 0, y: 0)
        var result = graphene_point_t(x: 0, y: 0)
        guard gtk_widget_compute_point(scrolled, nativeWidget, &point, &result) != 0 else {
          return nil
        }
        var shiftX = 0.0
        var shiftY = 0.0
        gtk_native_get_surface_transform(native, &shiftX, &shiftY)
        return CGPoint(x: Double(result.x) + shiftX, y: Double(result.y) + shiftY)
      }
    }
  }
#endif
