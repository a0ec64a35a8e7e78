// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

@testable import PopKit

/// A plain object with a color and edge insets that records every write, for the value types a
/// `Box` does not have.
@MainActor
final class Swatch {
  var color = RGBAColor.white { didSet { colorWrites.append(color) } }
  var insets = EdgeInsets.zero { didSet { insetsWrites.append(insets) } }
  var colorWrites: [RGBAColor] = []
  var insetsWrites: [EdgeInsets] = []

  static let colorProperty = AnimatableProperty(\Swatch.color, threshold: 0.01)
  static let insetsProperty = AnimatableProperty(\Swatch.insets, threshold: 1.0)
}
