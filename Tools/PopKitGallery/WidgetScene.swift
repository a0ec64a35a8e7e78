// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// A scene of the GTK gallery made of real GTK widgets instead of a Cairo drawing.
  ///
  /// The window gives the scene a `GtkFixed` over the scene's area (between the tabs and the
  /// keys' line, which the window still draws) and the scene builds its widget tree into it;
  /// the widgets go away with the scene. Keys reach the scene through the shell as for any
  /// scene; the pointer reaches the scene's own widgets (their gestures and event
  /// controllers), not ``GalleryScene/pointerPressed(at:size:time:)``. A widget scene draws
  /// nothing on the canvas, and may exist in the GTK gallery only.
  @MainActor
  protocol WidgetScene: GalleryScene {
    /// Builds the scene's widgets into the area the window gives it.
    ///
    /// Called once, right after the scene is made. Until then, keys do nothing.
    ///
    /// - Parameters:
    ///   - root: A `GtkFixed` covering the scene's area; the scene puts its widgets in it.
    ///   - size: The scene's area, in pixels.
    func build(in root: UnsafeMutablePointer<GtkWidget>, size: CGSize)

    /// Called when the scene changed its widgets outside an animation's frame (the pointer
    /// dragged something), so that the window draws and logs a frame; set by the window.
    var onChange: (() -> Void)? { get set }
  }

  extension WidgetScene {
    /// Draws nothing: the widgets draw themselves over the canvas.
    func draw(on canvas: CairoCanvas) {}
  }

  /// The container a window or an offscreen render gives a widget scene, and the scene in it.
  @MainActor
  enum WidgetSceneHost {
    /// A new `GtkFixed` for a scene's area, placed in a `GtkOverlay` below the tabs and above
    /// the keys' line, its content clipped to that area.
    ///
    /// A `GtkFixed` asks for room for all its children, where they are now (a sheet below the
    /// bottom edge, a row of pages); a widget is never given less than it asks for, so the
    /// fixed is an overlay child of an overlay of its own, the scene's area, which asks for
    /// nothing and clips it (`gtk_overlay_set_clip_overlay`).
    ///
    /// - Parameter overlay: The `GtkOverlay` whose main child draws the gallery's frame.
    /// - Returns: The scene's area, already in the overlay (remove it to remove the scene), and
    ///   the fixed in it.
    static func addRoot(
      to overlay: UnsafeMutablePointer<GtkWidget>
    ) -> (area: UnsafeMutablePointer<GtkWidget>, root: UnsafeMutablePointer<GtkWidget>) {
      let area: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
      gtk_overlay_set_child(OpaquePointer(area), gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
      gtk_widget_set_margin_top(area, Int32(Gallery.headerHeight))
      gtk_widget_set_margin_bottom(area, Int32(Gallery.footerHeight))
      gtk_widget_set_halign(area, GTK_ALIGN_FILL)
      gtk_widget_set_valign(area, GTK_ALIGN_FILL)
      gtk_widget_set_overflow(area, GTK_OVERFLOW_HIDDEN)
      let root: UnsafeMutablePointer<GtkWidget> = gtk_fixed_new()
      gtk_widget_set_halign(root, GTK_ALIGN_START)
      gtk_widget_set_valign(root, GTK_ALIGN_START)
      gtk_overlay_add_overlay(OpaquePointer(area), root)
      gtk_overlay_set_clip_overlay(OpaquePointer(area), root, 1)
      gtk_overlay_add_overlay(OpaquePointer(overlay), area)
      return (area, root)
    }
  }
#endif
