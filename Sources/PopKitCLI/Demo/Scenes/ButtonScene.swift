import Foundation
import PopKit

/// The `button` demo (seed 001): pop's progress button.
///
/// A ring fills as progress goes from 0 to 100 % on a linear ``BasicAnimation``, the percent
/// counting with it; a colour springs from grey to the accent, a blur layer fades as progress
/// grows, a press springs the button smaller and a release springs it back with a bounce.
///
/// A terminal has no touch-up events, so space taps (a press, and the release 0.15 s later),
/// `d`, `u` and `x` are the touch events themselves: down, up inside, and drag out.
@MainActor
final class ButtonScene: DemoScene {
  static let name = "button"
  static let summary = "pop's progress button: tap it to fill the ring (seed 001)."
  static let keyHelp = "space tap  d down  u up  x drag out"
  static let script = [ScriptedKey(0, .space)]

  /// The animated object: the button's state.
  @MainActor
  final class Button {
    /// How full the ring is, 0...1.
    var progress = 0.0
    /// The ring's and label's colour.
    var color = ButtonScene.grey
    /// The button's scale, 1 at rest.
    var scale = 1.0
  }

  /// The colour at rest.
  static let grey = RGBAColor(red: 0.56, green: 0.56, blue: 0.58)
  /// The colour while filled.
  static let accent = RGBAColor(red: 1, green: 0.23, blue: 0.42)
  /// How long the ring takes to fill, in seconds.
  static let fillDuration = 1.5
  /// How long a tap holds the button down, in seconds.
  static let tapLength = 0.15

  static let progress = AnimatableProperty<Button, Double>(
    name: "progress", threshold: 0.001, read: { $0.progress }, write: { $0.progress = $1 })
  static let color = AnimatableProperty<Button, RGBAColor>(
    name: "color", threshold: 0.01, read: { $0.color }, write: { $0.color = $1 })
  static let scale = AnimatableProperty<Button, Double>(
    name: "scale", threshold: 0.005, read: { $0.scale }, write: { $0.scale = $1 })

  let animator: Animator
  let button = Button()
  private(set) var isPressed = false
  private(set) var isFilled = false

  init(animator: Animator) {
    self.animator = animator
  }

  func handle(_ key: DemoKey, at time: Double) -> Bool {
    switch key {
    case .space, .enter:
      guard !isPressed else { return false }
      touchDown()
      let release = CustomAnimation<Button> { [weak self] _, _ in
        self?.touchUpInside()
        return false
      }
      release.beginTime = time + ButtonScene.tapLength
      animator.add(release, to: button, forKey: "tap")
    case .character("d"):
      touchDown()
    case .character("u"):
      touchUpInside()
    case .character("x"):
      dragOut()
    default:
      return false
    }
    return true
  }

  /// Touch down: the button springs smaller, without a bounce.
  func touchDown() {
    isPressed = true
    springScale(to: 0.8, bounciness: 0, velocity: 0)
  }

  /// Touch up inside: the button springs back with a bounce (pop's demo: bounciness 18 and a
  /// push of 3 per second) and the action runs: fill the ring, or empty it when full.
  func touchUpInside() {
    guard isPressed else { return }
    isPressed = false
    springScale(to: 1, bounciness: 18, velocity: 3)
    isFilled.toggle()
    let fill = BasicAnimation(property: ButtonScene.progress)
    fill.toValue = isFilled ? 1 : 0
    fill.duration = isFilled ? ButtonScene.fillDuration : 0.5
    fill.timingCurve = isFilled ? .linear : .easeOut
    animator.add(fill, to: button, forKey: "progress")
    let color = SpringAnimation(property: ButtonScene.color)
    color.toValue = isFilled ? ButtonScene.accent : ButtonScene.grey
    color.spring = Spring(bounciness: 8, speed: 6)
    animator.add(color, to: button, forKey: "color")
  }

  /// Drag out: the button springs back to its size without running the action.
  func dragOut() {
    guard isPressed else { return }
    isPressed = false
    springScale(to: 1, bounciness: 4, velocity: 0)
  }

  private func springScale(to scale: Double, bounciness: Double, velocity: Double) {
    let animation = SpringAnimation(property: ButtonScene.scale)
    animation.toValue = scale
    animation.velocity = velocity
    animation.spring = Spring(bounciness: bounciness, speed: 16)
    animator.add(animation, to: button, forKey: "scale")
  }

  func render(into canvas: inout TerminalCanvas) {
    let centerRow = canvas.height / 2
    let radius = Double(max(2, min(7, canvas.height / 2 - 2)))
    let centerColumn = 4 + Int(radius * 2)
    // Whole rows keep the ring a clean ellipse; the press still shrinks it by a row or two.
    let rows = max(1, (radius * button.scale).rounded())
    let columns = 2 * rows
    let color = TerminalColor(button.color)
    drawBlur(into: &canvas, row: centerRow, column: centerColumn, rows: rows, columns: columns)
    let ring = EllipseRing.cells(
      row: centerRow, column: centerColumn, radiusRows: rows, radiusColumns: columns)
    let filled = Int((min(max(button.progress, 0), 1) * Double(ring.count)).rounded(.down))
    for (index, cell) in ring.enumerated() {
      if index < filled {
        canvas.put("●", row: cell.row, column: cell.column, style: .colored(color, bold: true))
      } else {
        canvas.put("○", row: cell.row, column: cell.column, style: .dimmed)
      }
    }
    let label = RichNumberFormat(.percent).attributedString(for: button.progress * 100)
    let labelColumn = centerColumn - label.characters.count / 2
    canvas.put(
      label, row: centerRow, column: labelColumn,
      palette: RichTextPalette(integer: color, unit: .grey))
    drawReadouts(into: &canvas, column: centerColumn + Int(radius * 2) + 6, top: centerRow - 3)
  }

  /// The blur layer: a dissolving pattern inside the ring whose density is its opacity,
  /// `1 − progress` (as in the seed).
  private func drawBlur(
    into canvas: inout TerminalCanvas, row: Int, column: Int, rows: Double, columns: Double
  ) {
    let opacity = 1 - min(max(button.progress, 0), 1)
    for cellRow in (row - Int(rows))...(row + Int(rows)) {
      for cellColumn in (column - Int(columns))...(column + Int(columns)) {
        let cell = (row: cellRow, column: cellColumn)
        guard
          EllipseRing.contains(
            cell, row: row, column: column, radiusRows: rows, radiusColumns: columns,
            fraction: 0.75),
          EllipseRing.noise(row: cellRow, column: cellColumn) < opacity
        else { continue }
        canvas.put("░", row: cellRow, column: cellColumn, style: .dimmed)
      }
    }
  }

  private func drawReadouts(into canvas: inout TerminalCanvas, column: Int, top: Int) {
    let color = TerminalColor(button.color)
    let state = isPressed ? "pressed" : (isFilled ? "filled" : "ready")
    let lines: [(String, String, String)] = [
      ("progress", NumberFormat.percent.string(for: button.progress * 100), "basic, linear"),
      ("colour", color.hex, "spring, grey → pink"),
      ("scale", DemoText.fixed(button.scale, 2), "spring, press 0.8"),
      ("blur", DemoText.fixed(1 - button.progress, 2), "1 − progress"),
      ("button", state, ""),
    ]
    for (offset, line) in lines.enumerated() {
      let row = top + offset
      canvas.put(line.0, row: row, column: column, style: .dimmed)
      let style = offset == 1 ? TextStyle.colored(color, bold: true) : .bold
      canvas.put(line.1, row: row, column: column + 10, style: style)
      canvas.put(line.2, row: row, column: column + 19, style: .dimmed)
    }
    canvas.put("█████", row: top + 6, column: column + 10, style: .colored(color))
  }
}
