// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitCommandLine
import PopKitTestSupport
import Testing

@testable import PopKitCLI

/// Issue 34, finding 25: `--curve` takes every spelling its help lists, and `export -o` and
/// `record --output` say what they wrote, as `plot -o` does.
@Suite("--curve's spellings and what -o wrote")
@MainActor
struct CurveSpellingAndSummaryTests {
  /// The trace of a basic animation with a curve.
  func trace(_ curve: String) -> CommandResult {
    popkit(["trace", "basic", "--duration", "0.5", "--curve", curve])
  }

  @Test(
    "finding 25: every spelling --help lists is accepted; CSS's spellings are CSS's curves",
    arguments: [
      // CSS Easing Functions Level 1: ease-in is cubic-bezier(0.42, 0, 1, 1), ease-out
      // (0, 0, 0.58, 1), ease-in-out (0.42, 0, 0.58, 1), ease (0.25, 0.1, 0.25, 1).
      ("ease-in", "0.42,0,1,1"), ("EASE-IN", "0.42,0,1,1"), ("easeIn", "0.42,0,1,1"),
      ("ease-out", "0,0,0.58,1"), ("easeOut", "0,0,0.58,1"),
      ("ease-in-out", "0.42,0,0.58,1"), ("easeInEaseOut", "0.42,0,0.58,1"),
      ("ease", "0.25,0.1,0.25,1"), ("default", "0.25,0.1,0.25,1"), ("linear", "0,0,1,1"),
      ("cubic-bezier(0.2,0,0,1)", "0.2,0,0,1"), ("cubic-bezier(0.2, 0, 0, 1)", "0.2,0,0,1"),
      ("cubic-bezier(0.42,0,1,1)", "ease-in"),
    ])
  func finding25Spellings(spelling: String, same: String) {
    let result = trace(spelling)
    #expect(result.exitCode == 0, "\(spelling): \(result.standardError)")
    let reference = trace(same)
    #expect(reference.exitCode == 0)
    let rows = result.standardOutput.split(separator: "\n")
    #expect(rows.count > 20)
    #expect(rows == reference.standardOutput.split(separator: "\n"), "\(spelling) vs \(same)")
  }

  @Test("finding 25: --help lists cubic-bezier(), and a wrong curve names every spelling, status 2")
  func finding25HelpAndError() {
    let help = popkit("help trace").standardOutput
    let curveHelp = help.split(separator: "\n").drop { !$0.hasPrefix("  --curve C") }.prefix(12)
      .joined(separator: " ")
    for spelling in ["ease-in", "ease-in-out", "easeInEaseOut", "x1,y1,x2,y2", "cubic-bezier("] {
      #expect(curveHelp.contains(spelling), "\(curveHelp)")
    }
    for wrong in [
      "cubic-bezier(2,0,0,1)", "cubic-bezier(0.2,0,0)", "cubic-bezier(0.2,0,0,1",
      "steps(3, sideways)",
    ] {
      let result = trace(wrong)
      #expect(result.exitCode == 2, "\(wrong)")
      #expect(result.standardError.contains("cubic-bezier(x1,y1,x2,y2)"), "\(result.standardError)")
    }
    // A keyframe track's /CURVE takes the same spellings.
    let track = popkit(["trace", "keyframes", "--track", "linear:1@0.5/cubic-bezier(0.42,0,1,1)"])
    let named = popkit(["trace", "keyframes", "--track", "linear:1@0.5/ease-in"])
    #expect(track.exitCode == 0 && track.standardOutput == named.standardOutput)
  }

  @Test("finding 25: export -o and record --output say what they wrote, after writing it")
  func finding25Summaries() throws {
    let folder = try makeTemporaryFolder("popkit-tests")
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("motion.json").path
    try Data(StreamWriteFailureTests.document.utf8).write(to: URL(fileURLWithPath: document))
    let css = folder.appendingPathComponent("out.css").path
    let exported = PopKitTool.execute(["export", document, "--to", "css", "-o", css])
    #expect(exported.exitCode == 0, "\(exported.standardError)")
    let cssBytes = try Data(contentsOf: URL(fileURLWithPath: css)).count
    #expect(cssBytes > 100)
    #expect(exported.standardOutput == "wrote \(css): css export, \(cssBytes) bytes\n")

    let trace = folder.appendingPathComponent("menu.csv").path
    let recorded = PopKitTool.execute(
      ["record", "menu", "--seconds", "1", "--format", "csv", "--output", trace])
    #expect(recorded.exitCode == 0, "\(recorded.standardError)")
    let traceBytes = try Data(contentsOf: URL(fileURLWithPath: trace)).count
    #expect(recorded.standardOutput == "wrote \(trace): 60 frames as CSV, \(traceBytes) bytes\n")

    // A file that cannot be written: no summary, one line naming it, status 1.
    let failed = PopKitTool.execute(["export", document, "--to", "css", "-o", folder.path])
    #expect(failed.exitCode == 1 && failed.standardOutput.isEmpty)
    #expect(failed.standardError == "popkit: cannot write '\(folder.path)': Is a directory\n")
  }
}
