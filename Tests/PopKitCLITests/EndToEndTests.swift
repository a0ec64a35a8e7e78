// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@Suite("The popkit executable")
struct EndToEndTests {
  @Test(
    "runs end to end: output, exit statuses, and the SVG file it writes",
    .enabled(if: popkitBinary != nil, "the popkit executable was not built next to the tests"))
  func binary() throws {
    let binary = try #require(popkitBinary)
    let folder = try makeTemporaryFolder("popkit-e2e")
    defer { try? FileManager.default.removeItem(at: folder) }

    let convert = try launch(binary, ["convert", "--json"])
    #expect(convert.status == 0)
    // Derived from bounciness 4, speed 12: 12 significant digits (issue 34, finding 24).
    #expect(convert.output.contains("\"tension\": 342.100588235,"))

    let svg = folder.appendingPathComponent("chart.svg").path
    let plot = try launch(
      binary,
      [
        "plot", "--spring", "a: --bounciness 4 --speed 12", "--spring",
        "b: --duration 0.5 --bounce 0.3", "-o", svg,
      ])
    #expect(plot.status == 0)
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(text.hasPrefix("<?xml") && text.hasSuffix("</svg>\n"))

    let bad = try launch(binary, ["trace", "--fps", "0"])
    #expect(bad.status == 2)
    #expect(bad.output.isEmpty)
    #expect(bad.error.hasPrefix("popkit trace: --fps must be"))

    let unwritable = try launch(binary, ["plot", "-o", folder.path + "/no/such/dir.svg"])
    #expect(unwritable.status == 1)
    #expect(unwritable.error.contains("cannot write"))

    // Pipes are not terminals: the live demo refuses, --frames prints text.
    let live = try launch(binary, ["demo"])
    #expect(live.status == 2)
    #expect(live.output.isEmpty)
    #expect(live.error.hasPrefix("popkit demo: the live demo needs a terminal"))
    let frames = try launch(binary, ["demo", "menu", "--frames", "2"])
    #expect(frames.status == 0)
    #expect(frames.output.hasPrefix("--- frame 0 (0.000 s) ---\n"))
    #expect(!frames.output.contains("\u{1B}"))
  }

  /// Runs the executable and collects its output.
  private func launch(_ binary: URL, _ arguments: [String]) throws -> (
    status: Int32, output: String, error: String
  ) {
    let run = try launchPopkit(binary, arguments)
    return (run.status, run.output, run.error)
  }
}
