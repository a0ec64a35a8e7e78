// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitTestSupport
  import Testing

  @testable import PopKitGallery

  extension OffscreenSceneTests {
    @Test("the sheet at 0.3 s: its top, its handle's colour and the scrim are the tracks'")
    func sheetPixels() throws {
      let image = try render("sheet", at: 0.3, script: SheetScene.script)
      // Played from 0: at 0.3 s the choreography's time is 0.3, progress 0.6.
      expectClose(image.values["progress"] ?? 0, 0.6, absolute: 1e-12)
      let header = 64.0
      let travel = 600 - header - 32 - SheetScene.peek - SheetScene.openTop
      let top = SheetScene.openTop + SheetDemo.offsetTrack.value(at: 0.3) * travel
      expectClose(image.values["sheetTop"] ?? 0, top, absolute: 1e-9)
      let y = Int((header + top).rounded())
      // White from just under its top edge, the scrim's shade just above it (outside the card).
      #expect(close(image.pixel(x: 300, y: y + 40), .white))
      #expect(!close(image.pixel(x: 300, y: y - 4), .white))
      // The handle: grey toward pink through Oklab, 0.05 s into its 0.25 s track.
      let handle = RGBAColor(SheetDemo.handleTrack.value(at: 0.05))
      #expect(close(image.pixel(x: 480, y: y + 13), handle), "\(image.pixel(x: 480, y: y + 13))")
      // The scrim over the paper, left of the content's card: paper × (1 − a) + ink × a.
      let opacity = SheetDemo.opacityTrack.value(at: 0.3)
      let paper = RGBAColor(red: 0.98, green: 0.98, blue: 0.985)
      let scrim = RGBAColor(red: 0.05, green: 0.05, blue: 0.08)
      let expected = RGBAColor(
        red: paper.red * (1 - opacity) + scrim.red * opacity,
        green: paper.green * (1 - opacity) + scrim.green * opacity,
        blue: paper.blue * (1 - opacity) + scrim.blue * opacity)
      #expect(close(image.pixel(x: 20, y: Int(header) + 300), expected))
    }
  }
#endif
