// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

extension LayoutTransform {
  /// The map that takes `layout`'s four corners onto `presented`'s (scale 1 along an axis
  /// where `layout` has no extent).
  ///
  /// - Parameters:
  ///   - layout: The frame the item is laid out at.
  ///   - presented: The frame it is to appear at.
  public init(from layout: CGRect, to presented: CGRect) {
    self.init(from: PlaneRect(layout), to: PlaneRect(presented))
  }

  /// The image of a point under the map.
  ///
  /// - Parameter point: The point.
  /// - Returns: `(scaleX·x + translationX, scaleY·y + translationY)`.
  public func apply(to point: CGPoint) -> CGPoint {
    CGPoint(apply(to: PlanePoint(point)))
  }

  /// The image of a rectangle under the map: its origin mapped, its size scaled.
  ///
  /// - Parameter rect: The rectangle.
  /// - Returns: The rectangle its corners map onto.
  public func apply(to rect: CGRect) -> CGRect {
    CGRect(apply(to: PlaneRect(rect)))
  }
}

extension LayoutArrival {
  /// Creates an arrival from `CGRect`s.
  ///
  /// - Parameters:
  ///   - frame: The frame it is drawn at, in the transition's coordinate space.
  ///   - velocity: Its velocity, per second, component by component (x, y, width, height); at
  ///     rest by default.
  public init(frame: CGRect, velocity: CGRect = .zero) {
    self.init(frame: PlaneRect(frame), velocity: PlaneRect(velocity))
  }
}
