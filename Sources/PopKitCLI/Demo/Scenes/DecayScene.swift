import PopKit

/// The `decay` demo: a ball flung along a track between two walls.
///
/// It slides, slowing down, and stops where PopKit predicted; a fling that reaches a wall
/// pushes into the wall's rubber band and springs back to rest against it (a
/// ``DecayAnimation`` with ``DecayAnimation/bounds``: the track's ends). A fling while it
/// moves flings it again from where it is, with the new velocity.
@MainActor
final class DecayScene: DemoScene {
  static let name = "decay"
  static let summary = "A flung ball stops where PopKit predicted, or springs back off a wall."
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

  /// The walls: the track's ends.
  static let walls = Bounds<Double>(lower: 0, upper: 1)

  /// The decelerations the keys step through, per millisecond.
  static let decelerations = [0.99, 0.995, 0.998, 0.999]

  /// One fling of the sequence the space key steps through.
  enum Throw: Equatable {
    /// A fling whose free decay would cover this part of the room ahead: it stops short.
    case short(Double)
    /// A fling that meets the wall ahead at this speed, in tracks per second, whatever the
    /// deceleration, so it pushes into the rubber band the same depth.
    case wall(Double)
  }

  /// The flings, in turn: into the right wall, back short, right again short, into the left
  /// wall.
  static let throwsInTurn: [Throw] = [.wall(3), .short(0.65), .short(0.8), .wall(2)]

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

  /// Flings the ball towards the side with more room: short of the wall (the resting distance
  /// of a decay is `−velocity / rate`, so the velocity is `−distance × rate`), or into it at a
  /// speed (the decay loses `−rate × distance` of its speed on the way, so it starts with that
  /// much more).
  private func fling() {
    let direction = ball.x < 0.5 ? 1.0 : -1.0
    let room = max(0, direction > 0 ? 1 - ball.x : ball.x)
    let rate = Decay(deceleration: deceleration).rate
    let speed: Double
    switch DecayScene.throwsInTurn[flingCount % DecayScene.throwsInTurn.count] {
    case .short(let reach): speed = -room * reach * rate
    case .wall(let arrival): speed = arrival - room * rate
    }
    let velocity = direction * speed
    flingCount += 1
    fastest = max(abs(velocity), 0.001)
    if let running {
      running.deceleration = deceleration
      running.velocity = velocity
      return
    }
    let animation = DecayAnimation(property: DecayScene.position)
    animation.bounds = DecayScene.walls
    animation.deceleration = deceleration
    animation.velocity = velocity
    animator.add(animation, to: ball, forKey: "fling")
  }

  func render(into canvas: inout TerminalCanvas) {
    canvas.put(
      "deceleration \(DemoText.fixed(deceleration, 3)) per ms", row: 1, column: 2, style: .bold)
    canvas.put("flings \(flingCount)", row: 1, column: 36, style: .dimmed)
    let track = Track(width: canvas.width)
    let middle = max(4, canvas.height / 2)
    let ballColumn = track.column(ball.x)
    drawWalls(track, ballColumn: ballColumn, row: middle, into: &canvas)
    let fling = running
    if let landing = fling?.toValue {
      let atWall = landing == DecayScene.walls.lower || landing == DecayScene.walls.upper
      let label = "lands at \(DemoText.fixed(landing, 3))" + (atWall ? ", the wall" : "")
      let mark = track.column(landing)
      canvas.put("▼", row: middle - 2, column: mark, style: .colored(.sky, bold: true))
      canvas.put(
        label, row: middle - 3, column: min(max(2, mark - 8), canvas.width - label.count - 1),
        style: .colored(.sky))
    }
    canvas.put("●", row: middle, column: ballColumn, style: .colored(.accent, bold: true))
    let velocity = fling?.velocity ?? 0
    let barWidth = max(0, min(30, Int((abs(velocity) / fastest * 30).rounded())))
    canvas.put("speed", row: middle + 3, column: 2, style: .dimmed)
    canvas.fill("█", row: middle + 3, columns: 8..<(8 + barWidth), style: .colored(.accent))
    canvas.fill("░", row: middle + 3, columns: (8 + barWidth)..<38, style: .dimmed)
    let readout =
      "x \(DemoText.padded(ball.x, 3, width: 6))   velocity \(DemoText.padded(velocity, 3, width: 7))/s"
      + "   \(state(of: fling))"
    canvas.put(readout, row: middle + 5, column: 2)
  }

  /// The readout's word for what the ball is doing.
  private func state(of fling: DecayAnimation<Ball, Double>?) -> String {
    let inBand = ball.x < DecayScene.walls.lower || ball.x > DecayScene.walls.upper
    guard fling != nil else {
      if flingCount == 0 { return "waiting for a fling" }
      return ball.x == DecayScene.walls.lower || ball.x == DecayScene.walls.upper
        ? "at rest against the wall" : "at rest"
    }
    return inBand ? "in the rubber band, springing back" : "sliding"
  }

  /// Draws the walls, the rubber bands behind them and the track under them.
  ///
  /// The walls stand on the ball's row and the row above it, with a `┴` on the track where each
  /// rests; on the ball's row, a ball in a band pushes the wall back into it.
  private func drawWalls(
    _ track: Track, ballColumn: Int, row: Int, into canvas: inout TerminalCanvas
  ) {
    let wall = TextStyle.colored(.grey, bold: true)
    let (farLeft, farRight) = (track.leftWall - track.band, track.rightWall + track.band)
    canvas.fill("─", row: row + 1, columns: farLeft..<(farRight + 1), style: .dimmed)
    for (wallRow, ball) in [(row - 1, nil), (row, ballColumn)] {
      let left = min(track.leftWall, ball.map { $0 - 1 } ?? track.leftWall)
      let right = max(track.rightWall, ball.map { $0 + 1 } ?? track.rightWall)
      canvas.fill("░", row: wallRow, columns: farLeft..<left, style: .dimmed)
      canvas.fill("░", row: wallRow, columns: (right + 1)..<(farRight + 1), style: .dimmed)
      canvas.put("┃", row: wallRow, column: left, style: wall)
      canvas.put("┃", row: wallRow, column: right, style: wall)
    }
    canvas.put("┴", row: row + 1, column: track.leftWall, style: wall)
    canvas.put("┴", row: row + 1, column: track.rightWall, style: wall)
  }

  /// Where the track, the walls and their rubber bands fall across a canvas.
  struct Track {
    /// The column of the left wall at rest; the ball at 0 is in the column after it.
    let leftWall: Int
    /// The columns the ball crosses from 0 to 1.
    let span: Int
    /// The columns of each rubber band, behind its wall.
    let band: Int

    /// How deep each rubber band is, in tracks: deeper than the walls' springs take the ball.
    static let bandDepth = 0.1

    /// The layout for a canvas width: margins of 2, the bands ``bandDepth`` of the track deep.
    ///
    /// - Parameter width: The canvas's width in columns.
    init(width: Int) {
      let usable = max(10, width - 4) - 2
      span = Int(Double(usable) / (1 + 2 * Track.bandDepth))
      band = max(1, (usable - span) / 2)
      leftWall = 2 + band
    }

    /// The column of the right wall at rest.
    var rightWall: Int { leftWall + span + 1 }

    /// The column of a position; one in a band stays in it, leaving room for its wall.
    ///
    /// - Parameter x: A position, 0 at the left wall and 1 at the right.
    /// - Returns: The column.
    func column(_ x: Double) -> Int {
      let column = leftWall + 1 + Int((x * Double(span - 1)).rounded())
      return min(max(column, leftWall - band + 1), rightWall + band - 1)
    }
  }
}
