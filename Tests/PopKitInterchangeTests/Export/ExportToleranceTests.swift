// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange
import Testing

/// Issue 34, finding 14: an export that cannot meet its stated tolerance refuses, naming the
/// place and how far off it would be, instead of writing a motion that is silently wrong.
@Suite("Export tolerances (issue 34)")
struct ExportToleranceTests {
  /// A spring of tension 1e9 and friction 1 (ω ≈ 31,623 rad/s, a period of 0.2 ms, decaying by
  /// e⁻⁰·⁵ᵗ), and pop's default spring, each moving `x` in a choreography of its own.
  static let text = """
    {"popkit": 1,
     "springs": {"stiff": {"tension": 1e9, "friction": 1}, "gentle": {"tension": 300, "friction": 20}},
     "choreographies": {
       "stiff": {"targets": {"box": {"x": 0, "y": 0, "width": 10, "height": 10}},
         "tracks": [{"target": "box", "property": "x", "track": {"from": 0, "keyframes": [
           {"kind": "spring", "to": 100, "spring": "stiff", "duration": 2}]}}]},
       "gentle": {"targets": {"box": {"x": 0, "y": 0, "width": 10, "height": 10}},
         "tracks": [{"target": "box", "property": "x", "track": {"from": 0, "keyframes": [
           {"kind": "spring", "to": 100, "spring": "gentle", "duration": 2}]}}]}}}
    """

  /// The percentage a refusal states (`off by up to 195 %`).
  static func statedPercent(_ rule: String) -> Double? {
    guard let range = rule.range(of: "off by up to ") else { return nil }
    return Double(rule[range.upperBound...].prefix { $0.isNumber || $0 == "." })
  }

  @Test(
    "finding 14: a spring too stiff for the web's 5,000 points is refused by CSS, HTML and WAAPI, naming its segment and the error",
    arguments: [MotionExport.Format.css, .html, .waapi])
  func webRefuses(_ format: MotionExport.Format) throws {
    let document = try MotionDocument(json: Self.text)
    do {
      _ = try MotionExport.export(document, to: format, .choreography("stiff"))
      Issue.record("\(format) exported a spring it cannot follow")
    } catch {
      #expect(error.place == "choreographies.stiff.tracks[0].segments[0]")
      #expect(error.rule.contains("within 0.5 %"))
      // Sampled every 0.4 ms (2 s over 5,000 points) a 0.2 ms oscillation of the whole move
      // aliases: the easing misses by about the oscillation's amplitude, most of the move.
      #expect((Self.statedPercent(error.rule) ?? 0) > 50, "\(error.rule)")
    }
    // The same exporter meets its tolerance on a spring it can follow.
    let gentle = try MotionExport.export(document, to: format, .choreography("gentle"))
    #expect(!gentle.text.isEmpty)
  }

  @Test(
    "finding 14: Lottie refuses a spring its baking cannot follow within 0.1 % (164,741 % before), naming the target"
  )
  func lottieRefuses() throws {
    let document = try MotionDocument(json: Self.text)
    do {
      _ = try LottieExport.animation(for: document, choreography: "stiff")
      Issue.record("lottie exported a spring it cannot follow")
    } catch {
      #expect(error.place == "choreographies.stiff.targets.box")
      #expect(error.rule.contains("ks.p.x") && error.rule.contains("0.1 %"))
      #expect((Self.statedPercent(error.rule) ?? 0) > 10, "\(error.rule)")
    }
    let gentle = try LottieExport.animation(for: document, choreography: "gentle")
    #expect(gentle.worstError <= 0.001)
  }

  @Test(
    "finding 14: a lone spring CSS or a duration token cannot follow within 0.5 % is refused, not noted (195 % before)"
  )
  func loneSpringRefuses() throws {
    let document = try MotionDocument(json: Self.text)
    for format in [MotionExport.Format.css, .tokens] {
      do {
        _ = try MotionExport.export(document, to: format, .spring("stiff"))
        Issue.record("\(format) exported a spring it cannot follow")
      } catch {
        #expect(error.place == "springs.stiff")
        #expect((Self.statedPercent(error.rule) ?? 0) > 50, "\(error.rule)")
      }
      #expect(throws: Never.self) {
        try MotionExport.export(document, to: format, .spring("gentle"))
      }
    }
    // Tokens with the proposed type carry the spring's physics, not an easing: no tolerance.
    let proposed = try MotionExport.export(
      document, to: .tokens, .spring("stiff"), options: .init(springStyle: .proposed))
    #expect(proposed.text.contains("\"stiffness\": 1000000000"))
  }
}
