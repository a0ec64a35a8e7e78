// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  /// The animatable properties of GTK widgets, pop's `kPOPViewAlpha`, `kPOPLayerPosition`,
  /// `kPOPScrollViewContentOffset` and their kin for GTK 4: one line animates any of them.
  ///
  /// ```swift
  /// let button = GTKWidgetHandle.of(saveButton)
  /// animator.animate(button, GTKProperties.opacity, to: 0.4)
  /// animator.animate(card, GTKProperties.transform, to: GTKTransform(scale: 1.1), spring: .bouncy)
  /// ```
  ///
  /// Each property's threshold suits its units. GTK keeps less than it is given (each property
  /// says what); the handle remembers the value written, and a read returns it while GTK still
  /// holds what the write left (``GTKWidgetHandle``), so springs and decays continue from their
  /// exact state. Once the widget has gone, writes are ignored.
  @MainActor
  public enum GTKProperties {
    /// The widget's opacity, 0...1 (`gtk_widget_set_opacity`); threshold 0.01.
    ///
    /// GTK clamps it to 0...1 and keeps it in 8 bits (steps of 1/255). Its animations keep
    /// their motion while motion is reduced, as opacity's do.
    public static let opacity = AnimatableProperty<GTKWidgetHandle, Double>(
      name: "opacity", threshold: 0.01, motionWhenReduced: .animate,
      read: { handle in
        guard let widget = handle.widget else { return handle.kept.opacity?.written ?? 1 }
        let current = gtk_widget_get_opacity(widget)
        return handle.kept.opacity?.value(ifStill: current) ?? current
      },
      write: { handle, value in
        guard let widget = handle.widget else { return }
        gtk_widget_set_opacity(widget, value)
        handle.kept.opacity = Kept(written: value, stored: gtk_widget_get_opacity(widget))
      })

    /// The widget's size request in pixels (`gtk_widget_set_size_request`); threshold 0.5.
    ///
    /// GTK keeps whole pixels, at least 0 (the value is rounded to the nearest and a negative
    /// one written as 0); the widget is never laid out smaller than its content needs. Read
    /// before any write, an unset request reads as the widget's allocated size.
    public static let size = AnimatableProperty<GTKWidgetHandle, CGSize>(
      name: "size", threshold: 0.5,
      read: { handle in
        guard let widget = handle.widget else { return handle.kept.size?.written ?? .zero }
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_get_size_request(widget, &width, &height)
        if let kept = handle.kept.size?.value(ifStill: [width, height]) { return kept }
        return CGSize(
          width: Double(width >= 0 ? width : gtk_widget_get_width(widget)),
          height: Double(height >= 0 ? height : gtk_widget_get_height(widget)))
      },
      write: { handle, value in
        guard let widget = handle.widget else { return }
        let stored = SIMD2(GTKProperties.pixels(value.width), GTKProperties.pixels(value.height))
        gtk_widget_set_size_request(widget, stored.x, stored.y)
        handle.kept.size = Kept(written: value, stored: stored)
      })

    /// The widget's margins in pixels (`gtk_widget_set_margin_top` and the others); threshold
    /// 0.5.
    ///
    /// GTK keeps whole pixels in 0...32767: each edge is rounded to the nearest and clamped.
    public static let margins = AnimatableProperty<GTKWidgetHandle, EdgeInsets>(
      name: "margins", threshold: 0.5,
      read: { handle in
        guard let widget = handle.widget else { return handle.kept.margins?.written ?? .zero }
        let current = GTKProperties.storedMargins(of: widget)
        if let kept = handle.kept.margins?.value(ifStill: current) { return kept }
        return EdgeInsets(
          top: Double(current[0]), left: Double(current[1]), bottom: Double(current[2]),
          right: Double(current[3]))
      },
      write: { handle, value in
        guard let widget = handle.widget else { return }
        gtk_widget_set_margin_top(widget, GTKProperties.margin(value.top))
        gtk_widget_set_margin_start(widget, GTKProperties.margin(value.left))
        gtk_widget_set_margin_bottom(widget, GTKProperties.margin(value.bottom))
        gtk_widget_set_margin_end(widget, GTKProperties.margin(value.right))
        handle.kept.margins = Kept(written: value, stored: GTKProperties.storedMargins(of: widget))
      })

    /// A `GtkFixed` child's position, its top-left corner in the fixed's pixels; threshold 0.1.
    ///
    /// `gtk_fixed_move` is itself a child transform, so the handle composes the position with
    /// ``transform`` into one (`gtk_fixed_set_child_transform`), which GTK keeps in `float`.
    /// On a widget whose parent is not a `GtkFixed`, it reads as zero and writes nothing.
    public static let position = AnimatableProperty<GTKWidgetHandle, CGPoint>(
      name: "position", threshold: 0.1,
      read: { handle in handle.placement.position },
      write: { handle, value in handle.place(position: value, transform: nil) })

    /// A `GtkFixed` child's transform about its centre (``GTKTransform``): move, scale, turn and
    /// a 3-D tilt with perspective; threshold 0.005.
    ///
    /// Composed with ``position`` into the child transform, which GSK keeps in `float` (about
    /// seven significant digits). The centre is that of the widget's allocated size. On a
    /// widget whose parent is not a `GtkFixed`, it reads as the identity and writes nothing.
    public static let transform = AnimatableProperty<GTKWidgetHandle, GTKTransform>(
      name: "transform", threshold: 0.005,
      read: { handle in handle.placement.transform },
      write: { handle, value in handle.place(position: nil, transform: value) })

    /// A `GtkScrolledWindow`'s horizontal scroll offset, its horizontal `GtkAdjustment`'s value,
    /// in pixels; threshold 0.5.
    ///
    /// GTK clamps the value to the adjustment's range (`lower...upper − page size`); past it,
    /// move the content with a transform instead, as ``GTKScroller`` does.
    public static let horizontalOffset = adjustmentProperty(
      name: "horizontal-offset", vertical: false)

    /// A `GtkScrolledWindow`'s vertical scroll offset, its vertical `GtkAdjustment`'s value, in
    /// pixels; threshold 0.5.
    ///
    /// GTK clamps the value to the adjustment's range (`lower...upper − page size`).
    public static let verticalOffset = adjustmentProperty(name: "vertical-offset", vertical: true)

    /// A `GtkProgressBar`'s fraction, 0...1 (`gtk_progress_bar_set_fraction`); threshold 0.001.
    ///
    /// GTK clamps it to 0...1 and keeps a `double`.
    public static let fraction = AnimatableProperty<GTKWidgetHandle, Double>(
      name: "fraction", threshold: 0.001,
      read: { handle in
        guard let bar = handle.widget.map(GTKProperties.progressBar) else {
          return handle.kept.fraction?.written ?? 0
        }
        let current = gtk_progress_bar_get_fraction(bar)
        return handle.kept.fraction?.value(ifStill: current) ?? current
      },
      write: { handle, value in
        guard let bar = handle.widget.map(GTKProperties.progressBar) else { return }
        gtk_progress_bar_set_fraction(bar, value)
        handle.kept.fraction = Kept(written: value, stored: gtk_progress_bar_get_fraction(bar))
      })

    /// A `GtkLabel` showing a number as rich text: `NumberCounter`'s format (the integer digits
    /// bold in an accent colour, the unit dimmed) written as Pango markup
    /// (`gtk_label_set_markup`).
    ///
    /// The threshold is half the format's last digit. GTK keeps only the text; the handle keeps
    /// the number while the label still shows the text it wrote. Make the property once and
    /// keep it (each call makes a new one).
    ///
    /// - Parameters:
    ///   - format: The digits, prefix and suffix, and which parts are bold or dimmed.
    ///   - accent: The integer digits' colour.
    /// - Returns: The property.
    public static func number(
      _ format: RichNumberFormat, accent: RGBAColor = RGBAColor(red: 1, green: 0.23, blue: 0.42)
    ) -> AnimatableProperty<GTKWidgetHandle, Double> {
      AnimatableProperty(
        name: "number", threshold: 0.5 / pow(10, Double(format.format.fractionDigits)),
        read: { handle in
          guard let label = handle.widget.map(GTKProperties.label) else {
            return handle.kept.number?.written ?? 0
          }
          let current = String(cString: gtk_label_get_label(label))
          return handle.kept.number?.value(ifStill: current) ?? Double(current) ?? 0
        },
        write: { handle, value in
          guard let label = handle.widget.map(GTKProperties.label) else { return }
          let markup = PangoMarkup.markup(for: format.attributedString(for: value), accent: accent)
          gtk_label_set_markup(label, markup)
          handle.kept.number = Kept(written: value, stored: markup)
        })
    }
  }
#endif
