// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A path's direction of travel as a plain `Double` rotation, in radians or degrees: an
/// ``PathOrientationTrack`` for a property that holds its angle as a number.
///
/// ```swift
/// final class Arrow {
///   var position = CGPoint.zero
///   var rotation = 0.0  // degrees, as the drawing code takes it
/// }
///
/// let arrow = Arrow()
/// let position = AnimatableProperty(\Arrow.position)
/// let rotation = AnimatableProperty<Arrow, Double>(
///   name: "rotation", threshold: 0.1, read: { $0.rotation }, write: { $0.rotation = $1 })
/// let flight = PathTrack(along: try MotionPath(svg: "M0 0 A100 100 0 0 1 200 0"), duration: 1)
/// var plan = Choreography()
/// plan.add(flight, to: arrow, position)
/// plan.add(flight.orientation.degrees, to: arrow, rotation)  // -90 … 90
/// ```
///
/// Its value and velocity are the orientation's (``PathOrientationTrack``) in the chosen unit:
/// radians and radians per second, or degrees and degrees per second.
public struct PathRotationTrack: MotionTrack {
  /// The unit of a rotation.
  public enum Unit: Sendable, Equatable {
    /// Radians (a full turn is 2π).
    case radians
    /// Degrees (a full turn is 360).
    case degrees
  }

  /// The orientation track it reads.
  public let orientation: PathOrientationTrack
  /// The unit of its values and velocities.
  public let unit: Unit

  /// Creates the rotation of an orientation track in a unit.
  ///
  /// - Parameters:
  ///   - orientation: The orientation track.
  ///   - unit: Radians or degrees.
  public init(_ orientation: PathOrientationTrack, in unit: Unit) {
    self.orientation = orientation
    self.unit = unit
  }

  /// The track's length in seconds: the orientation's.
  public var duration: Double { orientation.duration }

  /// The rotation at a time, in the track's unit.
  ///
  /// - Parameter time: Seconds from the start; clamped to `0...duration`.
  /// - Returns: The orientation's angle, unwrapped along the path.
  public func value(at time: Double) -> Double {
    let angle = orientation.value(at: time)
    return unit == .radians ? angle.radians : angle.degrees
  }

  /// The turn rate at a time, in the track's unit per second.
  ///
  /// - Parameter time: Seconds from the start.
  /// - Returns: The orientation's angular velocity; zero outside `0...duration`.
  public func velocity(at time: Double) -> Double {
    let rate = orientation.velocity(at: time)
    return unit == .radians ? rate.radians : rate.degrees
  }
}

extension PathOrientationTrack {
  /// The direction of travel as a `Double` in radians, for a property that holds a number.
  public var radians: PathRotationTrack { PathRotationTrack(self, in: .radians) }

  /// The direction of travel as a `Double` in degrees, for a property that holds a number.
  ///
  /// ```swift
  /// plan.add(PathTrack(along: path, duration: 1).orientation.degrees, to: arrow, rotation)
  /// ```
  public var degrees: PathRotationTrack { PathRotationTrack(self, in: .degrees) }
}
