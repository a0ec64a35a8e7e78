// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitTestSupport
  import Testing

  @testable import PopKitGallery

  extension OffscreenSceneTests {
    @Test(
      "scroll: mid-scroll, mid-snap and at rest, the header and the cards where the offset puts them, and three different images"
    )
    func scrollScene() throws {
      let script = ScrollScene.script
      let scrolling = try render("scroll", at: 0.25, script: script)
      let snapping = try render("scroll", at: 0.5, script: script)
      let rest = try render("scroll", at: 3.5, script: script)
      // Three steps of 40 points by 0.25 s: 120 of the header's 150, 120 of a card's 150.
      #expect(scrolling.values["offset"] == 120)
      expectClose(scrolling.values["height"] ?? 0, 120 - 80 * 0.8, absolute: 1e-9)
      expectClose(scrolling.values["front"] ?? 0, 0.8, absolute: 1e-9)
      #expect(scrolling.values["snapping"] == 0)
      // Released at 0.4 s from 160 points at 400 points/s: the stack springs toward card 3.
      #expect(snapping.values["snapping"] == 1 && snapping.values["releases"] == 1)
      #expect(snapping.values["offset"] == 300 && snapping.values["height"] == 40)
      let front = snapping.values["front"] ?? 0
      #expect(front > 160.0 / 150 && front < 2, "\(front)")
      // Six steps up and a release at rest: the header open, the first card, at rest.
      #expect(rest.values["snapping"] == 0 && rest.values["releases"] == 2)
      #expect(rest.values["height"] == 120 && rest.values["front"] == 0)
      // The header's pink reaches 120 px into the scene (64 px of tabs above) only when open.
      let accent = RGBAColor(red: 1, green: 0.23, blue: 0.42)
      #expect(close(rest.pixel(x: 400, y: 64 + 120), accent))
      #expect(!close(scrolling.pixel(x: 400, y: 64 + 120), accent))
      let images = [scrolling, snapping, rest].map { $0.pngData() ?? [] }
      #expect(images.allSatisfy { !$0.isEmpty })
      #expect(images[0] != images[2] && images[1] != images[2] && images[0] != images[1])
    }
  }
#endif
