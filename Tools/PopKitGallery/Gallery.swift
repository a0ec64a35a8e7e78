// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The GTK window as a host of the demo shell: its scenes, and Escape, which quits.
  enum GalleryHost: DemoHost {
    static var scenes: [HostScene<any GalleryScene>] {
      [
        .init(SpringScene.self), .init(DecayScene.self), .init(CurvesScene.self),
        .init(ButtonScene.self), .init(CounterScene.self), .init(MenuScene.self),
        .init(KeyframesScene.self), .init(ColourScene.self), .init(SheetScene.self),
        .init(PathScene.self), .init(ScrollScene.self), .init(WidgetsScene.self),
        .init(LayoutScene.self),
      ]
    }

    static var keys: [HostKey] { [HostKey(.escape, .quit, hint: KeyHint("Escape", "quit"))] }
  }

  /// The GTK gallery: the shared shell over the window's scenes, and the frame around the
  /// scene (tabs on top, keys at the bottom).
  ///
  /// The shell (``PopKitDemos/DemoShell``) holds the scenes in order, the one showing and the
  /// global keys; the window draws. The same in the window and offscreen; only the animators
  /// it makes differ.
  typealias Gallery = DemoShell<GalleryHost>

  extension DemoShell where Host == GalleryHost {
    /// The height of the tabs above the scene, in pixels.
    static var headerHeight: Double { 64 }
    /// The height of the keys' line below the scene, in pixels.
    static var footerHeight: Double { 32 }

    /// A window point in the scene's coordinates.
    ///
    /// - Parameter point: A point in the whole canvas.
    /// - Returns: The point in the scene's area.
    func scenePoint(_ point: CGPoint) -> CGPoint {
      CGPoint(x: point.x, y: point.y - Gallery.headerHeight)
    }

    /// The scene's area for a canvas size.
    ///
    /// - Parameter size: The whole canvas.
    /// - Returns: The scene's size.
    func sceneSize(in size: CGSize) -> CGSize {
      CGSize(
        width: size.width,
        height: max(1, size.height - Gallery.headerHeight - Gallery.footerHeight))
    }

    /// Draws the tabs, the scene (or the key list) and the keys (or the inspector's last
    /// report); not the inspector's panel (``drawInspector(on:)``), which goes over widgets too.
    ///
    /// - Parameter canvas: The whole canvas.
    /// - Returns: The scene's own canvas (what it drew, in ``PopKitGTK/CairoCanvas/drawnTexts``).
    @discardableResult
    func draw(on canvas: CairoCanvas) -> CairoCanvas {
      canvas.clear(Palette.paper)
      drawTabs(on: canvas)
      let type = type(of: scene)
      canvas.text(type.summary, at: CGPoint(x: 16, y: 38), color: Palette.grey)
      let size = sceneSize(in: CGSize(width: canvas.width, height: canvas.height))
      cairo_save(canvas.context)
      cairo_translate(canvas.context, 0, Gallery.headerHeight)
      cairo_rectangle(canvas.context, 0, 0, size.width, size.height)
      cairo_clip(canvas.context)
      let sceneCanvas = CairoCanvas(context: canvas.context, width: size.width, height: size.height)
      if isShowingKeyList {
        drawKeyList(on: sceneCanvas, pointerHint: type.pointerHint)
      } else {
        scene.draw(on: sceneCanvas)
      }
      cairo_restore(canvas.context)
      canvas.text(
        footer(on: canvas), at: CGPoint(x: 16, y: canvas.height - Gallery.footerHeight + 6),
        color: inspector.status == nil ? Palette.grey : Palette.accent)
      return sceneCanvas
    }

    /// The top line: the title and one tab per scene, the current one marked.
    ///
    /// The first layout that fits the width wins: the title and every tab named, 24 pixels
    /// apart; the tabs alone; the tabs 16 pixels apart; the other tabs as their numbers only.
    private func drawTabs(on canvas: CairoCanvas) {
      let hidden = CGPoint(x: -10_000, y: -10_000)
      func width(_ text: String, bold: Bool = false) -> Double {
        canvas.text(text, at: hidden, bold: bold).width
      }
      let titleWidth = canvas.text("PopKit", at: hidden, size: 15, bold: true).width + 18
      let layouts = [(true, true, 24.0), (false, true, 24), (false, true, 16), (false, false, 16)]
      func labels(named: Bool) -> [String] {
        scenes.indices.map { position in
          named || position == index
            ? "\(position + 1) \(scenes[position].type.name)" : "\(position + 1)"
        }
      }
      let fits = layouts.first { title, named, gap in
        let tabs = labels(named: named).enumerated().map { width($1, bold: $0 == index) + gap }
        return 16 + (title ? titleWidth : 0) + tabs.reduce(0, +) <= canvas.width
      }
      let (title, named, gap) = fits ?? layouts[layouts.count - 1]
      var x = 16.0
      if title {
        canvas.text("PopKit", at: CGPoint(x: x, y: 10), size: 15, bold: true, color: Palette.accent)
        x += titleWidth
      }
      for (position, label) in labels(named: named).enumerated() {
        if position == index {
          let size = canvas.text(label, at: hidden, bold: true)
          canvas.fillRect(
            x: x - 8, y: 6, width: size.width + 16, height: size.height + 8, radius: 8,
            color: Palette.accent)
          canvas.text(label, at: CGPoint(x: x, y: 10), bold: true, color: .white)
          x += size.width + gap
        } else {
          x += canvas.text(label, at: CGPoint(x: x, y: 10), color: Palette.ink).width + gap
        }
      }
    }

    /// The key list in the scene's area: the scene's keys and pointer, then the global ones.
    private func drawKeyList(on canvas: CairoCanvas, pointerHint: String?) {
      var y = 24.0
      for (number, section) in keyList.enumerated() {
        canvas.text(section.title, at: CGPoint(x: 24, y: y), size: 15, bold: true)
        y += 30
        for hint in section.hints {
          canvas.text(hint.keys, at: CGPoint(x: 40, y: y), bold: true, color: Palette.accent)
          canvas.text(hint.action, at: CGPoint(x: 200, y: y), color: Palette.ink)
          y += 24
        }
        if number == 0, let pointerHint {
          canvas.text("pointer", at: CGPoint(x: 40, y: y), bold: true, color: Palette.accent)
          canvas.text(pointerHint, at: CGPoint(x: 200, y: y), color: Palette.ink)
          y += 24
        }
        y += 18
      }
    }
  }
#endif
