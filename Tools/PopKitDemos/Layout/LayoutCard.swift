// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One card of the layout demo's grid: what it shows and the kind the filter picks by.
package struct LayoutCard: Sendable, Equatable, Identifiable {
  /// What a card is about; the filter shows one kind or all of them.
  package enum Kind: String, CaseIterable, Sendable {
    /// A photograph.
    case photo
    /// A written note.
    case note
    /// A piece of music.
    case song
  }

  /// The card's identity, unique in a deck (its index in ``deck``).
  package let id: Int
  /// The card's title, one short line.
  package let title: String
  /// The card's kind.
  package let kind: Kind
  /// The longer text the detail view shows under the title.
  package let detail: String

  /// A card.
  ///
  /// - Parameters:
  ///   - id: Its identity, unique in its deck.
  ///   - title: One short line.
  ///   - kind: What it is about.
  ///   - detail: The detail view's text.
  package init(id: Int, title: String, kind: Kind, detail: String) {
    self.id = id
    self.title = title
    self.kind = kind
    self.detail = detail
  }

  /// The demo's twelve cards, four of each kind, the kinds interleaved, `id` their index.
  package static let deck: [LayoutCard] = {
    let entries: [(String, Kind, String)] = [
      ("Harbour at dawn", .photo, "Lisbon, 06:12. Fog lifting off the water."),
      ("Groceries", .note, "Lemons, rice, coffee, the good olive oil."),
      ("Night drive", .song, "4:31, from the album Coastline."),
      ("Ana's birthday", .photo, "Twelve candles and one cat."),
      ("Meeting notes", .note, "Ship the grid on Friday; ask about velocity."),
      ("Morning rain", .song, "3:05, piano and strings."),
      ("Old town", .photo, "Tiles, trams and a very steep street."),
      ("Ideas", .note, "A card that keeps its speed when you change your mind."),
      ("Slow river", .song, "6:48, a long one for the train."),
      ("Mountain hut", .photo, "1,900 m, the last sun on the ridge."),
      ("To read", .note, "The spring chapter, then the one on decay."),
      ("Last call", .song, "2:57, the one that ends the night."),
    ]
    return entries.enumerated().map { index, entry in
      LayoutCard(id: index, title: entry.0, kind: entry.1, detail: entry.2)
    }
  }()
}
