// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import Testing

/// What ``expectMotion(_:matchesGolden:tolerance:directory:record:filePath:sourceLocation:)``
/// did.
public enum MotionSnapshotOutcome: Sendable, Equatable {
  /// The run matches the golden file.
  case matched
  /// The run was written as the golden file (record mode).
  ///
  /// - Parameter path: The golden file.
  case recorded(path: String)
  /// The run differs; an SVG of both curves was written beside the golden file.
  ///
  /// - Parameters:
  ///   - mismatch: The first difference.
  ///   - svgPath: The SVG, or `nil` if it could not be written.
  case mismatched(MotionMismatch, svgPath: String?)
  /// The golden file is missing or unreadable; nothing was compared.
  ///
  /// - Parameter path: The golden file.
  case noGolden(path: String)
  /// The run recorded no write at all, so nothing was compared or recorded: the animations
  /// ran on an animator that was not recorded (such as `Animator.shared`).
  ///
  /// - Parameter path: The golden file.
  case nothingRecorded(path: String)
}

/// The environment variable that makes
/// ``expectMotion(_:matchesGolden:tolerance:directory:record:filePath:sourceLocation:)``
/// write golden files instead of comparing: `POPKIT_RECORD_SNAPSHOTS=1 swift test`.
public let recordSnapshotsVariable = "POPKIT_RECORD_SNAPSHOTS"

/// Checks a recorded run against its golden file, reporting a difference as a test issue.
///
/// The golden file is `directory/NAME.csv` next to the test file (`Snapshots/NAME.csv`).
/// When the run differs, the issue names the first frame, track (`Card 2.x`), key and
/// component that differ with both values, and an SVG of the golden curve and the run's for
/// that track is written beside the golden file as `NAME.mismatch.svg` (and removed once the
/// run matches again). A missing golden file is an issue that says how to record it.
///
/// With the environment variable `POPKIT_RECORD_SNAPSHOTS=1` (``recordSnapshotsVariable``),
/// or `record: true`, the run is written as the golden file instead, and the test is told so
/// by a warning (which does not fail it).
///
/// A run that recorded no write is an issue, in both modes, and writes no golden file (the
/// code under test animated another animator than the recorded one).
///
/// Files are written whole or not at all, through a symbolic link if the path is one (the
/// link stays); a folder, a FIFO or anything else that is not a regular file at the golden
/// file's or the SVG's path is an issue that names it, and is left as it is. A stale SVG is
/// removed only if it is a regular file this function wrote.
///
/// - Parameters:
///   - snapshot: The recorded run.
///   - name: The golden file's name without `.csv`: letters, digits, `-`, `_` and `.`.
///   - tolerance: Each number's tolerance (``MotionSnapshot/agree(_:_:tolerance:)``);
///     default `1e-9`.
///   - directory: The golden files' folder, relative to the test file's; default `Snapshots`.
///   - record: Whether to write the golden file; `nil` (the default) reads the environment.
///   - filePath: The test file, whose folder holds `directory`; leave the default.
///   - sourceLocation: Where the issue is reported; leave the default.
/// - Returns: What happened.
@discardableResult
public func expectMotion(
  _ snapshot: MotionSnapshot, matchesGolden name: String, tolerance: Double = 1e-9,
  directory: String = "Snapshots", record: Bool? = nil, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) -> MotionSnapshotOutcome {
  let allowed = name.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
  guard allowed, !name.isEmpty, !name.hasPrefix(".") else {
    report(
      "Motion snapshot name '\(name)': use letters, digits, '-', '_' and '.' (not first)",
      at: sourceLocation)
    return .noGolden(path: name)
  }
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent(directory, isDirectory: true)
  let golden = folder.appendingPathComponent("\(name).csv")
  let svg = folder.appendingPathComponent("\(name).mismatch.svg")
  if snapshot.overwrittenRecords > 0 {
    report(
      "Motion snapshot '\(name)': the recorder overwrote \(snapshot.overwrittenRecords) records "
        + "(the run is longer than its ring); give the recorder a larger capacity",
      at: sourceLocation)
  }
  guard !snapshot.rows.isEmpty else {
    report(nothingRecordedMessage(name), at: sourceLocation)
    return .nothingRecorded(path: golden.path)
  }
  let recording = record ?? isRecordingSnapshots(ProcessInfo.processInfo.environment)
  if recording {
    var failure: String?
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      failure = SnapshotFiles.write(snapshot.csv, to: golden)
    } catch {
      failure = "cannot make the folder \(folder.path): \(error)"
    }
    if let failure {
      report("Motion snapshot '\(name)': \(failure)", at: sourceLocation)
      return .noGolden(path: golden.path)
    }
    SnapshotFiles.removeStalePlot(at: svg)
    report(
      "Motion snapshot '\(name)': recorded \(snapshot.rows.count) rows to \(golden.path) "
        + "(record mode); check it in",
      severity: .warning, at: sourceLocation)
    return .recorded(path: golden.path)
  }
  let stored: MotionSnapshot
  do {
    guard let text = try SnapshotFiles.read(golden) else {
      report(
        "Motion snapshot '\(name)': no golden file at \(golden.path). Record it with "
          + "\(recordSnapshotsVariable)=1 swift test --filter <this test>, then check it in",
        at: sourceLocation)
      return .noGolden(path: golden.path)
    }
    stored = try MotionSnapshot(csv: text)
  } catch let error as MotionSnapshotError {
    report(
      "Motion snapshot '\(name)': \(golden.path) is not a snapshot: \(error)",
      at: sourceLocation)
    return .noGolden(path: golden.path)
  } catch {
    let reason = (error as? SnapshotFiles.Refusal)?.message ?? "\(error)"
    report("Motion snapshot '\(name)': \(reason)", at: sourceLocation)
    return .noGolden(path: golden.path)
  }
  guard let mismatch = snapshot.mismatch(against: stored, tolerance: tolerance) else {
    SnapshotFiles.removeStalePlot(at: svg)
    return .matched
  }
  let plot = MismatchPlot.svg(golden: stored, actual: snapshot, mismatch: mismatch)
  let failure = SnapshotFiles.write(plot, to: svg)
  report(
    "Motion differs from snapshot '\(name)' at \(mismatch) (tolerance \(tolerance)). "
      + (failure.map { "The SVG of both curves was not written: \($0). " }
        ?? "Both curves: \(svg.path). ")
      + "If the new motion is right, record it again with \(recordSnapshotsVariable)=1",
    at: sourceLocation)
  return .mismatched(mismatch, svgPath: failure == nil ? svg.path : nil)
}

/// The issue for a run that recorded nothing: why, and how to record it.
///
/// - Parameter name: The snapshot's name.
/// - Returns: The message.
func nothingRecordedMessage(_ name: String) -> String {
  "Motion snapshot '\(name)': the run recorded no write, so nothing was compared and no "
    + "golden file was written. The animator recorded is not the one animated: code that "
    + "animates Animator.shared (or an animator of its own) is not recorded. Animate on the "
    + "animator that MotionSnapshot.record passes to its closure, or give your code an "
    + "Animator on a ManualClock with a MotionRecorder attached, drive the clock with "
    + "MotionSnapshot.drive and take MotionSnapshot(recorder)"
}

/// Records an issue with a comment built from text.
///
/// - Parameters:
///   - text: What to say.
///   - severity: The issue's severity; default `.error` (fails the test).
///   - sourceLocation: Where.
private func report(
  _ text: String, severity: Issue.Severity = .error, at sourceLocation: SourceLocation
) {
  Issue.record(Comment(rawValue: text), severity: severity, sourceLocation: sourceLocation)
}

/// Whether an environment asks to record golden files: ``recordSnapshotsVariable`` is `1`.
///
/// - Parameter environment: The process's environment variables.
/// - Returns: Whether to record.
func isRecordingSnapshots(_ environment: [String: String]) -> Bool {
  environment[recordSnapshotsVariable] == "1"
}
