/// A timing curve with its Bézier coordinates built once, shared by every animation on an
/// equal curve.
///
/// Building a coordinate's exact (double-double) coefficients costs more than a sixth of a
/// timed animation's frame; a timed animation keeps one reference to its curve's solver
/// instead of building them on every frame.
@MainActor
@usableFromInline
final class TimingCurveSolver {
  /// The curve.
  let curve: TimingCurve
  /// The curve's x coordinate.
  private let x: BezierCoordinate
  /// The curve's y coordinate.
  private let y: BezierCoordinate

  private init(_ curve: TimingCurve) {
    self.curve = curve
    x = BezierCoordinate(p1: curve.x1, p2: curve.x2)
    y = BezierCoordinate(p1: curve.y1, p2: curve.y2)
  }

  /// The eased fraction and the slope at a progress: `curve.value(at: progress)` and
  /// `curve.slope(at: progress)`, solving for the curve's parameter once.
  ///
  /// - Parameter progress: The elapsed fraction.
  /// - Returns: The eased fraction and dy/dx.
  func valueAndSlope(at progress: Double) -> (value: Double, slope: Double) {
    curve.valueAndSlope(at: progress, x: x, y: y)
  }

  // MARK: Sharing

  /// The solvers of the curves in use.
  private static var solvers = SharedObjects<TimingCurve, TimingCurveSolver>(
    limit: keptCurveLimit)

  /// How many curves are kept before the unused ones are forgotten.
  static let keptCurveLimit = 256

  /// The solver for a curve, shared with every other animation on an equal curve.
  @usableFromInline
  static func shared(for curve: TimingCurve) -> TimingCurveSolver {
    solvers.object(for: curve, making: TimingCurveSolver.init)
  }

  /// The number of curves kept for sharing.
  static var keptCurveCount: Int { solvers.count }
}
