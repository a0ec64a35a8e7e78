// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension MotionPath {
  /// What a path's data draws, read without measuring it: how many segments and how far out.
  package struct Survey: Sendable, Equatable {
    /// The segments drawn: each line, cubic (quadratics included), arc and closing line.
    package let segmentCount: Int
    /// The largest magnitude of a coordinate of a point drawn: ends, control points, movetos.
    package let largestCoordinate: Double
  }

  /// Reads SVG path data as ``init(svg:)`` does, counting its segments and noting its largest
  /// coordinate, without keeping or measuring the curves: what a caller checks against its
  /// limits before the measuring (arc-length quadrature, thousands of pieces per curve) starts.
  ///
  /// - Parameter pathData: The `d` attribute of an SVG `<path>`.
  /// - Returns: The survey.
  /// - Throws: The ``MotionPathError`` ``init(svg:)`` would throw while reading.
  /// - Complexity: O(n) in the data's length, O(1) memory beyond it.
  package static func survey(svg pathData: String) throws(MotionPathError) -> Survey {
    var parser = MotionPathParser(pathData, keepsCurves: false)
    try parser.parse()
    return Survey(segmentCount: parser.curveCount, largestCoordinate: parser.largestCoordinate)
  }
}
