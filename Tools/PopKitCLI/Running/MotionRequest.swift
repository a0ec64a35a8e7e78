// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitInterchange

/// The kind of animation `trace` and `plot` run.
enum AnimationKind: String, CaseIterable, Sendable {
  /// ``SpringAnimation``: moves to a target on a spring.
  case spring
  /// ``DecayAnimation``: a fling that slows down.
  case decay
  /// ``BasicAnimation``: a timed move along a cubic-Bézier curve.
  case basic
  /// ``KeyframeAnimation``: plays a keyframe track (`--track`).
  case keyframes
}

/// A spring to run, with the name it has in a chart's legend.
struct LabeledSpring: Equatable, Sendable {
  /// The legend text.
  var label: String
  /// The spring's model and numbers.
  var model: MotionSpring
}

/// Everything `trace` and `plot` need to run animations, validated.
///
/// Vectors (`from`, `to`, `velocity`) all have the same number of components, 1 through 4.
struct MotionRequest: Sendable {
  /// The animation kind.
  var kind: AnimationKind
  /// The start value, per component (units).
  var from: [Double]
  /// The target per component (units); spring and basic only.
  var to: [Double]
  /// The initial velocity per component (units per second); `nil` when not given (at rest).
  var velocity: [Double]?
  /// The property threshold (units): when springs and decays count as settled.
  var threshold: Double
  /// Frames per second of the run.
  var fps: Double
  /// The most frames to run, frame 0 included.
  var maxFrames: Int
  /// Decay: the per-millisecond velocity factor.
  var deceleration: Double
  /// Basic: the duration, seconds.
  var duration: Double
  /// Basic: the timing curve and the name it was given by.
  var curve: TimingCurve
  /// Basic: the text `--curve` was given (or `default`).
  var curveName: String
  /// Spring: the springs to run; one for `trace`, one or more for `plot`.
  var springs: [LabeledSpring]
  /// Decay: the lowest and highest value of every component (units); `nil` for none.
  var bounds: ClosedRange<Double>?
  /// Keyframes: the track; `nil` for other kinds.
  var track: TrackSpec?

  /// The number of components of the values.
  var componentCount: Int { from.count }
}
