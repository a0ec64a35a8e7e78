// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

/// An angle that animates as one number of radians: 0 → 2π is a full turn, and nothing is ever
/// wrapped.
///
/// Animating from 350° to 10° turns 340° backwards, as the numbers say; when the short way
/// round is wanted, animate to ``shortestPath(to:)`` instead:
///
/// ```swift
/// spin.toValue = heading.shortestPath(to: .degrees(10))  // 350° → 370°: 20° forwards
/// ```
public struct Angle: AnimatableValue, Hashable, Comparable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// Creates an angle of `radians` radians.
  ///
  /// - Parameter radians: The angle in radians; not wrapped.
  public init(radians: Double) {
    self.radians = radians
  }

  /// Creates an angle of `degrees` degrees.
  ///
  /// - Parameter degrees: The angle in degrees; not wrapped.
  public init(degrees: Double) {
    radians = degrees * .pi / 180
  }

  /// An angle of `radians` radians.
  ///
  /// - Parameter radians: The angle in radians.
  /// - Returns: The angle.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle of `degrees` degrees.
  ///
  /// - Parameter degrees: The angle in degrees.
  /// - Returns: The angle.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// The zero angle.
  public static let zero = Angle(radians: 0)

  /// The angle that points the same way as `target` and lies within half a turn of this one:
  /// `target` plus or minus whole turns, so that animating there takes the short way round.
  ///
  /// When `target` is exactly half a turn away either way, the result is the one at +π.
  /// A non-finite angle gives back `target` unchanged.
  ///
  /// - Parameter target: Where the rotation should point.
  /// - Returns: `target` moved by whole turns to within `(-π, π]` of this angle.
  public func shortestPath(to target: Angle) -> Angle {
    let difference = target.radians - radians
    guard difference.isFinite else { return target }
    let turn = 2 * Double.pi
    // `remainder` rounds to the nearest whole turn, giving a difference within [−π, π].
    var short = remainder(difference, turn)
    if short <= -Double.pi { short += turn }
    return Angle(radians: radians + short)
  }

  /// Whether this angle is smaller than another (by its number of radians, not wrapped).
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

  /// Creates an angle from its single component, in radians.
  @inlinable public init(animatableComponents components: Double) {
    radians = components
  }

  /// The angle's single component: its radians.
  @inlinable public var animatableComponents: Double { radians }
}
