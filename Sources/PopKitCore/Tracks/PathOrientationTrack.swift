// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The direction of travel along a ``PathTrack`` at each time: the angle to turn an object so
/// it faces the way it moves (auto-rotate).
///
/// ```swift
/// let path = try MotionPath(svg: "M0 0 A100 100 0 0 1 200 0")
/// let heading = PathTrack(along: path, duration: 1).orientation
/// let leaving = heading.value(at: 0).degrees  // -90: upward (y grows downward on screen)
/// let arriving = heading.value(at: 1).degrees  // 90
/// let turnRate = heading.velocity(at: 0.5).radians  // π radians per second
/// ```
///
/// Its value is ``MotionPath/direction(atDistance:)`` at the track's distance, unwrapped along
/// the path (it never wraps by 2π). Its velocity is the angular velocity: the path's signed
/// curvature times the speed along it, with ``MotionTrack``'s rule at the ends and outside
/// (zero outside `0...duration`). At a corner the direction jumps; the angular velocity there
/// is the one of the piece that starts at the corner.
///
/// It is the path's direction, whichever way the track is played: a ``ChoreographyPlayer``
/// playing backwards moves the object tail first. To face the way it moves then, add half a
/// turn (π radians) to the value.
public struct PathOrientationTrack: MotionTrack {
  /// The path the track follows.
  public let path: MotionPath

  /// The track's length in seconds.
  public let duration: Double

  /// How the fraction of the path's length covered follows the fraction of the duration.
  public let timingCurve: TimingCurve

  /// Creates the orientation track of a path track (see ``PathTrack/orientation``).
  ///
  /// ```swift
  /// let heading = PathOrientationTrack(path: path, duration: 2, timingCurve: .easeInEaseOut)
  /// ```
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - duration: The seconds the motion takes; finite and `>= 0` (anything else stops the
  ///     program naming `PathOrientationTrack.duration`).
  ///   - timingCurve: The timing curve, as for ``PathTrack``.
  public init(path: MotionPath, duration: Double, timingCurve: TimingCurve = .linear) {
    checkParameter(
      duration.isFinite && duration >= 0, "PathOrientationTrack.duration", duration,
      allowed: "finite and >= 0")
    self.path = path
    self.duration = duration
    self.timingCurve = timingCurve
  }

  /// The direction of travel at a time.
  ///
  /// - Parameter time: Seconds from the start; clamped to `0...duration`, NaN counts as 0.
  /// - Returns: The unwrapped direction at the track's point; for a track of no time, the
  ///   direction on arrival at the path's end.
  public func value(at time: Double) -> Angle {
    path.direction(
      atDistance: PlanePathTrack.distance(
        at: time, duration: duration, curve: timingCurve, path: path))
  }

  /// The angular velocity at a time, in radians per second.
  ///
  /// - Parameter time: Seconds from the start.
  /// - Returns: The curvature times the speed along the path, from inside the span; zero
  ///   outside `0...duration`, for a track of no time, and where the curve holds the point at
  ///   an end of the path.
  public func velocity(at time: Double) -> Angle {
    guard
      let (distance, rate) = PlanePathTrack.motion(
        at: time, duration: duration, curve: timingCurve, path: path)
    else { return .zero }
    let curvature = path.tangentAndCurvature(atDistance: distance).curvature
    return Angle(radians: PlanePathTrack.product(curvature, rate))
  }
}
