// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitTestSupport
  import Testing

  @testable import PopKitGallery

  /// The spring scene's track: room for the overshoot, so the box stays in the window.
  @MainActor
  @Suite struct SpringSceneTests {
    @Test("past its target (bounciness 12 at 0.25 s) the whole box is in the window")
    func overshootStaysInside() throws {
      let index = try #require(Gallery.index(of: "spring"))
      let (width, height) = (960, 600)
      let sceneHeight = Double(height) - Gallery.headerHeight - Gallery.footerHeight
      // The box's middle row: the scene centres it vertically.
      let row = Int(Gallery.headerHeight + sceneHeight / 2)
      for time in [0.2, 0.25, 0.3] {
        let image = OffscreenDrawing.draw(
          scene: index, at: time, script: [ScriptedKey(0, .space)], width: width, height: height)
        #expect(image.values["x", default: 0] > 1.05, "past the target at \(time) s")
        let box = (0..<width).filter { column in
          let seen = image.pixel(x: column, y: row)
          return isClose(seen.red, Palette.accent.red, absolute: 0.02)
            && isClose(seen.green, Palette.accent.green, absolute: 0.02)
            && isClose(seen.blue, Palette.accent.blue, absolute: 0.02)
        }
        #expect((78...81).contains(box.count), "the box's 80 pixels at \(time) s: \(box.count)")
        #expect((box.last ?? width) < width - 20, "clear of the right edge at \(time) s")
      }
    }
  }
#endif
