// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import PopKitDemos
  import Testing

  /// The layout demo's model: the filter, the riffle shuffle and the open card.
  struct LayoutDeckTests {
    @Test("the deck has four cards of each kind, ids 0 to 11")
    func cards() {
      let deck = LayoutDeck()
      #expect(deck.cards.map(\.id) == Array(0..<12))
      for kind in LayoutCard.Kind.allCases {
        #expect(deck.cards.filter { $0.kind == kind }.count == 4)
      }
      #expect(deck.grid == deck.order && deck.filter == nil && deck.opened == nil)
    }

    @Test("the filter steps photo, note, song, then all again; the grid shows that kind in order")
    func filter() {
      var deck = LayoutDeck()
      for kind in [LayoutCard.Kind.photo, .note, .song] {
        deck.nextFilter()
        #expect(deck.filter == kind)
        #expect(deck.grid.count == 4)
        #expect(deck.grid.allSatisfy { deck.card($0)?.kind == kind })
        #expect(deck.grid == deck.order.filter { deck.grid.contains($0) }, "in the deck's order")
      }
      deck.nextFilter()
      #expect(deck.filter == nil && deck.grid == Array(0..<12))
    }

    @Test("a shuffle is an in-shuffle: the second half at the even places, every card moves")
    func shuffle() {
      for count in [12, 11, 2] {
        let cards = LayoutCard.deck.prefix(count).map { $0 }
        var deck = LayoutDeck(cards: cards)
        let before = deck.order
        deck.shuffle()
        let after = deck.order
        #expect(after.sorted() == before.sorted(), "a permutation of \(count)")
        let half = (count + 1) / 2
        let evens = stride(from: 0, to: count, by: 2).map { after[$0] }
        let odds = stride(from: 1, to: count, by: 2).map { after[$0] }
        // The second half at the even places and the first at the odd ones, each in order; with
        // an odd count the first half has one more card, which ends the deck.
        let (first, second) = (Array(before[..<half]), Array(before[half...]))
        if count % 2 == 0 {
          #expect(evens == second && odds == first)
        } else {
          #expect(evens == second + [first[half - 1]] && odds == Array(first.dropLast()))
        }
        for (place, id) in after.enumerated() {
          #expect(before[place] != id, "card \(id) kept place \(place) of \(count)")
        }
        var again = LayoutDeck(cards: cards)
        again.shuffle()
        #expect(again.order == after, "the same deck shuffles the same way")
      }
    }

    @Test("opening takes a grid card out of the grid; closing puts it back at its place")
    func openAndClose() {
      var deck = LayoutDeck()
      deck.nextFilter()  // photos: 0, 3, 6, 9
      deck.open(1)  // a note: not in the grid
      #expect(deck.opened == nil)
      deck.open(6)
      #expect(deck.opened == 6 && deck.grid == [0, 3, 9] && deck.homeOfOpened == 2)
      deck.close()
      #expect(deck.opened == nil && deck.grid == [0, 3, 6, 9] && deck.homeOfOpened == nil)
      deck.open(6)
      deck.nextFilter()  // notes: the open photo no longer passes
      #expect(deck.opened == 6 && deck.homeOfOpened == nil && deck.grid == [1, 4, 7, 10])
    }
  }
#endif
