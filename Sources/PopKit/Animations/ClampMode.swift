// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Which ends of its path a property animation may not pass (pop's `clampMode`).
///
/// Clamping works per component and applies to the animation's own value before rounding.
/// A spring clamped at its end stops at the target on its first overshoot instead of
/// bouncing, and finishes as soon as it rests there.
public struct ClampMode: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates a clamp mode from its raw bits.
  ///
  /// - Parameter rawValue: Bit 0 for ``start``, bit 1 for ``end``.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Values never go back beyond the start (`fromValue`).
  public static let start = ClampMode(rawValue: 1)

  /// Values never go beyond the end (`toValue`).
  public static let end = ClampMode(rawValue: 2)

  /// Values stay between start and end.
  public static let both: ClampMode = [.start, .end]
}
