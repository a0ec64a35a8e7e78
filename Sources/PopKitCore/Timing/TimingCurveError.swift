// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Why control points do not make a ``TimingCurve``: which parameter is wrong, its value and
/// what it allows.
///
/// ``TimingCurve/validated(x1:y1:x2:y2:)`` throws it for untrusted input, such as curves typed
/// on a command line.
public struct TimingCurveError: Error, Sendable, CustomStringConvertible {
  /// The parameter's qualified name, for example `"TimingCurve.x1"`.
  public let parameter: String

  /// The value the parameter was given.
  public let value: Double

  /// The allowed values in words, for example `"in 0...1"` or `"finite"`.
  public let allowed: String

  /// A sentence naming the parameter, the value and the allowed range, for example
  /// `TimingCurve.x1 must be in 0...1; got 1.5`.
  public var description: String { "\(parameter) must be \(allowed); got \(value)" }
}

extension TimingCurve {
  /// Creates a curve from control points that may be invalid, throwing instead of stopping the
  /// program.
  ///
  /// - Parameters:
  ///   - x1: The first control point's x; must be in `0...1`.
  ///   - y1: The first control point's y; must be finite.
  ///   - x2: The second control point's x; must be in `0...1`.
  ///   - y2: The second control point's y; must be finite.
  /// - Returns: The curve.
  /// - Throws: A ``TimingCurveError`` naming the first invalid parameter, in the order `x1`,
  ///   `y1`, `x2`, `y2`.
  public static func validated(
    x1: Double, y1: Double, x2: Double, y2: Double
  ) throws(TimingCurveError) -> TimingCurve {
    if let problem = firstInvalidParameter(x1: x1, y1: y1, x2: x2, y2: y2) {
      throw problem
    }
    return TimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// The rules for control points, in one place for the initializer and
  /// ``validated(x1:y1:x2:y2:)``: each x in `0...1` (NaN is not), each y finite.
  ///
  /// - Parameters:
  ///   - x1: The first control point's x.
  ///   - y1: The first control point's y.
  ///   - x2: The second control point's x.
  ///   - y2: The second control point's y.
  /// - Returns: The first parameter that breaks its rule, or `nil` if all are valid.
  static func firstInvalidParameter(
    x1: Double, y1: Double, x2: Double, y2: Double
  ) -> TimingCurveError? {
    let xRule = "in 0...1"
    let yRule = "finite"
    if !(0...1).contains(x1) {
      return TimingCurveError(parameter: "TimingCurve.x1", value: x1, allowed: xRule)
    }
    if !y1.isFinite {
      return TimingCurveError(parameter: "TimingCurve.y1", value: y1, allowed: yRule)
    }
    if !(0...1).contains(x2) {
      return TimingCurveError(parameter: "TimingCurve.x2", value: x2, allowed: xRule)
    }
    if !y2.isFinite {
      return TimingCurveError(parameter: "TimingCurve.y2", value: y2, allowed: yRule)
    }
    return nil
  }
}
