// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos
import PopKitTesting
import Testing

@testable import PopKitCLI

/// Every terminal demo's scripted run, recorded on a manual clock at 60 Hz, against its golden
/// motion in `Snapshots/terminal-NAME.csv` (`POPKIT_RECORD_SNAPSHOTS=1` records them again).
@MainActor
@Suite("popkit demo: every scene's scripted motion matches its snapshot")
struct DemoSnapshotTests {
  /// The scenes, in the gallery's order (checked against the gallery below).
  nonisolated static let names = [
    "spring", "decay", "curves", "button", "counter", "menu", "keyframes", "colour", "sheet",
    "path", "scroll",
  ]
  /// How long a run goes on after the script's last key, for the motion to settle, in seconds.
  nonisolated static let settle = 3.0

  /// A scene's scripted run, recorded.
  ///
  /// The shell shows the scene on an animator of a manual clock with a recorder; before each
  /// 60 Hz frame the script's keys due by then are pressed through the shell (as
  /// `popkit demo --frames` does), until `settle` seconds after the last key. The frames are
  /// not drawn: drawing moves nothing (the goldens match with an 80 × 24 screen drawn before
  /// each frame's keys too), and costs seconds.
  static func run(_ name: String) throws -> MotionSnapshot {
    let index = try #require(DemoGallery.index(of: name))
    let clock = ManualClock()
    let recorder = MotionRecorder()
    let gallery = DemoGallery(startingAt: index) {
      let animator = Animator(clock: clock)
      animator.recorder = recorder
      return animator
    }
    let script = gallery.sceneType.script
    var player = ScriptPlayer(script)
    let seconds = (script.map(\.time).max() ?? 0) + settle
    MotionSnapshot.drive(clock, seconds: seconds) { time in
      gallery.play(&player, dueBy: time + 1e-9, at: time)
    }
    return MotionSnapshot(recorder)
  }

  @Test("the list of scenes is the gallery's")
  func everyScene() {
    #expect(DemoGallery.sceneTypes.map { $0.name } == Self.names)
  }

  @Test("the scripted run matches its golden motion", arguments: names)
  func scene(_ name: String) throws {
    let snapshot = try Self.run(name)
    #expect(snapshot.rows.count > 10, "the script moves something")
    #expect(snapshot.overwrittenRecords == 0)
    expectMotion(snapshot, matchesGolden: "terminal-\(name)")
  }

  @Test("a run is the same twice, bit for bit")
  func deterministic() throws {
    #expect(try Self.run("menu").csv == Self.run("menu").csv)
  }
}
