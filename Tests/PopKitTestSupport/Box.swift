// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKit

/// The plain object most tests animate: a few properties of different value types, with every
/// write to `x` and `point` recorded.
@MainActor
package final class Box {
  /// A position on one axis; every write is appended to ``xWrites``.
  package var x = 0.0 { didSet { xWrites.append(x) } }
  /// A point; every write is appended to ``pointWrites``.
  package var point = CGPoint.zero { didSet { pointWrites.append(point) } }
  /// A rectangle (writes not recorded).
  package var rect = CGRect.zero
  /// A whole number (writes not recorded).
  package var count = 0
  /// Every value written to ``x``, in order (the initial value not included).
  package var xWrites: [Double] = []
  /// Every value written to ``point``, in order.
  package var pointWrites: [CGPoint] = []

  /// A box at `x`, with no write recorded yet.
  package init(x: Double = 0) {
    self.x = x
    xWrites = []
  }

  /// ``x``, named "x", settled within 0.01.
  package static let xProperty = AnimatableProperty<Box, Double>(
    name: "x", threshold: 0.01, read: { $0.x }, write: { $0.x = $1 })
  /// ``point``, settled within 1 point.
  package static let pointProperty = AnimatableProperty(\Box.point, threshold: 1.0)
  /// ``rect``, settled within 1 point.
  package static let rectProperty = AnimatableProperty(\Box.rect, threshold: 1.0)
  /// ``count``, settled within 0.5.
  package static let countProperty = AnimatableProperty(\Box.count, threshold: 0.5)

  /// ``xProperty`` settled within `threshold` (≥ 0; 0 never settles by distance).
  package static func xProperty(threshold: Double) -> AnimatableProperty<Box, Double> {
    xProperty.withThreshold(threshold)
  }
}
