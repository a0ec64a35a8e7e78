// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  /// A thin drawing surface over a Cairo context, with text through Pango: what a scene needs
  /// to draw its animated values in a `GtkDrawingArea` or into an image.
  ///
  /// Coordinates are Cairo's: pixels from the top-left corner, y down. Colours are PopKit's
  /// `RGBAColor`, so an animated colour is drawn as it is. The canvas remembers the
  /// text of every layout it drew (``drawnTexts``), for tests and logs.
  ///
  /// ```swift
  /// canvas.fillCircle(center: ball, radius: 12, color: .init(red: 1, green: 0.23, blue: 0.42))
  /// canvas.text("42 %", at: center, size: 14, bold: true, anchor: .center)
  /// ```
  public final class CairoCanvas {
    /// The Cairo context drawn into (`cairo_t *`); owned by the caller.
    public let context: OpaquePointer

    /// The canvas's width, in pixels.
    public let width: Double

    /// The canvas's height, in pixels.
    public let height: Double

    /// The plain text of every layout drawn so far, in order (markup stripped).
    public private(set) var drawnTexts: [String] = []

    /// Where a text's box sits relative to the point it is drawn at.
    public enum Anchor: Sendable {
      /// The point is the box's top-left corner.
      case topLeft
      /// The point is the box's centre.
      case center
      /// The point is the middle of the box's left edge.
      case leading
    }

    /// Creates a canvas on a Cairo context.
    ///
    /// - Parameters:
    ///   - context: The Cairo context (`cairo_t *`); it must outlive the canvas.
    ///   - width: The drawable width, in pixels.
    ///   - height: The drawable height, in pixels.
    public init(context: OpaquePointer, width: Double, height: Double) {
      self.context = context
      self.width = width
      self.height = height
    }

    /// Makes a colour the source of the next fill or stroke.
    ///
    /// - Parameter color: The colour, its components in 0...1.
    public func setColor(_ color: RGBAColor) {
      cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// Fills the whole canvas with a colour.
    ///
    /// - Parameter color: The colour.
    public func clear(_ color: RGBAColor) {
      setColor(color)
      cairo_paint(context)
    }

    /// Fills a rectangle, optionally with rounded corners.
    ///
    /// - Parameters:
    ///   - x: The left edge, in pixels.
    ///   - y: The top edge, in pixels.
    ///   - width: The width, in pixels.
    ///   - height: The height, in pixels.
    ///   - radius: The corners' radius, in pixels. Default 0.
    ///   - color: The fill colour.
    public func fillRect(
      x: Double, y: Double, width: Double, height: Double, radius: Double = 0, color: RGBAColor
    ) {
      let r = min(radius, width / 2, height / 2)
      if r > 0 {
        cairo_new_sub_path(context)
        cairo_arc(context, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(context, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(context, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(context, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
      } else {
        cairo_rectangle(context, x, y, width, height)
      }
      setColor(color)
      cairo_fill(context)
    }

    /// Fills a disc.
    ///
    /// - Parameters:
    ///   - center: The centre, in pixels.
    ///   - radius: The radius, in pixels.
    ///   - color: The fill colour.
    public func fillCircle(center: CGPoint, radius: Double, color: RGBAColor) {
      cairo_new_sub_path(context)
      cairo_arc(context, center.x, center.y, max(0, radius), 0, 2 * Double.pi)
      setColor(color)
      cairo_fill(context)
    }

    /// Strokes an arc of a circle, clockwise on screen from `start` to `end`.
    ///
    /// - Parameters:
    ///   - center: The centre, in pixels.
    ///   - radius: The radius, in pixels.
    ///   - start: The start angle, in radians from the positive x axis (0 is 3 o'clock).
    ///   - end: The end angle, in radians; greater than `start` for a clockwise arc.
    ///   - lineWidth: The line's width, in pixels.
    ///   - color: The line's colour.
    public func strokeArc(
      center: CGPoint, radius: Double, from start: Double, to end: Double, lineWidth: Double,
      color: RGBAColor
    ) {
      cairo_new_path(context)
      cairo_arc(context, center.x, center.y, max(0, radius), start, end)
      cairo_set_line_width(context, lineWidth)
      cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
      setColor(color)
      cairo_stroke(context)
    }

    /// Strokes a straight line.
    ///
    /// - Parameters:
    ///   - from: The start, in pixels.
    ///   - to: The end, in pixels.
    ///   - lineWidth: The line's width, in pixels.
    ///   - color: The line's colour.
    ///   - dash: The dash length, in pixels, or 0 for a solid line. Default 0.
    public func line(
      from: CGPoint, to: CGPoint, lineWidth: Double, color: RGBAColor, dash: Double = 0
    ) {
      cairo_new_path(context)
      cairo_move_to(context, from.x, from.y)
      cairo_line_to(context, to.x, to.y)
      cairo_set_line_width(context, lineWidth)
      if dash > 0 {
        var pattern = [dash, dash]
        cairo_set_dash(context, &pattern, 2, 0)
      }
      setColor(color)
      cairo_stroke(context)
      cairo_set_dash(context, nil, 0, 0)
    }

    /// Draws one line of text with Pango.
    ///
    /// - Parameters:
    ///   - text: The text; with `markup`, Pango markup (`<b>`, `<span foreground="…">`).
    ///   - point: Where the text goes, in pixels, interpreted by `anchor`.
    ///   - size: The font size, in points. Default 13.
    ///   - bold: Whether the font is bold. Default `false`.
    ///   - color: The colour of text without a colour of its own. Default a dark grey.
    ///   - anchor: How the text's box sits at `point`. Default ``Anchor/topLeft``.
    ///   - markup: Whether `text` is Pango markup. Default `false`.
    /// - Returns: The text's size, in pixels.
    @discardableResult
    public func text(
      _ text: String, at point: CGPoint, size: Double = 13, bold: Bool = false,
      color: RGBAColor = RGBAColor(red: 0.2, green: 0.2, blue: 0.22), anchor: Anchor = .topLeft,
      markup: Bool = false
    ) -> (width: Double, height: Double) {
      guard let layout = pango_cairo_create_layout(context) else { return (0, 0) }
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      let font = pango_font_description_new()
      pango_font_description_set_family(font, "Sans")
      pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
      pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE) * 4 / 3)
      pango_layout_set_font_description(layout, font)
      pango_font_description_free(font)
      if markup {
        pango_layout_set_markup(layout, text, -1)
      } else {
        pango_layout_set_text(layout, text, -1)
      }
      var width: Int32 = 0
      var height: Int32 = 0
      pango_layout_get_pixel_size(layout, &width, &height)
      let origin: CGPoint
      switch anchor {
      case .topLeft: origin = point
      case .center:
        origin = CGPoint(x: point.x - Double(width) / 2, y: point.y - Double(height) / 2)
      case .leading: origin = CGPoint(x: point.x, y: point.y - Double(height) / 2)
      }
      setColor(color)
      cairo_move_to(context, origin.x, origin.y)
      pango_cairo_show_layout(context, layout)
      if let plain = pango_layout_get_text(layout) { drawnTexts.append(String(cString: plain)) }
      return (Double(width), Double(height))
    }
  }
#endif
