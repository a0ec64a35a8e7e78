// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The state of the layout demo's grid of cards, with no drawing: the cards' order, the
/// filter, and the card opened into the detail view.
///
/// Both the GTK example `gtk-layout` and the gallery's `layout` scene show a deck; each change
/// here is a new layout there, which their ``PopKitGTK`` layout boxes spring to. Every change
/// is O(n) in the number of cards.
package struct LayoutDeck: Sendable, Equatable {
  /// The kinds the filter steps through, in order; `nil` shows every card.
  package static let filters: [LayoutCard.Kind?] = [nil] + LayoutCard.Kind.allCases.map { $0 }

  /// Every card, shown or not, in the order they were made.
  package let cards: [LayoutCard]
  /// Every card's id, in the grid's order (the filter and the opened card aside).
  package private(set) var order: [Int]
  /// The kind shown, or `nil` for all.
  package private(set) var filter: LayoutCard.Kind?
  /// The card opened into the detail view, if any.
  package private(set) var opened: Int?

  /// A deck in the cards' own order, unfiltered, nothing opened.
  ///
  /// - Parameter cards: The cards; their ids are unique.
  package init(cards: [LayoutCard] = LayoutCard.deck) {
    self.cards = cards
    order = cards.map(\.id)
  }

  /// The card with an id, if the deck has it.
  ///
  /// - Parameter id: The card's id.
  /// - Returns: The card, or `nil`.
  package func card(_ id: Int) -> LayoutCard? {
    cards.first { $0.id == id }
  }

  /// Whether a card passes the filter.
  ///
  /// - Parameter id: The card's id.
  /// - Returns: `true` when the filter shows every card or the card's kind.
  package func passesFilter(_ id: Int) -> Bool {
    guard let filter else { return true }
    return card(id)?.kind == filter
  }

  /// The cards the grid lays out, in order: those that pass the filter, not the opened one.
  package var grid: [Int] {
    order.filter { $0 != opened && passesFilter($0) }
  }

  /// Where the opened card goes back to in ``grid`` when it closes: its place in the order
  /// among the cards that pass the filter; `nil` when nothing is open or it does not pass.
  package var homeOfOpened: Int? {
    guard let opened, passesFilter(opened) else { return nil }
    return order.prefix { $0 != opened }.filter(passesFilter).count
  }

  /// Steps the filter to the next kind in ``filters`` (after the last, every card again).
  package mutating func nextFilter() {
    let index = Self.filters.firstIndex(of: filter) ?? 0
    filter = Self.filters[(index + 1) % Self.filters.count]
  }

  /// Shuffles the order by a riffle, so that every card moves.
  ///
  /// The second half's cards go in between the first half's, starting with the second half's
  /// first (an in-shuffle).
  /// The same deck always shuffles the same way, so a scripted run gives the same picture.
  package mutating func shuffle() {
    let half = (order.count + 1) / 2
    let (first, second) = (order[..<half], order[half...])
    var riffled: [Int] = []
    riffled.reserveCapacity(order.count)
    for index in 0..<half {
      if index < second.count { riffled.append(second[second.startIndex + index]) }
      riffled.append(first[first.startIndex + index])
    }
    order = riffled
  }

  /// Opens a card into the detail view (closing the one open, if another); a card the grid
  /// does not show is ignored.
  ///
  /// - Parameter id: The card's id.
  package mutating func open(_ id: Int) {
    guard grid.contains(id) else { return }
    opened = id
  }

  /// Closes the detail view: its card goes back to the grid (or away, if it no longer passes
  /// the filter).
  package mutating func close() {
    opened = nil
  }
}
