// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import PopKitShared
import PopKitTestSupport
import Testing

/// The exports' numbers and selections (issue 34): nothing non-finite (finding 11), a note that
/// names both names (16), printed numbers without float noise (24), selection errors told apart
/// (25).
@Suite("Export numbers and selections")
struct ExportNumbersAndSelectionsTests {
  /// A choreography at the document limits: values of ±1e12, a colour of ±1e12 channels, a track
  /// placed at 999,000 s (so its end is at 1e6 s), a label at 1e6 s, a spring at both extremes.
  static let extreme = """
    {"popkit": 1, "size": [1e12, 1e12],
     "springs": {"stiff": {"tension": 1e9, "friction": 1}},
     "choreographies": {"c": {
       "labels": {"end": 1000000},
       "targets": {"box": {"x": -1e12, "y": 1e12, "width": 1e12, "height": 1e12,
                           "color": [1e12, -1e12, 0, 1]}},
       "tracks": [
         {"target": "box", "property": "x", "at": 999000, "track": {"from": -1e12, "keyframes": [
           {"kind": "linear", "to": 1e12, "duration": 500},
           {"kind": "cubic", "to": -1e12, "duration": 500, "startVelocity": 1e12,
            "endVelocity": -1e12}]}},
         {"target": "box", "property": "color", "track": {"from": [1e12, -1e12, 0, 1],
           "keyframes": [{"kind": "linear", "to": [-1e12, 1e12, 1, 0], "duration": 1}]}},
         {"target": "box", "property": "opacity", "track": {"from": 0, "keyframes": [
           {"kind": "linear", "to": 1e-12, "duration": 0.000001},
           {"kind": "cubic", "to": 2e-12, "duration": 1, "startVelocity": 1e12,
            "endVelocity": -1e12}]}}]}}}
    """

  /// The non-finite words a format could print where a number belongs.
  static func nonFiniteWords(in text: String) -> [String] {
    let words = text.split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
    return words.map(String.init).filter {
      ["inf", "-inf", "nan", "-nan", "infinity", "-infinity", "null"].contains($0.lowercased())
    }
  }

  @Test(
    "finding 11: at the document's limits every exporter writes only finite numbers (no inf, nan or null)",
    arguments: [
      MotionExport.Format.css, .html, .waapi, .lottie, .tokens, .swiftui, .uikit, .compose,
      .android, .flutter, .motion, .reactSpring,
    ])
  func finiteAtTheLimits(_ format: MotionExport.Format) throws {
    let document = try MotionDocument(json: Self.extreme)
    let result: MotionExport.Result
    do {
      result = try MotionExport.export(document, to: format, .default)
    } catch {
      // A refusal is allowed only when it names a place and a rule.
      #expect(!error.place.isEmpty && !error.rule.isEmpty)
      return
    }
    #expect(Self.nonFiniteWords(in: result.text).isEmpty, "\(format): \(result.text.prefix(400))")
    for note in result.notes { #expect(Self.nonFiniteWords(in: note).isEmpty, "\(note)") }
    if [.lottie, .waapi, .tokens].contains(format) {
      // JSON: every number parses as a finite Double.
      let object = try JSONSerialization.jsonObject(with: Data(result.text.utf8))
      var numbers: [Double] = []
      func collect(_ value: Any) {
        if let number = value as? NSNumber, !(value is Bool) { numbers.append(number.doubleValue) }
        if let array = value as? [Any] { array.forEach(collect) }
        if let dictionary = value as? [String: Any] { dictionary.values.forEach(collect) }
      }
      collect(object)
      #expect(!numbers.isEmpty && numbers.allSatisfy(\.isFinite))
    }
  }

  @Test(
    "finding 11: react-spring's note on a spring its 1 ms Euler steps cannot follow says it is unstable, not 'inf %'"
  )
  func reactSpringUnstable() throws {
    let document = try MotionDocument(json: Self.extreme)
    let code = try MotionExport.export(document, to: .reactSpring, .spring("stiff")).text
    // k = 1e9 per s², 1 ms steps: ω·Δt ≈ 31.6 > 2, where semi-implicit Euler diverges.
    #expect(code.contains("unstable"))
    #expect(Self.nonFiniteWords(in: code).isEmpty)
  }

  @Test(
    "finding 11: a spring without tension has no duration for the proposed token type (null before): refused naming it"
  )
  func tokensWithoutTension() throws {
    let document = try MotionDocument(
      json: #"{"popkit": 1, "springs": {"loose": {"tension": 0, "friction": 1}}}"#)
    #expect(
      throws: MotionDocumentError(
        place: "springs.loose",
        rule: "has no perceptual duration (without tension it never returns), which the "
          + "proposed spring type needs; give it tension")
    ) {
      try MotionExport.export(
        document, to: .tokens, .default, options: .init(springStyle: .proposed))
    }
  }

  @Test(
    "finding 24: a spring code comment rounds a huge damping ratio to 3 digits (1.58e+16, not 1.5811388300841898e+16)"
  )
  func hugeRatioInComment() throws {
    let document = try MotionDocument(
      json:
        #"{"popkit": 1, "springs": {"thick": {"tension": 1e-9, "friction": 1e9, "mass": 1e-6}}}"#)
    let code = try MotionExport.export(document, to: .flutter, .default).text
    // ζ = c / (2√(k m)) = 1e9 / (2 √(1e-15)) = 1.5811…e16.
    let ratio = 1e9 / (2 * (1e-9 * 1e-6).squareRoot())
    expectClose(ratio, 1.58e16, absolute: 0.01e16)
    #expect(code.contains("damping ratio 1.58e+16,"))
  }

  /// The extreme document with one number replaced in code by a value no loader accepts.
  static func withValue(_ change: (inout MotionDocument) -> Void) throws -> MotionDocument {
    var document = try MotionDocument(json: extreme)
    change(&document)
    return document
  }

  @Test(
    "finding 11: a document built in code with a non-finite or huge number is refused by every choreography exporter, naming the place"
  )
  func refusedWhenBuiltInCode() throws {
    let color = try Self.withValue {
      $0.choreographies["c"]?.targets["box"]?.color = .vector([1e308, -1e308, 0, 1])
    }
    let rest = try Self.withValue { $0.choreographies["c"]?.targets["box"]?.width = .infinity }
    let label = try Self.withValue { $0.choreographies["c"]?.labels["end"] = .nan }
    let cases: [(MotionDocument, String)] = [
      (color, "choreographies.c.targets.box.color[0]"),
      (rest, "choreographies.c.targets.box.width"),
      (label, "choreographies.c.labels.end"),
    ]
    for (document, place) in cases {
      for format in [MotionExport.Format.css, .html, .waapi, .lottie] {
        #expect(throws: MotionDocumentError.self) {
          try MotionExport.export(document, to: format, .default)
        }
        do {
          _ = try MotionExport.export(document, to: format, .default)
        } catch {
          #expect(error.place == place, "\(format)")
          #expect(error.rule.contains("cannot be exported"), "\(format): \(error.rule)")
        }
      }
    }
  }

  @Test("finding 16: a custom property two properties of one target animate names both in full")
  func collisionNote() throws {
    let text = """
      {"popkit": 1, "choreographies": {"c": {
        "targets": {"a": {"x": 0, "y": 0, "width": 10, "height": 10}},
        "tracks": [
          {"target": "a", "property": "x", "track": {"from": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 1}]}},
          {"target": "a", "property": "a-x", "track": {"from": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 1}]}}]}}}
      """
    let notes = try MotionExport.export(MotionDocument(json: text), to: .css, .default).notes
    #expect(
      notes == [
        "choreographies.c.tracks[1]: a.x and a.a-x both animate --a-x; the web plays the later "
          + "animation"
      ])
  }

  /// A spring segment of derived duration (0.8609… s), placed at a third of a second.
  static let noisy = """
    {"popkit": 1, "choreographies": {"c": {
      "targets": {"card": {"x": 0, "y": 0, "width": 10, "height": 10}},
      "tracks": [{"target": "card", "property": "y", "at": 0.3333333333333333, "track": {"from": 0, "keyframes": [
        {"kind": "linear", "to": 100, "duration": 0.1},
        {"kind": "spring", "to": 300, "spring": {"response": 0.4, "dampingRatio": 0.8}, "duration": 0.8609177768419936},
        {"kind": "linear", "to": 7.25, "duration": 0.3}]}}]}}}
    """

  /// The significant digits of a decimal number's text (`0.0012340` has 4).
  static func significantDigits(_ text: Substring) -> Int {
    let mantissa = text.split(separator: "e").first ?? text
    let digits = mantissa.filter(\.isNumber).drop { $0 == "0" }
    return digits.reversed().drop { $0 == "0" }.count
  }

  @Test(
    "finding 24: CSS times to the microsecond, percentages to 1e-6 %, derived numbers to 12 significant digits, given values as given, and a note when printing moves the motion by more than 1e-9"
  )
  func printedNumbers() throws {
    let document = try MotionDocument(json: Self.noisy)
    let css = try MotionExport.export(document, to: .css, .default)
    let rule = CSSParsing.rule("#card", in: css.text)
    #expect(rule["animation-delay"] == "0.333333s")
    #expect(rule["animation-duration"] == "1.260918s")
    let blocks = CSSParsing.keyframes("popkit-card-y", in: css.text)
    for block in blocks {
      let percent = String(format: "%.6f", block.percent)
      expectClose(Double(percent)!, block.percent, absolute: 1e-12, "\(block.percent)")
    }
    #expect(!css.text.contains("99.999999999%"))
    // Every number in the stylesheet has at most 12 significant digits; the given 7.25, 100 and
    // 300 print as given.
    let numbers = css.text.split { !($0.isNumber || $0 == "." || $0 == "e" || $0 == "-") }
      .filter { $0.first?.isNumber == true }
    #expect(!numbers.isEmpty)
    for number in numbers { #expect(Self.significantDigits(number) <= 12, "\(number)") }
    let values = CSSParsing.component("--card-y", blocks).map(\.value)
    #expect(values.first == 0 && values.contains(100) && values.last == 7.25)
    // The delay moves by 3.3e-7 s while y moves at up to ~1,000 px/s over a 300 px range:
    // about 1e-6 of the move, which the note states.
    let note = try #require(css.notes.first { $0.contains("moves the motion by up to") })
    #expect(note.hasPrefix("choreographies.c.tracks[0]: "))
    let figure = try #require(Double(note.split(separator: " ").dropLast(3).last ?? ""))
    let track = try document.placements(ofChoreography: "c")[0].track
    let delayShift = 0.333333 - 0.3333333333333333
    var moved = 0.0
    for step in 0...10_000 {
      let time = track.duration * Double(step) / 10_000
      moved = max(moved, abs(track.value(at: time)[0] - track.value(at: time + delayShift)[0]))
    }
    let move = 300.0
    #expect(figure >= 0.5 * moved / move && figure <= 2 * moved / move + 1e-9, "\(figure)")
  }

  @Test(
    "finding 24: a derived number prints with at most 12 significant digits, rounded half away from zero; one of 12 or fewer as it is"
  )
  func derivedDigits() {
    let cases: [(Double, String)] = [
      (0.8609177768419936, "0.860917776842"), (1.0000000000000002, "1"),
      (99.99999999999999, "100"), (-0.30000000000000004, "-0.3"), (1e-7 / 3, "3.33333333333e-08"),
      (123_456_789_012_345, "123456789012000"), (0.1, "0.1"), (.leastNonzeroMagnitude, "5e-324"),
      (0.39999999999999997, "0.4"), (0.19999999999999996, "0.2"),
      (999_999_999_999.5, "1000000000000"),
    ]
    for (value, text) in cases {
      #expect(NumberFormatting.derived(value) == text, "\(value)")
      #expect(Double(text) == NumberFormatting.derivedValue(value))
      expectClose(NumberFormatting.derivedValue(value), value, absolute: 5e-12 * abs(value))
    }
  }

  @Test(
    "finding 24: a document of round times prints with no note; WAAPI times in ms and HTML numbers carry no float noise"
  )
  func roundDocumentHasNoNote() throws {
    let text = """
      {"popkit": 1, "choreographies": {"c": {
        "labels": {"half": 0.3},
        "targets": {"card": {"x": 0, "y": 0, "width": 10, "height": 10, "color": [0.1, 0.2, 0.3, 1]}},
        "tracks": [{"target": "card", "property": "x", "at": 0.1, "track": {"from": 0, "keyframes": [
          {"kind": "linear", "to": 100, "duration": 0.2}, {"kind": "linear", "to": 50, "duration": 0.3}]}}]}}}
      """
    let document = try MotionDocument(json: text)
    let css = try MotionExport.export(document, to: .css, .default)
    #expect(css.notes.isEmpty)
    let waapi = try MotionExport.export(document, to: .waapi, .default).text
    #expect(waapi.contains("\"duration\": 500") && waapi.contains("\"delay\": 100"))
    #expect(waapi.contains("\"offset\": 0.4"))
    let html = try MotionExport.export(document, to: .html, .default).text
    // 0.1 × 255 = 25.500000000000004 and 0.3 s = 300.00000000000006 ms, printed without noise.
    #expect(html.contains("rgb(25.5 51 76.5 / 1)"))
    #expect(html.contains("data-popkit-label=\"300\""))
    #expect(html.contains("const total = 600;"))
  }

  @Test(
    "finding 24: Lottie writes 12 significant digits and notes when that moves the motion by more than 1e-9 of its move"
  )
  func lottiePrinting() throws {
    let text = """
      {"popkit": 1, "choreographies": {"c": {
        "targets": {"box": {"x": 0, "y": 0, "width": 10, "height": 10}},
        "tracks": [{"target": "box", "property": "opacity", "at": 999.9, "track": {"from": 0,
          "keyframes": [{"kind": "linear", "to": 1, "duration": 0.0123456789}]}}]}}}
      """
    let result = try MotionExport.export(MotionDocument(json: text), to: .lottie, .default)
    // The end, 999.9123456789 s, is frame 59,994.740740734 at 60 fps: twelve digits keep 7
    // decimals of it, so it moves by up to 5e-8 of a frame.
    let end = (999.9 + 0.0123456789) * 60
    let printed = try #require(Double(String(format: "%.12g", end)))
    #expect(result.text.contains("\"t\": \(JSONText.shortest(printed))"))
    let moved = abs(printed - end) / 60 / 0.0123456789
    let note = try #require(result.notes.first { $0.contains("printing numbers") })
    #expect(note.hasPrefix("choreographies.c.targets.box (Lottie fl.o): "))
    let figure = try #require(Double(note.split(separator: " ").dropLast(3).last ?? ""))
    // The bound takes a linear easing's slope as at most 3 (its Bézier's steepest).
    #expect(figure >= moved * 0.95 && figure <= 3.1 * moved + 1e-12, "\(figure) vs \(moved)")
    #expect(moved > 1e-9)
  }

  @Test(
    "finding 11: a placement built in code at 1e300 s or holding 1e308 is refused by every choreography exporter, never written"
  )
  func placementsBuiltInCode() throws {
    let late = try Self.withValue { $0.choreographies["c"]?.tracks[0].at = 1e300 }
    let huge = try Self.withValue {
      $0.choreographies["c"]?.tracks[2].track = .inline(
        .keyframes(
          from: .number(0), [.linear(to: .number(1e308), duration: 1, curve: nil)]))
    }
    for (document, place) in [
      (late, "choreographies.c.tracks[0]"), (huge, "choreographies.c.tracks[2]"),
    ] {
      for format in [MotionExport.Format.css, .html, .waapi, .lottie] {
        do {
          let result = try MotionExport.export(document, to: format, .default)
          Issue.record("\(format) wrote \(result.text.count) characters")
        } catch {
          #expect(error.place.hasPrefix(place), "\(format): \(error)")
        }
      }
    }
  }

  @Test(
    "finding 25: a selection naming nothing, or what the format does not export, is a SelectionError, not a document error"
  )
  func selectionErrors() throws {
    let document = try MotionDocument(json: Self.extreme)
    let cases: [(MotionExport.Format, MotionExport.Selection, String)] = [
      (.css, .choreography("nope"), "no choreography \"nope\" (known: \"c\")"),
      (.uikit, .track("rise"), "uikit exports springs, not a lone track"),
      (.uikit, .choreography("c"), "uikit exports springs, not a choreography"),
      (.swiftui, .track("rise"), "no track \"rise\""),
      (.lottie, .spring("stiff"), "lottie exports a choreography, not a spring"),
      (.tokens, .spring("soft"), "no spring \"soft\" (known: \"stiff\")"),
      (.tokens, .track("rise"), "no track \"rise\""),
    ]
    for (format, selection, reason) in cases {
      #expect(throws: MotionExport.SelectionError(selection: selection, reason: reason)) {
        try MotionExport.checkSelection(document, format: format, selection)
      }
      // Through the one entry, the same words as a document error at the group it names.
      do {
        _ = try MotionExport.export(document, to: format, selection)
        Issue.record("\(format) \(selection) exported")
      } catch {
        #expect(error.rule == reason)
      }
    }
    try MotionExport.checkSelection(document, format: .css, .choreography("c"))
    try MotionExport.checkSelection(document, format: .css, .spring("stiff"))
  }
}
