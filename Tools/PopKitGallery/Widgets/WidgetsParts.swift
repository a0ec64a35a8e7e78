// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// The widget tree of the `widgets` scene (``WidgetsScene``), built into the `GtkFixed` the
  /// window gives it, and the handles its motions animate.
  ///
  /// Three columns on a content `GtkFixed` (which the sheet scales): the list; the card, the
  /// meter and the carousel's place; the panel under its header. Over them the scrim and the
  /// sheet, peeking from the bottom.
  @MainActor
  final class WidgetsParts {
    /// The meter's model: one value whose write moves the progress bar and the label.
    @MainActor
    final class Meter {
      /// How full, 0...1.
      var load = 0.0
      /// The `GtkProgressBar`.
      let bar: GTKWidgetHandle
      /// The counting `GtkLabel`.
      let label: GTKWidgetHandle

      /// A meter of a bar and a label.
      init(bar: GTKWidgetHandle, label: GTKWidgetHandle) {
        self.bar = bar
        self.label = label
      }

      /// The label's number: megabytes, grouped by thousands, the unit dimmed.
      static let number = GTKProperties.number(
        RichNumberFormat(NumberFormat(suffix: " MB", groupingSeparator: ",")))

      /// The load: its write sets the bar's fraction and the label's count through the catalog.
      static let load = AnimatableProperty<Meter, Double>(
        name: "load", threshold: 0.0005, read: { $0.load },
        write: { meter, value in
          meter.load = value
          GTKProperties.fraction.write(meter.bar, value)
          number.write(meter.label, value * WidgetsScene.countTotal)
        })
    }

    /// The list's rows.
    private(set) var rows: [GTKWidgetHandle] = []
    /// Where each row rests, in the content's pixels.
    private(set) var rowHomes: [CGPoint] = []
    /// The panel under its header (a `GtkScrolledWindow`, so it can be shorter than its rows).
    let panel: GTKWidgetHandle
    /// The panel's width, in pixels.
    let panelWidth = 288.0
    /// The tilting card.
    let card: GTKWidgetHandle
    /// The meter.
    let meter: Meter
    /// The carousel's place: a `GtkBox` holding its title and the scroller.
    let carouselSlot: UnsafeMutablePointer<GtkWidget>
    /// The paged carousel: drag or wheel it, `n` turns to the next page.
    let carousel: GTKScroller
    /// The carousel's pages, side by side in a horizontal `GtkBox`.
    let pages: UnsafeMutablePointer<GtkWidget>
    /// The bottom sheet.
    let sheet: WidgetSheet
    /// The content behind the sheet, which it scales.
    let content: GTKWidgetHandle
    /// Called with the card's tilt as the pointer moves over it, and identity when it leaves.
    var onTilt: ((GTKTransform) -> Void)?
    /// Called after the pointer moved the sheet.
    var onDrag: (() -> Void)?
    /// The pointer's drag on the scene, for the sheet.
    let drag: GTKDragTracker
    /// The press's time on the monotonic clock, in seconds.
    var pressTime = 0.0
    /// Whether the sheet took the drag under way.
    var isDraggingSheet = false

    /// Builds the tree.
    ///
    /// - Parameters:
    ///   - root: The `GtkFixed` of the scene's area.
    ///   - size: The scene's area, in pixels.
    ///   - animator: The scene's animator (for the sheet's choreography).
    init(in root: UnsafeMutablePointer<GtkWidget>, size: CGSize, animator: Animator) {
      WidgetKit.installStyle()
      let fixed: UnsafeMutablePointer<GtkWidget> = gtk_fixed_new()
      gtk_widget_set_size_request(fixed, Int32(size.width), Int32(size.height))
      content = WidgetKit.put(fixed, in: root, at: .zero)
      let column = (size.width - 3 * 24 - 48) / 3
      // The list.
      WidgetKit.put(WidgetKit.label("Inbox", ["pk-title"]), in: fixed, at: CGPoint(x: 24, y: 14))
      let mail = [
        ("Ana", "Lunch on Friday?"), ("Bruno", "The photos from Lisbon"),
        ("Accounts", "Re: invoice 2026-114"), ("Chloé", "Tickets for Saturday"),
        ("Shop", "Your order has shipped"), ("Dev", "Weekly notes"),
      ]
      for (index, (sender, subject)) in mail.enumerated() {
        let row = WidgetKit.box(["pk-row"], vertical: false, spacing: 12)
        let avatar = WidgetKit.box(index % 2 == 0 ? ["pk-avatar"] : ["pk-avatar", "alt"])
        gtk_widget_set_valign(avatar, GTK_ALIGN_CENTER)
        let text = WidgetKit.box([])
        WidgetKit.append(
          text, WidgetKit.label(sender, ["pk-title"]), WidgetKit.label(subject, ["pk-dim"]))
        WidgetKit.append(row, avatar, text)
        let home = CGPoint(x: 24, y: 48 + Double(index) * 62)
        rows.append(
          WidgetKit.put(row, in: fixed, at: home, size: CGSize(width: column, height: 52)))
        rowHomes.append(home)
      }
      // The card, the meter and the carousel's place.
      let middle = 48 + column
      let cardBox = WidgetKit.box(["pk-card"], spacing: 6)
      WidgetKit.append(
        cardBox, WidgetKit.label("Hover me", ["pk-big"]),
        WidgetKit.label("A GtkBox in a GtkFixed, tilted in 3-D\nby GTKProperties.transform"))
      card = WidgetKit.put(
        cardBox, in: fixed, at: CGPoint(x: middle, y: 14), size: CGSize(width: column, height: 150))
      let meterBox = WidgetKit.box(["pk-meter"], spacing: 8)
      let count = WidgetKit.label("0 MB", ["pk-count"])
      let bar: UnsafeMutablePointer<GtkWidget> = gtk_progress_bar_new()
      WidgetKit.append(meterBox, WidgetKit.label("Downloading", ["pk-dim"]), count, bar)
      WidgetKit.put(
        meterBox, in: fixed, at: CGPoint(x: middle, y: 184), size: CGSize(width: column, height: 0))
      meter = Meter(bar: GTKWidgetHandle.of(bar), label: GTKWidgetHandle.of(count))
      Meter.load.write(meter, 0)
      carouselSlot = WidgetKit.box(["pk-slot"], spacing: 6)
      // The carousel: four pages in a paged GTKScroller, each the viewport's width.
      pages = WidgetKit.box([], vertical: false, spacing: 0)
      let pageWidth = column * 2 + 24 - 24
      for page in 0..<4 {
        let card = WidgetKit.box(["pk-page", "p\(page)"])
        let title = WidgetKit.label("Page \(page + 1)")
        gtk_widget_set_vexpand(title, 1)
        gtk_label_set_xalign(OpaquePointer(title), 0.5)
        WidgetKit.append(card, title)
        gtk_widget_set_size_request(card, Int32(pageWidth), 92)
        WidgetKit.append(pages, card)
      }
      carousel = GTKScroller(content: pages, axis: .horizontal, animator: animator)
      carousel.isPaging = true
      gtk_widget_set_size_request(carousel.widget, Int32(pageWidth), 92)
      gtk_widget_set_margin_start(carousel.widget, 12)
      gtk_widget_set_margin_end(carousel.widget, 12)
      let note = WidgetKit.label("Carousel: drag, wheel or n", ["pk-dim"])
      gtk_widget_set_margin_start(note, 12)
      gtk_widget_set_margin_top(note, 8)
      WidgetKit.append(carouselSlot, note, carousel.widget)
      WidgetKit.put(
        carouselSlot, in: fixed, at: CGPoint(x: middle, y: 318),
        size: CGSize(width: column * 2 + 24, height: 140))
      // The panel under its header.
      let right = middle + column + 24
      let header = WidgetKit.box(["pk-header"])
      WidgetKit.append(header, WidgetKit.label("Details  (p opens, p again turns it)"))
      WidgetKit.put(
        header, in: fixed, at: CGPoint(x: right, y: 14), size: CGSize(width: column, height: 0))
      let scrolled: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
      gtk_scrolled_window_set_policy(
        OpaquePointer(scrolled), GTK_POLICY_EXTERNAL, GTK_POLICY_EXTERNAL)
      gtk_widget_add_css_class(scrolled, "pk-panel")
      let lines = WidgetKit.box([], spacing: 2)
      for line in [
        "Size  1,284 MB", "Kind  Disk image", "Where  Downloads", "Added  Today, 09:41",
        "Shared  with Ana, Bruno",
      ] {
        WidgetKit.append(lines, WidgetKit.label(line))
      }
      gtk_scrolled_window_set_child(OpaquePointer(scrolled), lines)
      panel = WidgetKit.put(
        scrolled, in: fixed, at: CGPoint(x: right, y: 58),
        size: CGSize(width: panelWidth, height: 0))
      GTKProperties.opacity.write(panel, 0)
      // The scrim and the sheet over everything.
      let scrimBox = WidgetKit.box(["pk-scrim"])
      gtk_widget_set_can_target(scrimBox, 0)
      let scrim = WidgetKit.put(scrimBox, in: root, at: .zero, size: size)
      GTKProperties.opacity.write(scrim, 0)
      let sheetBox = WidgetKit.box(["pk-sheet"], spacing: 14)
      let handle = WidgetKit.box(["pk-handle"])
      gtk_widget_set_halign(handle, GTK_ALIGN_CENTER)
      WidgetKit.append(sheetBox, handle, WidgetKit.label("Share", ["pk-title"]))
      for line in ["Copy link", "Add to album", "Print"] {
        WidgetKit.append(sheetBox, WidgetKit.label(line))
      }
      let openTop = 120.0
      let closedTop = size.height - 44
      let sheetHandle = WidgetKit.put(
        sheetBox, in: root, at: CGPoint(x: 90, y: closedTop),
        size: CGSize(width: size.width - 180, height: size.height - openTop + 40))
      sheet = WidgetSheet(
        sheet: sheetHandle, scrim: scrim, content: content, left: 90,
        tops: (closedTop, openTop), animator: animator)
      drag = GTKDragTracker(widget: root)
      listen(card: cardBox)
    }
  }
#endif
