// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import PopKitTestSupport
import Testing

/// The CSS export's rules, checked by reading its own text back.
@Suite("CSS export")
struct CSSExportTests {
  static func css(_ text: String, _ name: String) throws -> CSSExport.Result {
    try CSSExport.stylesheet(for: MotionDocument(json: text), choreography: name)
  }

  static func cubicBezier(_ numbers: [Double], _ progress: Double) -> Double {
    TimingCurve(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]).value(
      at: progress)
  }

  @Test("the example: one @keyframes and animation per property, delays, durations, fill both")
  func exampleRules() throws {
    let css = try Self.css(ExampleDocument.text, "open").text
    let card = CSSParsing.rule("#card", in: css)
    #expect(card["animation-name"] == "popkit-card-y, popkit-card-opacity")
    #expect(card["animation-duration"] == "1.5s, 0.2s")
    #expect(card["animation-delay"] == "0.1s, 0s")
    #expect(card["animation-fill-mode"] == "both")
    #expect(card["translate"] == "0px calc(var(--card-y) * 1px)")
    #expect(
      css.contains(
        "@property --card-y { syntax: \"<number>\"; inherits: false; initial-value: 0; }"))
    let opacity = CSSParsing.keyframes("popkit-card-opacity", in: css)
    #expect(opacity.map(\.percent) == [0, 100])
    #expect(opacity.map { $0.declarations["opacity"] } == ["0", "1"])
    #expect(opacity[0].easing == "cubic-bezier(0, 0, 1, 1)")
  }

  @Test(
    "the example's y: each segment one interval (offsets its start / 1.5 s, to 1e-8), its own timing function, the final move a jump 1e-8 before the end"
  )
  func exampleSegments() throws {
    let css = try Self.css(ExampleDocument.text, "open").text
    let blocks = CSSParsing.keyframes("popkit-card-y", in: css)
    let frames = CSSParsing.component("--card-y", blocks)
    try #require(frames.count == 5)
    let starts = [0, 0.3, 1.1].map { $0 / 1.5 }
    for (index, start) in starts.enumerated() {
      expectClose(frames[index].offset, start, absolute: 5e-9 + 1e-15)
    }
    #expect(frames[0].easing == "cubic-bezier(0.2, 0, 0, 1)")
    #expect(frames[1].easing.hasPrefix("linear(0, "))
    #expect(frames[2].easing.hasPrefix("cubic-bezier(0.333333333333, "))
    #expect(frames[3].value == 0.2 && frames[4].value == 1)
    expectClose(frames[3].offset, 1 - 1e-8, absolute: 1e-15)
    #expect(frames[4].offset == 1)
    #expect(frames[1].value == 1)
  }

  /// A cubic segment 10 → 50 over 0.7 s leaving at 120/s and arriving at −40/s.
  static let cubic = """
    {"popkit": 1, "choreographies": {"c": {
      "targets": {"box": {"x": 0, "y": 0, "width": 10, "height": 10}},
      "tracks": [{"target": "box", "property": "x", "track": {"from": 10, "keyframes": [
        {"kind": "cubic", "to": 50, "duration": 0.7, "startVelocity": 120, "endVelocity": -40},
        {"kind": "cubic", "to": 50, "duration": 0.5, "startVelocity": -60, "endVelocity": 30}]}}]}}}
    """

  @Test(
    "a cubic segment is cubic-bezier(1/3, s0·Δt/(3Δv), 2/3, 1 − s1·Δt/(3Δv)) to 12 digits: the browser's easing equals the Hermite cubic within 1e-11 of the range"
  )
  func hermiteIdentity() throws {
    let css = try Self.css(Self.cubic, "c").text
    let frames = CSSParsing.component("--box-x", CSSParsing.keyframes("popkit-box-x", in: css))
    let numbers = CSSParsing.arguments(frames[0].easing)
    // Twelve significant digits: within half a unit of the twelfth.
    expectClose(numbers[0], 1.0 / 3, absolute: 5e-13)
    expectClose(numbers[2], 2.0 / 3, absolute: 5e-13)
    expectClose(numbers[1], 120 * 0.7 / (3 * 40), absolute: 5e-13)
    expectClose(numbers[3], 1 - -40 * 0.7 / (3 * 40), absolute: 5e-12)
    var worst = 0.0
    for step in 0...1000 {
      let u = Double(step) / 1000
      let (h00, h10) = (2 * u * u * u - 3 * u * u + 1, u * u * u - 2 * u * u + u)
      let (h01, h11) = (-2 * u * u * u + 3 * u * u, u * u * u - u * u)
      let hermite = h00 * 10 + h10 * 120 * 0.7 + h01 * 50 + h11 * -40 * 0.7
      let browser = 10 + 40 * Self.cubicBezier(numbers, u)
      worst = max(worst, abs(browser - hermite))
    }
    #expect(worst <= 1e-11 * 40, "worst \(worst)")
  }

  @Test(
    "a cubic segment that ends where it started is cut into pieces that each move, each an exact cubic-bezier (within the printing's noted bound)"
  )
  func returningCubic() throws {
    let document = try MotionDocument(json: Self.cubic)
    let result = try CSSExport.stylesheet(for: document, choreography: "c")
    let track = try document.placements(ofChoreography: "c")[0].track
    let frames = CSSParsing.component(
      "--box-x", CSSParsing.keyframes("popkit-box-x", in: result.text))
    #expect(result.segments[1].encoding == .cubicBezierPieces(2))
    var worst = 0.0
    for step in 0...2000 {
      let fraction = Double(step) / 2000
      let read = CSSParsing.evaluate(frames, at: fraction, curve: Self.cubicBezier)
      worst = max(worst, abs(read - track.value(at: fraction * track.duration)[0]))
    }
    // The pieces start at a third of the track, printed to 1e-8 of it: the note states how
    // far that moves the motion, and the motion read back is within it.
    let noted = try #require(result.notes.first { $0.contains("moves the motion by up to") })
    let bound = try #require(Double(noted.split(separator: " ").dropLast(3).last ?? ""))
    #expect(worst <= bound * 40 * 1.01, "worst \(worst), noted \(bound)")
    #expect(worst > 1e-9 * 40)
  }
}

extension CSSExportTests {
  @Test(
    "a lone spring is a transition: its settling duration in whole ms and a linear() within 0.5 % of the spring, checked against the closed form"
  )
  func loneSpring() throws {
    let document = try MotionDocument(json: ExampleDocument.text)
    let result = try CSSExport.transition(for: document, spring: "snappy", property: "opacity")
    let lines = result.text.split(separator: "\n").map(String.init)
    let declaration = try #require(lines.last)
    #expect(declaration.hasPrefix("transition: opacity "))
    let parts = declaration.dropFirst("transition: opacity ".count).split(
      separator: " ", maxSplits: 1)
    let milliseconds = try #require(Double(parts[0].dropLast(2)))
    let spring = try document.spring(named: "snappy")
    let settling = spring.settlingDuration(distance: 1, initialVelocity: 0, threshold: 0.001)
    #expect(milliseconds == (settling * 1000).rounded(.up))
    let stops = CSSParsing.arguments(String(parts[1].dropLast()))
    var worst = 0.0
    for step in 0...3000 {
      let fraction = Double(step) / 3000
      let position = fraction * Double(stops.count - 1)
      let lower = min(Int(position), stops.count - 2)
      let read = stops[lower] + (position - Double(lower)) * (stops[lower + 1] - stops[lower])
      let exact =
        1
        + spring.displacement(
          at: fraction * milliseconds / 1000, initialDisplacement: -1, initialVelocity: 0)
      worst = max(worst, abs(read - exact))
    }
    #expect(worst <= 0.005 + 1e-4, "worst \(worst)")
    expectClose(worst, result.worstError, absolute: 1e-3)
    #expect(lines[0].hasPrefix("/* popkit: spring \"snappy\"; a unit move from rest settles"))
    #expect(throws: MotionDocumentError(place: "springs", rule: "no spring \"none\"")) {
      try CSSExport.transition(for: document, spring: "none")
    }
    #expect(throws: MotionDocumentError.self) {
      try CSSExport.transition(for: document, spring: "snappy", property: "a;b")
    }
    let free = try MotionDocument(
      json: #"{"popkit": 1, "springs": {"free": {"stiffness": 100, "damping": 0}}}"#)
    #expect(
      throws: MotionDocumentError(
        place: "springs.free",
        rule: "never settles within 0.001 of its target; it has no CSS transition")
    ) {
      try CSSExport.transition(for: free, spring: "free")
    }
  }
}
