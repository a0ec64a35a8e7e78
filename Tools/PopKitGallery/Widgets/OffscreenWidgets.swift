// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitCommandLine
  import PopKitDemos
  import PopKitGTK
  import PopKitShared

  /// Draws a widget scene at a given time into an image: its real widget tree, laid out in an
  /// undecorated window, snapshotted and rendered through GSK's Cairo renderer.
  ///
  /// The scene runs on a ``PopKit/ManualClock`` exactly as ``OffscreenDrawing`` runs a drawn
  /// scene (60 Hz frames, the script's keys at their times), so the catalog writes the same
  /// values on every run; GTK then lays the tree out once and the snapshot is rendered to a
  /// texture (`gsk_renderer_render_texture`) and copied into a Cairo image. Widgets are drawn
  /// only once mapped, so this needs a display (Xvfb will do); the GL renderers would need the
  /// window's surface too, the Cairo renderer needs none. The inspector's panel, when a
  /// scripted `i` showed it, is a drawing area above the widgets, as in the window.
  @MainActor
  enum OffscreenWidgets {
    /// How long to wait for the window to map or a frame to be laid out, in seconds.
    static let patience = 10.0

    /// Draws a widget scene into a new image.
    ///
    /// - Parameters:
    ///   - index: The scene's index in ``Gallery/sceneTypes``; its scene is a ``WidgetScene``.
    ///   - time: The time to draw, in seconds from the start; finite and `>= 0`.
    ///   - script: The keys to press, at times from the start.
    ///   - width: The image's width, in pixels.
    ///   - height: The image's height, in pixels.
    /// - Returns: The image, with the scene's logged values.
    /// - Throws: ``PopKitCLI/CLIError/runtime(_:)`` without a display, or when the window
    ///   never maps.
    static func draw(
      scene index: Int, at time: Double, script: [ScriptedKey], width: Int, height: Int
    ) throws(CLIError) -> OffscreenImage {
      let name = Gallery.sceneTypes[index].name
      guard gtk_init_check() != 0 else {
        throw .runtime("render \(name): its GTK widgets need a display, and none could be opened")
      }
      let clock = ManualClock()
      let gallery = Gallery(startingAt: index) { Animator(clock: clock) }
      guard let scene = gallery.scene as? any WidgetScene else {
        throw .runtime("render \(name): not a widget scene")
      }
      let view = GTKDrawingView { canvas in gallery.draw(on: canvas) }
      let overlay: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
      gtk_overlay_set_child(OpaquePointer(overlay), view.widget)
      let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
      let gtkWindow = GTKApplication.window(window)
      defer { gtk_window_destroy(gtkWindow) }
      gtk_window_set_decorated(gtkWindow, 0)
      gtk_window_set_resizable(gtkWindow, 0)
      gtk_widget_set_size_request(overlay, Int32(width), Int32(height))
      gtk_window_set_child(gtkWindow, overlay)
      let root = WidgetSceneHost.addRoot(to: overlay).root
      scene.build(in: root, size: gallery.sceneSize(in: CGSize(width: width, height: height)))
      // The inspector's panel, above the widgets as in the window.
      let panel = GTKDrawingView { canvas in
        guard gallery.inspector.isShowingPanel else { return }
        gallery.drawInspector(on: canvas)
      }
      gtk_overlay_add_overlay(OpaquePointer(overlay), panel.widget)
      gtk_window_present(gtkWindow)
      try wait("map its window") {
        gtk_widget_get_mapped(window) != 0 && gtk_widget_get_width(overlay) == Int32(width)
      }
      OffscreenDrawing.play(gallery, clock: clock, until: time, script: script)
      panel.redraw()
      try settle(window, name: name)
      let image = try render(overlay, in: window, width: width, height: height, name: name)
      image.values = gallery.scene.loggedValues
      return image
    }

    /// Lets GTK lay out and draw the window twice, so the snapshot shows the last writes.
    private static func settle(_ window: UnsafeMutablePointer<GtkWidget>, name: String)
      throws(CLIError)
    {
      guard let frameClock = gtk_widget_get_frame_clock(window) else { return }
      let start = gdk_frame_clock_get_frame_counter(frameClock)
      gtk_widget_queue_resize(window)
      try wait("lay out \(name)") { gdk_frame_clock_get_frame_counter(frameClock) >= start + 2 }
    }

    /// The window's content rendered by a GSK Cairo renderer into a Cairo image.
    private static func render(
      _ content: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>,
      width: Int, height: Int, name: String
    ) throws(CLIError) -> OffscreenImage {
      let image = OffscreenImage(width: width, height: height)
      let snapshot = gtk_snapshot_new()
      gtk_widget_snapshot_child(window, content, snapshot)
      guard let node = gtk_snapshot_free_to_node(snapshot) else {
        throw .runtime("render \(name): GTK drew nothing")
      }
      defer { gsk_render_node_unref(node) }
      let renderer = gsk_cairo_renderer_new()
      defer { g_object_unref(UnsafeMutableRawPointer(renderer)) }
      var error: UnsafeMutablePointer<GError>?
      guard gsk_renderer_realize(renderer, nil, &error) != 0 else {
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown"
        g_clear_error(&error)
        throw .runtime("render \(name): GSK's Cairo renderer: \(reason)")
      }
      defer { gsk_renderer_unrealize(renderer) }
      var viewport = graphene_rect_t(
        origin: graphene_point_t(x: 0, y: 0),
        size: graphene_size_t(width: Float(width), height: Float(height)))
      guard let texture = gsk_renderer_render_texture(renderer, node, &viewport),
        let data = cairo_image_surface_get_data(image.surface)
      else { throw .runtime("render \(name): GSK rendered no texture") }
      defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
      // GDK's default download format is Cairo's ARGB32: premultiplied, native-endian words.
      cairo_surface_flush(image.surface)
      gdk_texture_download(texture, data, gsize(cairo_image_surface_get_stride(image.surface)))
      cairo_surface_mark_dirty(image.surface)
      return image
    }

    /// Iterates GLib's main context until a condition holds, or throws after ``patience``.
    private static func wait(_ what: String, until condition: () -> Bool) throws(CLIError) {
      let deadline = Date().addingTimeInterval(patience)
      while !condition() {
        guard Date() < deadline else { throw .runtime("render: GTK did not \(what) in time") }
        if g_main_context_iteration(nil, 0) == 0 { usleep(2000) }
      }
    }
  }
#endif
