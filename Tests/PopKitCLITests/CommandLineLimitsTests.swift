// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKitCLI

/// Command-line numbers at their limits (found by a hostile-input probe, issue 21): each is
/// refused with one line and exit status 2, or runs to a bounded, finite end.
@MainActor
@Suite("Command-line numbers at their limits")
struct CommandLineLimitsTests {
  /// Expects exit status 2 with exactly one line on standard error that mentions `message`.
  private func expectRefused(_ words: [String], mentioning message: String) {
    let result = popkit(words)
    #expect(result.exitCode == 2, "\(words)")
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.files.isEmpty)
  }

  @Test(
    "finding 2: a spring segment that never settles asks for a duration, whatever the model",
    arguments: [
      ["--tension", "0", "--friction", "1"], ["--tension", "0", "--friction", "0"],
      ["--stiffness", "0", "--damping", "3"], ["--tension", "300", "--friction", "5e-324"],
      ["--tension", "300", "--friction", "1e-320", "--mass", "1e6"],
    ])
  func finding2EndlessSpringSegment(model: [String]) {
    for command in ["trace", "plot"] {
      let output = command == "plot" ? ["-o", "k.svg"] : []
      expectRefused(
        [command, "keyframes", "--track", "move:3;spring:1"] + model + output,
        mentioning: "--track segment 2 'spring:1': the spring")
      expectRefused(
        [command, "keyframes", "--track", "spring:1"] + model + output,
        mentioning: "give the segment a duration, spring:VALUE@SECONDS")
    }
    // With a duration, the same spring runs that long.
    let trace = CSVTable(
      popkit(["trace", "keyframes", "--track", "spring:1@0.5"] + model).standardOutput)
    #expect(trace.rows.count == 31)
    #expect(trace.text(30, "done") == "true")
  }

  @Test("finding 3: a frame rate below 1 fps is refused, not a trap or an endless time")
  func finding3TinyFrameRate() {
    for command in [["plot", "-o", "x.svg"], ["trace"]] {
      for fps in ["6e-309", "5e-324", "0.5", "1e-300"] {
        expectRefused(
          command + ["--fps", fps, "--max-frames", "2"], mentioning: "--fps must be a number in 1")
      }
    }
    let slowest = CSVTable(popkit("trace --fps 1 --max-frames 3").standardOutput)
    #expect((0..<3).map { slowest.number($0, "time") } == [0, 1, 2])
  }

  @Test("finding 3: a chart's axis stays finite across the whole range of Double")
  func finding3AxisAtExtremes() {
    for (low, high) in [
      (-1.7e308, 1.7e308), (0, 1e308), (-Double.leastNonzeroMagnitude, .leastNonzeroMagnitude),
      (1e300, 1e300),
    ] {
      let axis = ChartAxis(covering: low, high, ticks: 5, pixels: (0, 500))
      #expect(axis.step.isFinite && axis.step > 0)
      #expect(axis.lower.isFinite && axis.upper.isFinite)
      #expect(!axis.ticks.isEmpty && axis.ticks.count <= 1001)
      #expect(axis.ticks.allSatisfy { $0.isFinite }, "\(low) \(high) \(axis.ticks)")
      expectClose(axis.pixel(axis.lower), 0, absolute: 1e-9)
      expectClose(axis.pixel(axis.upper), 500, absolute: 1e-9)
      #expect(axis.ticks.allSatisfy { !axis.label($0).isEmpty })
    }
  }

  @Test("finding 4: a basic run shorter than a nanosecond jumps to its end and says so")
  func finding4TinyBasicDuration() {
    let result = popkit("trace basic --duration 1e-300 --to 1e9")
    #expect(result.exitCode == 0)
    let trace = CSVTable(result.standardOutput)
    #expect(trace.rows.count == 1)
    #expect(trace.number(0, "value") == 1e9 && trace.text(0, "done") == "true")
    #expect(result.standardError.contains("shorter than a nanosecond; the run jumps to its end"))
    // A nanosecond is still a run: it ends on its first frame, on its target, as before.
    let nanosecond = CSVTable(popkit("trace basic --duration 1e-9 --to 1e9").standardOutput)
    #expect(nanosecond.number(0, "value") == 1e9 && nanosecond.text(0, "done") == "true")
  }

  @Test("finding 4: a track segment too short for its move jumps, and the note says which")
  func finding4TinyTrackSegment() {
    let result = popkit(["trace", "keyframes", "--track", "linear:1e9@1e-300;spring:0@1"])
    #expect(result.exitCode == 0)
    let trace = CSVTable(result.standardOutput)
    #expect(trace.number(0, "value") == 1e9)
    #expect((0..<trace.rows.count).allSatisfy { trace.number($0, "value").isFinite })
    #expect(trace.text(trace.rows.count - 1, "done") == "true")
    #expect(result.standardError.contains("segment 1 'linear:1e9@1e-300' is too short"))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test("finding 7: frames × components × springs are held to half a million values")
  func finding7WorkCeiling() {
    expectRefused(
      [
        "trace", "--format", "json", "--from", "0,0,0,0", "--to", "1,1,1,1", "--tension", "100",
        "--friction", "0", "--fps", "10000", "--max-frames", "1000000",
      ],
      mentioning: "--max-frames 1000000 × 4 component(s) is 4000000 values; at most 500000")
    var eight = ["plot", "-o", "x.svg", "--max-frames", "100000"]
    for tension in 1...8 { eight += ["--spring", "--tension \(tension * 100) --friction 0"] }
    expectRefused(eight, mentioning: "× 8 springs is 800000 values")
    // At the ceiling it runs (a spring that settles long before it, so the test stays light),
    // one value past it is refused.
    let result = popkit("trace --max-frames 500000")
    #expect(result.exitCode == 0)
    #expect(
      CSVTable(result.standardOutput).text(CSVTable(result.standardOutput).rows.count - 1, "done")
        == "true")
    expectRefused(
      ["trace", "--max-frames", "250001", "--from", "0,0", "--to", "1,1"],
      mentioning: "is 500002 values; at most 500000")
  }

  @Test("finding 7: a chart of 20,000 frames per spring is thinned to what it can show")
  func finding7ChartIsThinned() throws {
    let words = [
      "plot", "-o", "-", "--fps", "2000", "--max-frames", "20000", "--spring",
      "--tension 100 --friction 0", "--spring", "--tension 100 --friction 1",
    ]
    let result = popkit(words)
    #expect(result.exitCode == 0)
    let svg = try #require(SVGInspector.inspect(result.standardOutput))
    let curves = svg.elements.filter { $0.attributes["class"] == "curve" }
    #expect(curves.count == 2)
    for curve in curves {
      let points = curve.attributes["points"]?.split(separator: " ").count ?? 0
      // The chart is 800 px wide: a few points per pixel at most, not 20,000.
      #expect(points > 50 && points < 2000, "\(points) points")
    }
    #expect(result.standardOutput.utf8.count < 60_000)
  }

  @Test(
    "finding 7: the text demo is held to 40 million cells, and a frame's text costs what it shows")
  func finding7DemoCeiling() {
    expectRefused(
      ["demo", "spring", "--frames", "10000", "--fps", "1", "--width", "400", "--height", "200"],
      mentioning: "--frames 10000 of 400×200 is 800000000 cells; at most 40000000")
    // A row's text is its characters up to the last one drawn, as before.
    var canvas = TerminalCanvas(width: 400, height: 3)
    canvas.put("a b", row: 0, column: 390)
    canvas.put("x", row: 1, column: 0)
    #expect(canvas.plainLine(0) == String(repeating: " ", count: 390) + "a b")
    #expect(canvas.plainLine(1) == "x")
    #expect(canvas.plainLine(2) == "")
    #expect(canvas.plainText == canvas.plainLine(0) + "\nx\n")
  }
}
