// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitTestSupport
  import Testing

  @testable import PopKitGallery

  /// The inspector's panel drawn offscreen: a dark card over the bottom of the scene's area,
  /// as tall as its rows, over drawn scenes and over widgets.
  @MainActor
  @Suite struct InspectorOffscreenTests {
    /// The panel's card colour.
    nonisolated static let card = RGBAColor(red: 0.11, green: 0.11, blue: 0.13)

    /// Whether a pixel is the card's colour.
    nonisolated static func isCard(_ color: RGBAColor) -> Bool {
      isClose(color.red, card.red, absolute: 2.0 / 255)
        && isClose(color.green, card.green, absolute: 2.0 / 255)
        && isClose(color.blue, card.blue, absolute: 2.0 / 255)
    }

    /// The card's top edge in a 960 × 600 image for `lines` lines (the header included): its
    /// bottom 8 px above the 32 px footer, 22 px a line and 10 px above and below.
    nonisolated static func cardTop(lines: Int) -> Double { 600 - 32 - 8 - Double(lines * 22 + 20) }

    @Test("menu mid-flight: a card of the header and 7 rows (timeline, button, 5 items)")
    func drawnScene() throws {
      let index = try #require(Gallery.index(of: "menu"))
      let shown = OffscreenDrawing.draw(
        scene: index, at: 0.25,
        script: [ScriptedKey(0, .character("i")), ScriptedKey(0, .space)], width: 960,
        height: 600)
      let plain = OffscreenDrawing.draw(
        scene: index, at: 0.25, script: [ScriptedKey(0, .space)], width: 960, height: 600)
      let top = Int(Self.cardTop(lines: 8))
      #expect(top == 364)
      #expect(Self.isCard(shown.pixel(x: 20, y: top + 3)))
      #expect(Self.isCard(shown.pixel(x: 940, y: 555)))
      #expect(!Self.isCard(shown.pixel(x: 20, y: top - 3)), "nothing above the card")
      #expect(!Self.isCard(plain.pixel(x: 20, y: top + 3)), "no card without i")
      #expect(shown.values == plain.values, "the panel changes no motion")
    }

    @Test("? hides the panel while the key list shows")
    func keyListHidesPanel() throws {
      let index = try #require(Gallery.index(of: "spring"))
      let image = OffscreenDrawing.draw(
        scene: index, at: 0.1,
        script: [ScriptedKey(0, .character("i")), ScriptedKey(0, .character("?"))], width: 960,
        height: 600)
      #expect(!Self.isCard(image.pixel(x: 20, y: Int(Self.cardTop(lines: 1)) + 3)))
    }
  }

  extension WindowTests {
    /// The panel over real GTK widgets, rendered through `popkit-gallery render --inspector`.
    @Suite struct InspectorWidgetsTests {
      @Test("widgets at 0.4 s: the card (header, 9 of 17 rows and a line of the rest) covers them")
      func overWidgets() throws {
        let binary = try #require(GalleryProcess.binary)
        let folder = try makeTemporaryFolder("popkit-inspector")
        defer { try? FileManager.default.removeItem(at: folder) }
        var images: [OpaquePointer] = []
        defer {
          for image in images { cairo_surface_destroy(image) }
        }
        for flags in [["--inspector"], []] {
          let path = folder.appendingPathComponent("widgets-\(flags.count).png").path
          let run = try GalleryProcess.run(
            binary.path, ["render", "widgets", "--time", "0.4", "--output", path] + flags,
            timeout: 60)
          #expect(run.status == 0, "\(run.output)")
          let image = try #require(cairo_image_surface_create_from_png(path))
          images.append(image)
          try #require(cairo_surface_status(image) == CAIRO_STATUS_SUCCESS)
        }
        // Ten lines below the header fit in 55% of the 504 px scene area.
        let top = Int(InspectorOffscreenTests.cardTop(lines: 11))
        #expect(top == 298)
        func pixel(_ image: OpaquePointer, _ x: Int, _ y: Int) -> RGBAColor {
          let stride = Int(cairo_image_surface_get_stride(image))
          guard let data = cairo_image_surface_get_data(image) else { return .clear }
          let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
          func channel(_ shift: UInt32) -> Double { Double((word >> shift) & 0xFF) / 255 }
          return RGBAColor(red: channel(16), green: channel(8), blue: channel(0))
        }
        // Over the inbox's rows (left) and the carousel (right): the card, not the widgets.
        for (x, y) in [(20, top + 3), (40, 400), (700, 470), (940, 555)] {
          #expect(InspectorOffscreenTests.isCard(pixel(images[0], x, y)), "(\(x), \(y))")
          #expect(!InspectorOffscreenTests.isCard(pixel(images[1], x, y)), "(\(x), \(y))")
        }
        #expect(!InspectorOffscreenTests.isCard(pixel(images[0], 20, top - 3)))
      }
    }
  }
#endif
