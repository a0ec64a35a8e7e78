// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// Small helpers to build and read the `widgets` scene's GTK widgets: boxes and labels with
  /// CSS classes, the scene's style sheet, and GTK's own getters for the state log.
  @MainActor
  package enum WidgetKit {
    /// The scene's style sheet: cards, rows, the panel, the sheet, the scrim.
    static let css = """
      .pk-title { font-weight: bold; font-size: 15px; color: #1c1c24; }
      .pk-dim { color: #7a7a86; }
      .pk-row { background: white; border-radius: 12px; padding: 8px 14px;
        box-shadow: 0 1px 3px rgba(0,0,0,0.12); }
      .pk-avatar { border-radius: 16px; min-width: 32px; min-height: 32px; background: #3fa7f5; }
      .pk-avatar.alt { background: #ff3b6b; }
      .pk-card { border-radius: 18px; padding: 18px; color: white;
        background: linear-gradient(135deg, #ff3b6b, #7b4dff);
        box-shadow: 0 6px 18px rgba(60,20,90,0.35); }
      .pk-card .pk-big { font-size: 22px; font-weight: bold; }
      .pk-meter { background: white; border-radius: 14px; padding: 12px 16px; }
      .pk-count { font-size: 26px; }
      .pk-header { background: #1c1c24; color: white; border-radius: 12px; padding: 10px 14px; }
      .pk-panel { background: white; border-radius: 0 0 12px 12px; }
      .pk-panel label { padding: 6px 14px; }
      .pk-slot { border: 2px dashed #b8b8c4; border-radius: 14px; }
      .pk-page { border-radius: 12px; color: white; font-weight: bold; font-size: 18px; }
      .pk-page.p0 { background: #3fa7f5; } .pk-page.p1 { background: #ff3b6b; }
      .pk-page.p2 { background: #7b4dff; } .pk-page.p3 { background: #20b486; }
      .pk-scrim { background: rgb(13,13,20); }
      .pk-sheet { background: white; border-radius: 22px 22px 0 0;
        box-shadow: 0 -2px 12px rgba(0,0,0,0.18); padding: 10px 28px; }
      .pk-handle { background: #8f8f94; border-radius: 4px; min-width: 56px; min-height: 7px; }
      """

    /// Installs the style sheet on the default display, once.
    static func installStyle() {
      guard !styled, let display = gdk_display_get_default() else { return }
      styled = true
      let provider = gtk_css_provider_new()
      gtk_css_provider_load_from_data(provider, css, -1)
      gtk_style_context_add_provider_for_display(
        display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// Whether the style sheet is installed.
    private static var styled = false

    /// A box with CSS classes.
    static func box(
      _ classes: [String], vertical: Bool = true, spacing: Int32 = 0
    ) -> UnsafeMutablePointer<GtkWidget> {
      let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(
        vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing)
      for name in classes { gtk_widget_add_css_class(box, name) }
      return box
    }

    /// A label, left-aligned, with CSS classes.
    static func label(_ text: String, _ classes: [String] = []) -> UnsafeMutablePointer<GtkWidget> {
      let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(text)
      gtk_label_set_xalign(OpaquePointer(label), 0)
      for name in classes { gtk_widget_add_css_class(label, name) }
      return label
    }

    /// Appends children to a box.
    static func append(
      _ box: UnsafeMutablePointer<GtkWidget>, _ children: UnsafeMutablePointer<GtkWidget>...
    ) {
      for child in children { gtk_box_append(cast(box), child) }
    }

    /// Puts a widget in a fixed at a point, at a size, and returns its handle.
    @discardableResult
    static func put(
      _ widget: UnsafeMutablePointer<GtkWidget>, in fixed: UnsafeMutablePointer<GtkWidget>,
      at point: CGPoint, size: CGSize? = nil
    ) -> GTKWidgetHandle {
      if let size { gtk_widget_set_size_request(widget, Int32(size.width), Int32(size.height)) }
      gtk_fixed_put(cast(fixed), widget, point.x, point.y)
      return GTKWidgetHandle.of(widget)
    }

    /// A `GtkFixed` child's transform as GTK holds it, in 2-D (`gsk_transform_to_2d`): scale
    /// and move; `nil` for a 3-D transform or a widget not in a fixed.
    static func fixedTransform(
      _ handle: GTKWidgetHandle
    ) -> (scaleX: Double, scaleY: Double, x: Double, y: Double)? {
      guard let widget = handle.widget, let parent = gtk_widget_get_parent(widget),
        isFixed(parent)
      else { return nil }
      // GSK drops an identity transform: no transform is the identity.
      guard let transform = gtk_fixed_get_child_transform(cast(parent), widget) else {
        return (1, 1, 0, 0)
      }
      guard gsk_transform_get_category(transform).rawValue >= GSK_TRANSFORM_CATEGORY_2D.rawValue
      else { return nil }
      var (xx, yx, xy, yy, dx, dy): (Float, Float, Float, Float, Float, Float) = (0, 0, 0, 0, 0, 0)
      gsk_transform_to_2d(transform, &xx, &yx, &xy, &yy, &dx, &dy)
      return (Double(xx), Double(yy), Double(dx), Double(dy))
    }

    /// Whether GTK holds a 3-D child transform for a `GtkFixed` child (a tilt).
    static func isThreeD(_ handle: GTKWidgetHandle) -> Bool {
      guard let widget = handle.widget, let parent = gtk_widget_get_parent(widget),
        isFixed(parent), let transform = gtk_fixed_get_child_transform(cast(parent), widget)
      else { return false }
      return gsk_transform_get_category(transform).rawValue < GSK_TRANSFORM_CATEGORY_2D.rawValue
    }

    /// Whether a widget is a `GtkFixed`.
    private static func isFixed(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
      let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
      return g_type_check_instance_is_a(instance, gtk_fixed_get_type()) != 0
    }

    /// A widget as a GTK type whose struct Swift sees (`GtkBox`, `GtkFixed`): the C cast.
    package static func cast<Widget>(_ widget: UnsafeMutablePointer<GtkWidget>)
      -> UnsafeMutablePointer<
        Widget
      >
    {
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Widget.self)
    }

    /// The text a label shows, without its markup.
    static func text(_ handle: GTKWidgetHandle) -> String {
      guard let widget = handle.widget else { return "" }
      return String(cString: gtk_label_get_text(OpaquePointer(widget)))
    }

    /// The number in a label's text, its digits read whole (`1,284 MB` is 1284).
    static func number(in text: String) -> Double {
      Double(String(text.filter { $0.isASCII && ($0.isNumber || $0 == "-") })) ?? .nan
    }
  }
#endif
