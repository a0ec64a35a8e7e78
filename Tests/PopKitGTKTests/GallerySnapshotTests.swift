// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK
  import PopKitTesting
  import Testing

  @testable import PopKitGallery

  /// Every drawn scene of the GTK gallery, its scripted run against its golden motion.
  ///
  /// Each run is recorded on a manual clock at 60 Hz and compared with
  /// `Snapshots/gtk-NAME.csv` (`POPKIT_RECORD_SNAPSHOTS=1` records them again). The `widgets` scene needs a display:
  /// ``WindowTests/WidgetsSnapshotTests``.
  @MainActor
  @Suite struct GallerySnapshotTests {
    /// The drawn scenes, in the gallery's order (checked against the gallery below).
    nonisolated static let drawn = [
      "spring", "decay", "curves", "button", "counter", "menu", "keyframes", "colour", "sheet",
      "path", "scroll",
    ]

    @Test("the scenes are the gallery's: these drawn ones, then widgets and layout")
    func everyScene() {
      #expect(
        Gallery.sceneTypes.map { $0.name } == Self.drawn + [WidgetsScene.name, LayoutScene.name])
    }

    @Test("the scripted run matches its golden motion", arguments: drawn)
    func scene(_ name: String) throws {
      let snapshot = try GallerySnapshotRun.record(name)
      #expect(snapshot.rows.count > 10, "the script moves something")
      #expect(snapshot.overwrittenRecords == 0)
      expectMotion(snapshot, matchesGolden: "gtk-\(name)")
    }
  }

  /// A GTK gallery scene's scripted run, recorded.
  @MainActor
  enum GallerySnapshotRun {
    /// How long a run goes on after the script's last key, for the motion to settle, in seconds.
    static let settle = 3.0

    /// Records a scene's scripted run: the shell shows it on an animator of a manual clock with
    /// a recorder; before each 60 Hz frame the script's keys due by then are pressed through
    /// the shell, until ``settle`` seconds after the last key.
    ///
    /// - Parameters:
    ///   - name: The scene's name.
    ///   - build: Called with the gallery before the first frame (a widget scene builds its
    ///     widgets there).
    /// - Returns: The recorded run.
    /// - Throws: When there is no such scene, or what `build` throws.
    static func record(_ name: String, build: (Gallery) throws -> Void = { _ in }) throws
      -> MotionSnapshot
    {
      let index = try #require(Gallery.index(of: name))
      let clock = ManualClock()
      let recorder = MotionRecorder()
      let gallery = Gallery(startingAt: index) {
        let animator = Animator(clock: clock)
        animator.recorder = recorder
        return animator
      }
      try build(gallery)
      let script = gallery.sceneType.script
      var player = ScriptPlayer(script)
      let seconds = (script.map(\.time).max() ?? 0) + settle
      MotionSnapshot.drive(clock, seconds: seconds) { time in
        gallery.play(&player, dueBy: time + 1e-9, at: time)
      }
      return MotionSnapshot(recorder)
    }
  }

  extension WindowTests {
    /// The `widgets` scene's scripted run, its real widgets laid out at 960 × 600 as
    /// `popkit-gallery render widgets` lays them out, against `Snapshots/gtk-widgets.csv`.
    ///
    /// GTK needs a display to make widgets, but the tree is measured and allocated here
    /// without a window: a window of this process on the display would sit under the next
    /// window tests' pointer (this process runs no GLib main loop to take it away).
    @Suite struct WidgetsSnapshotTests {
      @Test("the widgets scene's scripted run matches its golden motion")
      @MainActor
      func widgets() throws {
        try #require(gtk_init_check() != 0, "GTK needs a display")
        let size = (width: 960, height: 600)
        var overlay: UnsafeMutablePointer<GtkWidget>?
        defer { if let overlay { g_object_unref(UnsafeMutableRawPointer(overlay)) } }
        let snapshot = try GallerySnapshotRun.record(WidgetsScene.name) { gallery in
          let scene = try #require(gallery.scene as? WidgetsScene)
          let made: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
          g_object_ref_sink(UnsafeMutableRawPointer(made))
          overlay = made
          gtk_overlay_set_child(OpaquePointer(made), gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
          gtk_widget_set_size_request(made, Int32(size.width), Int32(size.height))
          let root = WidgetSceneHost.addRoot(to: made).root
          let area = gallery.sceneSize(in: CGSize(width: size.width, height: size.height))
          scene.build(in: root, size: area)
          for orientation in [GTK_ORIENTATION_HORIZONTAL, GTK_ORIENTATION_VERTICAL] {
            gtk_widget_measure(made, orientation, -1, nil, nil, nil, nil)
          }
          var allocation = GtkAllocation(
            x: 0, y: 0, width: Int32(size.width), height: Int32(size.height))
          gtk_widget_size_allocate(made, &allocation, -1)
          try #require(gtk_widget_get_width(made) == Int32(size.width))
        }
        #expect(snapshot.rows.count > 10, "the script moves something")
        #expect(snapshot.overwrittenRecords == 0)
        expectMotion(snapshot, matchesGolden: "gtk-widgets")
      }
    }
  }
#endif
