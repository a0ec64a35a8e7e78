// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The properties of a choreography's targets that exports know, with their units.
///
/// Offsets `x`, `y` and `position` are px from the target's rest place; `rotation` is in
/// degrees, clockwise; `opacity` in 0…1; `color` four sRGB channels with alpha in 0…1, each
/// animated on its own; `width`, `height` and `cornerRadius` in px. Scale and rotation are about
/// the target's centre. Any other name is the user's own property.
public enum MotionProperty: String, CaseIterable, Sendable {
  /// Horizontal offset, px.
  case x
  /// Vertical offset, px.
  case y
  /// Offset `[x, y]`, px.
  case position
  /// Uniform scale.
  case scale
  /// Horizontal scale.
  case scaleX
  /// Vertical scale.
  case scaleY
  /// Rotation, degrees clockwise.
  case rotation
  /// Opacity, 0…1.
  case opacity
  /// Fill colour, `[r, g, b, a]` in 0…1.
  case color
  /// Width, px.
  case width
  /// Height, px.
  case height
  /// Corner radius, px.
  case cornerRadius

  /// How many components the property's values have.
  public var componentCount: Int {
    switch self {
    case .position: 2
    case .color: 4
    default: 1
    }
  }
}
