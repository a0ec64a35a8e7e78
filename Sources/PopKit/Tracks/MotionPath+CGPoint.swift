// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

extension MotionPath {
  /// The point at an arc length along the path.
  ///
  /// ```swift
  /// let path = try MotionPath(svg: "M0 0 L30 40 L30 0")
  /// let first = path.point(atDistance: 25)  // (15, 20)
  /// let second = path.point(atDistance: 60)  // (30, 30)
  /// let last = path.point(atDistance: 500)  // (30, 0): clamped to the end
  /// ```
  ///
  /// - Parameter distance: The arc length from the start, clamped to `0...length`; NaN counts
  ///   as 0 and infinities clamp like other numbers, so the point is never NaN.
  /// - Returns: ``planePoint(atDistance:)`` as a `CGPoint`. O(log pieces).
  public func point(atDistance distance: Double) -> CGPoint {
    CGPoint(planePoint(atDistance: distance))
  }
}
