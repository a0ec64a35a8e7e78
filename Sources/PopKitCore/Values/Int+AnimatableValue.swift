// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Int: AnimatableValue {
  /// Creates the integer nearest to the single component, without ever trapping.
  ///
  /// The component is rounded to the nearest integer, halves away from zero (`2.5` becomes `3`
  /// and `-2.5` becomes `-3`). NaN becomes `0`, and values beyond `Int`'s range, including the
  /// infinities, clamp to `Int.min` or `Int.max`.
  ///
  /// Round trips through the components are exact for every `n` with `|n| ≤ 2^53`, the range
  /// in which `Double` represents every integer; beyond it, an integer may come back as a
  /// neighbouring integer that `Double` can represent (`Int.min` and `Int.max` still come
  /// back exactly, through clamping).
  ///
  /// - Parameter components: The single component.
  @inlinable public init(animatableComponents components: Double) {
    let rounded = components.rounded()
    if rounded.isNaN {
      self = 0
    } else if rounded >= Double(Int.max) {
      // `Double(Int.max)` rounds up to 2^63, which is itself out of range.
      self = .max
    } else if rounded <= Double(Int.min) {
      self = .min
    } else {
      self = Int(rounded)
    }
  }

  /// The integer, converted to the nearest `Double`, as its single component.
  @inlinable public var animatableComponents: Double { Double(self) }
}
