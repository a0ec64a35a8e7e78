// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation

  /// The box that carries a ``GTKScroller``'s content, and moves it by the rubber band.
  ///
  /// A `GtkAdjustment` clamps its value to its range, so the part of the scroller's offset past
  /// either end cannot go into the scrolled window. This box moves its one child by that part
  /// instead, as a translation handed to `gtk_widget_allocate` by a `GtkCustomLayout`: the child
  /// is measured and sized exactly as without the box, so the adjustment's range never depends
  /// on the band, and GSK draws it moved (the viewport clips it).
  ///
  /// (Why not a `GtkFixed`: `docs/design/gtk-scroller.md`.)
  ///
  /// The widget keeps the box's state (a reference of its own, dropped when GObject finalizes
  /// it), so its layout never reads freed memory.
  @MainActor
  final class ScrollBand {
    /// The box (a `GtkBox` whose layout manager is the band's `GtkCustomLayout`).
    let widget: UnsafeMutablePointer<GtkWidget>

    /// How far the child is moved from its place, in pixels.
    var translation = CGPoint.zero {
      didSet {
        if translation != oldValue { gtk_widget_queue_allocate(widget) }
      }
    }

    /// The key under which the box keeps its state.
    private static let quark = g_quark_from_static_string("popkit-scroll-band")

    /// Makes the box around a child.
    ///
    /// - Parameter child: The content; the box becomes its parent.
    init(child: UnsafeMutablePointer<GtkWidget>) {
      widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
      gtk_widget_set_layout_manager(
        widget,
        gtk_custom_layout_new(
          nil,
          { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
            guard let child = widget.flatMap({ gtk_widget_get_first_child($0) }) else { return }
            gtk_widget_measure(
              child, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline)
          },
          { widget, width, height, baseline in
            guard let widget, let child = gtk_widget_get_first_child(widget) else { return }
            let moved = MainActor.assumeIsolated { ScrollBand.of(widget)?.translation ?? .zero }
            var point = graphene_point_t(x: Float(moved.x), y: Float(moved.y))
            // gtk_widget_allocate takes the transform (transfer full); nil is the identity.
            gtk_widget_allocate(
              child, width, height, baseline, gsk_transform_translate(nil, &point))
          }))
      gtk_box_append(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBox.self), child)
      let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
      g_object_set_qdata_full(
        object, ScrollBand.quark, Unmanaged.passRetained(self).toOpaque(),
        { context in
          guard let context else { return }
          Unmanaged<ScrollBand>.fromOpaque(context).release()
        })
    }

    /// The band state a box keeps, if the widget is a band's box.
    private static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> ScrollBand? {
      let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
      guard let context = g_object_get_qdata(object, quark) else { return nil }
      return Unmanaged<ScrollBand>.fromOpaque(context).takeUnretainedValue()
    }
  }
#endif
