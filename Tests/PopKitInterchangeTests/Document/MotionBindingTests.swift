// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

/// A document's choreography played by a real player on an app's own objects.
@Suite("Binding a document's choreography to objects")
@MainActor
struct MotionBindingTests {
  final class Card {
    var y = 0.0
    var opacity = 0.0
    var position = SIMD2<Double>(0, 0)
    static let yProperty = AnimatableProperty(\Card.y, threshold: 0.01)
    static let opacityProperty = AnimatableProperty(\Card.opacity, threshold: 0.001)
    static let positionProperty = AnimatableProperty(\Card.position, threshold: 0.01)
  }

  @Test("Each frame writes the document's tracks at the player's time minus their starts")
  func playsTheExample() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let card = Card()
    let choreography = try document.choreography(named: "open") { target, property in
      switch (target, property) {
      case ("card", "y"): .property(Card.yProperty, of: card)
      case ("card", "opacity"): .property(Card.opacityProperty, of: card)
      default: nil
      }
    }
    expectClose(choreography.duration, 1.6, absolute: 1e-12)
    #expect(choreography.time(ofLabel: "half") == 0.5)
    let fade = try document.track(named: "fade")
    let animator = Animator()
    let player = animator.play(choreography)
    for frame in 0...100 {
      let time = Double(frame) / 60
      animator.render(at: time)
      // The first track starts at 0.1 s and holds its first value before (the lane rule).
      let expectedY = fade.value(at: max(0, time - 0.1))[0]
      expectClose(card.y, expectedY, absolute: 1e-12, "frame \(frame)")
      expectClose(card.opacity, min(time / 0.2, 1), absolute: 1e-12, "frame \(frame)")
    }
    #expect(player.time == 1.6 || player.isPlaying == false)
  }

  @Test("A binding whose value has another component count is refused, naming the placement")
  func componentMismatch() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let card = Card()
    #expect {
      _ = try document.choreography(named: "open") { _, property in
        property == "y" ? .property(Card.positionProperty, of: card) : nil
      }
    } throws: { error in
      "\(error)"
        == "choreographies.open.tracks[0]: the bound property \"position\" takes 2 "
        + "components; the track has 1"
    }
  }

  @Test("A path track plays as points on a two-component property")
  func pathOnAPoint() throws {
    let text = """
      {"popkit": 1, "tracks": {"fly": {"path": "M0 0 L 100 0 L 100 50", "duration": 1.5}},
       "choreographies": {"go": {"targets": {"dot": {"width": 10, "height": 10}},
         "tracks": [{"target": "dot", "property": "position", "track": "fly"}]}}}
      """
    let document = try MotionDocument(json: text)
    let card = Card()
    let choreography = try document.choreography(named: "go") { _, _ in
      .property(Card.positionProperty, of: card)
    }
    let animator = Animator()
    animator.play(choreography)
    for (time, x, y) in [(0.0, 0.0, 0.0), (0.5, 50.0, 0.0), (1.0, 100.0, 0.0), (1.5, 100.0, 50.0)] {
      animator.render(at: time)
      expectClose(card.position.x, x, absolute: 1e-9, "t \(time)")
      expectClose(card.position.y, y, absolute: 1e-9, "t \(time)")
    }
  }
}
