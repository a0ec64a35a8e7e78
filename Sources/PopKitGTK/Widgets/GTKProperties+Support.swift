// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  extension GTKProperties {
    /// A length in whole pixels, at least 0, as a size request keeps it.
    static func pixels(_ value: Double) -> Int32 {
      guard value.isFinite else { return value > 0 ? Int32.max : 0 }
      return Int32(min(max(value.rounded(), 0), Double(Int32.max)))
    }

    /// A margin in whole pixels, within GTK's 0...32767.
    static func margin(_ value: Double) -> Int32 {
      guard value.isFinite else { return value > 0 ? 32767 : 0 }
      return Int32(min(max(value.rounded(), 0), 32767))
    }

    /// The margins GTK holds: top, start, bottom, end.
    static func storedMargins(of widget: UnsafeMutablePointer<GtkWidget>) -> SIMD4<Int32> {
      [
        gtk_widget_get_margin_top(widget), gtk_widget_get_margin_start(widget),
        gtk_widget_get_margin_bottom(widget), gtk_widget_get_margin_end(widget),
      ]
    }

    /// A widget seen as a progress bar, if it is one.
    static func progressBar(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
      isInstance(widget, of: gtk_progress_bar_get_type()) ? OpaquePointer(widget) : nil
    }

    /// A widget seen as a label, if it is one.
    static func label(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
      isInstance(widget, of: gtk_label_get_type()) ? OpaquePointer(widget) : nil
    }

    /// A scrolled window's horizontal or vertical adjustment, if the widget is one.
    static func adjustment(
      of widget: UnsafeMutablePointer<GtkWidget>, vertical: Bool
    ) -> UnsafeMutablePointer<GtkAdjustment>? {
      guard isInstance(widget, of: gtk_scrolled_window_get_type()) else { return nil }
      let window = OpaquePointer(widget)
      return vertical
        ? gtk_scrolled_window_get_vadjustment(window)
        : gtk_scrolled_window_get_hadjustment(window)
    }

    /// Whether a widget is an instance of a type.
    static func isInstance(_ widget: UnsafeMutablePointer<GtkWidget>, of type: GType) -> Bool {
      let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
      return g_type_check_instance_is_a(instance, type) != 0
    }

    /// The property of a scrolled window's adjustment value.
    static func adjustmentProperty(
      name: String, vertical: Bool
    ) -> AnimatableProperty<GTKWidgetHandle, Double> {
      AnimatableProperty(
        name: name, threshold: 0.5,
        read: { handle in
          let kept = vertical ? handle.kept.verticalOffset : handle.kept.horizontalOffset
          guard let widget = handle.widget,
            let adjustment = GTKProperties.adjustment(of: widget, vertical: vertical)
          else { return kept?.written ?? 0 }
          let current = gtk_adjustment_get_value(adjustment)
          return kept?.value(ifStill: current) ?? current
        },
        write: { handle, value in
          guard let widget = handle.widget,
            let adjustment = GTKProperties.adjustment(of: widget, vertical: vertical)
          else { return }
          gtk_adjustment_set_value(adjustment, value)
          let kept = Kept(written: value, stored: gtk_adjustment_get_value(adjustment))
          if vertical {
            handle.kept.verticalOffset = kept
          } else {
            handle.kept.horizontalOffset = kept
          }
        })
    }
  }

  extension GTKWidgetHandle {
    /// The position and transform of a `GtkFixed` child: as last written while GTK still holds
    /// the child transform that write set; otherwise the translation GTK holds (what
    /// `gtk_fixed_move` sets; any other transform reads as none) and no transform.
    var placement: (position: CGPoint, transform: GTKTransform) {
      guard let widget, let fixed = fixedParent else {
        return kept.placement?.written ?? (.zero, .identity)
      }
      let current = gtk_fixed_get_child_transform(fixed, widget)
      if let written = kept.placement?.value(ifStill: UInt(bitPattern: current)) {
        return written
      }
      // Another's transform: its translation if it is one (gtk_fixed_move makes one; GTK's
      // gtk_fixed_get_child_position answers where the last layout put the corner instead).
      var x: Float = 0
      var y: Float = 0
      if let current,
        gsk_transform_get_category(current).rawValue
          >= GSK_TRANSFORM_CATEGORY_2D_TRANSLATE.rawValue
      {
        gsk_transform_to_translate(current, &x, &y)
      }
      return (CGPoint(x: Double(x), y: Double(y)), .identity)
    }

    /// Sets a `GtkFixed` child's transform from a position and a transform (each `nil` keeps
    /// the current one).
    func place(position: CGPoint?, transform: GTKTransform?) {
      guard let widget, let fixed = fixedParent else { return }
      let current = placement
      let next = (position: position ?? current.position, transform: transform ?? current.transform)
      var width = Double(gtk_widget_get_width(widget))
      var height = Double(gtk_widget_get_height(widget))
      if width <= 0 || height <= 0 {
        // Not laid out yet: its natural size is what the fixed will give it.
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        width = Double(natural)
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, nil, &natural, nil, nil)
        height = Double(natural)
      }
      let gsk = next.transform.gskTransform(
        at: next.position, size: CGSize(width: width, height: height))
      gtk_fixed_set_child_transform(fixed, widget, gsk)
      // The handle keeps its reference to the transform it set, so that no other transform can
      // be made at that address while the address stands for this write.
      kept.keepChildTransform(gsk)
      let stored = gtk_fixed_get_child_transform(fixed, widget)
      kept.placement = Kept(written: next, stored: UInt(bitPattern: stored))
    }
  }
#endif
