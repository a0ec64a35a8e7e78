import PopKit

/// The `counter` demo (seed 002, POPNumberCount): a number counting to new targets.
///
/// A ``NumberCounter`` is shown as rich text from ``RichNumberFormat`` (integer bold and
/// coloured, the sign dimmed) and as a plain string from ``NumberFormat``. A new target while
/// counting continues from the number shown; stopping leaves it in place.
@MainActor
final class CounterScene: DemoScene {
  static let name = "counter"
  static let summary = "NumberCounter with rich text (seed 002): retarget it mid-count."
  static let keyHelp = "space next  x stop  c curve  +/- duration"
  static let script = [ScriptedKey(0, .space), ScriptedKey(0.5, .space)]

  /// The targets space counts to, in turn.
  static let targets = [1280, 42000, 7350.5, 99_999.99, 0]

  /// The curves `c` steps through, with their names.
  static let curves: [(name: String, curve: TimingCurve)] = [
    ("easeInEaseOut", .easeInEaseOut), ("default", .default), ("linear", .linear),
    ("easeOut", .easeOut), ("easeIn", .easeIn),
  ]

  /// How the number is written.
  static let format = NumberFormat(fractionDigits: 2, prefix: "$", groupingSeparator: ",")

  /// What the counter is doing.
  enum State: String {
    case idle = "press space to count"
    case counting = "counting"
    case stopped = "stopped where it was"
    case done = "done"
  }

  let counter: NumberCounter
  private(set) var state = State.idle
  private(set) var countFrom = 0.0
  private(set) var updates = 0
  private var nextTarget = 0
  private var curveIndex = 0

  init(animator: Animator) {
    counter = NumberCounter(animator: animator)
    counter.duration = 1
    counter.timingCurve = CounterScene.curves[0].curve
    counter.onUpdate = { [weak self] _ in self?.updates += 1 }
    counter.onFinish = { [weak self] finished in self?.state = finished ? .done : .stopped }
  }

  func handle(_ key: DemoKey, at time: Double) -> Bool {
    switch key {
    case .space, .enter:
      countFrom = counter.currentValue
      counter.count(to: CounterScene.targets[nextTarget])
      nextTarget = (nextTarget + 1) % CounterScene.targets.count
      state = .counting
    case .character("x"):
      guard counter.isCounting else { return false }
      counter.stop()
    case .character("c"):
      curveIndex = (curveIndex + 1) % CounterScene.curves.count
      counter.timingCurve = CounterScene.curves[curveIndex].curve
    case .character("+"), .character("="):
      counter.duration = min(5, counter.duration + 0.5)
    case .character("-"), .character("_"):
      counter.duration = max(0.5, counter.duration - 0.5)
    default:
      return false
    }
    return true
  }

  func render(into canvas: inout TerminalCanvas) {
    let settings =
      "duration \(DemoText.fixed(counter.duration, 1)) s   curve \(CounterScene.curves[curveIndex].name)"
    canvas.put(settings, row: 1, column: 2, style: .bold)
    let number = counter.currentValue
    let rich = RichNumberFormat(CounterScene.format).attributedString(for: number)
    let middle = max(5, canvas.height / 2 - 1)
    let boxWidth = 26
    let left = (canvas.width - boxWidth) / 2
    canvas.put(
      "╭" + String(repeating: "─", count: boxWidth - 2) + "╮", row: middle - 1, column: left)
    canvas.put("│", row: middle, column: left)
    canvas.put("│", row: middle, column: left + boxWidth - 1)
    canvas.put(
      "╰" + String(repeating: "─", count: boxWidth - 2) + "╯", row: middle + 1, column: left)
    let palette = RichTextPalette(integer: .accent, unit: .grey)
    canvas.put(
      rich, row: middle, column: left + (boxWidth - rich.characters.count) / 2, palette: palette)
    drawBar(into: &canvas, row: middle + 3)
    canvas.put(state.rawValue, row: middle + 5, column: 2, style: .bold)
    canvas.put(
      "as a String: \(CounterScene.format.string(for: number))", row: middle + 6, column: 2)
    canvas.put("onUpdate calls: \(updates)", row: middle + 7, column: 2, style: .dimmed)
  }

  /// The way from the number a count started at to its target, filled up to the number shown.
  private func drawBar(into canvas: inout TerminalCanvas, row: Int) {
    let from = CounterScene.format.string(for: countFrom)
    let to = CounterScene.format.string(for: counter.toValue)
    let barStart = 4 + from.count
    let barEnd = canvas.width - 4 - to.count
    guard barEnd > barStart + 2, state != .idle else { return }
    canvas.put(from, row: row, column: 2, style: .dimmed)
    canvas.put(to, row: row, column: barEnd + 2, style: .dimmed)
    let span = counter.toValue - countFrom
    let fraction = span == 0 ? 1 : min(max((counter.currentValue - countFrom) / span, 0), 1)
    let filled = barStart + Int((fraction * Double(barEnd - barStart)).rounded())
    canvas.fill("━", row: row, columns: barStart..<filled, style: .colored(.accent))
    canvas.fill("─", row: row, columns: filled..<barEnd, style: .dimmed)
  }
}
