// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// Thins a polyline to what a chart can show: the points that a straight line through their
/// neighbours would draw within a tolerance, in pixels, are dropped.
///
/// A chart of a million frames is a few hundred pixels wide; drawn point for point its SVG is
/// tens of megabytes that no viewer can tell from a few thousand points. The thinning is one
/// pass (sleeve fitting, after Zhao and Saalfeld): from the last point kept, each next point
/// narrows the cone of directions that pass within the tolerance of every point since; the
/// point before the first one outside the cone is kept and starts the next cone. So every point
/// dropped lies within the tolerance of the line between the two points kept around it.
enum PolylineThinning {
  /// How far a dropped point may lie from the line drawn instead, in pixels.
  static let tolerance = 0.25

  /// The points to draw.
  ///
  /// - Parameters:
  ///   - points: The polyline, in pixels, in drawing order.
  ///   - tolerance: The largest distance in pixels of a dropped point from the line drawn.
  /// - Returns: The first and last point and those needed between them.
  /// - Complexity: O(n).
  static func thinned(
    _ points: [(Double, Double)], tolerance: Double = tolerance
  ) -> [(Double, Double)] {
    guard points.count > 2 else { return points }
    var kept = [points[0]]
    var anchor = 0
    var cone = Cone.open
    for index in points.indices.dropFirst() {
      let point = points[index]
      if cone.admits(point, from: points[anchor], tolerance: tolerance) { continue }
      // The point before this one ends the straight run and starts the next.
      if index - 1 > anchor {
        anchor = index - 1
        kept.append(points[anchor])
        cone = .open
        if cone.admits(point, from: points[anchor], tolerance: tolerance) { continue }
      }
      // Not even the line from its neighbour admits it (it turns back): kept as it is.
      anchor = index
      kept.append(point)
      cone = .open
    }
    if anchor != points.count - 1 { kept.append(points[points.count - 1]) }
    return kept
  }

  /// The directions from an anchor, as angles in radians, that pass within the tolerance of
  /// every point seen since the anchor.
  private struct Cone {
    var lower: Double
    var upper: Double

    static let open = Cone(lower: -.infinity, upper: .infinity)

    /// Narrows the cone by a point, unless the point's direction lies outside it.
    ///
    /// - Returns: Whether the point lies within the cone (it then narrows it).
    mutating func admits(
      _ point: (Double, Double), from anchor: (Double, Double), tolerance: Double
    ) -> Bool {
      let dx = point.0 - anchor.0
      let dy = point.1 - anchor.1
      let distance = (dx * dx + dy * dy).squareRoot()
      // Within the tolerance of the anchor itself: any direction passes near it.
      if distance <= tolerance { return true }
      // Only forward directions: a polyline that turns back is kept point for point there.
      guard dx >= 0, distance.isFinite else { return false }
      let angle = atan2(dy, dx)
      guard angle >= lower, angle <= upper else { return false }
      let spread = asin(tolerance / distance)
      lower = max(lower, angle - spread)
      upper = min(upper, angle + spread)
      return true
    }
  }
}
