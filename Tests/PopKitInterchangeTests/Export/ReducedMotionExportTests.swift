// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange
import Testing

/// A choreography's reduced variant in the exports: CSS and HTML under
/// `@media (prefers-reduced-motion: reduce)`, the others with a note.
@Suite("Reduced variants in the exports")
struct ReducedMotionExportTests {
  /// `open` moves the card and the dot; its variant `fade` only fades the card.
  static func document(reduced: Bool) -> String {
    """
    {"popkit": 1, "size": [360, 640],
     "choreographies": {
      "open": {"targets": {"card": {"x": 0, "y": 0, "width": 10, "height": 10},
                           "dot": {"x": 0, "y": 0, "width": 2, "height": 2}},
        "tracks": [
          {"target": "card", "property": "y", "track": {"from": 240, "keyframes": [
            {"kind": "linear", "to": 0, "duration": 0.3}]}},
          {"target": "card", "property": "opacity", "track": {"from": 0, "keyframes": [
            {"kind": "linear", "to": 1, "duration": 0.3}]}},
          {"target": "dot", "property": "x", "track": {"from": 0, "keyframes": [
            {"kind": "linear", "to": 50, "duration": 0.4}]}}]
        \(reduced ? ", \"reduced\": \"fade\"" : "")},
      "fade": {"targets": {"card": {"x": 0, "y": 0, "width": 10, "height": 10}},
        "tracks": [{"target": "card", "property": "opacity", "track": {"from": 0,
          "keyframes": [{"kind": "linear", "to": 1, "duration": 0.2}]}}]}}}
    """
  }

  @Test("CSS: the choreography as before, then the variant's own stylesheet under the query")
  func cssUnderMediaQuery() throws {
    let with = try MotionDocument(json: Self.document(reduced: true))
    let without = try MotionDocument(json: Self.document(reduced: false))
    let text = try CSSExport.stylesheet(for: with, choreography: "open").text
    let plain = try CSSExport.stylesheet(for: without, choreography: "open").text
    #expect(!plain.contains("@media"))
    // Everything before the query is the stylesheet without a variant.
    let parts = text.components(separatedBy: "@media (prefers-reduced-motion: reduce) {\n")
    #expect(parts.count == 2)
    #expect(parts[0] == plain)
    // Inside: the variant's stylesheet, indented, its keyframes renamed; the dot, which only
    // the choreography animates, stays still.
    let variant = try CSSExport.stylesheet(for: with, choreography: "fade").text
    let renamed = variant.replacingOccurrences(
      of: "popkit-card-opacity", with: "popkit-card-opacity-reduced")
    let indented = renamed.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    #expect(parts[1] == indented + "\n  #dot { animation: none; }\n}\n")
  }

  @Test(
    "In Chromium: under prefers-reduced-motion the page plays the variant, otherwise the choreography",
    .needsChromium)
  func playedInChromium() throws {
    let document = try MotionDocument(json: Self.document(reduced: true))
    let css = try CSSExport.stylesheet(for: document, choreography: "open").text
    let page = BrowserPage.html(css: css, elements: ["card", "dot"])
    let probes = [
      BrowserProbe(element: "card", properties: ["opacity", "translate"]),
      BrowserProbe(element: "dot", properties: ["translate"]),
    ]
    let times = [0.0, 100, 150, 250, 400]
    let reduced = try Chromium.probe(
      page: page, probes: probes, times: times, prefersReducedMotion: true)
    let normal = try Chromium.probe(page: page, probes: probes, times: times)
    // The variant fades the card in 0.2 s and moves nothing: opacity 0.5 at 100 ms, 1 from
    // 200 ms; the choreography fades it in 0.3 s and moves the card and the dot.
    let reducedOpacity = reduced.values("card", "opacity").compactMap(Double.init)
    let normalOpacity = normal.values("card", "opacity").compactMap(Double.init)
    #expect(reducedOpacity.count == 5 && normalOpacity.count == 5)
    #expect(abs(reducedOpacity[1] - 0.5) < 1e-6, "\(reducedOpacity)")
    #expect(reducedOpacity[3] == 1 && reducedOpacity[4] == 1, "\(reducedOpacity)")
    #expect(abs(normalOpacity[1] - 1.0 / 3) < 1e-6, "\(normalOpacity)")
    // Still under the query: the dot (animation: none) and the card's y (not in the variant).
    #expect(
      Set(reduced.values("dot", "translate")).count == 1, "\(reduced.values("dot", "translate"))")
    #expect(Set(reduced.values("card", "translate")).count == 1)
    #expect(
      Set(normal.values("dot", "translate")).count == 5, "\(normal.values("dot", "translate"))")
  }

  @Test("HTML: the page's style carries the query; its notes are the stylesheet's")
  func htmlCarriesIt() throws {
    let document = try MotionDocument(json: Self.document(reduced: true))
    let page = try HTMLExport.page(for: document, choreography: "open")
    #expect(page.text.contains("@media (prefers-reduced-motion: reduce) {"))
    #expect(page.text.contains("animation-name: popkit-card-opacity-reduced;"))
    let script = try HTMLExport.page(for: document, choreography: "open", animations: .waapi)
    #expect(!script.text.contains("prefers-reduced-motion"))
    #expect(script.notes.contains { $0.hasPrefix("choreographies.open.reduced: waapi has no") })
  }

  @Test("Lottie, tokens and WAAPI say that they write the choreography and name the variant")
  func notes() throws {
    let with = try MotionDocument(json: Self.document(reduced: true))
    let without = try MotionDocument(json: Self.document(reduced: false))
    for format in [MotionExport.Format.lottie, .tokens, .waapi] {
      let result = try MotionExport.export(with, to: format, .choreography("open"))
      let note = result.notes.first { $0.hasPrefix("choreographies.open.reduced:") }
      #expect(note?.contains("\(format.rawValue) has no reduced motion") == true)
      #expect(note?.contains("\"fade\"") == true)
      let plain = try MotionExport.export(without, to: format, .choreography("open"))
      #expect(!plain.notes.contains { $0.contains("reduced") })
      // The text itself is the choreography's, as without a variant.
      #expect(result.text == plain.text)
    }
  }
}
