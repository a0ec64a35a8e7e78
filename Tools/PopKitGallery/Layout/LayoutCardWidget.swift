// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKitDemos

  /// One card of the layout demo as real GTK widgets: a `GtkBox` with a CSS border and corner
  /// radius, holding the card's title, its kind and (only while opened) its detail text.
  ///
  /// The card keeps one reference of its own to its box, so the box outlives the layout
  /// boxes that unparent it when its exit ends, and can be added again.
  @MainActor
  final class LayoutCardWidget {
    /// The card's size in the grid, in pixels (its size request: the flow's natural size).
    nonisolated static let gridSize = CGSize(width: 160, height: 100)

    /// The style sheet of the cards and the scrim: a border and a corner radius that stay at
    /// their pixel size while a card moves and resizes (the layout box allocates the presented
    /// size, it never scales a card).
    nonisolated static let css = """
      .pk-lcard { border-radius: 14px; border: 3px solid rgba(28,28,36,0.28); padding: 10px 12px;
        color: white; box-shadow: 0 3px 10px rgba(0,0,0,0.18); }
      .pk-lcard.photo { background: #3fa7f5; }
      .pk-lcard.note { background: #f0a020; }
      .pk-lcard.song { background: #7b4dff; }
      .pk-lcard.open { border-color: white; }
      .pk-lcard .pk-ltitle { font-weight: bold; font-size: 15px; }
      .pk-lcard.open .pk-ltitle { font-size: 26px; }
      .pk-lcard .pk-lkind { font-size: 12px; color: rgba(255,255,255,0.8); }
      .pk-lcard .pk-ldetail { font-size: 16px; }
      .pk-lscrim { background: rgb(13,13,20); }
      """

    /// The card shown.
    let card: LayoutCard
    /// The card's box, the widget the layout boxes hold.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The title, wrapped within a grid card's width (so that every grid card's natural size is
    /// ``gridSize``) and on one line in the detail view.
    private let title: UnsafeMutablePointer<GtkWidget>
    /// The detail text, shown only while the card is open.
    private let detail: UnsafeMutablePointer<GtkWidget>

    /// Makes a card's widgets, in the grid's style.
    ///
    /// - Parameter card: The card.
    init(_ card: LayoutCard) {
      Self.installStyle()
      self.card = card
      let box = WidgetKit.box(["pk-lcard", card.kind.rawValue], spacing: 4)
      g_object_ref_sink(UnsafeMutableRawPointer(box))
      widget = box
      title = WidgetKit.label(card.title, ["pk-ltitle"])
      gtk_label_set_wrap(OpaquePointer(title), 1)
      let kind = WidgetKit.label(card.kind.rawValue, ["pk-lkind"])
      detail = WidgetKit.label(card.detail, ["pk-ldetail"])
      gtk_label_set_wrap(OpaquePointer(detail), 1)
      gtk_widget_set_margin_top(detail, 12)
      gtk_widget_set_visible(detail, 0)
      WidgetKit.append(box, title, kind, detail)
      setOpen(false, height: Self.gridSize.height)
    }

    isolated deinit {
      g_object_unref(UnsafeMutableRawPointer(widget))
    }

    /// Shows the card as the detail view or as a grid card.
    ///
    /// The detail view shows the detail text and a larger title at the height given; a grid
    /// card is its grid size. The layout box holding it sees the new natural size at its next
    /// layout and springs the card to it.
    ///
    /// - Parameters:
    ///   - open: Whether the card is the detail view.
    ///   - height: The detail view's height, in pixels, kept within the grid card's height
    ///     and 4,096 (not finite: the grid card's height); ignored for a grid card.
    func setOpen(_ open: Bool, height: Double) {
      gtk_widget_set_visible(detail, open ? 1 : 0)
      // A grid card's title wraps within 11 characters (about 120 px in its bold 15 px).
      gtk_label_set_max_width_chars(OpaquePointer(title), open ? -1 : 11)
      if open {
        gtk_widget_add_css_class(widget, "open")
      } else {
        gtk_widget_remove_css_class(widget, "open")
      }
      let detailHeight =
        height.isFinite ? min(max(height, Self.gridSize.height), 4096) : Self.gridSize.height
      let size = open ? CGSize(width: Self.gridSize.width, height: detailHeight) : Self.gridSize
      gtk_widget_set_size_request(widget, Int32(size.width), Int32(size.height))
    }

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
  }
#endif
