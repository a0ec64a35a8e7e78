// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A cubic-Bézier timing curve, as in CSS `cubic-bezier()` and Core Animation's
/// `CAMediaTimingFunction`: it maps the elapsed fraction of a timed animation to the fraction
/// of the way its value has moved.
///
/// The curve runs from `P0 = (0, 0)` through the control points `P1 = (x1, y1)` and
/// `P2 = (x2, y2)` to `P3 = (1, 1)`. x is the progress (elapsed time over duration) and y is the
/// eased fraction; ``value(at:)`` gives y for an x.
///
/// The x coordinates must lie in `0...1`, which keeps x increasing with the Bézier parameter so
/// that every progress has exactly one value. The y coordinates may be any finite number:
/// values outside `0...1` make the animation overshoot or anticipate.
///
/// ```swift
/// let eased = TimingCurve.easeIn.value(at: 0.35)  // 0.17016…
/// let springy = TimingCurve(x1: 0.15, y1: 1.5, x2: 0.55, y2: 1)  // overshoots 1 (to ≈ 1.08)
/// ```
///
/// Invalid control points stop the program (they are a programmer error); validate untrusted
/// input with ``validated(x1:y1:x2:y2:)`` first.
public struct TimingCurve: Sendable, Hashable {
  /// The x coordinate of the first control point, in `0...1`.
  public let x1: Double

  /// The y coordinate of the first control point; any finite number.
  public let y1: Double

  /// The x coordinate of the second control point, in `0...1`.
  public let x2: Double

  /// The y coordinate of the second control point; any finite number.
  public let y2: Double

  /// Creates a curve from its two inner control points.
  ///
  /// An x outside `0...1` or a non-finite coordinate stops the program with a message naming
  /// the parameter, its value and the allowed range.
  ///
  /// - Parameters:
  ///   - x1: The first control point's x, in `0...1`.
  ///   - y1: The first control point's y; finite.
  ///   - x2: The second control point's x, in `0...1`.
  ///   - y2: The second control point's y; finite.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    if let problem = TimingCurve.firstInvalidParameter(x1: x1, y1: y1, x2: x2, y2: y2) {
      checkParameter(false, problem.parameter, problem.value, allowed: problem.allowed)
    }
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// Whether both inner control points lie on the diagonal `y = x`.
  ///
  /// Such a curve (``linear`` is one) has `y(t) = x(t)` for every parameter, so it is the
  /// identity: ``value(at:)`` returns the progress unchanged.
  var isIdentity: Bool { x1 == y1 && x2 == y2 }
}

// MARK: - Presets

extension TimingCurve {
  /// Constant speed: `cubic-bezier(0, 0, 1, 1)`, Core Animation's `linear`.
  public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

  /// Starts slowly and ends at full speed: `cubic-bezier(0.42, 0, 1, 1)`, Core Animation's
  /// `easeIn`.
  public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)

  /// Starts at full speed and slows to a stop: `cubic-bezier(0, 0, 0.58, 1)`, Core Animation's
  /// `easeOut`.
  public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)

  /// Starts slowly, speeds up and slows down again: `cubic-bezier(0.42, 0, 0.58, 1)`, Core
  /// Animation's `easeInEaseOut`.
  public static let easeInEaseOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// Core Animation's `default` curve, `cubic-bezier(0.25, 0.1, 0.25, 1)`: a quick start and a
  /// long, gentle stop (the same curve as CSS `ease`).
  public static let `default` = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
}

// MARK: - Description

extension TimingCurve: CustomStringConvertible {
  /// The curve in CSS notation, for example `cubic-bezier(0.42, 0, 0.58, 1)`.
  public var description: String {
    let numbers = [x1, y1, x2, y2].map(TimingCurve.cssNumber)
    return "cubic-bezier(\(numbers.joined(separator: ", ")))"
  }

  /// A coordinate as CSS writes it: whole numbers without a decimal point.
  ///
  /// - Parameter value: A finite coordinate.
  /// - Returns: The shortest text that reads back as `value`.
  private static func cssNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }
}
