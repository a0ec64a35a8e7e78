// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitCLI

/// `popkit record`: a demo's scripted run as a Chrome trace or CSV.
@MainActor
@Suite("popkit record")
struct RecordCommandTests {
  /// The trace's events, read back by Foundation's JSON reader.
  private func events(_ text: String) throws -> [[String: Any]] {
    try #require(try parseJSON(text)["traceEvents"] as? [[String: Any]])
  }

  @Test("menu, 2 s at 60 fps: 120 frame events at i/60 s, springs as runs, items as counters")
  func menuTrace() throws {
    let result = popkit("record menu --seconds 2")
    #expect(result.exitCode == 0 && result.standardError.isEmpty)
    let events = try events(result.standardOutput)
    let frames = events.filter { $0["ph"] as? String == "i" }
    #expect(frames.count == 120)
    for (index, frame) in frames.enumerated() {
      let ts = try #require((frame["ts"] as? NSNumber)?.doubleValue)
      expectClose(ts / 1e6, Double(index) / 60, absolute: 1e-9)
      #expect(frame["s"] as? String == "g")
    }
    let runs = events.filter { $0["ph"] as? String == "X" }
    let kinds = Set(runs.compactMap { ($0["args"] as? [String: Any])?["kind"] as? String })
    #expect(kinds == ["spring"])
    // The script opens the menu at 0 s (the button turns, five items fly out, staggered) and
    // closes it at 1.2 s.
    let opening = runs.filter { (($0["ts"] as? NSNumber)?.doubleValue ?? .infinity) < 1.2e6 }
    #expect(opening.count == 6)
    let counters = Set(
      events.filter { $0["ph"] as? String == "C" }.compactMap { $0["name"] as? String })
    #expect(counters.contains("Item 1.position") && counters.contains("MenuButton 1.rotation"))
  }

  @Test("the same arguments write the same trace (1e-9); the script plays again once at rest")
  func deterministicAndRepeating() throws {
    // Springs share their steppers across a process, and a stepper reuses its transition for
    // frame lengths that differ in their last bits: a second run in the same process may differ
    // there (far below 1e-9); separate processes write the same bytes.
    let first = popkit("record menu --seconds 8 --fps 30")
    let (a, b) = try (
      events(first.standardOutput),
      events(popkit("record menu --seconds 8 --fps 30").standardOutput)
    )
    #expect(a.count == b.count)
    for (one, other) in zip(a, b) {
      #expect(one["name"] as? String == other["name"] as? String)
      let values = (one["args"] as? [String: Any] ?? [:]).compactMapValues {
        ($0 as? NSNumber)?.doubleValue
      }
      let others = (other["args"] as? [String: Any] ?? [:]).compactMapValues {
        ($0 as? NSNumber)?.doubleValue
      }
      #expect(values.keys.sorted() == others.keys.sorted())
      for (key, value) in values {
        expectClose(value, others[key] ?? .nan, absolute: 1e-9 * max(1, abs(value)))
      }
    }
    let (_, plays) = DemoRecording.record(
      sceneAt: try #require(DemoGallery.index(of: "menu")), frames: 240, framesPerSecond: 30)
    #expect(plays >= 2)
    let starts = try events(first.standardOutput).filter {
      $0["ph"] as? String == "X" && ($0["args"] as? [String: Any])?["key"] as? String == "rotation"
    }
    #expect(starts.count >= 2 * 2, "the button turns on each opening and closing")
  }

  @Test("60 s of the menu demo is under 2.5 MB as a trace (the size the docs state)")
  func menuMinuteSize() {
    let result = popkit("record menu --seconds 60 --output menu.json")
    #expect(result.exitCode == 0)
    let size = result.files.first?.contents.utf8.count ?? 0
    #expect(
      result.standardOutput == "wrote menu.json: 3600 frames as a Chrome trace, \(size) bytes\n")
    #expect(result.files.map(\.path) == ["menu.json"])
    #expect(size > 1_000_000 && size < 2_500_000)
  }

  @Test("-o - writes the trace to standard output, as export and import do")
  func dashIsStandardOutput() throws {
    let result = popkit("record menu --seconds 0.5 -o -")
    #expect(result.exitCode == 0 && result.files.isEmpty)
    #expect(try events(result.standardOutput).filter { $0["ph"] as? String == "i" }.count == 30)
  }

  @Test("--format csv: popkit trace's columns after the write's source, one line per write")
  func csvFormat() {
    let table = CSVTable(popkit("record sheet --seconds 1 --format csv").standardOutput)
    // The sheet's widest property has four components.
    #expect(
      table.header == [
        "frame", "time", "key", "object", "property", "value0", "value1", "value2", "value3",
        "velocity0", "velocity1", "velocity2", "velocity3", "done",
      ])
    #expect(table.rows.count > 10)
    #expect(table.number(0, "frame") == 0)
  }

  @Test(
    "bad input is refused, naming what was wrong",
    arguments: [
      ("record", "name the demo to record"),
      ("record nope --seconds 1", "unknown demo 'nope'"),
      ("record menu", "give --seconds S"),
      ("record menu --seconds 0", "--seconds"),
      ("record menu --seconds 600 --fps 240", "at most 36000"),
      ("record menu --seconds 1 --format svg", "--format"),
      ("record menu --seconds 1 --output=", "--output needs a file name"),
    ])
  func refusals(line: String, message: String) {
    let result = popkit(line)
    #expect(result.exitCode == 2 && result.files.isEmpty && result.standardOutput.isEmpty)
    #expect(result.standardError.contains(message))
  }
}
