// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

/// The CSS export's springs, paths, components, custom properties, names and errors, read back
/// from its text.
@Suite("CSS export: springs, paths and components")
struct CSSExportComponentTests {
  static func rich() throws -> (MotionDocument, CSSExport.Result, [ResolvedPlacement]) {
    let document = try MotionDocument(json: BrowserRichDocument.text)
    return (
      document, try CSSExport.stylesheet(for: document, choreography: "rich"),
      try document.placements(ofChoreography: "rich")
    )
  }

  /// The worst distance between the keyframes as a browser reads them and the track, over each
  /// segment, as a fraction of that segment's range.
  static func worstPerSegment(
    _ frames: [(offset: Double, value: Double, easing: String)], _ track: ResolvedMotionTrack,
    component: Int
  ) -> [Double] {
    track.segments.enumerated().map { index, segment in
      var values: [(Double, Double)] = []
      // Up to the keyframe a jump's two keyframes start at, one printed step (1e-8 of the
      // track) before the segment's end.
      let end = segment.duration - 2e-8 * track.duration
      for step in 0...4000 {
        let time = segment.startTime + Double(step) / 4000 * end
        let read = CSSParsing.evaluate(
          frames, at: time / track.duration, curve: CSSExportTests.cubicBezier)
        values.append((read, track.value(inSegment: index, at: time)[component]))
      }
      let expected = values.map(\.1)
      let range = (expected.max() ?? 0) - (expected.min() ?? 0)
      return range == 0 ? 0 : (values.map { abs($0.0 - $0.1) }.max() ?? 0) / range
    }
  }

  @Test(
    "every segment of every component, read back from the text, is within 0.5 % of its range (springs as linear(), paths, returning springs as sampled keyframes); exact ones within 1e-9"
  )
  func everySegmentWithinItsBound() throws {
    let (_, result, placements) = try Self.rich()
    #expect(result.worstError <= 0.005)
    let names: [String: [String]] = [
      "position": ["--card-position-x", "--card-position-y"], "rotation": ["rotate"],
      "scale": ["--card-scale"], "color": ["r", "g", "b", "a"].map { "--card-color-\($0)" },
      "cornerRadius": ["border-radius"], "y": ["--dot-y"], "x": ["--dot-x"],
      "progress": ["--progress"], "opacity": ["opacity"], "width": ["width"],
      "scaleY": ["--dot-scaleY"],
    ]
    let note = result.notes.first { $0.contains("moves the motion by up to") }
    let printing = note.flatMap { Double($0.split(separator: " ").dropLast(3).last ?? "") } ?? 0
    var checked = 0
    for placement in placements {
      let blocks = CSSParsing.keyframes(
        "popkit-\(placement.target)-\(placement.property)", in: result.text)
      for (component, name) in (names[placement.property] ?? []).enumerated() {
        let unit = ["rotate": "deg", "border-radius": "px", "width": "px"][name] ?? ""
        let frames = CSSParsing.component(name, blocks, unit: unit)
        let errors = Self.worstPerSegment(frames, placement.track, component: component)
        for (index, error) in errors.enumerated() {
          let report = try #require(
            result.segments.first {
              $0.place == "\(placement.place).segments[\(index)]" && $0.component == component
            })
          switch report.encoding {
          case .constant, .cubicBezier, .cubicBezierPieces, .steps:
            // Exact but for the printing (finding 24), whose bound the note states.
            #expect(error <= 1e-9 + printing * 1.01, "\(report.place) \(name): \(error)")
          case .linearEasing, .sampledKeyframes:
            #expect(error <= 0.005 + 1e-4, "\(report.place) \(name): \(error)")
            expectClose(error, report.worstError, absolute: 1e-3, "reported \(report.worstError)")
          }
          checked += 1
        }
      }
    }
    #expect(checked == 17)
  }

  @Test(
    "how each segment kind is written: springs and paths linear(), a returning spring or path component sampled keyframes, linear and cubic segments cubic-bezier"
  )
  func encodings() throws {
    let (_, result, _) = try Self.rich()
    func encoding(_ track: Int, _ segment: Int, _ component: Int = 0) -> CSSExport.Encoding? {
      result.segments.first {
        $0.place == "choreographies.rich.tracks[\(track)].segments[\(segment)]"
          && $0.component == component
      }?.encoding
    }
    if case .linearEasing = encoding(0, 0, 0) {
    } else {
      Issue.record("path x: \(String(describing: encoding(0, 0, 0)))")
    }
    if case .sampledKeyframes = encoding(0, 0, 1) {} else { Issue.record("path y returns") }
    if case .linearEasing = encoding(1, 0) {} else { Issue.record("spring rotation") }
    #expect(encoding(1, 1) == .cubicBezier)
    #expect(encoding(2, 0) == .cubicBezier && encoding(2, 1) == .cubicBezier)
    if case .sampledKeyframes = encoding(5, 0) {} else { Issue.record("returning spring") }
    #expect(encoding(3, 0, 1) == .cubicBezierPieces(2), "green leaves and returns")
  }

  @Test(
    "each component its own timing: the colour's four channels have their own easings at 0 %, and one rule composes them with the other custom properties"
  )
  func components() throws {
    let (_, result, _) = try Self.rich()
    let blocks = CSSParsing.keyframes("popkit-card-color", in: result.text)
    let first = blocks.filter { $0.percent == 0 }
    #expect(first.count == 3, "red and alpha share an easing; green and blue differ")
    let card = CSSParsing.rule("#card", in: result.text)
    #expect(
      card["translate"]
        == "calc(var(--card-position-x) * 1px) calc(var(--card-position-y) * 1px)")
    #expect(card["scale"] == "calc(var(--card-scale)) calc(var(--card-scale))")
    #expect(
      card["background-color"]
        == "rgb(calc(var(--card-color-r) * 255) calc(var(--card-color-g) * 255) "
        + "calc(var(--card-color-b) * 255) / var(--card-color-a))")
    let dot = CSSParsing.rule("#dot", in: result.text)
    #expect(dot["translate"] == "calc(var(--dot-x) * 1px) calc(var(--dot-y) * 1px)")
    #expect(dot["scale"] == "1 calc(var(--dot-scaleY))")
    #expect(dot["animation-delay"] == "0s, 0.3s, 0s, 0.5s, 0s, 0s")
    #expect(
      result.text.contains(
        "@property --progress { syntax: \"<number>\"; inherits: false; initial-value: 0; }"))
    #expect(
      result.text.contains(
        "@property --card-color-b { syntax: \"<number>\"; inherits: false; initial-value: 1; }"))
  }

  @Test(
    "jumps: a move mid-track and a move at the start keep two keyframes, 1e-8 of the track apart (one printed step) and at the start itself"
  )
  func jumps() throws {
    let (_, result, _) = try Self.rich()
    let scale = CSSParsing.component(
      "--card-scale", CSSParsing.keyframes("popkit-card-scale", in: result.text))
    #expect(scale.map(\.value) == [1, 1.5, 0.8, 1])
    expectClose(scale[2].offset, 0.4 / 0.7, absolute: 5e-9 + 1e-15)
    expectClose(scale[2].offset - scale[1].offset, 1e-8, absolute: 1e-15)
    let scaleY = CSSParsing.component(
      "--dot-scaleY", CSSParsing.keyframes("popkit-dot-scaleY", in: result.text))
    #expect(scaleY.first?.offset == 0 && scaleY.first?.value == 2, "a move at 0 starts there")
  }

  @Test(
    "names: a target's name is escaped as a CSS identifier; two tracks on one property are noted; an unknown choreography is an error naming it"
  )
  func namesNotesAndErrors() throws {
    let text = """
      {"popkit": 1, "choreographies": {"c": {
        "targets": {"1 card": {"x": 0, "y": 0, "width": 10, "height": 10}},
        "tracks": [
          {"target": "1 card", "property": "opacity", "track": {"from": 0, "keyframes": [{"kind": "linear", "to": 1, "duration": 1}]}},
          {"target": "1 card", "property": "opacity", "at": 2, "track": {"from": 1, "keyframes": [{"kind": "linear", "to": 0, "duration": 1}]}}]}}}
      """
    let document = try MotionDocument(json: text)
    let result = try CSSExport.stylesheet(for: document, choreography: "c")
    let rule = CSSParsing.rule("#\\31 \\20 card", in: result.text)
    #expect(rule["animation-name"] == "popkit-1\\20 card-opacity, popkit-1\\20 card-opacity-2")
    #expect(result.notes.count == 1)
    #expect(result.notes.first?.hasPrefix("choreographies.c.tracks[1]: ") == true)
    let clash = try MotionDocument(
      json: text.replacingOccurrences(
        of: "\"property\": \"opacity\", \"at\"", with: "\"property\": \"1 card-x\", \"at\""
      )
      .replacingOccurrences(of: "\"property\": \"opacity\"", with: "\"property\": \"x\""))
    #expect(
      try CSSExport.stylesheet(for: clash, choreography: "c").notes == [
        "choreographies.c.tracks[1]: 1 card.x and 1 card.1 card-x both animate --1 card-x; the "
          + "web plays the later animation"
      ])
    #expect(throws: MotionDocumentError(place: "choreographies", rule: "no choreography \"d\"")) {
      try CSSExport.stylesheet(for: document, choreography: "d")
    }
  }
}

extension CSSExportComponentTests {
  @Test(
    "odd tracks: only moves (no length), a three-component user property, a cubic that barely moves beside its slopes, a spring flung far from a near target — all written, every segment within its bound"
  )
  func oddTracks() throws {
    let text = """
      {"popkit": 1, "choreographies": {"c": {
        "targets": {"box": {"x": 0, "y": 0, "width": 10, "height": 10, "color": [0.5, 0.5, 0.5, 1]}},
        "tracks": [
          {"target": "box", "property": "x", "at": 0.5, "track": {"from": 3, "keyframes": [{"kind": "move", "to": 7}]}},
          {"target": "box", "property": "tint", "track": {"from": [0, 1, 2], "keyframes": [
            {"kind": "linear", "to": [1, 1, 0], "duration": 0.5}]}},
          {"target": "box", "property": "y", "track": {"from": 0, "keyframes": [
            {"kind": "cubic", "to": 1e-9, "duration": 1, "startVelocity": 100, "endVelocity": -100}]}},
          {"target": "box", "property": "opacity", "track": {"from": 0.5, "keyframes": [
            {"kind": "spring", "to": 0.5001, "startVelocity": 50, "duration": 1,
             "spring": {"stiffness": 200, "damping": 20}}]}}]}}}
      """
    let document = try MotionDocument(json: text)
    let result = try CSSExport.stylesheet(for: document, choreography: "c")
    let placements = try document.placements(ofChoreography: "c")
    let x = CSSParsing.component("--box-x", CSSParsing.keyframes("popkit-box-x", in: result.text))
    #expect(x.map(\.value) == [7, 7], "a track of moves alone holds where they end")
    #expect(CSSParsing.rule("#box", in: result.text)["animation-duration"] == "0s, 0.5s, 1s, 1s")
    let tint = CSSParsing.keyframes("popkit-box-tint", in: result.text)
    let start = tint.filter { $0.percent == 0 }.reduce(into: [String: String]()) {
      $0.merge($1.declarations) { first, _ in first }
    }
    #expect(start == ["--tint-0": "0", "--tint-1": "1", "--tint-2": "2"])
    #expect(result.text.contains("@property --tint-2 {"))
    for (index, name, unit) in [(2, "--box-y", ""), (3, "opacity", "")] {
      let frames = CSSParsing.component(
        name, CSSParsing.keyframes("popkit-box-\(placements[index].property)", in: result.text),
        unit: unit)
      let errors = Self.worstPerSegment(frames, placements[index].track, component: 0)
      #expect(errors.allSatisfy { $0 <= 0.005 + 1e-4 }, "\(name): \(errors)")
    }
    #expect(result.worstError <= 0.005)
    let page = try HTMLExport.page(for: document, choreography: "c").text
    #expect(page.contains("background-color: rgb(127.5 127.5 127.5 / 1)"))
  }
}
