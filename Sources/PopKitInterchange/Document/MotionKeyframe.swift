// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One step of a document's keyframe track, as `Keyframe` with its spring and curve
/// given by name or inline.
///
/// JSON: `{"kind": "linear", "to": 1, "duration": 0.3, "curve": "standard"}`,
/// `{"kind": "cubic", "to": 0.2, "duration": 0.4, "startVelocity": 0, "endVelocity": 0}`,
/// `{"kind": "spring", "to": 0.5, "spring": "snappy", "duration": 0.8, "startVelocity": 2}`,
/// `{"kind": "move", "to": 1}`. Optional fields may be left out; a spring keyframe without a
/// `duration` lasts its settling duration.
public enum MotionKeyframe: Equatable, Sendable {
  /// Along a timing curve (linear when `curve` is `nil`).
  case linear(to: MotionValue, duration: Double, curve: MotionReference<MotionCurve>?)
  /// Along a cubic Hermite curve.
  case cubic(
    to: MotionValue, duration: Double, startVelocity: MotionValue?, endVelocity: MotionValue?)
  /// A spring (pop's default when `spring` is `nil`).
  case spring(
    to: MotionValue, spring: MotionReference<MotionSpring>?, duration: Double?,
    startVelocity: MotionValue?)
  /// A jump.
  case move(to: MotionValue)

  /// The value the step reaches (a spring's target).
  public var target: MotionValue {
    switch self {
    case .linear(let to, _, _), .cubic(let to, _, _, _), .spring(let to, _, _, _), .move(let to):
      to
    }
  }
}

/// A track as a document describes it: keyframes from a value, or a path drawn in SVG path data.
public enum MotionTrackDescription: Equatable, Sendable {
  /// `{"from": 0, "keyframes": [...]}`: a `KeyframeTrack`.
  case keyframes(from: MotionValue, [MotionKeyframe])
  /// `{"path": "M0 0 C …", "duration": 1.2, "curve": "easeInEaseOut"}`: a
  /// `PathTrack` of two-component points, as drawn.
  case path(String, duration: Double, curve: MotionReference<MotionCurve>?)
}

/// Where a choreography's target rests, what size it is and its colour: what exports draw.
public struct MotionTarget: Equatable, Sendable {
  /// The left edge, px from the stage's left.
  public var x: Double
  /// The top edge, px from the stage's top.
  public var y: Double
  /// The width, px.
  public var width: Double
  /// The height, px.
  public var height: Double
  /// The fill colour, or `nil` for the exports' default (`#3366FF`).
  public var color: MotionValue?
  /// The outline exports draw it with; default ``MotionTargetShape/rectangle``.
  public var shape: MotionTargetShape

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - x: The left edge, px.
  ///   - y: The top edge, px.
  ///   - width: The width, px.
  ///   - height: The height, px.
  ///   - color: The colour, or `nil`.
  ///   - shape: The outline. Default ``MotionTargetShape/rectangle``.
  public init(
    x: Double, y: Double, width: Double, height: Double, color: MotionValue? = nil,
    shape: MotionTargetShape = .rectangle
  ) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.color = color
    self.shape = shape
  }
}

/// One track placed on a target's property in a choreography.
public struct MotionPlacement: Equatable, Sendable {
  /// The target's name.
  public var target: String
  /// The property's name (see ``MotionProperty`` for the ones exports know).
  public var property: String
  /// The track, by name or inline.
  public var track: MotionReference<MotionTrackDescription>
  /// When the track starts, seconds from the choreography's start; `>= 0`.
  public var at: Double

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - target: The target's name.
  ///   - property: The property's name.
  ///   - track: The track.
  ///   - at: Its start, seconds. Default 0.
  public init(
    target: String, property: String, track: MotionReference<MotionTrackDescription>,
    at: Double = 0
  ) {
    self.target = target
    self.property = property
    self.track = track
    self.at = at
  }
}

/// A choreography as a document describes it: targets, tracks placed on their properties, and
/// labels.
public struct MotionChoreography: Equatable, Sendable {
  /// The targets by name.
  public var targets: [String: MotionTarget]
  /// The placed tracks, in document order.
  public var tracks: [MotionPlacement]
  /// Named times, seconds.
  public var labels: [String: Double]
  /// The name of the document's choreography played instead of this one under reduced motion
  /// (JSON `"reduced"`), or `nil`; it must exist, not be this one, and name no reduced variant
  /// of its own.
  public var reduced: String?

  /// Creates a choreography.
  ///
  /// - Parameters:
  ///   - targets: The targets by name.
  ///   - tracks: The placed tracks.
  ///   - labels: Named times.
  ///   - reduced: The choreography played instead under reduced motion, or `nil`.
  public init(
    targets: [String: MotionTarget], tracks: [MotionPlacement], labels: [String: Double] = [:],
    reduced: String? = nil
  ) {
    self.targets = targets
    self.tracks = tracks
    self.labels = labels
    self.reduced = reduced
  }
}
