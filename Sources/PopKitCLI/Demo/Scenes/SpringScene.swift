import PopKit

/// The `spring` demo: a box that springs between two rest positions.
///
/// Each press of space sends it to the other one; a press mid-flight retargets the running
/// spring, so its velocity carries over. Keys change the spring's bounciness and speed, and the
/// running spring picks them up at once.
@MainActor
final class SpringScene: DemoScene {
  static let name = "spring"
  static let summary = "A box on a spring: space sends it across, even mid-flight."
  static let keyHelp = "space flip  +/- bounciness  >/< speed"
  static let script = [
    ScriptedKey(0, .space), ScriptedKey(1.2, .space), ScriptedKey(1.45, .space),
  ]

  /// The animated object: a position from 0 (left rest) to 1 (right rest).
  @MainActor
  final class Box {
    /// The position; a spring may overshoot past 0 or 1.
    var x = 0.0
  }

  /// The box's position, settled within a thousandth of the track.
  static let position = AnimatableProperty<Box, Double>(
    name: "x", threshold: 0.001, read: { $0.x }, write: { $0.x = $1 })

  /// The width of the box, in columns.
  static let boxWidth = 8

  let animator: Animator
  let box = Box()
  private(set) var target = 0.0
  private(set) var bounciness = 12.0
  private(set) var speed = 8.0

  init(animator: Animator) {
    self.animator = animator
  }

  /// The spring animation while it runs.
  var running: SpringAnimation<Box, Double>? {
    animator.animation(forKey: "x", of: box, as: SpringAnimation<Box, Double>.self)
  }

  /// The spring the keys have chosen.
  var spring: Spring { Spring(bounciness: bounciness, speed: speed) }

  func handle(_ key: DemoKey, at time: Double) -> Bool {
    switch key {
    case .space, .enter:
      flip()
    case .character("+"), .character("="):
      bounciness = min(20, bounciness + 2)
    case .character("-"), .character("_"):
      bounciness = max(0, bounciness - 2)
    case .character(">"), .character("."):
      speed = min(20, speed + 2)
    case .character("<"), .character(","):
      speed = max(2, speed - 2)
    default:
      return false
    }
    running?.spring = spring
    return true
  }

  /// Sends the box to the other rest position: a running spring is retargeted (keeping its
  /// velocity), a resting box gets a new spring.
  private func flip() {
    target = 1 - target
    animator.animate(box, SpringScene.position, to: target, spring: spring)
  }

  func render(into canvas: inout TerminalCanvas) {
    let spring = self.spring
    canvas.put(
      "bounciness \(Int(bounciness))   speed \(Int(speed))", row: 1, column: 2, style: .bold)
    canvas.put(
      "tension \(DemoText.fixed(spring.tension, 1))  friction \(DemoText.fixed(spring.friction, 1))",
      row: 1, column: 36, style: .dimmed)
    let left = 10
    let right = max(left + 1, canvas.width - 10 - SpringScene.boxWidth)
    let middle = max(4, canvas.height / 2)
    drawBox(into: &canvas, left: left, right: right, row: middle - 1)
    drawTrack(into: &canvas, left: left, right: right, row: middle + 2)
    let velocity = running?.velocity ?? 0
    let state = running == nil ? "at rest" : "moving"
    let readout =
      "x \(DemoText.padded(box.x, 3, width: 6))   velocity \(DemoText.padded(velocity, 2, width: 6))/s"
      + "   target \(Int(target))   \(state)"
    canvas.put(readout, row: middle + 4, column: 2)
  }

  /// Draws the box three rows tall at its position, to half a column: a box that sits half
  /// way into a column starts with a right half block and ends with a left half block.
  private func drawBox(into canvas: inout TerminalCanvas, left: Int, right: Int, row: Int) {
    let halves = Int(((Double(left) + box.x * Double(right - left)) * 2).rounded())
    let style = TextStyle.colored(.accent)
    for line in row..<(row + 3) {
      let start = halves.isMultiple(of: 2) ? halves / 2 : (halves - 1) / 2
      if halves.isMultiple(of: 2) {
        canvas.fill("█", row: line, columns: start..<(start + SpringScene.boxWidth), style: style)
      } else {
        canvas.put("▐", row: line, column: start, style: style)
        canvas.fill(
          "█", row: line, columns: (start + 1)..<(start + SpringScene.boxWidth), style: style)
        canvas.put("▌", row: line, column: start + SpringScene.boxWidth, style: style)
      }
    }
  }

  /// Draws the track under the box with a mark under each rest position.
  private func drawTrack(into canvas: inout TerminalCanvas, left: Int, right: Int, row: Int) {
    canvas.fill("·", row: row, columns: 2..<(canvas.width - 2), style: .dimmed)
    let half = SpringScene.boxWidth / 2
    for (column, value) in [(left + half, 0.0), (right + half, 1.0)] {
      let style = value == target ? TextStyle.colored(.accent, bold: true) : .dimmed
      canvas.put("▲", row: row, column: column, style: style)
    }
  }
}
