#if GTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// The `colour` scene: one colour change on the same spring, in sRGB and through Oklab.
  ///
  /// The two swatches sit side by side, one animated channel by channel in sRGB (pop's way) and
  /// one through Oklab, each over a ramp of its whole path with a mark where the spring is.
  /// Space or a click sends both across; `c` changes the colours.
  @MainActor
  final class ColourScene: GalleryScene {
    static let name = "colour"
    static let summary =
      "One colour spring in sRGB (pop) and in Oklab: space or a click sends both."
    static let keyHelp = "space/click flip  c colours  +/- bounce"
    static let script = [ScriptedKey(0, .space)]

    /// A swatch of colour.
    @MainActor
    final class Swatch {
      /// The colour shown.
      var color: RGBAColor
      init(_ color: RGBAColor) { self.color = color }
    }

    /// The swatch's colour, animated channel by channel in sRGB.
    static let srgb = AnimatableProperty<Swatch, RGBAColor>(
      name: "color", threshold: 0.002, read: { $0.color }, write: { $0.color = $1 })
    /// The same colour animated through Oklab.
    static let oklab = srgb.mapped(to: OklabColor.self)

    /// The pairs of colours `c` cycles through.
    static let pairs: [(name: String, from: RGBAColor, to: RGBAColor)] = [
      ("red → blue", RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 0, blue: 1)),
      ("white → black", .white, .black),
      (
        "yellow → blue", RGBAColor(red: 1, green: 0.85, blue: 0),
        RGBAColor(red: 0.1, green: 0.3, blue: 1)
      ),
      (
        "green → magenta", RGBAColor(red: 0, green: 0.8, blue: 0.3),
        RGBAColor(red: 0.9, green: 0, blue: 0.8)
      ),
    ]

    let animator: Animator
    let plain: Swatch
    let perceptual: Swatch
    private(set) var pair = 0
    private(set) var atEnd = false
    private(set) var bounce = 0.0

    init(animator: Animator) {
      self.animator = animator
      plain = Swatch(ColourScene.pairs[0].from)
      perceptual = Swatch(ColourScene.pairs[0].from)
    }

    /// The spring both swatches use: slow enough to see the colours on the way.
    var spring: Spring { Spring(duration: 1.2, bounce: bounce) }

    func handle(_ key: GalleryKey, at time: Double) -> Bool {
      switch key {
      case .space, .enter:
        flip()
      case .character("c"), .character("C"):
        pair = (pair + 1) % ColourScene.pairs.count
        atEnd = false
        for swatch in [plain, perceptual] { swatch.color = ColourScene.pairs[pair].from }
        flip()
      case .character("+"), .character("="):
        bounce = min(0.6, bounce + 0.2)
      case .character("-"), .character("_"):
        bounce = max(0, bounce - 0.2)
      default:
        return false
      }
      return true
    }

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      flip()
      return false
    }

    /// Sends both swatches to the other end on the same spring; a running spring turns around
    /// with its velocity.
    private func flip() {
      atEnd.toggle()
      let target = atEnd ? ColourScene.pairs[pair].to : ColourScene.pairs[pair].from
      animator.animate(plain, ColourScene.srgb, to: target, spring: spring)
      animator.animate(perceptual, ColourScene.oklab, to: OklabColor(target), spring: spring)
    }

    var loggedValues: [String: Double] {
      [
        "srgb.red": plain.color.red, "srgb.green": plain.color.green,
        "srgb.blue": plain.color.blue, "oklab.red": perceptual.color.red,
        "oklab.green": perceptual.color.green, "oklab.blue": perceptual.color.blue,
      ]
    }

    /// The frame of the swatch of row `row` (0 sRGB, 1 Oklab) in a scene of `size`.
    static func swatchFrame(row: Int, in size: CGSize) -> CGRect {
      CGRect(x: 180, y: 60 + Double(row) * 170, width: max(100, size.width - 380), height: 70)
    }

    func draw(on canvas: CairoCanvas) {
      let (name, from, to) = ColourScene.pairs[pair]
      canvas.text(name, at: CGPoint(x: 24, y: 16), size: 14, bold: true)
      canvas.text(
        "bounce \(Label.fixed(bounce, 1))", at: CGPoint(x: 220, y: 18), color: Palette.grey)
      let size = CGSize(width: canvas.width, height: canvas.height)
      let rows = [(plain, RGBAColor.Space.sRGB, "sRGB (pop)"), (perceptual, .oklab, "Oklab")]
      for (row, (swatch, space, label)) in rows.enumerated() {
        let frame = ColourScene.swatchFrame(row: row, in: size)
        canvas.text(label, at: CGPoint(x: 24, y: frame.minY + 24), size: 15, bold: true)
        canvas.fillRect(
          x: frame.minX, y: frame.minY, width: frame.width, height: frame.height, radius: 10,
          color: swatch.color.clamped())
        let lightness = OklabColor(swatch.color.clamped()).lightness
        canvas.text(
          "L \(Label.fixed(lightness, 2))", at: CGPoint(x: frame.maxX + 16, y: frame.minY + 26))
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
        let mark = min(1.1, max(-0.1, fraction(of: swatch, in: space)))
        canvas.fillCircle(
          center: CGPoint(x: frame.minX + mark * frame.width, y: frame.maxY + 46), radius: 6,
          color: Palette.accent)
      }
    }

    /// How far along its path a swatch is: 0 at the pair's first colour, 1 at its second.
    private func fraction(of swatch: Swatch, in space: RGBAColor.Space) -> Double {
      let (from, to) = (ColourScene.pairs[pair].from, ColourScene.pairs[pair].to)
      func coordinates(_ color: RGBAColor) -> SIMD3<Double> {
        guard space == .oklab else { return SIMD3(color.red, color.green, color.blue) }
        let lab = OklabColor(color)
        return SIMD3(lab.lightness, lab.a, lab.b)
      }
      let span = coordinates(to) - coordinates(from)
      let length = (span * span).sum()
      guard length > 0 else { return 0 }
      return ((coordinates(swatch.color) - coordinates(from)) * span).sum() / length
    }
  }
#endif
