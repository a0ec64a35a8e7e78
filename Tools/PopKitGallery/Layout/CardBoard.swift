// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The layout demo made of real widgets: a grid of cards in a ``PopKitGTK/GTKLayoutBox``
  /// that can be filtered (cards exit and enter), shuffled (cards move) and narrowed or
  /// resized with the window (cards reflow), and a card opened into a detail view (a second
  /// layout box over a scrim: the card is handed off from the grid to it, and back).
  ///
  /// Every change is a new layout that the boxes spring to from where each card is drawn, with
  /// its velocity, so any change may interrupt any other mid-flight. The state is a
  /// ``PopKitDemos/LayoutDeck``; the board shows it. Both the example `gtk-layout` and the
  /// gallery's `layout` scene are this board. Each change is O(n) in the number of cards.
  @MainActor
  package final class CardBoard {
    /// The spring of every move, resize, enter and exit (a little bounce).
    nonisolated package static let spring = Spring(duration: 0.55, bounce: 0.12)
    /// How the grid's cards enter and exit: fading, from and to 85 % of their size.
    nonisolated package static let presence = LayoutPresence.scale(0.85)
    /// The space between two cards, in pixels.
    nonisolated package static let spacing = 16.0
    /// The margin around the grid, in pixels.
    nonisolated package static let gridMargin = 24
    /// The detail view's margins over the board, left and right, in pixels.
    nonisolated package static let detailSideMargin = 120
    /// The detail view's margins over the board, top and bottom, in pixels.
    nonisolated package static let detailEndMargin = 36
    /// How much narrower ``toggleNarrow()`` makes the grid, in pixels: two cards and their
    /// spacing.
    nonisolated package static let narrowing =
      2 * (Int(LayoutCardWidget.gridSize.width) + Int(spacing))
    /// The open card's height before the detail view has a size of its own, in pixels.
    nonisolated package static let detailHeight = 320.0
    /// The scrim's opacity behind an open card.
    nonisolated package static let scrimOpacity = 0.45

    /// The board's widget (a `GtkOverlay`: the grid, the scrim over it, the detail view over
    /// both); the board holds one reference to it.
    package let widget: UnsafeMutablePointer<GtkWidget>
    /// The grid of cards: a wrapping flow of grid-sized cards.
    package let grid: GTKLayoutBox
    /// The detail view: a column holding the open card, if any.
    package let detail: GTKLayoutBox
    /// The dimming between the grid and the detail view; a click on it closes the card.
    let scrim: GTKWidgetHandle
    /// The animator of the boxes and the scrim.
    let animator: Animator
    /// What the board shows.
    package private(set) var deck: LayoutDeck
    /// Each card's widgets, by the card's id.
    private(set) var cards: [Int: LayoutCardWidget] = [:]
    /// Whether the grid is narrowed by ``narrowing``.
    package private(set) var isNarrow = false
    /// Called after the pointer changed the board (a click opened or closed a card).
    package var onChange: (() -> Void)?

    /// Builds the board with the deck's grid cards in the grid and its open card, if any, in
    /// the detail view, laid out at once (no enter) at the boxes' first layout.
    ///
    /// - Parameters:
    ///   - animator: The animator of the boxes' transitions and the scrim.
    ///   - deck: What to show first.
    package init(animator: Animator, deck: LayoutDeck = LayoutDeck()) {
      LayoutCardWidget.installStyle()
      self.animator = animator
      self.deck = deck
      let overlay: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
      g_object_ref_sink(UnsafeMutableRawPointer(overlay))
      widget = overlay
      grid = GTKLayoutBox(
        arrangement: .flow(spacing: Self.spacing), animator: animator, spring: Self.spring)
      // The first layout shows the cards where they are; changes after it animate.
      grid.presence = .none
      Self.setMargins(of: grid.widget, side: Self.gridMargin, end: Self.gridMargin)
      gtk_overlay_set_child(OpaquePointer(overlay), grid.widget)
      let scrimBox = WidgetKit.box(["pk-lscrim"])
      gtk_widget_set_can_target(scrimBox, 0)
      gtk_overlay_add_overlay(OpaquePointer(overlay), scrimBox)
      scrim = GTKWidgetHandle.of(scrimBox)
      GTKProperties.opacity.write(scrim, 0)
      detail = GTKLayoutBox(
        arrangement: .column(spacing: 0), animator: animator, spring: Self.spring)
      // Cards only arrive in the detail view and leave it by hand-offs (and a deck's open card
      // is there from the start): nothing fades.
      detail.presence = .none
      Self.setMargins(of: detail.widget, side: Self.detailSideMargin, end: Self.detailEndMargin)
      gtk_widget_set_can_target(detail.widget, 0)
      gtk_overlay_add_overlay(OpaquePointer(overlay), detail.widget)
      for card in deck.cards {
        let made = LayoutCardWidget(card)
        cards[card.id] = made
        listen(toCard: made)
      }
      listen(toScrim: scrimBox)
      for id in deck.grid {
        if let card = cards[id] { grid.append(card.widget) }
      }
      if let id = deck.opened, let card = cards[id] {
        card.setOpen(true, height: Self.detailHeight)
        detail.append(card.widget)
        setDetailShown(true)
      }
    }

    isolated deinit {
      g_object_unref(UnsafeMutableRawPointer(widget))
    }

    /// The card widget of a card's id.
    ///
    /// - Parameter id: The card's id.
    /// - Returns: Its widget, or `nil` for an id not in the deck.
    package func widget(of id: Int) -> UnsafeMutablePointer<GtkWidget>? {
      cards[id]?.widget
    }

    /// The filter steps to the next kind: the cards of other kinds exit, those of this kind
    /// enter or stay, and the grid closes up.
    package func nextFilter() {
      startAnimating()
      deck.nextFilter()
      showDeck()
    }

    /// The grid's cards change places (``PopKitDemos/LayoutDeck/shuffle()``).
    package func shuffle() {
      startAnimating()
      deck.shuffle()
      showDeck()
    }

    /// Makes the grid narrower by ``narrowing`` or gives the width back, as a window's resize
    /// would: the cards reflow into fewer or more columns.
    ///
    /// The grid keeps room for one card: on a board too narrow for the whole of ``narrowing``
    /// it narrows by what it can spare.
    package func toggleNarrow() {
      startAnimating()
      isNarrow.toggle()
      let spare =
        Int(gtk_widget_get_width(widget)) - 2 * Self.gridMargin
        - Int(LayoutCardWidget.gridSize.width)
      let narrowing = isNarrow ? min(Self.narrowing, max(spare, 0)) : 0
      gtk_widget_set_margin_end(grid.widget, Int32(Self.gridMargin + narrowing))
    }

    /// Opens a card of the grid into the detail view.
    ///
    /// The card grows to the detail view's height and is handed off from the grid to it, from
    /// where it is drawn and with its velocity; the scrim fades in. A card open already goes
    /// back first; a card the grid does not lay out is ignored.
    ///
    /// - Parameter id: The card's id.
    package func open(_ id: Int) {
      guard deck.grid.contains(id), let card = cards[id] else { return }
      startAnimating()
      close()
      deck.open(id)
      let height = Double(gtk_widget_get_height(detail.widget))
      card.setOpen(true, height: height > 0 ? height : Self.detailHeight)
      grid.handOff(card.widget, to: detail)
      setDetailShown(true)
    }

    /// Closes the detail view: its card shrinks to the grid's size and is handed back to its
    /// place in the grid, where it exits if the filter no longer shows it; the scrim fades out.
    package func close() {
      guard let id = deck.opened, let card = cards[id] else { return }
      startAnimating()
      let home = deck.homeOfOpened
      deck.close()
      card.setOpen(false, height: 0)
      detail.handOff(card.widget, to: grid, at: home ?? grid.children.count)
      if home == nil { grid.remove(card.widget) }
      setDetailShown(false)
    }

    /// Closes the open card, or opens the grid's first.
    package func toggleOpen() {
      if deck.opened != nil {
        close()
      } else if let first = deck.grid.first {
        open(first)
      }
    }

    /// Gives the grid the deck's cards in the deck's order: those it no longer shows exit,
    /// new ones enter at their places (one still exiting re-enters from where it is drawn),
    /// and the rest move to their new places.
    private func showDeck() {
      let wanted = deck.grid.compactMap { cards[$0]?.widget }
      for child in grid.children where !wanted.contains(child) { grid.remove(child) }
      for (index, child) in wanted.enumerated() where !grid.children.contains(child) {
        grid.insert(child, at: index)
      }
      grid.reorder(wanted)
    }

    /// After the first layout, cards enter and exit by ``presence``.
    private func startAnimating() {
      if grid.presence != Self.presence { grid.presence = Self.presence }
    }

    /// The scrim fades in or out, and takes the pointer (with the detail view) while shown.
    private func setDetailShown(_ shown: Bool) {
      gtk_widget_set_can_target(detail.widget, shown ? 1 : 0)
      if let scrimWidget = scrim.widget { gtk_widget_set_can_target(scrimWidget, shown ? 1 : 0) }
      animator.animate(
        scrim, GTKProperties.opacity, to: shown ? Self.scrimOpacity : 0, spring: Self.spring)
    }

    /// Sets a widget's four margins.
    private static func setMargins(of widget: UnsafeMutablePointer<GtkWidget>, side: Int, end: Int)
    {
      gtk_widget_set_margin_start(widget, Int32(side))
      gtk_widget_set_margin_end(widget, Int32(side))
      gtk_widget_set_margin_top(widget, Int32(end))
      gtk_widget_set_margin_bottom(widget, Int32(end))
    }
  }
#endif
