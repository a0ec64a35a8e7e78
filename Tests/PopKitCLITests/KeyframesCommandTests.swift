// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("popkit trace keyframes")
struct KeyframesCommandTests {
  @Test("the CSV values and velocities are the track's, computed here from the same keyframes")
  func valuesMatchTrack() {
    let result = popkit(
      ["trace", "keyframes", "--track", "spring:1;cubic:0.4@0.3;linear:0@0.2", "--from", "0"])
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    let track = KeyframeTrack(
      from: 0.0,
      [
        .spring(1, spring: Spring(bounciness: 4, speed: 12)), .cubic(0.4, duration: 0.3),
        .linear(0, duration: 0.2),
      ])
    let table = CSVTable(result.standardOutput)
    #expect(table.header == ["frame", "time", "value", "velocity", "done"])
    let last = table.rows.count - 1
    #expect(last == Int((track.duration * 60).rounded(.up)))
    #expect(table.text(last, "done") == "true")
    #expect(table.number(last, "value") == 0)
    for row in 0...last {
      let time = Double(row) / 60
      expectClose(table.number(row, "value"), track.value(at: time), absolute: 1e-12)
      if row < last {
        expectClose(table.number(row, "velocity"), track.velocity(at: time), absolute: 1e-12)
        #expect(table.text(row, "done") == "false")
      }
    }
  }

  @Test("a vector track with a move, an eased linear and a cut spring, at 120 fps, as JSON")
  func vectorTrack() throws {
    let text = "linear:10,20@0.25/easeOut;move:0,5;spring:3,4@0.1;cubic:0,0@0.2"
    let result = popkit(
      ["trace", "keyframes", "--track", text, "--from", "1,2", "--fps", "120", "--format", "json"])
    #expect(result.exitCode == 0)
    let json = try parseJSON(result.standardOutput)
    #expect(json["kind"] as? String == "keyframes")
    #expect(json["track"] as? String == text)
    let track = KeyframeTrack(
      from: SIMD2<Double>(1, 2),
      [
        .linear(SIMD2(10, 20), duration: 0.25, timingCurve: .easeOut), .move(SIMD2(0, 5)),
        .spring(SIMD2(3, 4), duration: 0.1, spring: .default), .cubic(SIMD2(0, 0), duration: 0.2),
      ])
    expectClose(json["duration"] as? Double ?? 0, track.duration, absolute: 1e-12)
    let csv = popkit(["trace", "keyframes", "--track", text, "--from", "1,2", "--fps", "120"])
    let table = CSVTable(csv.standardOutput)
    #expect(table.header.contains("value1"))
    for row in 0..<table.rows.count {
      let value = track.value(at: Double(row) / 120)
      expectClose(table.number(row, "value0"), value.x, absolute: 1e-12)
      expectClose(table.number(row, "value1"), value.y, absolute: 1e-12)
    }
  }

  @Test("spring segments use the spring model flags")
  func springModel() {
    let result = popkit(["trace", "keyframes", "--track", "spring:5", "--bounciness", "12"])
    let track = KeyframeTrack(from: 0.0, [.spring(5, spring: Spring(bounciness: 12, speed: 12))])
    let table = CSVTable(result.standardOutput)
    for row in 0..<table.rows.count {
      expectClose(table.number(row, "value"), track.value(at: Double(row) / 60), absolute: 1e-12)
    }
  }

  static let errors: [(String, String)] = [
    ("linear:1", "--track segment 1 'linear:1': linear needs a duration"),
    ("spring:1;cubic:2", "--track segment 2 'cubic:2': cubic needs a duration"),
    ("spring:1;move:2@0.3", "--track segment 2 'move:2@0.3': a move takes no time"),
    ("bounce:1@1", "--track segment 1 'bounce:1@1': unknown kind 'bounce'"),
    ("linear:x@1", "--track segment 1 'linear:x@1': the value must be"),
    ("linear:1@-1", "--track segment 1 'linear:1@-1': the duration must be"),
    ("linear:1@nan", "the duration must be a number in 0...3600"),
    ("move:0;linear:1,2@1", "--track segment 2 'linear:1,2@1' has 2 component(s)"),
    ("linear:1@1/wobbly", "--track segment 1 'linear:1@1/wobbly': the curve must be"),
    ("cubic:1@1/easeIn", "only linear segments take a /CURVE"),
    ("1@1", "--track segment 1 '1@1': must be KIND:VALUE"),
    ("spring:1;;move:0", "--track segment 2 '': must be KIND:VALUE"),
    ("", "--track must be segments separated by ';'"),
  ]

  @Test("a wrong track is one line naming --track and the segment; exit status 2")
  func badTracks() {
    for (track, message) in Self.errors {
      let result = popkit(["trace", "keyframes", "--track", track])
      #expect(result.exitCode == 2, "\(track)")
      #expect(result.standardOutput.isEmpty)
      let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 2 && lines[1].isEmpty, "one line: \(result.standardError)")
      #expect(result.standardError.contains(message), "\(result.standardError)")
    }
  }

  @Test("flags keyframes do not use, a missing --track, --track elsewhere, a frictionless spring")
  func badFlags() {
    let cases: [([String], String)] = [
      (["trace", "keyframes"], "keyframes needs --track"),
      (["trace", "keyframes", "--track", "move:1", "--to", "1"], "--to is not used by keyframes"),
      (["trace", "--track", "move:1"], "--track is not used by spring"),
      (["trace", "keyframes", "--track", "move:1,2", "--from", "0"], "has 2 component(s)"),
      (
        ["trace", "keyframes", "--track", "spring:1", "--tension", "100", "--friction", "0"],
        "never settles"
      ),
    ]
    for (words, message) in cases {
      let result = popkit(words)
      #expect(result.exitCode == 2)
      #expect(result.standardError.contains(message), "\(result.standardError)")
      #expect(result.standardError.split(separator: "\n").count == 1)
    }
  }
}
