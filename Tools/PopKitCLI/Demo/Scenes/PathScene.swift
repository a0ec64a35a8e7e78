// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit
import PopKitDemos

/// The `path` demo: a paper plane flying an SVG path, turned along it (the model is
/// ``PathDemo``).
///
/// The path is drawn as dots; the plane is an arrow pointing its heading (one of eight,
/// chosen after the cells' 1:2 shape stretches the direction on screen). A status line gives
/// the player's time, progress and state, the plane's position and its heading in degrees.
@MainActor
final class PathScene: TerminalScene, DemoDrawing {
  static let script = [ScriptedKey(0, .space), ScriptedKey(2.5, .character("r"))]

  /// The arrows for the eight directions on screen, clockwise from right (y down).
  static let arrows: [Character] = ["→", "↘", "↓", "↙", "←", "↖", "↑", "↗"]

  /// The plane, its flight and its player.
  let demo: PathDemo

  init(demo: PathDemo) {
    self.demo = demo
  }

  /// Where the path's box falls on a canvas: the columns and rows of its edges.
  @MainActor
  struct Layout {
    /// The columns of the box's left and right edges.
    let left: Double, right: Double
    /// The rows of the box's top and bottom edges.
    let top: Double, bottom: Double

    /// The layout for a canvas: 2 columns in from each side, from row 2 to the last row but one.
    init(width: Int, height: Int) {
      (left, right) = (2, Double(max(3, width - 3)))
      (top, bottom) = (2, Double(max(3, height - 2)))
    }

    /// The cell of a point of the path's box.
    func cell(_ point: CGPoint) -> (row: Int, column: Int) {
      let column = left + point.x / PathDemo.box.width * (right - left)
      let row = top + point.y / PathDemo.box.height * (bottom - top)
      return (Int(row.rounded()), Int(column.rounded()))
    }

    /// The arrow for a heading: the direction's angle on screen, where a row is about twice
    /// as tall as a column is wide.
    func arrow(for heading: Angle) -> Character {
      let across = cos(heading.radians) * (right - left) / PathDemo.box.width
      let down = sin(heading.radians) * (bottom - top) / PathDemo.box.height * 2
      let octant = Int((atan2(down, across) / (Double.pi / 4)).rounded())
      return PathScene.arrows[((octant % 8) + 8) % 8]
    }
  }

  func draw(into canvas: inout TerminalCanvas) {
    let layout = Layout(width: canvas.width, height: canvas.height)
    for point in PathDemo.outline(points: 240) {
      let cell = layout.cell(point)
      canvas.put("·", row: cell.row, column: cell.column, style: .colored(.sky))
    }
    let ends = (PathDemo.flight.value(at: 0), PathDemo.flight.value(at: PathDemo.flight.duration))
    for (point, mark) in [(ends.0, Character("○")), (ends.1, Character("◎"))] {
      let cell = layout.cell(point)
      canvas.put(mark, row: cell.row, column: cell.column, style: .colored(.grey, bold: true))
    }
    let plane = demo.plane
    let cell = layout.cell(plane.position)
    canvas.put(
      layout.arrow(for: plane.heading), row: cell.row, column: cell.column,
      style: .colored(.accent, bold: true))
    let player = demo.player
    let state =
      player.isPlaying
      ? (player.rate >= 0 ? "playing →" : "playing ←")
      : player.progress == 1 ? "at the end" : player.progress == 0 ? "at the start" : "paused"
    let status =
      "t \(NumberText.fixed(player.time, 2)) of \(NumberText.fixed(player.duration, 2)) s"
      + "   progress \(NumberText.fixed(player.progress, 3))   \(state)"
    let place =
      "x \(NumberText.fixed(plane.position.x, 1))  y \(NumberText.fixed(plane.position.y, 1))"
      + "   heading \(NumberText.fixed(plane.heading.degrees, 1))°"
    canvas.put(place, row: 1, column: 2, style: .dimmed)
    canvas.put(status, row: 0, column: 2, style: .bold)
  }
}
