// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK
  import PopKitGallery

  /// The widgets of `check-catalog` and what GTK holds of them on a frame.
  @MainActor
  final class CatalogCheckWidgets {
    /// The window's child: a box with the fixed and the scrolled window.
    let root: UnsafeMutablePointer<GtkWidget>
    /// A button in the fixed: opacity, size, margins.
    let button: GTKWidgetHandle
    /// A card in the fixed: position and a 2-D transform.
    let card: GTKWidgetHandle
    /// A card in the fixed: a 3-D transform.
    let tilted: GTKWidgetHandle
    /// A progress bar: fraction.
    let bar: GTKWidgetHandle
    /// A label: a counting number.
    let label: GTKWidgetHandle
    /// A scrolled window over a tall column: vertical offset.
    let scroller: GTKWidgetHandle

    /// Every handle.
    var handles: [GTKWidgetHandle] { [button, card, tilted, bar, label, scroller] }

    init() {
      root = Self.made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 4))
      let fixed = Self.made(gtk_fixed_new())
      gtk_widget_set_size_request(fixed, 620, 300)
      gtk_box_append(WidgetKit.cast(root), fixed)
      let fixedPointer: UnsafeMutablePointer<GtkFixed> = WidgetKit.cast(fixed)
      let button = Self.made(gtk_button_new_with_label("Button"))
      gtk_fixed_put(fixedPointer, button, 20, 20)
      let card = CatalogCheckWidgets.card("Card")
      gtk_fixed_put(fixedPointer, card, 0, 0)
      let tilted = CatalogCheckWidgets.card("Tilted")
      gtk_fixed_put(fixedPointer, tilted, 0, 0)
      let bar = Self.made(gtk_progress_bar_new())
      gtk_box_append(WidgetKit.cast(root), bar)
      let label = Self.made(gtk_label_new("0"))
      gtk_box_append(WidgetKit.cast(root), label)
      let column = Self.made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
      gtk_widget_set_size_request(column, 300, CatalogCheckPlan.contentHeight)
      let scrolled = Self.made(gtk_scrolled_window_new())
      gtk_scrolled_window_set_child(OpaquePointer(scrolled), column)
      gtk_widget_set_size_request(scrolled, 300, CatalogCheckPlan.viewportHeight)
      gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
      gtk_box_append(WidgetKit.cast(root), scrolled)
      self.button = GTKWidgetHandle.of(button)
      self.card = GTKWidgetHandle.of(card)
      self.tilted = GTKWidgetHandle.of(tilted)
      self.bar = GTKWidgetHandle.of(bar)
      self.label = GTKWidgetHandle.of(label)
      self.scroller = GTKWidgetHandle.of(scrolled)
      GTKProperties.position.write(self.tilted, CatalogCheckPlan.tiltedPosition)
    }

    /// A widget GTK made (its constructors return a widget or abort).
    private static func made(_ widget: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<
      GtkWidget
    > {
      guard let widget else {
        preconditionFailure("\(GTKCheckCommand.programName): GTK made no widget")
      }
      return widget
    }

    /// A framed label of a fixed size.
    private static func card(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
      let frame = Self.made(gtk_frame_new(nil))
      gtk_frame_set_child(
        WidgetKit.cast(frame), gtk_label_new(text))
      gtk_widget_set_size_request(frame, 120, 80)
      return frame
    }

    /// What the handles read (the values written) and what GTK holds, on a frame.
    ///
    /// - Parameter time: The frame's time.
    /// - Returns: The frame's record, for JSON.
    func readings(time: Double) -> [String: Any] {
      var record: [String: Any] = ["t": time]
      if let widget = button.widget {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_get_size_request(widget, &width, &height)
        let margins = [
          gtk_widget_get_margin_top(widget), gtk_widget_get_margin_start(widget),
          gtk_widget_get_margin_bottom(widget), gtk_widget_get_margin_end(widget),
        ]
        record["opacity"] = gtk_widget_get_opacity(widget)
        record["size"] = [Int(width), Int(height)]
        record["margins"] = margins.map(Int.init)
      }
      record["opacityRead"] = GTKProperties.opacity.read(button)
      let size = GTKProperties.size.read(button)
      record["sizeRead"] = [Double(size.width), Double(size.height)]
      let margins = GTKProperties.margins.read(button)
      record["marginsRead"] = [margins.top, margins.left, margins.bottom, margins.right]
      record["card"] = childTransform(of: card, as3D: false)
      record["cardSize"] = allocatedSize(of: card)
      let position = GTKProperties.position.read(card)
      record["positionRead"] = [Double(position.x), Double(position.y)]
      record["transformRead"] = components(GTKProperties.transform.read(card))
      record["tilted"] = childTransform(of: tilted, as3D: true)
      record["tiltedSize"] = allocatedSize(of: tilted)
      record["tiltedRead"] = components(GTKProperties.transform.read(tilted))
      if let widget = scroller.widget {
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(widget))
        record["offset"] = gtk_adjustment_get_value(adjustment)
      }
      record["offsetRead"] = GTKProperties.verticalOffset.read(scroller)
      if let widget = bar.widget {
        record["fraction"] = gtk_progress_bar_get_fraction(OpaquePointer(widget))
      }
      record["fractionRead"] = GTKProperties.fraction.read(bar)
      if let widget = label.widget {
        record["label"] = String(cString: gtk_label_get_label(OpaquePointer(widget)))
        record["labelText"] = String(cString: gtk_label_get_text(OpaquePointer(widget)))
      }
      record["numberRead"] = CatalogCheckPlan.number.read(label)
      return record
    }

    /// Changes the widgets with GTK's own setters (as an app's code or the user would), then
    /// reads them through the catalog: each read must now be GTK's value, not the last written.
    ///
    /// - Returns: The reads, for JSON.
    func changeOutsidePopKit() -> [String: Any] {
      guard let buttonWidget = button.widget, let cardWidget = card.widget,
        let parent = gtk_widget_get_parent(cardWidget), let scrolled = scroller.widget
      else { return [:] }
      gtk_widget_set_opacity(buttonWidget, 0.5)
      gtk_widget_set_size_request(buttonWidget, 150, 50)
      gtk_fixed_move(WidgetKit.cast(parent), cardWidget, 33, 44)
      let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
      gtk_adjustment_set_value(adjustment, 123)
      let size = GTKProperties.size.read(button)
      let position = GTKProperties.position.read(card)
      return [
        "opacity": GTKProperties.opacity.read(button),
        "size": [Double(size.width), Double(size.height)],
        "position": [Double(position.x), Double(position.y)],
        "transform": components(GTKProperties.transform.read(card)),
        "offset": GTKProperties.verticalOffset.read(scroller),
      ]
    }

    /// A value's eight components.
    private func components(_ transform: GTKTransform) -> [Double] {
      let c = transform.animatableComponents
      return (0..<8).map { c[$0] }
    }

    /// A widget's allocated size.
    private func allocatedSize(of handle: GTKWidgetHandle) -> [Int] {
      guard let widget = handle.widget else { return [] }
      return [Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget))]
    }

    /// A `GtkFixed` child's transform as GTK holds it: the 2-D affine `[xx, yx, xy, yy, dx, dy]`,
    /// or the 4×4 matrix row by row.
    private func childTransform(of handle: GTKWidgetHandle, as3D: Bool) -> [Double] {
      guard let widget = handle.widget, let parent = gtk_widget_get_parent(widget),
        let transform = gtk_fixed_get_child_transform(WidgetKit.cast(parent), widget)
      else { return [] }
      if as3D {
        var matrix = graphene_matrix_t()
        gsk_transform_to_matrix(transform, &matrix)
        var values = [Float](repeating: 0, count: 16)
        graphene_matrix_to_float(&matrix, &values)
        return values.map(Double.init)
      }
      var xx: Float = 0
      var yx: Float = 0
      var xy: Float = 0
      var yy: Float = 0
      var dx: Float = 0
      var dy: Float = 0
      gsk_transform_to_2d(transform, &xx, &yx, &xy, &yy, &dx, &dy)
      return [xx, yx, xy, yy, dx, dy].map(Double.init)
    }
  }
#endif
