// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKitCLI

/// The `popkit` executable under hostile command lines: every run ends by exiting with status 0,
/// 1 or 2, never by a signal or a hang, and a failure says why on standard error.
@Suite("Hostile command lines, end to end")
struct HostileCommandLineTests {
  /// Values that break naive parsers: non-finite and overflowing numbers, other scripts' digits,
  /// emoji, empty words, huge vectors and long words, lone separators.
  static let hostileValues: [String] = [
    "", " ", "nan", "-nan", "NaN", "inf", "-inf", "infinity", "1e309", "-1e309", "1e-400",
    "4.9e-324", "0x1p3", "1_000", "١٢", "１", "🙂", "é", "½", "--", "-", "=", ",", "1,,2",
    ",1", "1,", "0", "-0", "1", "-1", "0.5", "12", "100", "1e9", "1e12", "-1e12", "1e-12",
    "0.998", "0,500", "500,0", "0.15,1.5,0.55,1", "easeIn", "json", "csv", "linear(",
    "/nonexistent/dir/x.svg",
    String(repeating: "9", count: 5000), Array(repeating: "1", count: 1000).joined(separator: ","),
    String(repeating: "é", count: 2000),
  ]

  /// Words that are not values: commands, kinds and stray flags.
  static let words = [
    "trace", "plot", "convert", "css", "help", "spring", "decay", "basic", "--help", "-h",
    "--version", "-o", "--", "--fps=60", "--unknown", "-x", "trace trace",
  ]

  /// Command lines known to be hard: the trace that never settles, springs at the limits.
  static let knownHard: [[String]] = [
    ["convert", "--tension", "1e9", "--friction", "1e-12"],
    ["convert", "--tension", "1e9", "--friction", "1e-300", "--mass", "1e6"],
    ["css", "--tension", "1e9", "--friction", "1e-12"],
    ["plot", "-o", "-", "--tension", "1e9", "--friction", "1e-12", "--max-frames", "500"],
    [
      "trace", "--tension", "1e9", "--friction", "0", "--mass", "1e-6", "--from", "0", "--to",
      "1e12", "--velocity", "1e12", "--threshold", "1e-12", "--max-frames", "300",
    ],
    ["trace", "--tension", "1e9", "--mass", "1e-6", "--from", "-1e12", "--to", "1e12"],
    ["trace", "decay", "--velocity", "1e12", "--threshold", "1e-12", "--deceleration", "0.999"],
    ["trace", "basic", "--duration", "1e-9", "--from", "-1e12", "--to", "1e12"],
    ["trace", "decay", "--velocity", "1e9", "--bounds", "0,0", "--threshold", "1e-12"],
    [
      "plot", "-o", "-", "decay", "--from", "1e9,-1e9,0,3", "--velocity", "-1e9,1e9,5,0",
      "--bounds", "-1e9,1e9", "--deceleration", "0.999999999", "--max-frames", "500",
    ],
    ["trace", "decay", "--velocity", "1e-12", "--bounds", "0,1e-12", "--threshold", "1e-12"],
    ["plot", "-o", "/nonexistent/dir/x.svg"],
  ]

  @Test(
    "hundreds of seeded random command lines: exit status 0, 1 or 2 with a message, no signal",
    .enabled(if: popkitBinary != nil, "the popkit executable was not built next to the tests"))
  func randomCommandLines() async throws {
    let binary = try #require(popkitBinary)
    let flags = await MainActor.run {
      PopKitTool.commands.flatMap { $0.options.map(\.flag) }
    }
    var generator = SeededGenerator(seed: 0xBAD_C0DE)
    var lines = Self.knownHard
    for _ in 0..<300 {
      var line: [String] = []
      if Int.random(in: 0..<10, using: &generator) < 8 {
        line.append(["trace", "plot", "convert", "css"].randomElement(using: &generator) ?? "")
      }
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<5:
          // A flag with a hostile value, or with its value missing at the end.
          line.append(flags.randomElement(using: &generator) ?? "--fps")
          if Int.random(in: 0..<8, using: &generator) > 0 {
            line.append(Self.hostileValues.randomElement(using: &generator) ?? "")
          }
        case 5..<8: line.append(Self.hostileValues.randomElement(using: &generator) ?? "")
        default: line.append(Self.words.randomElement(using: &generator) ?? "")
        }
      }
      // Keep runs short: a spring without friction would run the default 10 000 frames.
      if ["trace", "plot"].contains(line.first), !line.contains("--max-frames") {
        line += ["--max-frames", "500"]
      }
      lines.append(line)
    }
    let folder = try makeTemporaryFolder("popkit-hostile")
    defer { try? FileManager.default.removeItem(at: folder) }
    var statuses: [Int32: Int] = [:]
    for line in lines {
      let run = try launchPopkit(binary, line, in: folder)
      statuses[run.status, default: 0] += 1
      #expect(!run.timedOut, "hung: \(line)")
      #expect(run.reason == .exit, "killed by signal \(run.status): \(line)")
      #expect([0, 1, 2].contains(run.status), "status \(run.status): \(line)")
      if run.status != 0 {
        let message = run.error.split(separator: "\n").first ?? ""
        #expect(message.hasPrefix("popkit"), "no message for status \(run.status): \(line)")
      }
    }
    // The lines reach every outcome, not only usage errors.
    #expect(statuses[0, default: 0] > 20)
    #expect(statuses[1, default: 0] > 0)
    #expect(statuses[2, default: 0] > 100)
    print("hostile command lines: \(lines.count) runs, exit statuses \(statuses)")
  }

  @Test(
    "a spring without friction traces up to the default frame cap and says so on stderr",
    .enabled(if: popkitBinary != nil, "the popkit executable was not built next to the tests"))
  func frictionlessTraceStopsAtTheCap() throws {
    let binary = try #require(popkitBinary)
    let run = try launchPopkit(binary, ["trace", "--tension", "100", "--friction", "0"])
    #expect(run.reason == .exit && run.status == 0)
    let rows = run.output.split(separator: "\n")
    #expect(rows.count == 10_001)  // the header and frames 0 through 9 999
    #expect(rows.last?.hasSuffix(",false") == true)
    #expect(
      run.error
        == "popkit trace: note: the animation did not settle within 10000 frames (166.7 s, "
        + "--max-frames) (a spring without friction never settles)\n")
  }
}
