import PopKit

/// The `decay` demo: a ball flung along a track.
///
/// It slows down and stops where PopKit predicted; a fling while it moves flings it again from
/// where it is, with the new velocity.
@MainActor
final class DecayScene: DemoScene {
  static let name = "decay"
  static let summary = "A flung ball slows down and stops where PopKit predicted."
  static let keyHelp = "space fling  +/- deceleration"
  static let script = [ScriptedKey(0, .space), ScriptedKey(1.0, .space)]

  /// The animated object: a position on the track, 0 at the left wall and 1 at the right.
  @MainActor
  final class Ball {
    /// The position.
    var x = 0.0
  }

  /// The ball's position, at rest when slower than 5 thousandths of the track per second.
  static let position = AnimatableProperty<Ball, Double>(
    name: "x", threshold: 0.001, read: { $0.x }, write: { $0.x = $1 })

  /// The decelerations the keys step through, per millisecond.
  static let decelerations = [0.99, 0.995, 0.998, 0.999]

  /// How much of the room ahead each fling covers, in turn.
  static let reaches = [0.9, 0.65, 0.8, 0.5]

  let animator: Animator
  let ball = Ball()
  private(set) var decelerationIndex = 2
  private(set) var flingCount = 0
  private var fastest = 1.0

  init(animator: Animator) {
    self.animator = animator
  }

  /// The deceleration of the next fling.
  var deceleration: Double { DecayScene.decelerations[decelerationIndex] }

  /// The fling while it runs.
  var running: DecayAnimation<Ball, Double>? {
    animator.animation(forKey: "fling", of: ball) as? DecayAnimation<Ball, Double>
  }

  func handle(_ key: DemoKey, at time: Double) -> Bool {
    switch key {
    case .space, .enter:
      fling()
    case .character("+"), .character("="):
      decelerationIndex = min(DecayScene.decelerations.count - 1, decelerationIndex + 1)
    case .character("-"), .character("_"):
      decelerationIndex = max(0, decelerationIndex - 1)
    default:
      return false
    }
    return true
  }

  /// Flings the ball towards the side with more room, far enough to cover part of it: the
  /// resting distance of a decay is `−velocity / rate`, so the velocity is `−distance × rate`.
  private func fling() {
    let direction = ball.x < 0.5 ? 1.0 : -1.0
    let room = direction > 0 ? 1 - ball.x : ball.x
    let reach = DecayScene.reaches[flingCount % DecayScene.reaches.count]
    let velocity = -direction * room * reach * Decay(deceleration: deceleration).rate
    flingCount += 1
    fastest = max(abs(velocity), 0.001)
    if let running {
      running.deceleration = deceleration
      running.velocity = velocity
      return
    }
    let animation = DecayAnimation(property: DecayScene.position)
    animation.deceleration = deceleration
    animation.velocity = velocity
    animator.add(animation, to: ball, forKey: "fling")
  }

  func render(into canvas: inout TerminalCanvas) {
    canvas.put(
      "deceleration \(DemoText.fixed(deceleration, 3)) per ms", row: 1, column: 2, style: .bold)
    canvas.put("flings \(flingCount)", row: 1, column: 36, style: .dimmed)
    let left = 2
    let span = max(1, canvas.width - 6)
    let middle = max(4, canvas.height / 2)
    func column(_ x: Double) -> Int { left + 1 + Int((x * Double(span - 1)).rounded()) }
    canvas.put("▕", row: middle, column: left, style: .dimmed)
    canvas.put("▏", row: middle, column: left + span + 1, style: .dimmed)
    canvas.fill("─", row: middle + 1, columns: left..<(left + span + 2), style: .dimmed)
    let fling = running
    if let landing = fling?.toValue {
      canvas.put("▼", row: middle - 2, column: column(landing), style: .colored(.sky, bold: true))
      canvas.put(
        "lands at \(DemoText.fixed(landing, 3))", row: middle - 3,
        column: min(max(left, column(landing) - 8), canvas.width - 18), style: .colored(.sky))
    }
    canvas.put("●", row: middle, column: column(ball.x), style: .colored(.accent, bold: true))
    let velocity = fling?.velocity ?? 0
    let barWidth = max(0, min(30, Int((abs(velocity) / fastest * 30).rounded())))
    canvas.put("speed", row: middle + 3, column: 2, style: .dimmed)
    canvas.fill("█", row: middle + 3, columns: 8..<(8 + barWidth), style: .colored(.accent))
    canvas.fill("░", row: middle + 3, columns: (8 + barWidth)..<38, style: .dimmed)
    let state = fling == nil ? (flingCount == 0 ? "waiting for a fling" : "at rest") : "sliding"
    let readout =
      "x \(DemoText.padded(ball.x, 3, width: 6))   velocity \(DemoText.padded(velocity, 3, width: 7))/s"
      + "   \(state)"
    canvas.put(readout, row: middle + 5, column: 2)
  }
}
