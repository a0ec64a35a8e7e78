// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitCLI

@MainActor
@Suite("popkit trace path and plot path")
struct PathCommandTests {
  static let data = "M0,0 C80,-200 240,-200 320,0 A60,60 0 0,1 320,120"

  @Test("the CSV rows are the PathTrack's, computed here from the same path")
  func valuesMatchTrack() throws {
    let result = popkit(["trace", "path", "--path", Self.data, "--duration", "1.5", "--fps", "30"])
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    let track = PathTrack(along: try MotionPath(svg: Self.data), duration: 1.5)
    let table = CSVTable(result.standardOutput)
    #expect(table.header == ["frame", "time", "x", "y", "direction", "done"])
    let last = table.rows.count - 1
    #expect(last == 45)  // 1.5 s at 30 fps: frames 0…45
    #expect(table.text(last, "done") == "true")
    expectClose(table.number(last, "x"), 320, absolute: 1e-9)
    expectClose(table.number(last, "y"), 120, absolute: 1e-9)
    // The half circle at the end turns the heading from +90° (down) to 180° (leftward).
    expectClose(table.number(last, "direction"), 180, absolute: 1e-9)
    for row in 0...last {
      let time = Double(row) / 30
      let point = track.value(at: time)
      #expect(table.number(row, "time") == time)
      expectClose(table.number(row, "x"), point.x, absolute: 1e-12)
      expectClose(table.number(row, "y"), point.y, absolute: 1e-12)
      let degrees = track.orientation.value(at: time).degrees
      expectClose(table.number(row, "direction"), degrees, absolute: 1e-12)
      if row < last { #expect(table.text(row, "done") == "false") }
    }
    // Linear by default: equal arc lengths per frame, so the line's frames are evenly spaced.
    let line = CSVTable(
      popkit(["trace", "path", "--path", "M0 0 H90", "--duration", "0.3", "--fps", "10"])
        .standardOutput)
    #expect(line.rows.count == 4)
    for row in 0..<line.rows.count {
      expectClose(line.number(row, "x"), 30 * Double(row), absolute: 1e-12)
    }
  }

  @Test("--curve eases the distance; JSON carries the inputs and the frames")
  func curveAndJSON() throws {
    let words = [
      "trace", "path", "--path", "M0 0 H100", "--duration", "1", "--curve", "easeOut", "--fps",
      "4", "--format", "json",
    ]
    let json = try parseJSON(popkit(words).standardOutput)
    #expect(json["kind"] as? String == "path")
    #expect(json["length"] as? Double == 100)
    #expect(json["duration"] as? Double == 1)
    #expect(json["finished"] as? Bool == true)
    let frames = try #require(json["frames"] as? [[String: Any]])
    #expect(frames.count == 5)
    for (index, frame) in frames.enumerated() {
      let expected = 100 * TimingCurve.easeOut.value(at: Double(index) / 4)
      expectClose(frame["x"] as? Double ?? .nan, expected, absolute: 1e-12)
      #expect(frame["direction"] as? Double == 0)
    }
  }

  @Test("bad path data: one line naming --path, the offset and what was expected; exit 2")
  func badPath() {
    let cases: [(String, String)] = [
      (
        "M0,0 C80,-200 240,x",
        "--path cannot be read at offset 18 (of 19 characters): expected a number"
      ),
      (
        "",
        "--path cannot be read at offset 0 (of 0 characters): expected a moveto command (M or m)"
      ),
      ("M0 0 A1 1 0 2 1 5 5", "offset 12 (of 19 characters): expected an arc flag (0 or 1)"),
      ("M1e999 0", "offset 1 (of 8 characters): expected a number that fits in a Double"),
    ]
    for (data, message) in cases {
      let result = popkit(["trace", "path", "--path", data, "--duration", "1"])
      #expect(result.exitCode == 2)
      #expect(result.standardOutput.isEmpty)
      #expect(result.standardError.contains(message), "\(result.standardError)")
      #expect(result.standardError.hasPrefix("popkit trace: --path"))
      #expect(result.standardError.split(separator: "\n").count == 1)
      let plot = popkit(["plot", "path", "--path", data, "--duration", "1", "-o", "-"])
      #expect(plot.exitCode == 2 && plot.standardError.contains(message))
    }
  }

  @Test("flags a path does not use, a missing --path or --duration, --path elsewhere: exit 2")
  func flags() {
    let cases: [([String], String)] = [
      (["trace", "path", "--duration", "1"], "path needs --path DATA"),
      (["trace", "path", "--path", "M0 0 H1"], "path needs --duration D"),
      (
        ["trace", "path", "--path", "M0 0 H1", "--duration", "1", "--to", "3"],
        "--to is not used by path animations"
      ),
      (
        [
          "plot", "path", "--path", "M0 0 H1", "--duration", "1", "--spring", "a: --speed 1", "-o",
          "-",
        ],
        "--spring is not used by path animations"
      ),
      (["trace", "--path", "M0 0 H1"], "--path is not used by spring animations; it is for path"),
      (["trace", "basic", "--path", "M0 0 H1"], "--path is not used by basic animations"),
      (["trace", "path", "--path", "M0 0 H1", "--duration", "0"], "--duration must be"),
      (["trace", "wiggle"], "use spring, decay, basic, keyframes or path"),
    ]
    for (words, message) in cases {
      let result = popkit(words)
      #expect(result.exitCode == 2, "\(words)")
      #expect(result.standardError.contains(message), "\(words): \(result.standardError)")
      #expect(result.standardError.split(separator: "\n").count == 1)
    }
  }

  @Test("plot path draws the path and one mark per frame, first and last set apart")
  func plot() throws {
    let result = popkit([
      "plot", "path", "--path", Self.data + " M0 40 h100", "--duration", "1.5", "--fps", "20",
      "-o", "-",
    ])
    #expect(result.exitCode == 0)
    let svg = result.standardOutput
    #expect(svg.components(separatedBy: #"<circle class="frame""#).count - 1 == 31)
    #expect(svg.components(separatedBy: #"class="direction""#).count - 1 == 31)
    // Two subpaths: two polylines, the jump between them not drawn.
    #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
    #expect(svg.contains("#228833") && svg.contains("#cc3311"))
    #expect(svg.contains("Path of length"))
  }

  @Test("--max-frames cuts a long run short with a note")
  func maxFrames() {
    let result = popkit([
      "trace", "path", "--path", "M0 0 H10", "--duration", "10", "--max-frames", "5",
    ])
    #expect(result.exitCode == 0)
    #expect(CSVTable(result.standardOutput).rows.count == 5)
    #expect(result.standardError.contains("did not reach its end within 5 frames"))
  }
}
