// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitInterchange
import Testing

/// Keyframe code at the document's limits, and what it refuses.
@Suite("Tracks and choreographies as platform code at the limits")
struct TrackCodeLimitsTests {
  @Test(
    "at the document's limits (values of 1e12, a step of 1 µs, a million seconds) every platform writes only finite numbers",
    arguments: [MotionExport.Format.swiftui, .motion, .compose, .flutter])
  func finiteAtTheLimits(_ format: MotionExport.Format) throws {
    let document = try MotionDocument(json: ExportNumbersAndSelectionsTests.extreme)
    let result = try MotionExport.export(document, to: format, .choreography("c"))
    #expect(ExportNumbersAndSelectionsTests.nonFiniteWords(in: result.text).isEmpty)
    #expect(result.text.lowercased().contains("boxx"))
  }

  @Test("two tracks that overlap on one property are refused, naming the later one")
  func overlapRefused() throws {
    let document = try MotionDocument(
      json: """
        {"popkit": 1, "choreographies": {"c": {
          "targets": {"box": {"width": 10, "height": 10}},
          "tracks": [
            {"target": "box", "property": "y", "track": {"from": 0, "keyframes": [
              {"kind": "linear", "to": 1, "duration": 1}]}},
            {"target": "box", "property": "y", "at": 0.5, "track": {"from": 0, "keyframes": [
              {"kind": "linear", "to": 2, "duration": 1}]}}]}}}
        """)
    for format in [MotionExport.Format.swiftui, .motion, .compose, .flutter] {
      #expect(throws: MotionDocumentError.self) {
        try MotionExport.export(document, to: format, .choreography("c"))
      }
      do {
        _ = try MotionExport.export(document, to: format, .choreography("c"))
      } catch {
        #expect(error.place == "choreographies.c.tracks[1]", "\(error)")
        #expect(error.rule.contains("before the track before it"), "\(error)")
      }
    }
  }

  @Test("a track of jumps only is written as its jumps, and plays to its last value")
  func jumpsOnly() throws {
    let document = try MotionDocument(
      json: """
        {"popkit": 1, "tracks": {"snap": {"from": 0, "keyframes": [
          {"kind": "move", "to": 3}, {"kind": "move", "to": 7}]}}}
        """)
    let swiftUI = try MotionExport.export(document, to: .swiftui, .track("snap")).text
    #expect(swiftUI.contains("MoveKeyframe(7)"))
    let motion = try MotionExport.export(document, to: .motion, .track("snap")).text
    #expect(motion.contains("value: [0, 7]"), "\(motion)")
    let flutter = try MotionExport.export(document, to: .flutter, .track("snap")).text
    #expect(flutter.contains("End = 7;"), "\(flutter)")
    let compose = try MotionExport.export(document, to: .compose, .track("snap")).text
    #expect(compose.contains("value.snapTo(7f)"), "\(compose)")
  }
}
