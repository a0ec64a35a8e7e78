// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitTestSupport
  import Testing

  @testable import PopKitGallery

  /// The `widgets` scene in a real window under Xvfb: keys count the meter and turn the panel
  /// round mid-flight; the state log reads every widget back through GTK's own getters.
  extension WindowTests {
    @Suite struct WidgetsSceneTests {
      /// Presses a key in the window.
      func press(_ key: String, in window: String) throws {
        let command = ["windowfocus", "--sync", window, "key", key]
        #expect(try GalleryProcess.run("xdotool", command).status == 0)
      }

      @Test("rows, meter and panel move: GTK holds what the catalog wrote, on the closed forms")
      func widgetsMove() async throws {
        let gallery = try GalleryProcess.Window(scene: "widgets")
        defer { gallery.stop() }
        let log = gallery.log
        // The list plays on its own when the scene opens: wait for its last row to arrive.
        var frames = try await GalleryProcess.frames(in: log, within: 20) {
          $0.last.map { $0["row5Opacity"] == 1 && $0["row5X"] == $0["rowHomeX"] } ?? false
        }
        #expect(frames.first?.scene == "widgets")
        let window = try #require(try gallery.id())
        try press("c", in: window)
        try await Task.sleep(for: .milliseconds(300))
        try press("p", in: window)
        try await Task.sleep(for: .milliseconds(200))
        try press("p", in: window)
        frames = try await GalleryProcess.frames(in: log, within: 20) { frames in
          frames.last.map {
            $0["load"] == 1 && $0["panelMoving"] == 0 && $0["panelTarget"] == 0
              && frames.contains { $0["panelTarget"] > 0 }
          } ?? false
        }
        try #require(frames.last?["load"] == 1)
        checkRows(frames)
        checkMeter(frames)
        checkPanel(frames)
        // The sheet plays open.
        let count = frames.count
        try press("s", in: window)
        frames = try await GalleryProcess.frames(in: log, within: 20) {
          $0.last.map { $0["sheetProgress"] == 1 } ?? false
        }
        try #require(frames.last?["sheetProgress"] == 1)
        checkSheet(Array(frames[count...]))
        // `t` springs the card to its tilt, which GTK holds as a 3-D transform; `t` again
        // springs it back flat.
        try press("t", in: window)
        frames = try await GalleryProcess.frames(in: log, within: 15) {
          $0.last.map { $0["cardTiltX"] == WidgetsScene.keyTilt.tiltX } ?? false
        }
        try press("t", in: window)
        let tilted = frames.count
        frames = try await GalleryProcess.frames(in: log, within: 15) {
          $0.last.map { $0["cardTiltX"] == 0 && $0["cardTiltY"] == 0 } ?? false
        }
        #expect(frames[tilted - 1]["cardTiltY"] == WidgetsScene.keyTilt.tiltY)
        for frame in frames where frame["cardTiltX"] != 0 { #expect(frame["cardIs3D"] == 1) }
        #expect(frames.last?["cardIs3D"] == 0)
      }

      /// The sheet's choreography: the progress runs linearly over 0.5 s; the sheet's top is
      /// its linear track's (GTK holds it in `float`), the scrim's opacity GTK's in 8 bits and
      /// the content's scale GTK's in `float`.
      func checkSheet(_ frames: [GalleryProcess.Frame]) {
        let playing = frames.filter { $0["sheetProgress"] > 0 && $0["sheetProgress"] < 1 }
        #expect(playing.count >= 5)
        for frame in frames {
          let (closed, open) = (frame["sheetClosedTop"], frame["sheetOpenTop"])
          let top = closed + (open - closed) * frame["sheetProgress"]
          expectClose(frame["sheetTop"], top, absolute: 1e-9)
          expectClose(frame["sheetTopGTK"], top, absolute: 1e-4 * abs(top))
          expectClose(frame["scrimOpacityGTK"], frame["scrimOpacity"], absolute: 0.5 / 255 + 1e-12)
          expectClose(frame["contentScaleGTK"], frame["contentScale"], absolute: 1e-6)
        }
        guard let first = playing.first else { return }
        for frame in playing {
          let expected = first["sheetProgress"] + (frame.time - first.time) / 0.5
          expectClose(frame["sheetProgress"], expected, absolute: 1e-9, "at \(frame.time)")
        }
        #expect(
          frames.last.map { $0["scrimOpacity"] == 0.45 && $0["contentScale"] == 0.94 } ?? false)
      }

      /// Each row: GTK's opacity is the catalog's in 8 bits, GTK's child transform its
      /// position in `float`; the rows were seen in between, and rest at home, opaque.
      func checkRows(_ frames: [GalleryProcess.Frame]) {
        var between = 0
        for frame in frames {
          for row in 0..<6 {
            let opacity = frame["row\(row)Opacity"]
            let x = frame["row\(row)X"]
            expectClose(frame["row\(row)OpacityGTK"], opacity, absolute: 0.5 / 255 + 1e-12)
            expectClose(frame["row\(row)XGTK"], x, absolute: 1e-4 * max(1, abs(x)))
            if opacity > 0 && opacity < 1 { between += 1 }
          }
        }
        #expect(between >= 6, "rows seen mid-way: \(between)")
        let last = frames[frames.count - 1]
        for row in 0..<6 {
          #expect(last["row\(row)Opacity"] == 1 && last["row\(row)X"] == last["rowHomeX"])
        }
      }

      /// The meter: one linear basic animation over ``WidgetsScene/countDuration``; the bar's
      /// fraction is the load and the label's count the load's megabytes, rounded.
      func checkMeter(_ frames: [GalleryProcess.Frame]) {
        let counting = frames.filter { $0["load"] > 0 && $0["load"] < 1 }
        #expect(counting.count >= 10)
        for frame in frames {
          expectClose(frame["fractionGTK"], frame["load"], absolute: 1e-12)
          #expect(frame["countGTK"] == (frame["load"] * WidgetsScene.countTotal).rounded())
        }
        guard let first = counting.first else { return }
        for frame in counting {
          let slope = (frame.time - first.time) / WidgetsScene.countDuration
          expectClose(frame["load"] - first["load"], slope, absolute: 1e-9)
        }
      }

      /// The panel's height spring: from each frame in flight, the spring's closed form over
      /// the time to the next frame, toward the next frame's target, gives the next frame's
      /// height and velocity, across the retarget too (value and velocity carried on); GTK
      /// holds the height in whole pixels.
      func checkPanel(_ frames: [GalleryProcess.Frame]) {
        let spring = WidgetsScene.panelSpring
        var retargets = 0
        for (frame, next) in zip(frames, frames.dropFirst())
        where frame["panelMoving"] == 1 && next["panelMoving"] == 1 && frame["panelVelocity"] != 0 {
          let elapsed = next.time - frame.time
          let target = next["panelTarget"]
          let displacement = frame["panelHeight"] - target
          let velocity = frame["panelVelocity"]
          let height =
            target
            + spring.displacement(
              at: elapsed, initialDisplacement: displacement, initialVelocity: velocity)
          let speed = spring.velocity(
            at: elapsed, initialDisplacement: displacement, initialVelocity: velocity)
          expectClose(next["panelHeight"], height, absolute: 1e-6, "at \(next.time)")
          expectClose(next["panelVelocity"], speed, absolute: 1e-5, "at \(next.time)")
          if frame["panelTarget"] != target && abs(velocity) > 50 { retargets += 1 }
        }
        #expect(retargets == 1, "retargets in flight: \(retargets)")
        for frame in frames {
          #expect(frame["panelHeightGTK"] == max(0, frame["panelHeight"].rounded()))
        }
      }

      @Test("the real sheet follows a drag and springs open when let go moving up")
      func sheetDrag() async throws {
        let gallery = try GalleryProcess.Window(scene: "widgets")
        defer { gallery.stop() }
        let log = gallery.log
        let shown = try await GalleryProcess.frames(in: log, within: 20) { !$0.isEmpty }
        let first = try #require(shown.first)
        #expect(first["sheetProgress"] == 0)
        let window = try #require(try gallery.id())
        let travel = first["sheetClosedTop"] - first["sheetOpenTop"]
        let x = Int((first["originX"] + 480).rounded())
        let bottom = Int((first["originY"] + first["sheetClosedTop"] + 20).rounded())
        // Press on the peeking sheet, move up 30 px every 16 ms and let go still moving.
        var drag = ["mousemove", "--window", window, "\(x)", "\(bottom)", "mousedown", "1"]
        for step in 1...8 {
          drag += ["sleep", step == 1 ? "0.1" : "0.016"]
          drag += ["mousemove", "--window", window, "\(x)", "\(bottom - 30 * step)"]
        }
        drag += ["mouseup", "1"]
        #expect(try GalleryProcess.run("xdotool", drag).status == 0)
        let frames = try await GalleryProcess.frames(in: log, within: 15) { frames in
          frames.last.map { $0["sheetProgress"] == 1 && $0["sheetReleasing"] == 0 } ?? false
        }
        let dragged = frames.filter { $0["sheetDragging"] == 1 }
        try #require(dragged.count >= 3)
        // While held, the sheet's top is the finger's: the progress is a whole number of 30 px
        // steps over the sheet's travel (GTK brings the pointer into the scene's widget in
        // `float`: within 1e-3 px), and GTK holds the top the catalog wrote.
        for frame in dragged {
          let pixels = frame["sheetProgress"] * travel
          expectClose(pixels, 30 * (pixels / 30).rounded(), absolute: 1e-3, "\(pixels) px")
          expectClose(frame["sheetTopGTK"], frame["sheetTop"], absolute: 1e-4 * frame["sheetTop"])
        }
        #expect(frames.contains { $0["sheetReleasing"] == 1 })
        #expect(frames.last?["sheetProgress"] == 1)
        #expect(frames.last?["sheetTop"] == first["sheetOpenTop"])
      }

      @Test("render writes PNGs of the widget tree: the size asked, mid-way and at rest differ")
      func renderDiffers() throws {
        let binary = try #require(GalleryProcess.binary)
        let folder = try makeTemporaryFolder("popkit-widgets")
        defer { try? FileManager.default.removeItem(at: folder) }
        var images: [OpaquePointer] = []
        defer {
          for image in images { cairo_surface_destroy(image) }
        }
        for time in ["0.45", "2.5"] {
          let path = folder.appendingPathComponent("widgets-\(time).png").path
          let run = try GalleryProcess.run(
            binary.path,
            ["render", "widgets", "--time", time, "--output", path, "--size", "800x500"],
            timeout: 60)
          #expect(run.status == 0, "\(run.output)")
          let data = try #require(FileManager.default.contents(atPath: path))
          #expect(try PNGHeader(data) == PNGHeader(width: 800, height: 500))
          let image = try #require(cairo_image_surface_create_from_png(path))
          images.append(image)
          try #require(cairo_surface_status(image) == CAIRO_STATUS_SUCCESS)
        }
        let (mid, rest) = (images[0], images[1])
        let stride = Int(cairo_image_surface_get_stride(mid))
        let a = try #require(cairo_image_surface_get_data(mid))
        let b = try #require(cairo_image_surface_get_data(rest))
        var differing = 0
        var blank = true
        for y in 0..<500 {
          for x in 0..<800 {
            let offset = y * stride + x * 4
            let pixel = UnsafeRawPointer(a + offset).loadUnaligned(as: UInt32.self)
            if pixel != UnsafeRawPointer(b + offset).loadUnaligned(as: UInt32.self) {
              differing += 1
            }
            if pixel != UnsafeRawPointer(a).loadUnaligned(as: UInt32.self) { blank = false }
          }
        }
        #expect(!blank)
        // The scrim, the sheet, the rows, the meter and the panel all moved: over a tenth.
        #expect(differing > 800 * 500 / 10, "\(differing) pixels differ")
      }

      @Test("the example gtk-widgets was built and opens its window")
      func exampleRuns() throws {
        let binary = try #require(GalleryProcess.binary).deletingLastPathComponent()
          .appendingPathComponent("gtk-widgets")
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
        let process = Process()
        process.executableURL = binary
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
          kill(process.processIdentifier, SIGKILL)
          process.waitUntilExit()
        }
        let search = try GalleryProcess.run("xdotool", ["search", "--sync", "--name", "^Widgets$"])
        #expect(search.status == 0 && !search.output.isEmpty)
        #expect(process.isRunning)
      }
    }
  }
#endif
