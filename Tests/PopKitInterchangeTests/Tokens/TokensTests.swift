// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

@Suite("Design tokens: export and import")
struct TokensTests {
  /// A token file read back as a tree of Foundation values.
  private func tree(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test(
    "A spring becomes a 2025.10 duration token: the settling time of a unit move and the spring in $extensions"
  )
  func durationToken() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let (text, _) = try TokensExport.tokens(for: document, .spring("snappy"))
    let token = try #require(
      (try tree(text)["spring"] as? [String: Any])?["snappy"] as? [String: Any])
    #expect(token["$type"] as? String == "duration")
    let value = try #require(token["$value"] as? [String: Any])
    let spring = Spring(bounciness: 8, speed: 12)
    // Independent: the first whole millisecond after which a unit move stays within 0.001.
    let settling = spring.settlingDuration(distance: 1, threshold: 0.001)
    #expect(value["unit"] as? String == "ms")
    #expect(value["value"] as? Double == (settling * 1000).rounded(.up))
    let popkit = try #require(
      (token["$extensions"] as? [String: Any])?["org.popkit"] as? [String: Any])
    // Foundation's JSON reader on Linux is off in the last digit; the text holds the exact
    // shortest form.
    #expect(text.contains("\"stiffness\": \(spring.stiffness)"))
    #expect(text.contains("\"damping\": \(spring.damping)"))
    #expect(popkit["mass"] as? Double == 1)
    expectClose(popkit["bounce"] as? Double ?? .nan, spring.bounce, absolute: 1e-15)
    #expect((popkit["linear"] as? String)?.hasPrefix("linear(0, ") == true)
  }

  @Test("With the proposed type, a spring is {bounce, duration, physics} and reads back the same")
  func proposedToken() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let (text, _) = try TokensExport.tokens(for: document, .spring("ios"), springStyle: .proposed)
    let token = try #require((try tree(text)["spring"] as? [String: Any])?["ios"] as? [String: Any])
    #expect(token["$type"] as? String == "spring")
    let value = try #require(token["$value"] as? [String: Any])
    let spring = Spring(dampingRatio: 0.8, response: 0.4)
    expectClose(value["bounce"] as? Double ?? .nan, 0.2, absolute: 1e-12)
    let duration = try #require(value["duration"] as? [String: Any])
    expectClose(duration["value"] as? Double ?? .nan, 400, absolute: 1e-6)
    let physics = try #require(value["physics"] as? [String: Any])
    #expect(physics.count == 3)
    #expect(text.contains("\"stiffness\": \(spring.stiffness)"))
    #expect(text.contains("\"damping\": \(spring.damping)"))
    let back = try TokensImport.document(fromTokens: text).document
    #expect(try back.spring(named: "spring.ios") == spring)
  }

  @Test("Export then import gives back every spring, every curve and every linear segment")
  func roundTrip() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let (text, notes) = try TokensExport.tokens(for: document, .all)
    let back = try TokensImport.document(fromTokens: text).document
    for name in document.springs.keys {
      #expect(try back.spring(named: "spring.\(name)") == document.spring(named: name))
    }
    for name in document.curves.keys {
      #expect(try back.curve(named: "curve.\(name)") == document.curve(named: name))
    }
    // fade's linear segment (0.3 s on "standard") comes back as a one-segment track 0 → 1.
    let fade = try document.track(named: "fade").segments[0]
    let segment = try #require(back.track(named: "transition.fade.0").segments.last)
    #expect(segment.shape == fade.shape)
    expectClose(segment.duration, fade.duration, absolute: 1e-9)
    // The spring, cubic and path segments have no transition token, and say so.
    #expect(notes.count == 3)
    #expect(notes.contains("tracks.fly: segment 0 (path) has no transition token"))
  }

  @Test("A transition's delay is a still segment before the timed one")
  func transitionDelay() throws {
    let text = """
      {"motion": {"$type": "transition", "enter": {"$value": {
        "duration": {"value": 250, "unit": "ms"}, "delay": {"value": 0.1, "unit": "s"},
        "timingFunction": [0.4, 0, 0.2, 1]}}}}
      """
    let track = try TokensImport.document(fromTokens: text).document.track(named: "motion.enter")
    #expect(track.segments.count == 2)
    #expect(track.segments[0].startValue == [0] && track.segments[0].endValue == [0])
    #expect(track.segments[1].startTime == 0.1)
    #expect(track.segments[1].duration == 0.25)
    #expect(track.segments[1].shape == .linear(TimingCurve(x1: 0.4, y1: 0, x2: 0.2, y2: 1)))
  }

  @Test(
    "Other token types and aliases are listed, never dropped silently; bad tokens name the place")
  func notesAndErrors() throws {
    let text = """
      {"brand": {"$type": "color", "$value": "#ff0000"},
       "ease": {"$type": "cubicBezier", "$value": "{curve.standard}"}}
      """
    let notes = try TokensImport.document(fromTokens: text).notes
    #expect(
      notes == [
        "brand: a \"color\" token has no motion; left out",
        "ease: an alias ({curve.standard}) is not followed; left out",
      ])
    let bad = #"{"a": {"$type": "cubicBezier", "$value": [1.5, 0, 0, 1]}}"#
    #expect {
      _ = try TokensImport.document(fromTokens: bad)
    } throws: { error in
      "\(error)" == "a.$value: x1 and x2 must be in 0...1"
    }
    let duration = #"{"a": {"$type": "duration", "$value": {"value": 2, "unit": "min"}}}"#
    #expect {
      _ = try TokensImport.document(fromTokens: duration)
    } throws: { error in
      "\(error)" == "a.$value.unit: must be \"ms\" or \"s\""
    }
  }

  @Test("finding 13: two tokens of one name keep the first and note both places")
  func collidingNames() throws {
    let text = """
      {"motion": {"$type": "duration", "fast": {"$value": {"value": 100, "unit": "ms"}}},
       "motion.fast": {"$type": "duration", "$value": {"value": 900, "unit": "ms"}}}
      """
    let (document, notes) = try TokensImport.document(fromTokens: text)
    #expect(document.tracks.count == 1)
    #expect(
      document.tracks["motion.fast"]
        == .keyframes(from: .number(0), [.linear(to: .number(1), duration: 0.1, curve: nil)]))
    #expect(
      notes == [
        #"motion.fast: two tokens have this name, at motion → fast and at "motion.fast"; the "#
          + "first is kept, the second left out"
      ])
  }

  @Test("finding 13: a duration is a decimal number and a unit; 0x10s and others are refused")
  func durationSpelling() throws {
    func seconds(_ value: String) throws -> Double? {
      let text = #"{"d": {"$type": "duration", "$value": \#(value)}}"#
      let track = try TokensImport.document(fromTokens: text).document.tracks["d"]
      guard case .keyframes(_, let steps)? = track, case .linear(_, let duration, _)? = steps.first
      else { return nil }
      return duration
    }
    #expect(try seconds(#""200ms""#) == 0.2)
    #expect(try seconds(#""1.5e1s""#) == 15)
    #expect(try seconds(#"{"value": 250, "unit": "ms"}"#) == 0.25)
    for spelling in [
      "0x10s", "inf s", "nan", " 1s", "+1s", "1e400s", "-1s", "1e-9s", "2e6s", ".5s",
    ] {
      #expect(
        throws: MotionDocumentError.self, "\(spelling)",
        performing: { _ = try seconds("\"\(spelling)\"") })
    }
    #expect {
      _ = try seconds(#""0x10s""#)
    } throws: { error in
      "\(error)" == #"d.$value: must be a duration: {"value": number, "unit": "ms" or "s"}"#
    }
  }

  @Test("A spring that never settles has no duration token; the error says why and what to do")
  func neverSettles() throws {
    let document = MotionDocument(springs: ["wobble": .tension(100, friction: 0, mass: 1)])
    #expect {
      _ = try TokensExport.tokens(for: document, .all)
    } throws: { error in
      "\(error)".hasPrefix("springs.wobble: never settles within 0.001 of its target")
    }
    let proposed = try TokensExport.tokens(for: document, .all, springStyle: .proposed)
    #expect(proposed.text.contains("\"bounce\": 1"))
  }
}
