// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitTestSupport
import Testing

@testable import PopKitTesting

/// Issue 34, finding 2: `expectMotion` writes through popkit's one writer and never deletes or
/// replaces what is not its own: folders, FIFOs, links and other people's files stay as they
/// were.
@Suite("Snapshot files: links followed, anything but a regular file refused, nothing deleted")
@MainActor
struct SnapshotFileSafetyTests {
  /// A fresh folder holding the pretend test file and its `Snapshots` folder.
  let folder: URL
  /// The pretend test file's path.
  var testFile: String { folder.appendingPathComponent("SomeTests.swift").path }
  /// The `Snapshots` folder.
  var snapshots: URL { folder.appendingPathComponent("Snapshots", isDirectory: true) }

  init() throws {
    folder = try makeTemporaryFolder("popkit-snapshot-files")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
  }

  /// A spring of a ball from 0 to `target` for half a second.
  func run(to target: Double) -> MotionSnapshot {
    let ball = Ball()
    return MotionSnapshot.record(seconds: 0.5) { animator, time in
      if time == 0 {
        animator.add(
          SpringAnimation(property: ballX, to: target, spring: Spring(tension: 200, friction: 12)),
          to: ball, forKey: "spring")
      }
    }
  }

  /// The type bits of what a path names, without following a final link (0 when nothing).
  func fileType(_ url: URL) -> mode_t {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return 0 }
    return status.st_mode & S_IFMT
  }

  /// Runs `body`, expecting issues whose comments each contain one of `texts` (at least one
  /// such issue, and no other).
  func expectIssues(containing texts: [String], _ body: () -> Void) {
    withKnownIssue {
      body()
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return texts.contains { text.contains($0) }
    }
  }

  @Test("finding 2: a folder named NAME.mismatch.svg is kept by a pass and named by a mismatch")
  func finding2Folder() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = snapshots.appendingPathComponent("spring.mismatch.svg", isDirectory: true)
    let inside = svg.appendingPathComponent("keep.txt")
    try FileManager.default.createDirectory(at: svg, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: inside)
    expectMotion(run(to: 1), matchesGolden: "spring", record: true, filePath: testFile)
    #expect(expectMotion(run(to: 1), matchesGolden: "spring", filePath: testFile) == .matched)
    #expect(fileType(svg) == S_IFDIR)
    #expect(try String(contentsOf: inside, encoding: .utf8) == "mine")

    var outcome: MotionSnapshotOutcome?
    expectIssues(containing: ["cannot write '\(svg.path)': Is a directory"]) {
      outcome = expectMotion(run(to: 2), matchesGolden: "spring", filePath: testFile)
    }
    guard case .mismatched(_, let svgPath) = outcome else {
      Issue.record("expected a mismatch, got \(String(describing: outcome))")
      return
    }
    #expect(svgPath == nil)
    #expect(fileType(svg) == S_IFDIR)
    #expect(try String(contentsOf: inside, encoding: .utf8) == "mine")
  }

  @Test("finding 2: record mode writes through a golden file that is a link; the link stays")
  func finding2GoldenLink() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let shared = folder.appendingPathComponent("shared/spring.csv")
    try FileManager.default.createDirectory(
      at: shared.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("old".utf8).write(to: shared)
    let link = snapshots.appendingPathComponent("spring.csv")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "../shared/spring.csv")

    let snapshot = run(to: 1)
    let outcome = expectMotion(snapshot, matchesGolden: "spring", record: true, filePath: testFile)
    #expect(outcome == .recorded(path: link.path))
    #expect(fileType(link) == S_IFLNK)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../shared/spring.csv"
    )
    #expect(try String(contentsOf: shared, encoding: .utf8) == snapshot.csv)
    #expect(expectMotion(run(to: 1), matchesGolden: "spring", filePath: testFile) == .matched)
    // Nothing else appeared beside the link or the shared file (no temporary file left).
    #expect(try FileManager.default.contentsOfDirectory(atPath: snapshots.path) == ["spring.csv"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: shared.deletingLastPathComponent().path)
        == ["spring.csv"])
  }

  @Test("finding 2: a mismatch SVG that is a link is written through; a pass keeps the link")
  func finding2PlotLink() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("plots-elsewhere.svg")
    try Data("someone's picture".utf8).write(to: target)
    let link = snapshots.appendingPathComponent("spring.mismatch.svg")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
    expectMotion(run(to: 1), matchesGolden: "spring", record: true, filePath: testFile)
    #expect(fileType(link) == S_IFLNK, "record mode keeps the link")

    expectIssues(containing: ["Both curves: \(link.path)"]) {
      expectMotion(run(to: 2), matchesGolden: "spring", filePath: testFile)
    }
    #expect(fileType(link) == S_IFLNK)
    let plot = try String(contentsOf: target, encoding: .utf8)
    #expect(plot.hasPrefix(MismatchPlot.signature) && plot.hasSuffix("</svg>\n"))
    // A pass leaves the link (not a file of its own) and the file it names.
    #expect(expectMotion(run(to: 1), matchesGolden: "spring", filePath: testFile) == .matched)
    #expect(fileType(link) == S_IFLNK && fileType(target) == S_IFREG)
  }

  @Test("finding 2: a pass removes its own stale SVG, never someone else's file of that name")
  func finding2StalePlot() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = snapshots.appendingPathComponent("spring.mismatch.svg")
    expectMotion(run(to: 1), matchesGolden: "spring", record: true, filePath: testFile)
    expectIssues(containing: ["Both curves: \(svg.path)"]) {
      expectMotion(run(to: 2), matchesGolden: "spring", filePath: testFile)
    }
    #expect(fileType(svg) == S_IFREG)
    #expect(expectMotion(run(to: 1), matchesGolden: "spring", filePath: testFile) == .matched)
    #expect(fileType(svg) == 0, "its own stale plot is removed")

    let others = "<svg>a drawing of someone's, not a plot</svg>\n"
    try Data(others.utf8).write(to: svg)
    #expect(expectMotion(run(to: 1), matchesGolden: "spring", filePath: testFile) == .matched)
    #expect(try String(contentsOf: svg, encoding: .utf8) == others)
    expectMotion(run(to: 1), matchesGolden: "spring", record: true, filePath: testFile)
    #expect(try String(contentsOf: svg, encoding: .utf8) == others)
  }

  @Test("finding 2: a FIFO at the golden file's or the SVG's path is refused, named, and kept")
  func finding2FIFO() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = snapshots.appendingPathComponent("spring.mismatch.svg")
    #expect(mkfifo(svg.path, 0o600) == 0)
    expectMotion(run(to: 1), matchesGolden: "spring", record: true, filePath: testFile)
    #expect(expectMotion(run(to: 1), matchesGolden: "spring", filePath: testFile) == .matched)
    expectIssues(containing: ["cannot write '\(svg.path)': it is a FIFO, not a regular file"]) {
      expectMotion(run(to: 2), matchesGolden: "spring", filePath: testFile)
    }
    #expect(fileType(svg) == S_IFIFO)

    // A golden file that is a FIFO: neither read (the read would wait for ever) nor replaced.
    let golden = snapshots.appendingPathComponent("piped.csv")
    #expect(mkfifo(golden.path, 0o600) == 0)
    expectIssues(containing: ["cannot read '\(golden.path)': it is a FIFO, not a regular file"]) {
      let outcome = expectMotion(run(to: 1), matchesGolden: "piped", filePath: testFile)
      #expect(outcome == .noGolden(path: golden.path))
    }
    expectIssues(containing: ["cannot write '\(golden.path)': it is a FIFO, not a regular file"]) {
      let outcome = expectMotion(
        run(to: 1), matchesGolden: "piped", record: true, filePath: testFile)
      #expect(outcome == .noGolden(path: golden.path))
    }
    #expect(fileType(golden) == S_IFIFO)
  }

  @Test("finding 2: a folder at the golden file's path is named, in both modes, and kept")
  func finding2GoldenFolder() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = snapshots.appendingPathComponent("boxed.csv", isDirectory: true)
    try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
    expectIssues(containing: ["cannot read '\(golden.path)': it is a folder, not a regular file"]) {
      #expect(
        expectMotion(run(to: 1), matchesGolden: "boxed", filePath: testFile)
          == .noGolden(path: golden.path))
    }
    expectIssues(containing: ["cannot write '\(golden.path)': Is a directory"]) {
      #expect(
        expectMotion(run(to: 1), matchesGolden: "boxed", record: true, filePath: testFile)
          == .noGolden(path: golden.path))
    }
    #expect(fileType(golden) == S_IFDIR)
  }
}
