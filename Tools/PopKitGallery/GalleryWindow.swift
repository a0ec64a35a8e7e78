// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The gallery's window: one drawing area showing the gallery, each scene's animator on a
  /// ``PopKitGTK/GTKFrameClock`` of that area, keys from a key controller and the pointer from
  /// a ``PopKitGTK/GTKDragTracker``; with a ``StateLog``, a line per drawn frame.
  ///
  /// The drawing area is the main child of a `GtkOverlay`; a ``WidgetScene`` gets a `GtkFixed`
  /// over the scene's area in that overlay for its widgets, for as long as it shows. The
  /// inspector's panel is drawn on a drawing area of its own, the overlay's top child, which
  /// takes no pointer input: it shows over drawn scenes and widgets alike.
  @MainActor
  package final class GalleryWindow {
    private let app: UnsafeMutablePointer<GtkApplication>
    private let view: GTKDrawingView
    /// The inspector's panel, above the scene and its widgets.
    private let panelView: GTKDrawingView
    /// The overlay over the drawing area, where a widget scene's container goes.
    private let overlay: UnsafeMutablePointer<GtkWidget>
    /// The container of the widget scene showing, and the scene it was built for.
    private var widgetRoot: (root: UnsafeMutablePointer<GtkWidget>, scene: ObjectIdentifier)?
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
    /// Called with each frame's time and the seconds the animator's render took on it.
    package var onFrame: ((Double, Double) -> Void)?

    /// Opens the window.
    ///
    /// - Parameters:
    ///   - app: The running application.
    ///   - index: The first scene's index.
    ///   - log: The state log, if any.
    ///   - width: The window's width, in pixels.
    ///   - height: The window's height, in pixels.
    package init(
      app: UnsafeMutablePointer<GtkApplication>, startingAt index: Int, log: StateLog?, width: Int,
      height: Int
    ) {
      self.app = app
      self.log = log
      view = GTKDrawingView { _ in }
      overlay = gtk_overlay_new()
      gtk_overlay_set_child(OpaquePointer(overlay), view.widget)
      panelView = GTKDrawingView { _ in }
      gtk_widget_set_can_target(panelView.widget, 0)
      gtk_overlay_add_overlay(OpaquePointer(overlay), panelView.widget)
      drag = GTKDragTracker(widget: view.widget)
      let widget = view.widget
      gallery = Gallery(startingAt: index) { [weak self] in
        let clock = GTKFrameClock(widget: widget)
        self?.clock = clock
        let animator = Animator(clock: clock)
        self?.timeRenders(of: clock)
        return animator
      }
      view.draw = { [weak self] canvas in self?.draw(canvas) }
      panelView.draw = { [weak self] canvas in
        guard let gallery = self?.gallery, gallery.inspector.isShowingPanel,
          !gallery.isShowingKeyList
        else { return }
        gallery.drawInspector(on: canvas)
      }
      drag.onPress = { [weak self] point, _ in self?.pressed(at: point) }
      drag.onMove = { [weak self] point, time in self?.moved(to: point, after: time) }
      drag.onRelease = { [weak self] point, velocity, time in
        self?.released(at: point, velocity: velocity, after: time)
      }
      guard let widget = gtk_application_window_new(app) else { return }
      let window = GTKApplication.window(widget)
      gtk_window_set_title(window, "PopKit gallery")
      gtk_window_set_default_size(window, Int32(width), Int32(height))
      gtk_window_set_child(window, overlay)
      addKeyController(to: widget)
      showWidgets(size: CGSize(width: width, height: height))
      gtk_window_present(window)
    }

    /// The type name of the renderer GTK draws the window with, such as `GskGLRenderer`.
    package var rendererName: String {
      guard let native = gtk_widget_get_native(view.widget),
        let renderer = gtk_native_get_renderer(native)
      else { return "" }
      let instance = UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)
      return String(cString: g_type_name(instance.pointee.g_class.pointee.g_type))
    }

    /// Wraps the animator's tick so that ``onFrame`` hears how long each render took.
    private func timeRenders(of clock: GTKFrameClock) {
      guard let render = clock.onTick else { return }
      clock.onTick = { [weak self] time in
        let start = DispatchTime.now().uptimeNanoseconds
        render(time)
        let spent = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        self?.onFrame?(time, spent)
        if self?.gallery?.inspector.isShowingPanel == true { self?.panelView.redraw() }
      }
    }

    /// Gives a widget scene its container, once per scene, and takes the last one's away;
    /// hides it while the key list shows.
    private func showWidgets(size windowSize: CGSize) {
      guard let gallery else { return }
      let scene = ObjectIdentifier(gallery.scene)
      if let shown = widgetRoot, shown.scene != scene {
        gtk_overlay_remove_overlay(OpaquePointer(overlay), shown.root)
        widgetRoot = nil
      }
      if widgetRoot == nil, let widgets = gallery.scene as? any WidgetScene {
        let (area, root) = WidgetSceneHost.addRoot(to: overlay)
        widgetRoot = (area, scene)
        let view = view
        let panelView = panelView
        widgets.onChange = {
          view.redraw()
          panelView.redraw()
        }
        widgets.build(in: root, size: gallery.sceneSize(in: windowSize))
        raisePanel()
      }
      if let root = widgetRoot?.root {
        gtk_widget_set_visible(root, gallery.isShowingKeyList ? 0 : 1)
      }
    }

    /// Puts the inspector's panel back on top of the overlay, above a widget scene's area added
    /// after it.
    private func raisePanel() {
      let widget = panelView.widget
      g_object_ref(UnsafeMutableRawPointer(widget))
      gtk_overlay_remove_overlay(OpaquePointer(overlay), widget)
      gtk_overlay_add_overlay(OpaquePointer(overlay), widget)
      g_object_unref(UnsafeMutableRawPointer(widget))
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
      // Capture: the window hears keys before a widget scene's focused widget could take them.
      gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
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
      guard let key = GalleryWindow.key(for: keyval) else { return false }
      return press(key)
    }

    /// Hands a key to the gallery as if typed now.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether the gallery used it.
    @discardableResult
    package func press(_ key: DemoKey) -> Bool {
      guard let gallery else { return false }
      // The frame clock's time is the last frame's, which may be long ago; the two-digit rule
      // needs the time of the key itself.
      let typed = Double(g_get_monotonic_time()) / 1_000_000
      switch gallery.handle(key, at: gallery.keyTime, typedAt: typed) {
      case .quit:
        GTKApplication.quit(app)
      case .changed:
        dragging = false
        let width = gtk_widget_get_width(overlay)
        let height = gtk_widget_get_height(overlay)
        showWidgets(
          size: width > 0 ? CGSize(width: Double(width), height: Double(height)) : size)
        view.redraw()
        panelView.redraw()
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
        at: gallery.scenePoint(point), size: gallery.sceneSize(in: size),
        time: gallery.animator.animationTime(atClock: pressClockTime))
      view.redraw()
    }

    private func moved(to point: CGPoint, after time: Double) {
      guard let gallery, dragging else { return }
      gallery.scene.pointerMoved(
        to: gallery.scenePoint(point),
        time: gallery.animator.animationTime(atClock: pressClockTime + time))
      view.redraw()
    }

    private func released(at point: CGPoint, velocity: CGPoint, after time: Double) {
      guard let gallery, dragging else { return }
      dragging = false
      gallery.scene.pointerReleased(
        at: gallery.scenePoint(point), velocity: velocity,
        time: gallery.animator.animationTime(atClock: pressClockTime + time))
      view.redraw()
    }
  }
#endif
