// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import Foundation
  import PopKit
  import PopKitDemos
  import PopKitGTK

  /// The `colour` scene: one colour change on the same spring, in sRGB and through Oklab.
  ///
  /// The two swatches sit side by side, one animated channel by channel in sRGB (pop's way) and
  /// one through Oklab, each over a ramp of its whole path with a mark where the spring is.
  /// Space or a click sends both across; `c` changes the colours.
  @MainActor
  final class ColourScene: GalleryScene, DemoDrawing {
    static let summary =
      "One colour spring in sRGB (pop) and in Oklab: space or a click sends both."
    static let pointerHint: String? = "space/click flip"
    static let script = [ScriptedKey(0, .space)]

    /// The swatches, their springs and actions.
    let demo: ColourDemo

    init(demo: ColourDemo) {
      self.demo = demo
    }

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      demo.flip()
      return false
    }

    var loggedValues: [String: Double] {
      let (plain, perceptual) = (demo.plain.color, demo.perceptual.color)
      return [
        "srgb.red": plain.red, "srgb.green": plain.green, "srgb.blue": plain.blue,
        "oklab.red": perceptual.red, "oklab.green": perceptual.green, "oklab.blue": perceptual.blue,
      ]
    }

    /// The frame of the swatch of row `row` (0 sRGB, 1 Oklab) in a scene of `size`.
    static func swatchFrame(row: Int, in size: CGSize) -> CGRect {
      CGRect(x: 180, y: 60 + Double(row) * 170, width: max(100, size.width - 380), height: 70)
    }

    func draw(on canvas: CairoCanvas) {
      let (name, from, to) = demo.colors
      canvas.text(name, at: CGPoint(x: 24, y: 16), size: 14, bold: true)
      canvas.text(
        "bounce \(NumberText.fixed(demo.bounce, 1))", at: CGPoint(x: 220, y: 18),
        color: Palette.grey)
      let size = CGSize(width: canvas.width, height: canvas.height)
      for (row, (swatch, space, label)) in demo.rows.enumerated() {
        let frame = ColourScene.swatchFrame(row: row, in: size)
        canvas.text(label, at: CGPoint(x: 24, y: frame.minY + 24), size: 15, bold: true)
        canvas.fillRect(
          x: frame.minX, y: frame.minY, width: frame.width, height: frame.height, radius: 10,
          color: swatch.color.clamped())
        let lightness = OklabColor(swatch.color.clamped()).lightness
        canvas.text(
          "L \(NumberText.fixed(lightness, 2))", at: CGPoint(x: frame.maxX + 16, y: frame.minY + 26)
        )
        // The path: the colour at each fraction of the way, and where the spring is on it.
        let slices = 96
        let sliceWidth = frame.width / Double(slices)
        for slice in 0..<slices {
          let t = (Double(slice) + 0.5) / Double(slices)
          canvas.fillRect(
            x: frame.minX + Double(slice) * sliceWidth, y: frame.maxY + 16,
            width: sliceWidth + 1, height: 18,
            color: from.interpolated(to: to, fraction: t, in: space))
        }
        let mark = min(1.1, max(-0.1, demo.fraction(of: swatch, in: space)))
        canvas.fillCircle(
          center: CGPoint(x: frame.minX + mark * frame.width, y: frame.maxY + 46), radius: 6,
          color: Palette.accent)
      }
    }
  }
#endif
