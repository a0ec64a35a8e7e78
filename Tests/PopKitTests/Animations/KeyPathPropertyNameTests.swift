// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import Testing

@testable import PopKit

/// The names key-path properties get: the property's path, not Swift's `\Root.path`.
@Suite("Key-path property names")
@MainActor
struct KeyPathPropertyNameTests {
  /// A card with a nested frame, inside another type, so the root's name is not the first word.
  enum Deck {
    final class Card {
      var x = 0.0
      var frame = CGRect.zero
      var transform = Transform3D.identity
    }
  }

  /// A generic root, whose name carries its argument.
  final class Holder<Tag> { var value = 0.0 }

  @Test("finding 22: a key path's property is named by its path after the root type")
  func names() {
    #expect(AnimatableProperty(\Deck.Card.x).name == "x")
    #expect(AnimatableProperty(\Deck.Card.frame.origin.x).name == "frame.origin.x")
    #expect(AnimatableProperty(\Holder<Int>.value).name == "value")
    #expect(
      AnimatableProperty<Deck.Card, DecomposedTransform>(representing: \Deck.Card.transform).name
        == "transform")
    #expect(AnimatableProperty(\Deck.Card.x, name: "left").name == "left")
  }

  @Test("finding 22: a recording names a key-path property x, and it is the animator's key")
  func recordedName() throws {
    let animator = Animator()
    let recorder = MotionRecorder()
    animator.recorder = recorder
    let card = Deck.Card()
    let property = AnimatableProperty(\Deck.Card.x)
    animator.animate(card, property, to: 10)
    #expect(animator.animation(forKey: "x", of: card) != nil)
    for frame in 0..<5 { animator.render(at: Double(frame) / 60) }
    let csv = recorder.csv()
    #expect(csv.contains(",x,") && !csv.contains("\\"))
  }
}
