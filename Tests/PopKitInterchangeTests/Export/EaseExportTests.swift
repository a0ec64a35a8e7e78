// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitInterchange

/// The eases in the exports, each error measured here by playing the export back.
///
/// CSS `steps()` exactly, the others as `linear()` within 0.5 %; Lottie steps as holds
/// (exact), the others baked within 0.1 %; tokens say what they leave out.
@Suite("Exports of the eases")
struct EaseExportTests {
  /// The curves exported, as document JSON and as the curve.
  static let curves: [(json: String, curve: TimingCurve)] = [
    (#""easeOutBack""#, .easeOutBack), (#""easeInOutBack""#, .easeInOutBack),
    (#""easeOutElastic""#, .easeOutElastic), (#""easeInElastic""#, .easeInElastic),
    (#""easeInOutElastic""#, .easeInOutElastic), (#""easeOutBounce""#, .easeOutBounce),
    (#""easeInOutBounce""#, .easeInOutBounce),
    (#"{"spring": {"duration": 0.5, "bounce": 0.3}}"#, .spring(Spring(duration: 0.5, bounce: 0.3))),
  ]

  /// One target whose opacity goes 0 → 1 over 0.8 s along a curve.
  static func document(curve: String, property: String = "opacity", to: Double = 1) throws
    -> MotionDocument
  {
    try MotionDocument(
      json: """
        {"popkit": 1, "size": [400, 300], "choreographies": {"show": {
          "targets": {"card": {"x": 40, "y": 100, "width": 80, "height": 60, "color": "#3366FF"}},
          "tracks": [{"target": "card", "property": "\(property)", "track": {"from": 0,
            "keyframes": [{"kind": "linear", "to": \(to), "duration": 0.8, "curve": \(curve)}]}}]}}}
        """)
  }

  /// The range a segment of a curve covers from 0 to 1, sampled finely.
  static func range(of curve: TimingCurve) -> Double {
    let values = (0...20_000).map { curve.value(at: Double($0) / 20_000) }
    return (values.max() ?? 1) - (values.min() ?? 0)
  }

  @Test("CSS: steps() is written as CSS's steps(), exact at every instant")
  func cssSteps() throws {
    for (json, count, jump) in [
      (#"{"steps": 4, "jump": "end"}"#, 4, StepJump.end),
      (#"{"steps": 3, "jump": "start"}"#, 3, .start),
      (#"{"steps": 5, "jump": "none"}"#, 5, .none), (#"{"steps": 2, "jump": "both"}"#, 2, .both),
    ] {
      let result = try CSSExport.stylesheet(for: Self.document(curve: json), choreography: "show")
      let blocks = CSSParsing.keyframes("popkit-card-opacity", in: result.text)
      let frames = CSSParsing.component("opacity", blocks)
      #expect(frames.first?.easing == "steps(\(count), jump-\(jump.name))")
      #expect(result.segments.map(\.encoding) == [.steps])
      #expect(result.worstError == 0)
      // CSS's step function, written here: jumps at k/n, the before flag unset.
      let jumps = Double(
        [StepJump.start: count, .end: count, .none: count - 1, .both: count + 1][jump]!)
      let steps = { (local: Double) -> Double in
        var step = (local * Double(count)).rounded(.down)
        if jump == .start || jump == .both { step += 1 }
        return min(step, jumps) / jumps
      }
      let curve = TimingCurve.steps(count, jump: jump)
      for index in 0..<1000 {
        let fraction = (Double(index) + 0.5) / 1000
        let played = CSSParsing.evaluate(frames, at: fraction) { _, local in steps(local) }
        #expect(played == curve.value(at: fraction), "\(json) at \(fraction)")
      }
    }
  }

  @Test("CSS: back, elastic, bounce and spring curves are linear() within 0.5 % of their range")
  func cssLinearEasings() throws {
    var worstMeasured = 0.0
    for (json, curve) in Self.curves {
      let result = try CSSExport.stylesheet(for: Self.document(curve: json), choreography: "show")
      let report = try #require(result.segments.first)
      guard case .linearEasing = report.encoding else {
        Issue.record("\(json) was written as \(report.encoding)")
        continue
      }
      let blocks = CSSParsing.keyframes("popkit-card-opacity", in: result.text)
      let frames = CSSParsing.component("opacity", blocks)
      let range = Self.range(of: curve)
      var worst = 0.0
      for index in 0...4000 {
        let fraction = Double(index) / 4000
        let played = CSSParsing.evaluate(frames, at: fraction) { _, _ in .nan }
        worst = max(worst, abs(played - curve.value(at: fraction)) / range)
      }
      // The printed values (4 decimals) are part of the measured error.
      #expect(worst <= 0.005 + 1e-4, "\(json): \(worst)")
      #expect(report.worstError <= 0.005 * (1 + 1e-9), "\(json): reported \(report.worstError)")
      expectClose(worst, report.worstError, absolute: 1e-3, "\(json)")
      worstMeasured = max(worstMeasured, worst)
    }
    print("eases: worst CSS linear() error measured \(worstMeasured) of the range")
  }

  @Test("Lottie: steps are hold keyframes, exact at every frame")
  func lottieSteps() throws {
    for (json, curve) in [
      (#"{"steps": 4, "jump": "end"}"#, TimingCurve.steps(4)),
      (#"{"steps": 3, "jump": "start"}"#, .steps(3, jump: .start)),
      (#"{"steps": 5, "jump": "none"}"#, .steps(5, jump: .none)),
      (#"{"steps": 2, "jump": "both"}"#, .steps(2, jump: .both)),
    ] {
      let result = try LottieExport.animation(
        for: Self.document(curve: json, property: "rotation", to: 90), choreography: "show",
        framesPerSecond: 60)
      let lottie = try LottieReading(result.json)
      let keyframes = LottieReading.keyframes(lottie.value(["layers", 0, "ks", "r"]))
      #expect(result.bakedKeyframeCount == 0, "\(json)")
      let holds = keyframes.dropLast().allSatisfy { $0.hold }
      #expect(holds, "\(json)")
      // Between the boundaries (at a boundary itself the file's 12-digit times and PopKit's
      // division can put the jump an ulp apart).
      for quarter in 0..<48 * 4 {
        let frame = (Double(quarter) + 0.5) / 4
        let time = frame / 60
        let played = LottieReading.evaluate(keyframes, atFrame: frame)[0]
        expectClose(played, 90 * curve.value(at: time / 0.8), absolute: 1e-9, "\(json) at \(time)")
      }
    }
  }

  @Test("Lottie: back, elastic, bounce and spring curves are baked within 0.1 % of their range")
  func lottieBaked() throws {
    var worstMeasured = 0.0
    for (json, curve) in Self.curves {
      let result = try LottieExport.animation(
        for: Self.document(curve: json, property: "rotation", to: 90), choreography: "show",
        framesPerSecond: 60)
      let lottie = try LottieReading(result.json)
      let keyframes = LottieReading.keyframes(lottie.value(["layers", 0, "ks", "r"]))
      #expect(result.bakedKeyframeCount > 0, "\(json)")
      let range = 90 * Self.range(of: curve)
      var worst = 0.0
      for index in 0...4800 {
        let time = 0.8 * Double(index) / 4800
        let played = LottieReading.evaluate(keyframes, atFrame: time * 60)[0]
        worst = max(worst, abs(played - 90 * curve.value(at: time / 0.8)) / range)
      }
      #expect(worst <= 0.001 + 1e-6, "\(json): \(worst)")
      #expect(result.worstError <= 0.001 * (1 + 1e-9), "\(json): reported \(result.worstError)")
      worstMeasured = max(worstMeasured, worst)
    }
    print("eases: worst Lottie baked error measured \(worstMeasured) of the range")
  }

  @Test("tokens: a curve that is not a cubic Bézier has no token and is named in the notes")
  func tokensNotes() throws {
    let document = try MotionDocument(
      json: """
        {"popkit": 1, "curves": {"stepped": {"steps": 4}, "plain": [0.2, 0, 0, 1]},
         "tracks": {"t": {"from": 0, "keyframes": [
           {"kind": "linear", "to": 1, "duration": 0.5, "curve": "easeOutBounce"},
           {"kind": "linear", "to": 2, "duration": 0.5, "curve": "plain"}]}}}
        """)
    let (text, notes) = try TokensExport.tokens(for: document, .all)
    #expect(
      notes.contains("curves.stepped: steps(4, jump-end) is not a cubic Bézier, so it has no token")
    )
    #expect(notes.contains("tracks.t: segment 0 (linear, bounce(out)) has no transition token"))
    #expect(text.contains("\"plain\""))
    #expect(!text.contains("\"stepped\""))
    #expect(text.contains("\"t.1\""))
    #expect(!text.contains("\"t.0\""))
  }

  @Test("a path along steps cannot be followed by CSS's linear() or baked Lottie: refused, named")
  func pathAlongStepsRefused() throws {
    let document = try MotionDocument(
      json: """
        {"popkit": 1, "size": [400, 300], "choreographies": {"show": {
          "targets": {"card": {"x": 40, "y": 100, "width": 80, "height": 60, "color": "#3366FF"}},
          "tracks": [{"target": "card", "property": "position", "track": {
            "path": "M0 0 L 100 50 L 200 0", "duration": 1, "curve": {"steps": 4}}}]}}}
        """)
    do {
      _ = try CSSExport.stylesheet(for: document, choreography: "show")
      Issue.record("CSS followed a stepped path")
    } catch {
      #expect(error.place == "choreographies.show.tracks[0].segments[0]")
      #expect(error.rule.contains("within 0.5 %"))
      #expect(error.rule.contains("give a path a curve without steps"))
    }
    do {
      _ = try LottieExport.animation(for: document, choreography: "show", framesPerSecond: 60)
      Issue.record("Lottie followed a stepped path")
    } catch {
      #expect(error.place == "choreographies.show.targets.card")
      #expect(error.rule.contains("within 0.25 px"))
      #expect(error.rule.contains("give a path a curve without steps"))
    }
  }
}
