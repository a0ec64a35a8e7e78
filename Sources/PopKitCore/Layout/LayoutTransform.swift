// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An axis-aligned map of the plane, `p ↦ (scaleX·p.x + translationX, scaleY·p.y + translationY)`:
/// how to draw an item laid out at one frame so that it appears at another.
///
/// A layout transition draws each item's layout frame at its presented frame through
/// `LayoutTransform(from: layoutFrame, to: presentedFrame)`; a child drawn inside a parent that
/// is itself drawn through a transform uses its own transform `relative(to:)` the parent's, so
/// that the two together draw it exactly where it belongs, undistorted.
public struct LayoutTransform: Sendable, Equatable {
  /// The horizontal scale factor (1 keeps widths).
  public var scaleX: Double
  /// The vertical scale factor (1 keeps heights).
  public var scaleY: Double
  /// The horizontal translation, added after scaling, in the plane's units.
  public var translationX: Double
  /// The vertical translation, added after scaling, in the plane's units.
  public var translationY: Double

  /// The map that leaves every point where it is.
  public static let identity = LayoutTransform(
    scaleX: 1, scaleY: 1, translationX: 0, translationY: 0)

  /// Creates the map `p ↦ (scaleX·p.x + translationX, scaleY·p.y + translationY)`.
  ///
  /// - Parameters:
  ///   - scaleX: The horizontal scale factor.
  ///   - scaleY: The vertical scale factor.
  ///   - translationX: The horizontal translation, after scaling.
  ///   - translationY: The vertical translation, after scaling.
  public init(scaleX: Double, scaleY: Double, translationX: Double, translationY: Double) {
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.translationX = translationX
    self.translationY = translationY
  }

  /// The map that takes `layout`'s four corners onto `presented`'s.
  ///
  /// Along an axis where `layout` has no extent (a width or height of 0) there is no such
  /// scale: that axis keeps scale 1 and moves `layout`'s origin onto `presented`'s.
  ///
  /// - Parameters:
  ///   - layout: The frame the item is laid out at.
  ///   - presented: The frame it is to appear at.
  public init(from layout: PlaneRect, to presented: PlaneRect) {
    let scaleX = layout.width == 0 ? 1 : presented.width / layout.width
    let scaleY = layout.height == 0 ? 1 : presented.height / layout.height
    self.init(
      scaleX: scaleX, scaleY: scaleY,
      translationX: presented.origin.x - scaleX * layout.origin.x,
      translationY: presented.origin.y - scaleY * layout.origin.y)
  }

  /// The image of a point under the map.
  ///
  /// - Parameter point: The point.
  /// - Returns: `(scaleX·x + translationX, scaleY·y + translationY)`.
  public func apply(to point: PlanePoint) -> PlanePoint {
    PlanePoint(x: scaleX * point.x + translationX, y: scaleY * point.y + translationY)
  }

  /// The image of a rectangle under the map: its origin mapped, its size scaled.
  ///
  /// - Parameter rect: The rectangle.
  /// - Returns: The rectangle its corners map onto (a negative scale gives a negative size).
  public func apply(to rect: PlaneRect) -> PlaneRect {
    PlaneRect(
      x: scaleX * rect.origin.x + translationX, y: scaleY * rect.origin.y + translationY,
      width: scaleX * rect.width, height: scaleY * rect.height)
  }

  /// The map that undoes this one.
  ///
  /// An axis with scale 0 squashes every point onto one line and has no inverse: the inverse
  /// keeps scale 0 and translation 0 along it, so that nothing it gives is infinite.
  public var inverted: LayoutTransform {
    func inverse(_ scale: Double, _ translation: Double) -> (Double, Double) {
      scale == 0 ? (0, 0) : (1 / scale, -translation / scale)
    }
    let (scaleX, translationX) = inverse(scaleX, translationX)
    let (scaleY, translationY) = inverse(scaleY, translationY)
    return LayoutTransform(
      scaleX: scaleX, scaleY: scaleY, translationX: translationX, translationY: translationY)
  }

  /// This map followed by `other`: `p ↦ other(self(p))`.
  ///
  /// - Parameter other: The map applied second.
  /// - Returns: The composition.
  public func concatenating(_ other: LayoutTransform) -> LayoutTransform {
    LayoutTransform(
      scaleX: other.scaleX * scaleX, scaleY: other.scaleY * scaleY,
      translationX: other.scaleX * translationX + other.translationX,
      translationY: other.scaleY * translationY + other.translationY)
  }

  /// A child's own transform inside a parent drawn through `parent`, so that the two together
  /// (the child's, then the parent's) draw the child as `self` alone would:
  /// `self.concatenating(parent.inverted)`.
  ///
  /// - Parameter parent: The transform the parent is drawn through.
  /// - Returns: The transform to draw the child through inside the parent.
  public func relative(to parent: LayoutTransform) -> LayoutTransform {
    concatenating(parent.inverted)
  }
}
