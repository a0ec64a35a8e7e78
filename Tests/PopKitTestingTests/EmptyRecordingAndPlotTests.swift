// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitTesting

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Issue 34, findings 12 and 20: the mismatch SVG's coordinates are finite whatever the
/// numbers, and a run that recorded nothing is a failure that says why.
@Suite("Empty recordings and extreme mismatch plots")
@MainActor
struct EmptyRecordingAndPlotTests {
  /// A fresh folder holding the pretend test file and its `Snapshots` folder.
  let folder: URL
  /// The pretend test file's path.
  var testFile: String { folder.appendingPathComponent("SomeTests.swift").path }

  init() throws {
    folder = try makeTemporaryFolder("popkit-empty")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
  }

  @Test(
    "finding 20: an empty recording (Animator.shared animated) fails saying why; no golden written"
  )
  func finding20AnotherAnimator() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let ball = Ball()
    let snapshot = MotionSnapshot.record(seconds: 0.5) { _, time in
      if time == 0 { Animator.shared.animate(ball, ballX, to: 100) }
    }
    Animator.shared.removeAllAnimations(from: ball)
    #expect(snapshot.rows.isEmpty)
    let golden = folder.appendingPathComponent("Snapshots/shared.csv")
    var outcomes: [MotionSnapshotOutcome] = []
    withKnownIssue {
      outcomes.append(
        expectMotion(snapshot, matchesGolden: "shared", record: true, filePath: testFile))
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("the run recorded no write")
          && $0.rawValue.contains("The animator recorded is not the one animated")
          && $0.rawValue.contains("MotionSnapshot.drive")
      }
    }
    #expect(outcomes == [.nothingRecorded(path: golden.path)])
    #expect(!FileManager.default.fileExists(atPath: golden.path), "no header-only golden")

    // A header-only golden left by an earlier version does not make an empty run pass.
    try Data("frame,time,key,object,property,value,velocity,done\n".utf8).write(to: golden)
    let other = Animator(clock: ManualClock())
    let elsewhere = MotionSnapshot.record(seconds: 0.5) { _, time in
      if time == 0 { other.animate(ball, ballX, to: 100) }
    }
    #expect(elsewhere.rows.isEmpty)
    withKnownIssue {
      outcomes.append(expectMotion(elsewhere, matchesGolden: "shared", filePath: testFile))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("The animator recorded is not the one") }
    }
    #expect(outcomes.last == .nothingRecorded(path: golden.path))
  }

  /// A run of one track whose values are given.
  func snapshot(values: [Double], times: [Double]? = nil) -> MotionSnapshot {
    let rows = values.enumerated().map { index, value in
      MotionSnapshot.Row(
        frame: index, time: times?[index] ?? Double(index) / 60, key: "k", object: "Ball 1",
        property: "x", value: [value], velocity: [0], isDone: false)
    }
    return MotionSnapshot(rows: rows)
  }

  @Test(
    "finding 12: goldens holding ±1e308 (a run holding NaN) plot with finite coordinates",
    arguments: [
      ([1e308, -1e308, 1e308], [0.0, 1.0, 2.0]),
      ([-1.7976931348623157e308, 1.7976931348623157e308, 0], [0.0, 1.0, 2.0]),
      ([1e308, 1e308, 1e308], [0.0, 1.0, 2.0]),
      ([0.0, 1.0, 2.0], [-1e308, 0.0, 1e308]),
    ])
  func finding12FinitePlot(values: [Double], times: [Double]) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // The golden file is read from its CSV text, as expectMotion reads it.
    let golden = try MotionSnapshot(csv: snapshot(values: values, times: times).csv)
    #expect(golden.rows.map { $0.value[0] } == values)
    for actualValues in [[1.0, 2.0, 3.0], [Double.nan, 5, .infinity], [-1e308, 1e308, 0]] {
      let actual = snapshot(values: actualValues, times: times)
      let mismatch = try #require(actual.mismatch(against: golden))
      let svg = MismatchPlot.svg(golden: golden, actual: actual, mismatch: mismatch)
      let coordinates = try Self.coordinates(svg)
      #expect(coordinates.count > 20)
      for (name, number) in coordinates {
        #expect(number.isFinite, "\(name) = \(number) in \(svg)")
        let limit =
          name.hasPrefix("x") || name == "width" ? MismatchPlot.width : MismatchPlot.height
        #expect(number >= 0 && number <= limit, "\(name) = \(number)")
      }
    }
    // Through expectMotion: the SVG it writes beside the golden file holds no nan or inf.
    try Data(golden.csv.utf8).write(to: folder.appendingPathComponent("Snapshots/huge.csv"))
    var svgPath: String?
    withKnownIssue {
      if case .mismatched(_, let path) = expectMotion(
        snapshot(values: [1, 2, 3], times: times), matchesGolden: "huge", filePath: testFile)
      {
        svgPath = path
      }
    }
    let written = try String(contentsOfFile: try #require(svgPath), encoding: .utf8)
    for (name, number) in try Self.coordinates(written) {
      #expect(number.isFinite, "\(name) = \(number)")
    }
  }

  /// Every coordinate of an SVG: the numbers of each path's `d` and the `x`, `y`, `x1`, `y1`,
  /// `x2`, `y2`, `width` and `height` attributes of its elements (not the outer `svg`'s).
  static func coordinates(_ svg: String) throws -> [(String, Double)] {
    let collector = AttributeCollector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    #expect(parser.parse(), "the SVG is well-formed XML")
    var found: [(String, Double)] = []
    for (element, attributes) in collector.elements where element != "svg" {
      for (name, text) in attributes {
        if name == "d" {
          let words = text.split { $0 == " " || $0 == "," || $0 == "M" || $0 == "L" }
          // The words alternate x, y.
          for (index, word) in words.enumerated() {
            found.append((index % 2 == 0 ? "x" : "y", Double(word) ?? .nan))
          }
        } else if ["x", "y", "x1", "y1", "x2", "y2", "width", "height"].contains(name),
          !text.hasSuffix("%")
        {
          found.append((name, Double(text) ?? .nan))
        }
      }
    }
    return found
  }
}

/// Keeps every element's name and attributes.
final class AttributeCollector: NSObject, XMLParserDelegate {
  /// Each element's name and attributes, in document order.
  var elements: [(String, [String: String])] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements.append((elementName, attributes))
  }
}
