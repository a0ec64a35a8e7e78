// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos

/// The `decay` demo: a ball flung along a track between two walls (the model is ``DecayDemo``).
///
/// It slides, slowing down, and stops where PopKit predicted; a fling that reaches a wall
/// pushes into the wall's rubber band and springs back to rest against it (a
/// ``DecayAnimation`` with ``DecayAnimation/bounds``: the track's ends). A fling while it
/// moves flings it again from where it is, with the new velocity.
@MainActor
final class DecayScene: TerminalScene, DemoDrawing {
  static let script = [ScriptedKey(0, .space), ScriptedKey(1.0, .space)]

  /// The ball, its flings and their settings.
  let demo: DecayDemo

  init(demo: DecayDemo) {
    self.demo = demo
  }

  func draw(into canvas: inout TerminalCanvas) {
    canvas.put(
      "deceleration \(NumberText.fixed(demo.deceleration, 3)) per ms", row: 1, column: 2,
      style: .bold
    )
    canvas.put("flings \(demo.flingCount)", row: 1, column: 36, style: .dimmed)
    let track = Track(width: canvas.width)
    let middle = max(4, canvas.height / 2)
    let ballColumn = track.column(demo.ball.x)
    drawWalls(track, ballColumn: ballColumn, row: middle, into: &canvas)
    let fling = demo.running
    if let landing = fling?.toValue {
      let atWall = landing == DecayDemo.walls.lower || landing == DecayDemo.walls.upper
      let label = "lands at \(NumberText.fixed(landing, 3))" + (atWall ? ", the wall" : "")
      let mark = track.column(landing)
      canvas.put("▼", row: middle - 2, column: mark, style: .colored(.sky, bold: true))
      canvas.put(
        label, row: middle - 3, column: min(max(2, mark - 8), canvas.width - label.count - 1),
        style: .colored(.sky))
    }
    canvas.put("●", row: middle, column: ballColumn, style: .colored(.accent, bold: true))
    let velocity = fling?.velocity ?? 0
    let barWidth = max(0, min(30, Int((abs(velocity) / demo.flingSpeed * 30).rounded())))
    canvas.put("speed", row: middle + 3, column: 2, style: .dimmed)
    canvas.fill("█", row: middle + 3, columns: 8..<(8 + barWidth), style: .colored(.accent))
    canvas.fill("░", row: middle + 3, columns: (8 + barWidth)..<38, style: .dimmed)
    let readout =
      "x \(NumberText.padded(demo.ball.x, 3, width: 6))   velocity \(NumberText.padded(velocity, 3, width: 7))/s"
      + "   \(state(of: fling))"
    canvas.put(readout, row: middle + 5, column: 2)
  }

  /// The readout's word for what the ball is doing.
  private func state(of fling: DecayAnimation<DecayDemo.Ball, Double>?) -> String {
    let inBand = demo.ball.x < DecayDemo.walls.lower || demo.ball.x > DecayDemo.walls.upper
    guard fling != nil else {
      if demo.flingCount == 0 { return "waiting for a fling" }
      return demo.ball.x == DecayDemo.walls.lower || demo.ball.x == DecayDemo.walls.upper
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
