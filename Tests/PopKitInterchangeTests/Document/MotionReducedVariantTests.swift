// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

/// A choreography's `"reduced"`: read, checked, written back, and played under reduced motion.
@Suite("Reduced variants in the document")
@MainActor
struct MotionReducedVariantTests {
  final class Card {
    var y = 0.0
    var opacity = 0.0
    static let yProperty = AnimatableProperty(\Card.y)
    static let opacityProperty = AnimatableProperty(\Card.opacity)
  }

  /// `open` slides and fades in 0.3 s; its reduced variant `fade` only fades, in 0.2 s.
  nonisolated static func document(reduced: String = "\"fade\"", fadeReduced: String? = nil)
    -> String
  {
    """
    {"popkit": 1, "size": [360, 640],
     "choreographies": {
      "open": {"targets": {"card": {"x": 0, "y": 0, "width": 10, "height": 10}},
        "tracks": [
          {"target": "card", "property": "y", "track": {"from": 240, "keyframes": [
            {"kind": "linear", "to": 0, "duration": 0.3}]}},
          {"target": "card", "property": "opacity", "track": {"from": 0, "keyframes": [
            {"kind": "linear", "to": 1, "duration": 0.3}]}}],
        "reduced": \(reduced)},
      "fade": {"targets": {"card": {"x": 0, "y": 0, "width": 10, "height": 10}},
        "tracks": [{"target": "card", "property": "opacity", "track": {"from": 0,
          "keyframes": [{"kind": "linear", "to": 1, "duration": 0.2}]}}]
        \(fadeReduced.map { ", \"reduced\": \($0)" } ?? "")}}}
    """
  }

  @Test("read and written back: the field survives a round trip")
  func roundTrip() throws {
    let document = try MotionDocument(json: Self.document())
    #expect(document.choreographies["open"]?.reduced == "fade")
    #expect(document.choreographies["fade"]?.reduced == nil)
    #expect(document.jsonText.contains("\"reduced\": \"fade\""))
    let again = try MotionDocument(json: document.jsonText)
    #expect(again == document)
  }

  @Test(
    "a variant that is missing, is the choreography itself or has one of its own is refused",
    arguments: [
      (document(reduced: "\"nope\""), "choreographies.open.reduced: no choreography \"nope\""),
      (document(reduced: "\"open\""), "choreographies.open.reduced: names the choreography itself"),
      (
        document(fadeReduced: "\"open\""),
        "choreographies.fade.reduced: \"open\" names a reduced variant of its own"
      ),
      (document(reduced: "3"), "choreographies.open.reduced: must be a string"),
    ])
  func refused(text: String, message: String) {
    #expect {
      _ = try MotionDocument(json: text)
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test("a document built in code is checked by validate() the same way")
  func validateInCode() throws {
    var document = try MotionDocument(json: Self.document())
    document.choreographies["open"]?.reduced = "missing"
    #expect(throws: MotionDocumentError.self) { try document.validate() }
  }

  @Test("bound, the variant travels with the choreography and plays under reduced motion")
  func playsUnderReducedMotion() throws {
    let document = try MotionDocument(json: Self.document())
    for reduces in [false, true] {
      let card = Card()
      card.y = 240
      let choreography = try document.choreography(named: "open") { _, property in
        property == "y"
          ? .property(Card.yProperty, of: card) : .property(Card.opacityProperty, of: card)
      }
      #expect(choreography.reduced?.duration == 0.2)
      let animator = Animator()
      animator.reducesMotion = reduces
      animator.play(choreography)
      for frame in 0...30 {
        let time = Double(frame) / 60
        animator.render(at: time)
        // Reduced: only the fade, in 0.2 s, y left where it was; else both in 0.3 s.
        let fade = reduces ? min(time / 0.2, 1) : min(time / 0.3, 1)
        expectClose(card.opacity, fade, absolute: 1e-12, "frame \(frame)")
        expectClose(card.y, reduces ? 240 : 240 * (1 - min(time / 0.3, 1)), absolute: 1e-9)
      }
    }
  }
}
