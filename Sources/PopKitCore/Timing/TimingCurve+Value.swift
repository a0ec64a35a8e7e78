// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension TimingCurve {
  /// The eased fraction for a progress: the curve's y at x = `progress`.
  ///
  /// For a cubic Bézier and every progress in `0...1` the result is within a few units in the
  /// last place of the exact curve's value (usually the nearest double), flat spots and
  /// vertical tangents included; a curve whose control points lie on the diagonal, such as
  /// ``linear``, returns `progress` itself. Back, elastic, bounce and spring curves evaluate
  /// their closed forms (within about 1e-15). `value(at: 0)` is exactly 0 and `value(at: 1)`
  /// exactly 1, except for a ``steps(_:jump:)`` curve, which follows CSS: with
  /// ``StepJump/start`` or ``StepJump/both`` it has already jumped at 0.
  ///
  /// - Parameter progress: The elapsed fraction of the animation. Values below 0 are treated as
  ///   0 and values above 1 as 1; NaN gives NaN.
  /// - Returns: The eased fraction; it may leave `0...1` when the curve overshoots.
  /// - Complexity: O(1); a Bézier's solve takes a few Newton steps.
  public func value(at progress: Double) -> Double {
    // The Bézier first and the other kinds out of line: a keyframe's frame pays one test.
    guard case .cubicBezier(let points) = shape else { return easeValue(at: progress) }
    if progress.isNaN { return .nan }
    if progress <= 0 { return 0 }
    if progress >= 1 { return 1 }
    if points.x1 == points.y1 && points.x2 == points.y2 { return progress }
    return valueBySolving(at: progress, points)
  }

  /// ``value(at:)`` of a curve that is not a cubic Bézier.
  @inline(never)
  private func easeValue(at progress: Double) -> Double {
    if progress.isNaN { return .nan }
    if case .steps(let count, let jump) = shape {
      return TimingCurve.stepValue(at: progress, count: count, jump: jump)
    }
    if progress <= 0 { return 0 }
    if progress >= 1 { return 1 }
    switch shape {
    case .cubicBezier, .steps:
      return value(at: progress)  // Answered by value(at:) and above.
    case .back(let overshoot, let mode):
      return mode.value(at: progress) { TimingCurve.backIn($0, overshoot: overshoot, mode: mode) }
    case .elastic(let amplitude, let period, let mode):
      return mode.value(at: progress) {
        TimingCurve.elasticIn($0, amplitude: amplitude, period: period)
      }
    case .bounce(let mode):
      return mode.value(at: progress, TimingCurve.bounceIn)
    case .spring(let spring, let settlingDuration):
      return TimingCurve.springValue(at: progress, spring, settlingDuration: settlingDuration)
    }
  }

  /// The curve's y at x = `progress` from the general solver, without the identity shortcut.
  ///
  /// - Parameters:
  ///   - progress: The x, clamped to `0...1`.
  ///   - points: The curve's control points (``bezierPoints`` unless given).
  /// - Returns: `y(t)` for the `t` with `x(t) = progress`.
  func valueBySolving(at progress: Double, _ points: ControlPoints? = nil) -> Double {
    let points = points ?? bezierPoints
    let t = parameter(forProgress: progress, along: BezierCoordinate(p1: points.x1, p2: points.x2))
    return BezierCoordinate(p1: points.y1, p2: points.y2).value(at: t).high
  }

  /// The curve's slope dy/dx at a progress: how fast the eased fraction changes relative to
  /// the elapsed fraction.
  ///
  /// A timed animation from `a` to `b` lasting `duration` seconds moves at
  /// `slope(at: progress) · (b − a) / duration` units per second.
  ///
  /// Back, elastic, bounce and spring curves give the derivative of their closed forms (at a
  /// bounce's corner, where the ball turns, the derivative on the later side); a steps curve's
  /// slope is 0 everywhere (its jumps are not slopes). For a cubic Bézier, where x stops moving along the curve (`dx/dt = 0`, at an end when `x1 = 0` or `x2 = 1`,
  /// or inside for a few unusual curves), the slope is the limit of dy/dx there:
  /// - a finite number when y stops as well, for example
  ///   `TimingCurve.easeOut.slope(at: 0) == 1 / 0.58`;
  /// - `+infinity` or `-infinity` where the tangent is vertical, for example at 0 for
  ///   `cubic-bezier(0, 0.5, 0, 1)`;
  /// - NaN only at an interior cusp, where the slopes on the two sides are infinite with
  ///   opposite signs.
  ///
  /// - Parameter progress: The elapsed fraction. Outside `0...1` the value is held at 0 or 1,
  ///   so the slope there is 0; at exactly 0 and 1 it is the slope at that end of the curve.
  ///   NaN gives NaN.
  /// - Returns: dy/dx.
  /// - Complexity: O(1); a Bézier's solve takes a few Newton steps.
  public func slope(at progress: Double) -> Double {
    guard case .cubicBezier(let points) = shape else { return easeSlope(at: progress) }
    if progress.isNaN { return .nan }
    if progress < 0 || progress > 1 { return 0 }
    if points.x1 == points.y1 && points.x2 == points.y2 { return 1 }
    let x = BezierCoordinate(p1: points.x1, p2: points.x2)
    let t = parameter(forProgress: progress, along: x)
    return slope(atParameter: t, x: x, y: BezierCoordinate(p1: points.y1, p2: points.y2))
  }

  /// ``slope(at:)`` of a curve that is not a cubic Bézier.
  @inline(never)
  private func easeSlope(at progress: Double) -> Double {
    if progress.isNaN { return .nan }
    if progress < 0 || progress > 1 { return 0 }
    switch shape {
    case .cubicBezier:
      return slope(at: progress)  // Answered by slope(at:).
    case .back(let overshoot, let mode):
      return mode.slope(at: progress) {
        TimingCurve.backInSlope($0, overshoot: overshoot, mode: mode)
      }
    case .elastic(let amplitude, let period, let mode):
      return mode.slope(at: progress) {
        TimingCurve.elasticInSlope($0, amplitude: amplitude, period: period)
      }
    case .bounce(let mode):
      return mode.slope(at: progress, TimingCurve.bounceInSlope)
    case .steps:
      return 0
    case .spring(let spring, let settlingDuration):
      return TimingCurve.springSlope(at: progress, spring, settlingDuration: settlingDuration)
    }
  }

  /// The eased fraction and the slope at a progress, solving for the curve's parameter once,
  /// given the curve's coordinates (which cost more to build than the rest of a frame's solve;
  /// see ``TimingCurveSolver``).
  ///
  /// - Parameters:
  ///   - progress: The elapsed fraction, as for ``value(at:)`` and ``slope(at:)``.
  ///   - x: `BezierCoordinate(p1: x1, p2: x2)`.
  ///   - y: `BezierCoordinate(p1: y1, p2: y2)`.
  /// - Returns: `(value(at: progress), slope(at: progress))`.
  func valueAndSlope(
    at progress: Double, x: BezierCoordinate, y: BezierCoordinate
  ) -> (value: Double, slope: Double) {
    guard progress > 0, progress < 1, controlPoints != nil, !isIdentity else {
      return (value(at: progress), slope(at: progress))
    }
    let t = parameter(forProgress: progress, along: x)
    return (y.value(at: t).high, slope(atParameter: t, x: x, y: y))
  }

  /// dy/dx at the curve's parameter `t` in `0...1`, given the curve's coordinates.
  private func slope(atParameter t: Double, x: BezierCoordinate, y: BezierCoordinate) -> Double {
    if t == 0 || t == 1 {
      let points = bezierPoints
      let (x1, y1, x2, y2) = (points.x1, points.y1, points.x2, points.y2)
      if t == 0 { return TimingCurve.slopeAtStart(x1: x1, y1: y1, x2: x2, y2: y2) }
      // Turning the curve half a turn about (0.5, 0.5) swaps its ends and keeps every slope.
      return TimingCurve.slopeAtStart(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
    }
    // Where dx/dt is well away from 0, plain doubles give the slope to about 1e-13; near a
    // stall of x, double-double arithmetic keeps the sign and size of a tiny dx/dt right.
    let plainDx = x.plainDerivative(at: t)
    if plainDx > TimingCurve.plainDerivativeThreshold {
      return y.plainDerivative(at: t) / plainDx
    }
    let dx = x.derivative(at: t).high
    let dy = y.derivative(at: t).high
    if dx > 0 { return dy / dx }
    // x stalls inside the curve only where dx/dt has a double root, so x − x(t₀) grows like
    // (t − t₀)³ on both sides: the tangent is vertical unless y stalls too, which (short of the
    // identity) makes a cusp.
    if dy > 0 { return .infinity }
    if dy < 0 { return -.infinity }
    return .nan
  }

  /// The smallest dx/dt for which the slope is computed in plain doubles: their error (about
  /// 1e-15 in each derivative) then changes the slope by at most about 1e-12 of its size.
  static let plainDerivativeThreshold = 1e-3

  /// The limit of dy/dx as the parameter falls to 0, for a curve from (0, 0) with inner
  /// control points (x1, y1) and (x2, y2), where `x1, x2 ≥ 0`.
  ///
  /// At `t = 0` the derivatives are `3·P1`, `6·(P2 − 2·P1)` and `6·(P3 − 3·P2 + 3·P1)`; by
  /// l'Hôpital's rule the limit is the ratio of the first pair that is not both zero, infinite
  /// when only y's is nonzero (x's is then positive for small t > 0).
  ///
  /// - Parameters:
  ///   - x1: The first control point's x, `>= 0`.
  ///   - y1: The first control point's y.
  ///   - x2: The second control point's x, `>= 0`.
  ///   - y2: The second control point's y.
  /// - Returns: The slope at the start of the curve.
  static func slopeAtStart(x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    if x1 != 0 { return y1 / x1 }
    if y1 != 0 { return y1 > 0 ? .infinity : -.infinity }
    // x1 = y1 = 0: the second derivatives are 6·x2 and 6·y2.
    if x2 != 0 { return y2 / x2 }
    if y2 != 0 { return y2 > 0 ? .infinity : -.infinity }
    // All four are 0: both third derivatives are 6.
    return 1
  }
}
