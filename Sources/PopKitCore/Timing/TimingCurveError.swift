// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Why control points do not make a ``TimingCurve``: which parameter is wrong, its value and
/// what it allows.
///
/// ``TimingCurve/validated(x1:y1:x2:y2:)`` and its siblings for the other kinds of curve throw
/// it for untrusted input, such as curves typed on a command line.
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

extension TimingCurve {
  /// ``back(overshoot:_:)`` for an overshoot that may be invalid, throwing instead of stopping
  /// the program.
  ///
  /// - Parameters:
  ///   - overshoot: `s`; must be in `0...1e6`.
  ///   - mode: Which end the ease shapes.
  /// - Returns: The curve.
  /// - Throws: A ``TimingCurveError`` for `TimingCurve.back overshoot`.
  public static func validatedBack(
    overshoot: Double, _ mode: EaseMode
  ) throws(TimingCurveError) -> TimingCurve {
    if let problem = firstInvalidBack(overshoot: overshoot) { throw problem }
    return back(overshoot: overshoot, mode)
  }

  /// ``elastic(amplitude:period:_:)`` for parameters that may be invalid, throwing instead of
  /// stopping the program.
  ///
  /// - Parameters:
  ///   - amplitude: `a`; must be in `1...1e6`.
  ///   - period: `T`; must be finite and `> 0`.
  ///   - mode: Which end the ease shapes.
  /// - Returns: The curve.
  /// - Throws: A ``TimingCurveError`` naming the amplitude, else the period.
  public static func validatedElastic(
    amplitude: Double, period: Double, _ mode: EaseMode
  ) throws(TimingCurveError) -> TimingCurve {
    if let problem = firstInvalidElastic(amplitude: amplitude, period: period) { throw problem }
    return elastic(amplitude: amplitude, period: period, mode)
  }

  /// ``steps(_:jump:)`` for a count that may be invalid, throwing instead of stopping the
  /// program.
  ///
  /// - Parameters:
  ///   - count: The number of steps; must be `>= 1`, and `>= 2` with ``StepJump/none``.
  ///   - jump: Where the jumps are. Default ``StepJump/end``.
  /// - Returns: The curve.
  /// - Throws: A ``TimingCurveError`` for `TimingCurve.steps count`.
  public static func validatedSteps(
    _ count: Int, jump: StepJump = .end
  ) throws(TimingCurveError) -> TimingCurve {
    if let problem = firstInvalidSteps(count, jump: jump) { throw problem }
    return steps(count, jump: jump)
  }

  /// The rule for a back curve's overshoot: in `0...1e6` (NaN is not).
  static func firstInvalidBack(overshoot: Double) -> TimingCurveError? {
    guard (0...maximumOvershoot).contains(overshoot) else {
      return TimingCurveError(
        parameter: "TimingCurve.back overshoot", value: overshoot, allowed: "in 0...1e6")
    }
    return nil
  }

  /// The rules for an elastic curve: amplitude in `1...1e6`, period finite and `> 0`.
  static func firstInvalidElastic(amplitude: Double, period: Double) -> TimingCurveError? {
    guard (1...maximumAmplitude).contains(amplitude) else {
      return TimingCurveError(
        parameter: "TimingCurve.elastic amplitude", value: amplitude, allowed: "in 1...1e6")
    }
    guard period.isFinite && period > 0 else {
      return TimingCurveError(
        parameter: "TimingCurve.elastic period", value: period, allowed: "finite and > 0")
    }
    return nil
  }

  /// CSS's rule for a steps curve: at least 1 step, at least 2 with no jump at either end.
  static func firstInvalidSteps(_ count: Int, jump: StepJump) -> TimingCurveError? {
    let least = jump == .none ? 2 : 1
    guard count >= least else {
      return TimingCurveError(
        parameter: "TimingCurve.steps count", value: Double(count),
        allowed: jump == .none ? ">= 2 with jump none" : ">= 1")
    }
    return nil
  }
}
