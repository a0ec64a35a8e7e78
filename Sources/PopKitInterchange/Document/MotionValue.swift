// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// A value in a document: a number, an array of numbers (one component each, up to four), or a
/// colour written `"#RRGGBB"` or `"#RRGGBBAA"` (four components, red, green, blue and alpha in
/// 0…1, as sRGB channels).
public enum MotionValue: Equatable, Sendable {
  /// One number.
  case number(Double)
  /// Several numbers: 1 to 4 components.
  case vector([Double])
  /// A colour in hexadecimal, `#RRGGBB` or `#RRGGBBAA`.
  case color(String)

  /// The most components a value may have.
  public static let maximumComponents = 4

  /// The value's components: the number, the array, or the colour's four channels.
  public var components: [Double] {
    switch self {
    case .number(let value): [value]
    case .vector(let values): values
    case .color(let hex):
      RGBAColor(hex: hex).map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? [0, 0, 0, 1]
    }
  }

  /// A value written as a number when it has one component and as an array otherwise.
  ///
  /// - Parameter components: The components.
  /// - Returns: The value.
  public static func components(_ components: [Double]) -> MotionValue {
    components.count == 1 ? .number(components[0]) : .vector(components)
  }
}
