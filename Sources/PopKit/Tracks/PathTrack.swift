// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// Motion along a ``MotionPath``: the point at the arc length a timing curve gives at each
/// time, a pure function of time.
///
/// ```swift
/// let path = try MotionPath(svg: "M0 0 C 80 -200 240 -200 320 0")
/// let flight = PathTrack(along: path, duration: 1.2, timingCurve: .easeInEaseOut)
/// let middle = flight.value(at: 0.6)  // (160, -150): halfway along the path, by length
/// let arrival = flight.velocity(at: 1.2)  // 0: ease-in-ease-out arrives at rest
/// let heading = flight.orientation.value(at: 0.6)  // 0 radians: the direction of travel there
/// ```
///
/// At time `t` the track is at
/// `path.point(atDistance: timingCurve.value(at: t / duration) · length)`; with the linear
/// curve it moves at the constant speed `length / duration`. Its velocity is the unit tangent
/// times `length · timingCurve.slope(at: t / duration) / duration`, from inside the
/// span (see ``MotionTrack``): the left limit at `duration`, the right limit at 0, zero
/// outside `0...duration` and zero where a curve overshooting `0...1` holds the point at an end
/// of the path. A NaN time counts as 0. It is ``PlanePathTrack``'s motion in `CGPoint`s.
public struct PathTrack: MotionTrack {
  /// The same motion in the core's point type, which this track converts.
  public let planeTrack: PlanePathTrack

  /// The path the track moves along.
  public var path: MotionPath { planeTrack.path }

  /// The track's length in seconds.
  public var duration: Double { planeTrack.duration }

  /// How the fraction of the path's length covered follows the fraction of the duration.
  public var timingCurve: TimingCurve { planeTrack.timingCurve }

  /// Creates a track along a path.
  ///
  /// ```swift
  /// let track = PathTrack(along: try MotionPath(svg: "M0 0 H100"), duration: 2)
  /// let point = track.value(at: 0.5)  // (25, 0)
  /// let velocity = track.velocity(at: 0.5)  // (50, 0): 100 points in 2 seconds
  /// ```
  ///
  /// A negative or non-finite duration stops the program with a message naming
  /// `PathTrack.duration` (as PopKit's other parameters do). A duration of 0 makes a track of
  /// no time: its value is the path's end point at every time and its velocity is zero.
  ///
  /// - Parameters:
  ///   - path: The path to move along.
  ///   - duration: The seconds the motion takes; finite and `>= 0`.
  ///   - timingCurve: The timing curve from elapsed fraction to fraction of the path's length;
  ///     linear by default.
  public init(along path: MotionPath, duration: Double, timingCurve: TimingCurve = .linear) {
    checkParameter(
      duration.isFinite && duration >= 0, "PathTrack.duration", duration,
      allowed: "finite and >= 0")
    planeTrack = PlanePathTrack(along: path, duration: duration, timingCurve: timingCurve)
  }

  /// The direction of travel at each time, for turning a moving object along the path
  /// (auto-rotate).
  ///
  /// ```swift
  /// let heading = PathTrack(along: path, duration: 2).orientation
  /// let angle = heading.value(at: 1)  // the tangent's angle halfway through
  /// let turnRate = heading.velocity(at: 1)  // how fast it turns, radians per second
  /// ```
  public var orientation: PathOrientationTrack { planeTrack.orientation }

  /// The point at a time.
  ///
  /// - Parameter time: Seconds from the start; clamped to `0...duration`, NaN counts as 0.
  /// - Returns: The point on the path at that time.
  public func value(at time: Double) -> CGPoint {
    CGPoint(planeTrack.value(at: time))
  }

  /// The velocity at a time, in points per second.
  ///
  /// - Parameter time: Seconds from the start.
  /// - Returns: The unit tangent times the speed along the path, from inside the span; zero
  ///   outside `0...duration`, for a track of no time, and where the curve holds the point
  ///   at an end of the path.
  public func velocity(at time: Double) -> CGPoint {
    CGPoint(planeTrack.velocity(at: time))
  }
}
