#if GTK
  import Foundation
  import PopKit
  import PopKitGTK

  /// The `counter` scene (seed 002, POPNumberCount): a ``PopKit/NumberCounter`` drawn as rich
  /// text through Pango (integer bold and pink, `$` dimmed); a new target mid-count continues
  /// from the number shown.
  @MainActor
  final class CounterScene: GalleryScene {
    static let name = "counter"
    static let summary = "NumberCounter as rich text (seed 002): retarget it mid-count."
    static let keyHelp = "space/click next  x stop  c curve  +/- duration"
    static let script = [ScriptedKey(0, .space)]

    /// The targets space counts to, in turn.
    static let targets = [1280, 42000, 7350.5, 99_999.99, 0]
    /// The curves `c` steps through, with their names.
    static let curves: [(name: String, curve: TimingCurve)] = [
      ("easeInEaseOut", .easeInEaseOut), ("default", .default), ("linear", .linear),
      ("easeOut", .easeOut), ("easeIn", .easeIn),
    ]
    /// How the number is written.
    static let format = NumberFormat(fractionDigits: 2, prefix: "$", groupingSeparator: ",")

    let counter: NumberCounter
    private(set) var countFrom = 0.0
    private var nextTarget = 0
    private var curveIndex = 0

    init(animator: Animator) {
      counter = NumberCounter(animator: animator)
      counter.duration = 1
      counter.timingCurve = CounterScene.curves[0].curve
    }

    func handle(_ key: GalleryKey, at time: Double) -> Bool {
      switch key {
      case .space, .enter: next()
      case .character("x"):
        guard counter.isCounting else { return false }
        counter.stop()
      case .character("c"):
        curveIndex = (curveIndex + 1) % CounterScene.curves.count
        counter.timingCurve = CounterScene.curves[curveIndex].curve
      case .character("+"), .character("="): counter.duration = min(5, counter.duration + 0.5)
      case .character("-"), .character("_"): counter.duration = max(0.5, counter.duration - 0.5)
      default: return false
      }
      return true
    }

    func pointerPressed(at point: CGPoint, size: CGSize) -> Bool {
      next()
      return false
    }

    private func next() {
      countFrom = counter.currentValue
      counter.count(to: CounterScene.targets[nextTarget])
      nextTarget = (nextTarget + 1) % CounterScene.targets.count
    }

    var loggedValues: [String: Double] {
      ["value": counter.currentValue, "target": counter.toValue]
    }

    func draw(on canvas: CairoCanvas) {
      canvas.text(
        "duration \(Label.fixed(counter.duration, 1)) s   curve \(CounterScene.curves[curveIndex].name)",
        at: CGPoint(x: 24, y: 16), size: 14, bold: true)
      let number = counter.currentValue
      let center = CGPoint(x: canvas.width / 2, y: canvas.height / 2 - 30)
      canvas.fillRect(
        x: center.x - 190, y: center.y - 50, width: 380, height: 100, radius: 24,
        color: RGBAColor(red: 0.94, green: 0.94, blue: 0.96))
      let rich = RichNumberFormat(CounterScene.format).attributedString(for: number)
      canvas.text(
        PangoMarkup.markup(for: rich, accent: Palette.accent), at: center, size: 40,
        color: Palette.ink,
        anchor: .center, markup: true)
      // The way from the number the count started at to its target, filled up to the number.
      let span = counter.toValue - countFrom
      let fraction = span == 0 ? 1 : min(max((number - countFrom) / span, 0), 1)
      let (left, right, y) = (center.x - 190, center.x + 190, center.y + 90)
      canvas.line(
        from: CGPoint(x: left, y: y), to: CGPoint(x: right, y: y), lineWidth: 6,
        color: Palette.faint)
      canvas.line(
        from: CGPoint(x: left, y: y), to: CGPoint(x: left + fraction * (right - left), y: y),
        lineWidth: 6,
        color: Palette.accent)
      let state = counter.isCounting ? "counting" : "press space or click to count"
      canvas.text(state, at: CGPoint(x: 24, y: canvas.height - 64), bold: true)
      canvas.text(
        "as a String: " + CounterScene.format.string(for: number),
        at: CGPoint(x: 24, y: canvas.height - 40))
    }
  }
#endif
