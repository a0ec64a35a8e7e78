// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKitDemos
  import PopKitTestSupport
  import Testing

  @testable import PopKitGallery

  /// The progress button and the keys in a real window under Xvfb, seen through the state log.
  extension WindowTests {
    @Suite struct ButtonWindowTests {
      @Test(
        "a press springs the button towards 0.8, the release fills the ring; → shows the next scene"
      )
      func pressReleaseAndKeys() async throws {
        let gallery = try GalleryProcess.Window(scene: "button")
        defer { gallery.stop() }
        let log = gallery.log
        let shown = try await GalleryProcess.frames(in: log, within: 20) { !$0.isEmpty }
        let first = try #require(shown.first)
        #expect(first.scene == "button" && first["scale"] == 1 && first["progress"] == 0)
        let window = try #require(try gallery.id())
        let center = await ButtonScene.center(
          in: CGSize(width: 960, height: 600 - Gallery.headerHeight - Gallery.footerHeight))
        let x = Int(first["originX"] + center.x)
        let y = Int(first["originY"] + center.y)
        // Press and hold for 0.4 s: the press spring (no bounce) takes the scale to 0.8.
        let press = [
          "mousemove", "--window", window, "\(x)", "\(y)", "mousedown", "1", "sleep", "0.4",
        ]
        #expect(try GalleryProcess.run("xdotool", press).status == 0)
        let held = GalleryProcess.frames(in: log)
        let smallest = held.map { $0["scale"] }.min() ?? 1
        expectClose(smallest, 0.8, absolute: 0.02, "scale while held: \(smallest)")
        #expect(held.allSatisfy { $0["progress"] == 0 })
        // Release: the ring fills in 1.5 s and the colour springs to pink.
        #expect(try GalleryProcess.run("xdotool", ["mouseup", "1"]).status == 0)
        let filled = try await GalleryProcess.frames(in: log, within: 10) { frames in
          frames.last.map { $0["progress"] == 1 && $0["scale"] == 1 } ?? false
        }
        let last = try #require(filled.last)
        #expect(last["progress"] == 1)
        expectClose(last["red"], Palette.accent.red, absolute: 0.02)
        expectClose(last["green"], Palette.accent.green, absolute: 0.02)
        expectClose(last["blue"], Palette.accent.blue, absolute: 0.02)
        // The bounce of the release overshoots 1 on the way back.
        let released = filled.drop { $0["progress"] == 0 }
        #expect((released.map { $0["scale"] }.max() ?? 0) > 1)
        // → (the terminal gallery's key) shows the next scene.
        let key = ["windowfocus", "--sync", window, "key", "Right"]
        #expect(try GalleryProcess.run("xdotool", key).status == 0)
        let next = try await GalleryProcess.frames(in: log, within: 10) {
          $0.last?.scene == "counter"
        }
        #expect(next.last?.scene == "counter")
      }
    }
  }
#endif
