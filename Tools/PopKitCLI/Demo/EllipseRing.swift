// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// The cells of an ellipse drawn in a terminal, in order clockwise from 12 o'clock: the
/// button's progress ring.
///
/// Terminal cells are about twice as tall as they are wide, so a circle is an ellipse twice as
/// wide (in columns) as it is tall (in rows).
enum EllipseRing {
  /// The cells on an ellipse, each once, clockwise from the top.
  ///
  /// - Parameters:
  ///   - row: The centre row.
  ///   - column: The centre column.
  ///   - radiusRows: The vertical radius, in rows.
  ///   - radiusColumns: The horizontal radius, in columns.
  /// - Returns: The cells as `(row, column)`, clockwise from 12 o'clock.
  static func cells(row: Int, column: Int, radiusRows: Double, radiusColumns: Double)
    -> [(row: Int, column: Int)]
  {
    var result: [(row: Int, column: Int)] = []
    var seen = Set<Int>()
    let steps = 720
    for step in 0..<steps {
      let angle = Double(step) / Double(steps) * 2 * Double.pi
      let cellRow = row + Int((-cos(angle) * radiusRows).rounded())
      let cellColumn = column + Int((sin(angle) * radiusColumns).rounded())
      let key = cellRow * 10_000 + cellColumn
      if seen.insert(key).inserted { result.append((cellRow, cellColumn)) }
    }
    return result
  }

  /// Whether a cell lies strictly inside an ellipse, at less than a fraction of its radii.
  ///
  /// - Parameters:
  ///   - cell: The cell.
  ///   - row: The centre row.
  ///   - column: The centre column.
  ///   - radiusRows: The vertical radius.
  ///   - radiusColumns: The horizontal radius.
  ///   - fraction: The fraction of the radii, such as 0.8.
  /// - Returns: `true` inside.
  static func contains(
    _ cell: (row: Int, column: Int), row: Int, column: Int, radiusRows: Double,
    radiusColumns: Double, fraction: Double
  ) -> Bool {
    guard radiusRows > 0, radiusColumns > 0 else { return false }
    let dy = Double(cell.row - row) / radiusRows
    let dx = Double(cell.column - column) / radiusColumns
    return dx * dx + dy * dy < fraction * fraction
  }

  /// A fixed pseudo-random number in `0..<1` for a cell, so a dissolving pattern is the same on
  /// every frame and every run.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - column: The column.
  /// - Returns: The number.
  static func noise(row: Int, column: Int) -> Double {
    var hash = UInt64(bitPattern: Int64(row &* 73_856_093 ^ column &* 19_349_663))
    hash ^= hash >> 33
    hash &*= 0xff51_afd7_ed55_8ccd
    hash ^= hash >> 33
    hash &*= 0xc4ce_b9fe_1a85_ec53
    hash ^= hash >> 33
    return Double(hash % 10_000) / 10_000
  }
}
