#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The gallery's window: one drawing area showing the gallery, each scene's animator on a
  /// ``PopKitGTK/GTKFrameClock`` of that area, keys from a key controller and the pointer from
  /// a ``PopKitGTK/GTKDragTracker``; with a ``StateLog``, a line per drawn frame.
  @MainActor
  final class GalleryWindow {
    private let app: UnsafeMutablePointer<GtkApplication>
    private let view: GTKDrawingView
    private var gallery: Gallery?
    private let drag: GTKDragTracker
    private let log: StateLog?
    private var dragging = false
    /// The press's time on the monotonic clock (GDK's frame times' clock), in seconds: the
    /// drag's events are timed from it.
    private var pressClockTime = 0.0
    private var size = CGSize(width: 1, height: 1)
    /// The clock of the scene showing.
    private(set) var clock: GTKFrameClock?

    /// Opens the window.
    ///
    /// - Parameters:
    ///   - app: The running application.
    ///   - index: The first scene's index.
    ///   - log: The state log, if any.
    ///   - width: The window's width, in pixels.
    ///   - height: The window's height, in pixels.
    init(
      app: UnsafeMutablePointer<GtkApplication>, startingAt index: Int, log: StateLog?, width: Int,
      height: Int
    ) {
      self.app = app
      self.log = log
      view = GTKDrawingView { _ in }
      drag = GTKDragTracker(widget: view.widget)
      let widget = view.widget
      gallery = Gallery(startingAt: index) { [weak self] in
        let clock = GTKFrameClock(widget: widget)
        self?.clock = clock
        return Animator(clock: clock)
      }
      view.draw = { [weak self] canvas in self?.draw(canvas) }
      drag.onPress = { [weak self] point, _ in self?.pressed(at: point) }
      drag.onMove = { [weak self] point, time in self?.moved(to: point, after: time) }
      drag.onRelease = { [weak self] point, velocity, time in
        self?.released(at: point, velocity: velocity, after: time)
      }
      guard let widget = gtk_application_window_new(app) else { return }
      let window = GTKApplication.window(widget)
      gtk_window_set_title(window, "PopKit gallery")
      gtk_window_set_default_size(window, Int32(width), Int32(height))
      gtk_window_set_child(window, view.widget)
      addKeyController(to: widget)
      gtk_window_present(window)
    }

    private func draw(_ canvas: CairoCanvas) {
      guard let gallery else { return }
      size = CGSize(width: canvas.width, height: canvas.height)
      gallery.draw(on: canvas)
      if let log, let clock {
        var values = gallery.scene.loggedValues
        let origin = sceneOriginInSurface()
        values["originX"] = origin.x
        values["originY"] = origin.y
        log.write(
          time: clock.currentTime, drawn: Double(g_get_monotonic_time()) / 1_000_000,
          scene: type(of: gallery.scene).name, values: values)
      }
    }

    /// Where the scene's (0, 0) is in the window's surface (the X11 window under X), so that
    /// a test can point at what it sees in the log.
    private func sceneOriginInSurface() -> CGPoint {
      guard let native = gtk_widget_get_native(view.widget) else { return .zero }
      let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
      var point = graphene_point_t(x: 0, y: Float(Gallery.headerHeight))
      var result = graphene_point_t(x: 0, y: 0)
      guard gtk_widget_compute_point(view.widget, nativeWidget, &point, &result) != 0 else {
        return .zero
      }
      var shiftX = 0.0
      var shiftY = 0.0
      gtk_native_get_surface_transform(native, &shiftX, &shiftY)
      return CGPoint(x: Double(result.x) + shiftX, y: Double(result.y) + shiftY)
    }

    private func addKeyController(to window: UnsafeMutablePointer<GtkWidget>) {
      let controller = gtk_event_controller_key_new()
      gtk_widget_add_controller(window, controller)
      typealias Handler =
        @convention(c) (
          UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?
        ) -> gboolean
      let handler: Handler = { _, keyval, _, _, context in
        guard let context else { return 0 }
        return MainActor.assumeIsolated {
          let window = Unmanaged<GalleryWindow>.fromOpaque(context).takeUnretainedValue()
          return window.keyPressed(keyval) ? 1 : 0
        }
      }
      _ = popkit_signal_connect(
        UnsafeMutableRawPointer(controller), "key-pressed",
        unsafeBitCast(handler, to: GCallback.self),
        Unmanaged.passUnretained(self).toOpaque())
    }

    /// The gallery's key for a GDK key value, if it has one.
    static func key(for keyval: guint) -> DemoKey? {
      switch Int32(keyval) {
      case GDK_KEY_space: return .space
      case GDK_KEY_Return, GDK_KEY_KP_Enter: return .enter
      case GDK_KEY_Left: return .left
      case GDK_KEY_Up: return .up
      case GDK_KEY_Right: return .right
      case GDK_KEY_Down: return .down
      case GDK_KEY_Escape: return .escape
      default:
        let code = gdk_keyval_to_unicode(keyval)
        guard code != 0, let scalar = Unicode.Scalar(code) else { return nil }
        return .character(Character(scalar))
      }
    }

    private func keyPressed(_ keyval: guint) -> Bool {
      guard let gallery, let key = GalleryWindow.key(for: keyval) else { return false }
      // The frame clock's time is the last frame's, which may be long ago; the two-digit rule
      // needs the time of the key itself.
      let typed = Double(g_get_monotonic_time()) / 1_000_000
      switch gallery.handle(key, at: gallery.animator.currentTime ?? 0, typedAt: typed) {
      case .quit:
        GTKApplication.quit(app)
      case .changed:
        dragging = false
        view.redraw()
      case .ignored:
        return false
      }
      return true
    }

    private func pressed(at point: CGPoint) {
      guard let gallery else { return }
      // GDK's frame times, which the animator's clock reads, are on the monotonic clock; the
      // drag's later events come timed from the press by their own timestamps.
      pressClockTime = Double(g_get_monotonic_time()) / 1_000_000
      dragging = gallery.scene.pointerPressed(
        at: gallery.scenePoint(point), size: gallery.sceneSize(in: size), time: pressClockTime)
      view.redraw()
    }

    private func moved(to point: CGPoint, after time: Double) {
      guard let gallery, dragging else { return }
      gallery.scene.pointerMoved(to: gallery.scenePoint(point), time: pressClockTime + time)
      view.redraw()
    }

    private func released(at point: CGPoint, velocity: CGPoint, after time: Double) {
      guard let gallery, dragging else { return }
      dragging = false
      gallery.scene.pointerReleased(
        at: gallery.scenePoint(point), velocity: velocity, time: pressClockTime + time)
      view.redraw()
    }
  }
#endif
