// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A timing curve with everything its frames need built once, shared by every animation on an
/// equal curve: the Bézier coordinates, a table of starting guesses and the limits within which a
/// solve in plain doubles is provably exact to 5e-13.
///
/// A frame's solve (``valueAndSlope(at:)``) interpolates a starting parameter from the table,
/// takes Newton steps in plain doubles until one is accepted by ``PlainSolveAcceptance`` (on
/// smooth curves the first or the second), and evaluates the value and slope there in plain
/// doubles: some 60 floating-point operations. Where x barely moves along the curve the bound
/// cannot be met, and the exact double-double solver of ``TimingCurve`` answers instead.
@usableFromInline
package final class TimingCurveSolver {
  /// The curve.
  package let curve: TimingCurve
  /// The curve's x coordinate.
  private let x: BezierCoordinate
  /// The curve's y coordinate.
  private let y: BezierCoordinate
  /// The curve's x coordinate in plain doubles.
  @usableFromInline let plainX: PlainCubic
  /// The curve's y coordinate in plain doubles.
  @usableFromInline let plainY: PlainCubic
  /// When a plain-double step may be accepted.
  @usableFromInline let acceptance: PlainSolveAcceptance
  /// The starting guesses of the Newton steps.
  @usableFromInline let guesses: GuessTable
  /// Whether the plain solve may answer at all: not on a curve that is not a Bézier (whose
  /// closed form the exact path evaluates), on the identity (whose value is the progress
  /// itself) nor where ``acceptance`` accepts nothing.
  @usableFromInline let solvesInPlainDoubles: Bool

  /// Creates the solver of a curve (PopKit's `shared(for:)` shares one per curve).
  ///
  /// - Parameter curve: The curve.
  package init(_ curve: TimingCurve) {
    self.curve = curve
    // A curve of another kind than a Bézier solves nothing: its exact path evaluates the
    // curve's closed form, and these coordinates (the diagonal's) are never used.
    let points = curve.bezierPoints
    x = BezierCoordinate(p1: points.x1, p2: points.x2)
    y = BezierCoordinate(p1: points.y1, p2: points.y2)
    plainX = PlainCubic(x)
    plainY = PlainCubic(y)
    acceptance = PlainSolveAcceptance(x: plainX, y: plainY)
    guesses = GuessTable(for: curve, along: x)
    solvesInPlainDoubles =
      curve.controlPoints != nil && !curve.isIdentity && acceptance.minimumDerivative.isFinite
  }

  /// The most Newton steps evaluated before the exact solver takes over.
  @inlinable package static var maximumNewtonSteps: Int { 8 }

  /// The eased fraction and the slope at a progress: `curve.value(at: progress)` and
  /// `curve.slope(at: progress)`, solving for the curve's parameter once.
  ///
  /// Inside `(0, 1)`, on a curve that is not the identity, the result comes from
  /// ``plainValueAndSlope(at:)`` where it accepts the solve: the value is then within 5e-13 of
  /// the exact curve's and the slope within 1e-10 · max(1, |slope|) of the exact slope (see
  /// ``PlainSolveAcceptance``). Everywhere else it is the exact solver's.
  ///
  /// - Parameter progress: The elapsed fraction.
  /// - Returns: The eased fraction and dy/dx.
  @inlinable @inline(__always)
  package func valueAndSlope(at progress: Double) -> (value: Double, slope: Double) {
    if let result = plainValueAndSlope(at: progress) { return result }
    return exactValueAndSlope(at: progress)
  }

  /// The eased fraction and the slope from the exact solver, kept out of line so that the plain
  /// solve's frame stays small.
  ///
  /// - Parameter progress: The elapsed fraction.
  /// - Returns: `curve.value(at: progress)` and `curve.slope(at: progress)`.
  @usableFromInline @inline(never)
  package func exactValueAndSlope(at progress: Double) -> (value: Double, slope: Double) {
    curve.valueAndSlope(at: progress, x: x, y: y)
  }

  /// The eased fraction and the slope from Newton steps in plain doubles, or `nil` where their
  /// result is not provably within the bounds of ``PlainSolveAcceptance``: outside `(0, 1)`, on
  /// the identity curve, where x barely moves, or after ``maximumNewtonSteps`` steps.
  ///
  /// - Parameter progress: The elapsed fraction.
  /// - Returns: The eased fraction and dy/dx, or `nil`.
  @inlinable @inline(__always)
  package func plainValueAndSlope(at progress: Double) -> (value: Double, slope: Double)? {
    guard solvesInPlainDoubles, progress > 0, progress < 1 else { return nil }
    var t = guesses.guess(at: progress)
    let minimumDerivative = acceptance.minimumDerivative
    let stepAllowance = acceptance.stepAllowance
    for _ in 0..<TimingCurveSolver.maximumNewtonSteps {
      t = min(max(t, 0), 1)
      let derivative = plainX.derivative(at: t)
      let step = plainX.residual(at: t, from: progress) / derivative
      if derivative >= minimumDerivative && step * step <= stepAllowance * derivative {
        let root = t - step
        return (plainY.value(at: root), plainY.derivative(at: root) / plainX.derivative(at: root))
      }
      t -= step
    }
    return nil
  }
}
