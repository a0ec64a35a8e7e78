// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #else
    import Glibc
  #endif
#endif

/// Motion along a ``MotionPath`` in the core's point type: the point at the arc length a timing
/// curve gives at each time, a pure function of time.
///
/// PopKit's `PathTrack` is the same motion in `CGPoint`s; this one is for hosts without
/// CoreGraphics or Foundation. At time `t` the track is at
/// `path.planePoint(atDistance: timingCurve.value(at: t / duration) · length)`; its velocity is
/// the unit tangent times `length · timingCurve.slope(at: t / duration) / duration`, from inside the
/// span (see ``MotionTrack``): zero outside `0...duration` and where a curve overshooting
/// `0...1` holds the point at an end of the path. A NaN time counts as 0. Each value costs one
/// curve solve and a binary search over the path's pieces: O(log pieces).
public struct PlanePathTrack: MotionTrack {
  /// The path the track moves along.
  public let path: MotionPath

  /// The track's length in seconds.
  public let duration: Double

  /// How the fraction of the path's length covered follows the fraction of the duration.
  public let timingCurve: TimingCurve

  /// Creates a track along a path.
  ///
  /// A negative or non-finite duration stops the program with a message naming
  /// `PlanePathTrack.duration` (as PopKit's other parameters do). A duration of 0 makes a track of
  /// no time: its value is the path's end point at every time and its velocity is zero.
  ///
  /// - Parameters:
  ///   - path: The path to move along.
  ///   - duration: The seconds the motion takes; finite and `>= 0`.
  ///   - timingCurve: The timing curve from elapsed fraction to fraction of the path's length;
  ///     linear by default.
  public init(along path: MotionPath, duration: Double, timingCurve: TimingCurve = .linear) {
    checkParameter(
      duration.isFinite && duration >= 0, "PlanePathTrack.duration", duration,
      allowed: "finite and >= 0")
    self.path = path
    self.duration = duration
    self.timingCurve = timingCurve
  }

  /// The direction of travel at each time, for turning a moving object along the path
  /// (auto-rotate).
  public var orientation: PathOrientationTrack {
    PathOrientationTrack(path: path, duration: duration, timingCurve: timingCurve)
  }

  /// The point at a time.
  ///
  /// - Parameter time: Seconds from the start; clamped to `0...duration`, NaN counts as 0.
  /// - Returns: The point on the path at that time.
  public func value(at time: Double) -> PlanePoint {
    path.planePoint(
      atDistance: Self.distance(at: time, duration: duration, curve: timingCurve, path: path))
  }

  /// The velocity at a time, in points per second.
  ///
  /// - Parameter time: Seconds from the start.
  /// - Returns: The unit tangent times the speed along the path, from inside the span; zero
  ///   outside `0...duration`, for a track of no time, and where the curve holds the point
  ///   at an end of the path.
  public func velocity(at time: Double) -> PlanePoint {
    guard
      let (distance, rate) = Self.motion(
        at: time, duration: duration, curve: timingCurve, path: path)
    else { return .zero }
    let tangent = path.tangentAndCurvature(atDistance: distance).tangent
    return PlanePoint(x: Self.product(tangent.x, rate), y: Self.product(tangent.y, rate))
  }

  /// The distance along the path at a time, clamped.
  ///
  /// - Returns: The distance; the path's length for a track of no time.
  @inline(__always)
  package static func distance(
    at time: Double, duration: Double, curve: TimingCurve, path: MotionPath
  ) -> Double {
    guard duration > 0 else { return path.length }
    let progress = time.isNaN ? 0 : min(max(time / duration, 0), 1)
    return curve.value(at: progress) * path.length
  }

  /// The distance and its rate of change (units of length per second) at a time inside the
  /// span, or `nil` where the track is at rest (outside the span, no time, or a curve that
  /// overshoots `0...1` holding the point at an end).
  package static func motion(
    at time: Double, duration: Double, curve: TimingCurve, path: MotionPath
  ) -> (distance: Double, rate: Double)? {
    guard duration > 0, time >= 0, time <= duration else { return nil }
    let progress = min(time / duration, 1)
    let eased = curve.value(at: progress)
    guard eased >= 0, eased <= 1 else { return nil }
    return (eased * path.length, curve.slope(at: progress) * path.length / duration)
  }

  /// A product in which zero times an infinite rate is zero (a vertical timing curve on an
  /// axis the path does not move along).
  @inline(__always)
  package static func product(_ factor: Double, _ rate: Double) -> Double {
    factor == 0 ? 0 : factor * rate
  }
}
