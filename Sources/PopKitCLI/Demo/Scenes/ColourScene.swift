import PopKit

/// The `colour` demo: one colour change on the same spring, in sRGB (pop's way) and in Oklab,
/// side by side.
///
/// Two swatches spring between the same two colours. The top one animates the sRGB channels,
/// as pop does, and passes a dull, dark middle; the bottom one animates the same property
/// mapped to ``OklabColor`` (``AnimatableProperty/mapped(to:threshold:)``) and stays bright.
/// Under each swatch, the whole path from one colour to the other is drawn as a ramp, with a
/// mark where the spring is. In 24-bit colour terminals the blocks show the real colours; the
/// hex readouts tell them apart anywhere.
@MainActor
final class ColourScene: DemoScene {
  static let name = "colour"
  static let summary = "One colour spring in sRGB (pop) and in Oklab: space sends both across."
  static let keyHelp = "space flip  c colours  +/- bounce"
  static let script = [ScriptedKey(0, .space), ScriptedKey(2.5, .character("c"))]

  /// A swatch of colour.
  @MainActor
  final class Swatch {
    /// The colour shown.
    var color: RGBAColor
    init(_ color: RGBAColor) { self.color = color }
  }

  /// The swatch's colour, animated channel by channel in sRGB.
  static let srgb = AnimatableProperty(\Swatch.color, name: "color", threshold: 0.002)
  /// The same colour animated in Oklab.
  static let oklab = srgb.mapped(to: OklabColor.self)

  /// The pairs of colours the `c` key cycles through.
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

  func handle(_ key: DemoKey, at time: Double) -> Bool {
    switch key {
    case .space, .enter:
      atEnd.toggle()
      send()
    case .character("c"), .character("C"):
      pair = (pair + 1) % ColourScene.pairs.count
      atEnd = true
      for swatch in [plain, perceptual] { swatch.color = ColourScene.pairs[pair].from }
      send()
    case .character("+"), .character("="):
      bounce = min(0.6, bounce + 0.2)
    case .character("-"), .character("_"):
      bounce = max(0, bounce - 0.2)
    default:
      return false
    }
    return true
  }

  /// Sends both swatches to the current end, on the same spring; a running spring turns
  /// around with its velocity.
  private func send() {
    let target = atEnd ? ColourScene.pairs[pair].to : ColourScene.pairs[pair].from
    animator.animate(plain, ColourScene.srgb, to: target, spring: spring)
    animator.animate(perceptual, ColourScene.oklab, to: OklabColor(target), spring: spring)
  }

  /// How far along its spring a swatch is, 0 at the start colour and 1 at the end one.
  private func fraction(_ swatch: Swatch, in space: RGBAColor.Space) -> Double {
    let (from, to) = (ColourScene.pairs[pair].from, ColourScene.pairs[pair].to)
    let components: (RGBAColor) -> [Double] =
      space == .oklab
      ? {
        let c = OklabColor($0)
        return [c.lightness, c.a, c.b]
      }
      : { [$0.red, $0.green, $0.blue] }
    let (start, end, now) = (components(from), components(to), components(swatch.color))
    let span = zip(end, start).map { $0 - $1 }
    let length = span.map { $0 * $0 }.reduce(0, +)
    guard length > 0 else { return 0 }
    return zip(zip(now, start).map { $0 - $1 }, span).map { $0 * $1 }.reduce(0, +) / length
  }

  func render(into canvas: inout TerminalCanvas) {
    let (name, from, to) = ColourScene.pairs[pair]
    canvas.put(name, row: 1, column: 2, style: .bold)
    canvas.put("bounce \(DemoText.fixed(bounce, 1))", row: 1, column: 24, style: .dimmed)
    let left = 17
    let width = max(8, canvas.width - left - 12)
    let rows = [(plain, RGBAColor.Space.sRGB, "sRGB (pop)"), (perceptual, .oklab, "Oklab")]
    for (offset, (swatch, space, label)) in rows.enumerated() {
      let top = 3 + offset * 5
      let color = TerminalColor(swatch.color)
      canvas.put(label, row: top, column: 2, style: .bold)
      for line in top..<(top + 2) {
        canvas.fill("█", row: line, columns: left..<(left + width), style: .colored(color))
      }
      canvas.put(color.hex, row: top, column: left + width + 2)
      let lightness = OklabColor(swatch.color.clamped()).lightness
      canvas.put("L \(DemoText.fixed(lightness, 2))", row: top + 1, column: left + width + 2)
      canvas.put("path", row: top + 2, column: 2, style: .dimmed)
      for column in 0..<width {
        let t = Double(column) / Double(max(1, width - 1))
        let stop = TerminalColor(from.interpolated(to: to, fraction: t, in: space))
        canvas.put("▀", row: top + 2, column: left + column, style: .colored(stop))
      }
      let mark = fraction(swatch, in: space)
      let column = left + Int((min(1.1, max(-0.1, mark)) * Double(width - 1)).rounded())
      canvas.put("▲", row: top + 3, column: column, style: .colored(.accent, bold: true))
    }
  }
}
