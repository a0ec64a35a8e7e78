// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitTesting

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `expectMotion`: golden files written, matched, missing, and a mismatch's SVG.
@Suite("Motion snapshot golden files")
@MainActor
struct GoldenFileTests {
  /// A fresh folder, and a pretend test file in it whose `Snapshots` folder holds the goldens.
  let folder: URL
  /// The pretend test file's path.
  var testFile: String { folder.appendingPathComponent("SomeTests.swift").path }

  init() throws {
    folder = try makeTemporaryFolder("popkit-snapshots")
  }

  /// The golden file of a name.
  func golden(_ name: String) -> URL {
    folder.appendingPathComponent("Snapshots/\(name).csv")
  }

  /// A spring of a ball from 0 to `target`.
  func springRun(to target: Double) -> MotionSnapshot {
    let ball = Ball()
    return MotionSnapshot.record(seconds: 1.5) { animator, time in
      if time == 0 {
        animator.add(
          SpringAnimation(property: ballX, to: target, spring: Spring(tension: 200, friction: 12)),
          to: ball, forKey: "spring")
      }
    }
  }

  @Test("record mode writes the golden file, which then matches")
  func recordThenMatch() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let snapshot = springRun(to: 1)
    let outcome = expectMotion(snapshot, matchesGolden: "spring", record: true, filePath: testFile)
    #expect(outcome == .recorded(path: golden("spring").path))
    #expect(try String(contentsOf: golden("spring"), encoding: .utf8) == snapshot.csv)
    #expect(expectMotion(springRun(to: 1), matchesGolden: "spring", filePath: testFile) == .matched)
    // Recording again overwrites the file.
    expectMotion(springRun(to: 2), matchesGolden: "spring", record: true, filePath: testFile)
    #expect(try String(contentsOf: golden("spring"), encoding: .utf8) == springRun(to: 2).csv)
  }

  @Test("POPKIT_RECORD_SNAPSHOTS=1 records; anything else, or nothing, compares")
  func environment() {
    #expect(isRecordingSnapshots(["POPKIT_RECORD_SNAPSHOTS": "1"]))
    #expect(!isRecordingSnapshots(["POPKIT_RECORD_SNAPSHOTS": "0"]))
    #expect(!isRecordingSnapshots(["POPKIT_RECORD_SNAPSHOTS": ""]))
    #expect(!isRecordingSnapshots([:]))
  }

  @Test("a missing golden file is an issue that says how to record it")
  func missing() {
    defer { try? FileManager.default.removeItem(at: folder) }
    withKnownIssue {
      let outcome = expectMotion(springRun(to: 1), matchesGolden: "absent", filePath: testFile)
      #expect(outcome == .noGolden(path: golden("absent").path))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("POPKIT_RECORD_SNAPSHOTS=1") }
    }
  }

  @Test("a mismatch is an issue naming it, and writes an SVG of both curves (two paths)")
  func mismatchWritesSVG() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    expectMotion(springRun(to: 1), matchesGolden: "spring", record: true, filePath: testFile)
    let actual = springRun(to: 1.01)
    var outcome: MotionSnapshotOutcome?
    withKnownIssue {
      outcome = expectMotion(actual, matchesGolden: "spring", filePath: testFile)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("at frame 1 (t = \(1.0 / 60) s), Ball 1.x (key \"spring\"), value: ")
      }
    }
    guard case .mismatched(let mismatch, let svgPath) = outcome else {
      Issue.record("expected a mismatch, got \(String(describing: outcome))")
      return
    }
    // Frame 0 writes the start value (0) in both; frame 1 is the first that differs.
    let golden = springRun(to: 1).rows[1].value[0]
    #expect(
      mismatch.difference
        == .number(component: "value", golden: golden, actual: actual.rows[1].value[0]))
    let path = try #require(svgPath)
    #expect(path == folder.appendingPathComponent("Snapshots/spring.mismatch.svg").path)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let counter = ElementCounter()
    let parser = XMLParser(data: data)
    parser.delegate = counter
    #expect(parser.parse(), "the SVG is well-formed XML")
    #expect(counter.names.first == "svg" && counter.names.filter { $0 == "path" }.count == 2)
    #expect(counter.pathData.allSatisfy { $0.hasPrefix("M") && $0.contains("L") })
    // Matching again removes the stale SVG.
    #expect(expectMotion(springRun(to: 1), matchesGolden: "spring", filePath: testFile) == .matched)
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}

/// Counts the elements of an XML document and keeps the paths' data.
final class ElementCounter: NSObject, XMLParserDelegate {
  /// Every element's name, in document order.
  var names: [String] = []
  /// Each `path`'s `d`.
  var pathData: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    names.append(elementName)
    if elementName == "path" { pathData.append(attributes["d"] ?? "") }
  }
}
