// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

extension CGPoint {
  /// The point with the coordinates of a core ``PlanePoint`` (exact where `CGFloat` is 64 bits
  /// wide; rounded to the nearest `Float` where it is 32).
  ///
  /// - Parameter point: The core's point.
  @inlinable
  public init(_ point: PlanePoint) {
    self.init(x: point.x, y: point.y)
  }
}

extension PlanePoint {
  /// The core's point with the coordinates of a `CGPoint` (exact).
  ///
  /// - Parameter point: The point.
  @inlinable
  public init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension CGRect {
  /// The rectangle with the origin and size of a core ``PlaneRect``, kept as given (not
  /// standardized).
  ///
  /// - Parameter rect: The core's rectangle.
  @inlinable
  public init(_ rect: PlaneRect) {
    self.init(x: rect.origin.x, y: rect.origin.y, width: rect.width, height: rect.height)
  }
}

extension PlaneRect {
  /// The core's rectangle with the origin and size of a `CGRect`, kept as given (read from
  /// `origin` and `size`, not standardized).
  ///
  /// - Parameter rect: The rectangle.
  @inlinable
  public init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }
}
