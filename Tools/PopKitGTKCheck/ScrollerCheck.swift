// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGallery
  import PopKitGTK
  import PopKitShared

  /// `popkit-gtk-check check-scroller`: a carousel on a ``PopKitGTK/GTKScroller`` for the GTK
  /// tests under Xvfb.
  ///
  /// `check-scroller [--paging] [--vertical] [--page N] [--link] [--log-state FILE]` opens four
  /// coloured pages, each 640 × 300 pixels, in a window titled "PopKit scroller check", on page
  /// N (default 0, asked for before the window is laid out).
  ///
  /// The log (`--log-state FILE`, standard output without it) has ``StateLog``'s lines, scene
  /// `scroller`, with the values `event` (0 a frame of the scroller's clock, 1 a drag's move,
  /// 2 the window laid out, 3 a rest, 4 a frame painted), `offset`, `page`, `dragging`,
  /// `translation` (the drag's), `releaseOffset`, `releaseVelocity`, `pageLength`, `maximum`,
  /// `pageCount`, the viewport's top-left corner in the window (`originX`, `originY`), so that a
  /// test can point `xdotool` at it, and what GTK itself holds as laid out: the adjustment's
  /// value (`adjustment`) and the content's top-left corner in the viewport (`contentX`,
  /// `contentY`, through `gtk_widget_compute_point`: the scroll and the band's translation),
  /// and the scrolled window's own kinetic scrolling and overlay scrolling (`kinetic`,
  /// `overlay`, 1 when on).
  /// A painted frame's line is written from the frame clock's `after-paint`, when the layout
  /// of that frame is done. With `--link` a choreography (one linear 0 → 1 track over 1 s) is
  /// linked to the offset by a ``PopKitGTK/GTKScrollLink`` over `0...1920` (the maximum
  /// offset), snapping to every third; the lines then also have its `progress`, the link's
  /// `snapPoint` (−1 while following), `releaseTime` (the latest release's time on the
  /// animator's timebase, −1 before one) and `animationTime` (the line's time on that timebase). The window closes itself after 120 s.
  @MainActor
  enum ScrollerCheck {
    /// The pages' colours.
    static let colours = [Palette.accent, Palette.sky, Palette.grey, Palette.ink]
    /// A page's size, in pixels: the viewport's.
    static let pageSize = (width: 640, height: 300)

    /// What `check-scroller`'s flags ask for.
    struct Settings: Equatable, Sendable {
      /// `--paging`: the carousel rests on pages.
      var paging = false
      /// `--vertical`: the carousel scrolls up and down.
      var vertical = false
      /// `--page N`: the page it opens on, 0 to 3.
      var page = 0
      /// `--link`: a choreography follows the offset and snaps on release.
      var link = false
      /// `--log-state FILE`: where the log goes (standard output without it).
      var logPath = "/dev/stdout"
    }

    /// Reads `check-scroller`'s flags.
    ///
    /// - Parameter arguments: The arguments after `check-scroller`.
    /// - Returns: The settings.
    /// - Throws: ``PopKitShared/CLIError/usage(_:)`` for an unknown or incomplete argument.
    static func settings(_ arguments: [String]) throws(CLIError) -> Settings {
      var settings = Settings()
      var rest = arguments[...]
      while let argument = rest.popFirst() {
        switch argument {
        case "--paging": settings.paging = true
        case "--vertical": settings.vertical = true
        case "--link": settings.link = true
        case "--page":
          guard let value = rest.popFirst(), let number = Int(value), (0...3).contains(number)
          else { throw .usage("--page needs a page from 0 to 3") }
          settings.page = number
        case "--log-state":
          guard let value = rest.popFirst() else { throw .usage("--log-state needs a FILE") }
          settings.logPath = value
        default: throw .usage("check-scroller: unexpected argument '\(argument)'")
        }
      }
      return settings
    }

    /// Runs the check window until it is killed (or 120 s pass).
    ///
    /// - Parameters:
    ///   - settings: What the flags asked for.
    ///   - log: The opened log.
    /// - Returns: The exit status.
    static func run(_ settings: Settings, log: StateLog) -> Int32 {
      g_timeout_add_seconds(120, { _ in exit(0) }, nil)
      var window: CheckWindow?
      let status = GTKApplication.run(id: "org.popkit.ScrollerCheck") { app in
        window = CheckWindow(
          app: app, paging: settings.paging, vertical: settings.vertical, page: settings.page,
          link: settings.link, log: log)
      }
      _ = window
      return status
    }

    /// The window, its carousel and its log.
    @MainActor
    final class CheckWindow {
      private let scroller: GTKScroller
      private let clock: GTKFrameClock
      private let log: StateLog
      private let pages: [GTKDrawingView]
      /// The carousel's content, a box of the pages.
      private let content: UnsafeMutablePointer<GtkWidget>
      /// The page the window opens on.
      private let startPage: Int
      /// The linked choreography's object and the link, with `--link`.
      private var linked: (target: LinkTarget, link: GTKScrollLink)?
      /// The time of the latest release, on the animator's timebase.
      private var releaseTime = -1.0

      /// Opens the window.
      init(
        app: UnsafeMutablePointer<GtkApplication>, paging: Bool, vertical: Bool, page: Int,
        link: Bool, log: StateLog
      ) {
        self.log = log
        startPage = page
        let size = ScrollerCheck.pageSize
        let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(
          vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 0)
        content = box
        pages = ScrollerCheck.colours.enumerated().map { index, colour in
          GTKDrawingView { canvas in
            canvas.clear(colour)
            canvas.text(
              "page \(index + 1)", at: CGPoint(x: 24, y: 24), size: 28, bold: true,
              color: Palette.paper)
          }
        }
        for page in pages {
          gtk_widget_set_size_request(page.widget, Int32(size.width), Int32(size.height))
          gtk_box_append(
            UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), page.widget)
        }
        let window: UnsafeMutablePointer<GtkWidget> = gtk_application_window_new(app)
        clock = GTKFrameClock(widget: window)
        clock.redrawsWidget = false
        scroller = GTKScroller(
          content: box, axis: vertical ? .vertical : .horizontal, animator: Animator(clock: clock))
        scroller.isPaging = paging
        scroller.scroll(toPage: page, animated: false)
        gtk_widget_set_size_request(scroller.widget, Int32(size.width), Int32(size.height))
        gtk_window_set_title(GTKApplication.window(window), "PopKit scroller check")
        gtk_window_set_resizable(GTKApplication.window(window), 0)
        gtk_window_set_child(GTKApplication.window(window), scroller.widget)
        // Every frame of the scroller's clock, after the animator rendered it.
        let render = clock.onTick
        clock.onTick = { [weak self] time in
          render?(time)
          self?.write(event: 0, time: time)
        }
        scroller.onScroll = { [weak self] _ in
          guard let self, self.scroller.isDragging else { return }
          self.write(event: 1, time: self.clock.currentTime)
        }
        scroller.onRest = { [weak self] _ in
          guard let self else { return }
          self.write(event: 3, time: self.clock.currentTime)
        }
        if link { linkChoreography() }
        gtk_window_present(GTKApplication.window(window))
        waitForLayout()
      }

      /// Links a choreography of one linear track to the offset (`--link`).
      private func linkChoreography() {
        let target = LinkTarget()
        var plan = Choreography()
        plan.add(
          KeyframeTrack(from: 0.0, [.linear(1, duration: 1)]), to: target, LinkTarget.property)
        let player = scroller.animator.play(plan, paused: true)
        let link = GTKScrollLink(
          scroller: scroller, player: player, range: ScrollRange(start: 0, end: 1920),
          snap: .every(3))
        let animator = scroller.animator
        let stamp = { [weak self] in
          guard let self else { return }
          self.releaseTime = animator.animationTime(atClock: self.clock.currentTime)
        }
        // Around the link's own handler: the instant it reads.
        let released = scroller.onRelease
        scroller.onRelease = { offset, velocity in
          stamp()
          released?(offset, velocity)
        }
        linked = (target, link)
      }

      /// Logs the first line once the viewport has its size and place in the window, and the
      /// scroller is on the page it opens on.
      private func waitForLayout() {
        g_timeout_add(
          50,
          { context in
            guard let context else { return gboolean(G_SOURCE_REMOVE) }
            return MainActor.assumeIsolated { () -> gboolean in
              let window = Unmanaged<CheckWindow>.fromOpaque(context).takeUnretainedValue()
              let scroller = window.scroller
              let pages = scroller.pageOffsets
              guard scroller.viewportLength > 0, window.origin() != nil,
                scroller.offset == pages[min(window.startPage, pages.count - 1)]
              else {
                return 1  // G_SOURCE_CONTINUE
              }
              window.write(event: 2, time: window.clock.currentTime)
              window.logPaintedFrames()
              return gboolean(G_SOURCE_REMOVE)
            }
          }, Unmanaged.passUnretained(self).toOpaque())
      }

      /// Logs a line after each painted frame of the window's frame clock.
      private func logPaintedFrames() {
        guard let frameClock = gtk_widget_get_frame_clock(scroller.widget) else { return }
        typealias Handler =
          @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void
        let painted: Handler = { frameClock, context in
          guard let frameClock, let context else { return }
          let time = Double(gdk_frame_clock_get_frame_time(frameClock)) / 1_000_000
          MainActor.assumeIsolated {
            Unmanaged<CheckWindow>.fromOpaque(context).takeUnretainedValue()
              .write(event: 4, time: time)
          }
        }
        _ = popkit_signal_connect(
          UnsafeMutableRawPointer(frameClock), "after-paint",
          unsafeBitCast(painted, to: GCallback.self), Unmanaged.passUnretained(self).toOpaque())
      }

      /// Writes one line of the scroller's state.
      private func write(event: Double, time: Double) {
        let origin = origin() ?? .zero
        var corner = graphene_point_t(x: 0, y: 0)
        var laidOut = graphene_point_t(x: 0, y: 0)
        _ = gtk_widget_compute_point(content, scroller.widget, &corner, &laidOut)
        let scrolled = OpaquePointer(scroller.widget)
        let adjustment =
          scroller.axis == .vertical
          ? gtk_scrolled_window_get_vadjustment(scrolled)
          : gtk_scrolled_window_get_hadjustment(scrolled)
        log.write(
          time: time, drawn: Double(g_get_monotonic_time()) / 1_000_000, scene: "scroller",
          values: [
            "event": event, "offset": scroller.offset, "page": Double(scroller.currentPage),
            "dragging": scroller.isDragging ? 1 : 0, "translation": scroller.dragTranslation,
            "releaseOffset": scroller.releaseOffset, "releaseVelocity": scroller.releaseVelocity,
            "pageLength": scroller.viewportLength, "maximum": scroller.maximumOffset,
            "pageCount": Double(scroller.pageOffsets.count), "originX": origin.x,
            "originY": origin.y, "adjustment": gtk_adjustment_get_value(adjustment),
            "contentX": Double(laidOut.x), "contentY": Double(laidOut.y),
            "kinetic": Double(gtk_scrolled_window_get_kinetic_scrolling(scrolled)),
            "overlay": Double(gtk_scrolled_window_get_overlay_scrolling(scrolled)),
            "progress": linked?.link.linked.player.progress ?? -1,
            "snapPoint": linked.flatMap { link -> Double? in
              guard case .snapping(let point) = link.link.linked.link.phase else { return nil }
              return point
            } ?? -1,
            "releaseTime": releaseTime,
            "animationTime": scroller.animator.animationTime(atClock: time),
          ])
      }

      /// The viewport's top-left corner in the window's surface (the X11 window), if it is
      /// shown.
      private func origin() -> CGPoint? {
        guard let native = gtk_widget_get_native(scroller.widget) else { return nil }
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var point = graphene_point_t(x: 0, y: 0)
        var result = graphene_point_t(x: 0, y: 0)
        guard gtk_widget_compute_point(scroller.widget, nativeWidget, &point, &result) != 0 else {
          return nil
        }
        var shiftX = 0.0
        var shiftY = 0.0
        gtk_native_get_surface_transform(native, &shiftX, &shiftY)
        return CGPoint(x: Double(result.x) + shiftX, y: Double(result.y) + shiftY)
      }
    }
  }

  /// The object a linked choreography moves in `check-scroller --link`.
  @MainActor
  final class LinkTarget {
    /// The track's value, progress 0 → 0, 1 → 1.
    var value = 0.0
    /// ``value``, settled within 1e-6.
    static let property = AnimatableProperty<LinkTarget, Double>(
      name: "value", threshold: 1e-6, read: { $0.value }, write: { $0.value = $1 })
  }
#endif
