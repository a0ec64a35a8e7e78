// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension TimingCurve {
  /// The solver stops once its step, or the bracket around the root, is this small in the
  /// Bézier parameter.
  static let parameterTolerance = 1e-14

  /// An upper bound on the solver's iterations; it typically needs about 5 and, over a wide
  /// sweep of curves and progresses, never more than about 25.
  static let maximumSolverIterations = 100

  /// The Bézier parameter `t` at which the curve's x equals `progress`.
  ///
  /// With `x1` and `x2` in `0...1`, `x(t)` rises monotonically from 0 to 1, so the root is
  /// unique. It is found by Newton's method safeguarded by bisection: a bracket `lower...upper`
  /// always holds the root, and a bisection step replaces any Newton step that would leave the
  /// bracket, that meets a zero derivative (a flat spot), or that is more than half the previous
  /// step (so slow convergence cannot stall it). The residual `x(t) − progress` is evaluated in
  /// plain doubles while it is far larger than their rounding error, and in double-double
  /// arithmetic once it is not, so its sign is right even at flat spots, where `x` changes by
  /// far less than a double's rounding error.
  ///
  /// - Parameters:
  ///   - progress: The x to solve for; values outside `0...1` are clamped.
  ///   - x: The curve's x coordinate, `BezierCoordinate(p1: x1, p2: x2)`, when the caller has it.
  /// - Returns: `t` in `0...1`. A Newton step below the tolerance ends the search, so `t` is
  ///   usually the double nearest the exact root; a bisection ends within the tolerance.
  func parameter(forProgress progress: Double, along x: BezierCoordinate? = nil) -> Double {
    if progress <= 0 { return 0 }
    if progress >= 1 { return 1 }
    let x = x ?? BezierCoordinate(p1: bezierPoints.x1, p2: bezierPoints.x2)
    let tolerance = TimingCurve.parameterTolerance
    var lower = 0.0
    var upper = 1.0
    var t = progress
    var previousStep = upper - lower
    for _ in 0..<TimingCurve.maximumSolverIterations {
      var residual = x.plainValue(at: t) - progress
      if abs(residual) <= BezierCoordinate.plainValueErrorBound {
        residual = (x.value(at: t) - DoubleDouble(progress)).high
      }
      if residual == 0 { return t }
      if residual < 0 { lower = t } else { upper = t }

      let derivative = x.plainDerivative(at: t)
      if derivative > 0 {
        let newtonStep = residual / derivative
        if abs(newtonStep) <= tolerance {
          // Converged: the step is below the tolerance and often below an ulp of t.
          return min(max(t - newtonStep, lower), upper)
        }
        let next = t - newtonStep
        if next > lower && next < upper && abs(newtonStep) <= previousStep / 2 {
          previousStep = abs(newtonStep)
          t = next
          continue
        }
      }
      let middle = lower + (upper - lower) / 2
      if upper - lower <= tolerance { return middle }
      previousStep = abs(middle - t)
      t = middle
    }
    return lower + (upper - lower) / 2
  }
}
