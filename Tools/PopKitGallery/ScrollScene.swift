// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The `scroll` scene: a header that collapses with the scroll and a card stack that follows
  /// it (the model is ``PopKitDemos/ScrollDemo``).
  ///
  /// Drag up or down to scroll (the content follows the finger) and let go: the header snaps
  /// open or shut and the stack to a card, from the release's instant, with the velocity the
  /// tracker measured. `j`/`k` scroll a step and space lets go, as in the terminal gallery.
  @MainActor
  final class ScrollScene: GalleryScene, DemoDrawing {
    static let pointerHint: String? = "drag to scroll, let go to snap  j/k scroll"
    static let script = ScrollDemo.script

    /// The card's height, in pixels.
    static let cardHeight = 120.0
    /// How far down each card behind the front one shows, in pixels.
    static let stackStep = 22.0

    /// The header, the cards and their scroll links.
    let demo: ScrollDemo
    /// The offset and the pointer's y at the press of the drag under way.
    private var grab: (offset: Double, y: Double)?

    init(demo: ScrollDemo) {
      self.demo = demo
    }

    func pointerPressed(at point: CGPoint, size: CGSize, time: Double) -> Bool {
      grab = (demo.offset, Double(point.y))
      demo.scroll(to: demo.offset, velocity: 0, at: time)
      return true
    }

    func pointerMoved(to point: CGPoint, time: Double) {
      guard let grab else { return }
      // Dragging up scrolls down; the release's velocity is the tracker's.
      demo.scroll(to: grab.offset + grab.y - Double(point.y), velocity: 0, at: time)
    }

    func pointerReleased(at point: CGPoint, velocity: CGPoint, time: Double) {
      pointerMoved(to: point, time: time)
      grab = nil
      demo.release(velocity: -Double(velocity.y), at: time)
    }

    var loggedValues: [String: Double] {
      [
        "offset": demo.offset, "height": demo.header.height, "front": demo.cards.front,
        "releases": Double(demo.releaseCount), "snapping": demo.isSnapping ? 1 : 0,
      ]
    }

    func draw(on canvas: CairoCanvas) {
      let width = canvas.width - 80
      let height = demo.header.height
      let shut =
        (ScrollDemo.openHeight - height) / (ScrollDemo.openHeight - ScrollDemo.shutHeight)
      drawCards(top: 24 + height + 28, headerBottom: 16 + height, width: width, canvas: canvas)
      // The header over the cards sliding up under it; its title shrinks as it shuts.
      canvas.fillRect(
        x: 24, y: 16, width: width, height: height, radius: 12, color: Palette.accent)
      canvas.text(
        "Inbox", at: CGPoint(x: 44, y: 16 + height / 2), size: 30 - 12 * shut, bold: true,
        color: Palette.paper, anchor: .leading)
      drawScrollBar(canvas: canvas)
      canvas.text(
        "offset \(NumberText.fixed(demo.offset, 0)) px   header \(NumberText.fixed(height, 1)) px   front card \(NumberText.fixed(demo.cards.front + 1, 3))   \(demo.state)",
        at: CGPoint(x: 24, y: canvas.height - 32))
    }

    /// Draws the stack from the back: the cards behind the front one lower, narrower and
    /// paler, the one leaving slides up under the header (cut at the header's top edge).
    ///
    /// - Parameters:
    ///   - top: The front card's top, in pixels.
    ///   - headerBottom: The header's bottom edge, in pixels: a label above it is hidden.
    ///   - width: The front card's width, in pixels.
    ///   - canvas: The scene's area.
    private func drawCards(top: Double, headerBottom: Double, width: Double, canvas: CairoCanvas) {
      let (sky, paper) = (Palette.sky, Palette.paper)
      for card in (0..<ScrollDemo.cardCount).reversed() {
        let depth = Double(card) - demo.cards.front
        guard depth > -1, depth < 3 else { continue }
        let inset = max(0, depth) * 18
        let y =
          depth >= 0
          ? top + depth * ScrollScene.stackStep : top + depth * (ScrollScene.cardHeight + 40)
        // Paler with depth, opaque: blended with the paper rather than transparent.
        let pale = max(0, min(1, depth)) * 0.3 + max(0, depth - 1) * 0.3
        let color = RGBAColor(
          red: sky.red + (paper.red - sky.red) * pale,
          green: sky.green + (paper.green - sky.green) * pale,
          blue: sky.blue + (paper.blue - sky.blue) * pale)
        let visibleTop = max(y, 16)
        let visibleHeight = y + ScrollScene.cardHeight - visibleTop
        guard visibleHeight > 0 else { continue }
        canvas.fillRect(
          x: 24 + inset, y: visibleTop, width: width - 2 * inset, height: visibleHeight,
          radius: 14, color: color)
        if y + 16 >= headerBottom {
          canvas.text(
            "card \(card + 1)", at: CGPoint(x: 44 + inset, y: y + 16), size: 18, bold: true,
            color: Palette.paper)
        }
      }
    }

    /// Draws the scroll bar at the right: its thumb where the cards' progress is.
    private func drawScrollBar(canvas: CairoCanvas) {
      let (x, top, bottom) = (canvas.width - 36, 16.0, canvas.height - 56)
      guard bottom > top + 40 else { return }
      canvas.fillRect(
        x: x, y: top, width: 8, height: bottom - top, radius: 4, color: Palette.faint)
      let thumb = top + demo.cardsLink.player.progress * (bottom - top - 40)
      canvas.fillRect(x: x, y: thumb, width: 8, height: 40, radius: 4, color: Palette.grey)
    }
  }
#endif
