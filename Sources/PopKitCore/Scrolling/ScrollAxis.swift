// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The direction a scroll source moves its content along: which side of a layout rectangle a
/// scroll-linked range reads.
public enum ScrollAxis: Sendable, Hashable {
  /// Left to right: x and width.
  case horizontal
  /// Top to bottom: y and height.
  case vertical

  /// A rectangle's extent along the axis: its lesser edge and its length.
  ///
  /// The length is `>= 0`: a negative width or height counts from the other edge. O(1).
  func extent(of rect: PlaneRect) -> (start: Double, length: Double) {
    switch self {
    case .horizontal: return (rect.minX, abs(rect.width))
    case .vertical: return (rect.minY, abs(rect.height))
    }
  }
}
