// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// One step of one component of a track, as the platforms' keyframe APIs write it: a jump, an
/// eased move along a cubic Bézier, a cubic Hermite piece, or a spring.
///
/// Times are seconds from the start of what is exported (the track, or the choreography); values
/// are the component's units and velocities its units per second.
struct TrackCodeStep: Equatable, Sendable {
  /// How the step moves.
  enum Motion: Equatable, Sendable {
    /// A jump to ``TrackCodeStep/endValue`` at ``TrackCodeStep/startTime``; no time passes.
    case jump
    /// Along a cubic-Bézier timing curve (``TimingCurve/linear`` for a straight move or a hold).
    case eased(TimingCurve)
    /// Along the cubic Hermite curve with these end velocities; `baked` when it stands for a
    /// piece of a motion the platform cannot write (its error is in the plan's notes).
    case hermite(startVelocity: Double, endVelocity: Double, baked: Bool)
    /// PopKit's closed-form spring toward `target` from the step's start value with
    /// `startVelocity`, for ``TrackCodeStep/duration`` seconds; `whole` when the track then
    /// jumps onto the target (a spring keyframe without a duration, which lasts its settling
    /// duration).
    case spring(Spring, target: Double, startVelocity: Double, whole: Bool)
  }

  /// How the step moves.
  var motion: Motion
  /// When it starts, seconds.
  var startTime: Double
  /// How long it lasts, seconds (0 for a jump).
  var duration: Double
  /// The value at its start.
  var startValue: Double
  /// The value at its end (a spring's value after its duration, not its target).
  var endValue: Double

  /// When it ends, seconds.
  var endTime: Double { startTime + duration }

  /// The value `elapsed` seconds into the step, `0...duration`, by the step's own definition.
  ///
  /// - Complexity: O(1), or a Bézier solve for an eased step.
  func value(at elapsed: Double) -> Double {
    switch motion {
    case .jump: return endValue
    case .eased(let curve):
      return startValue + curve.value(at: elapsed / duration) * (endValue - startValue)
    case .hermite(let startVelocity, let endVelocity, _):
      let s = elapsed / duration
      let (s2, s3) = (s * s, s * s * s)
      return (2 * s3 - 3 * s2 + 1) * startValue + (3 * s2 - 2 * s3) * endValue
        + (s3 - 2 * s2 + s) * duration * startVelocity + (s3 - s2) * duration * endVelocity
    case .spring(let spring, let target, let startVelocity, _):
      let transition = spring.transition(over: elapsed)
      return target + transition.displacementFromDisplacement * (startValue - target)
        + transition.displacementFromVelocity * startVelocity
    }
  }

  /// The velocity `elapsed` seconds into the step, units per second.
  ///
  /// - Complexity: O(1), or a Bézier solve for an eased step.
  func velocity(at elapsed: Double) -> Double {
    switch motion {
    case .jump: return 0
    case .eased(let curve):
      return curve.slope(at: elapsed / duration) / duration * (endValue - startValue)
    case .hermite(let startVelocity, let endVelocity, _):
      let s = elapsed / duration
      let s2 = s * s
      return (6 * s2 - 6 * s) / duration * (startValue - endValue)
        + (3 * s2 - 4 * s + 1) * startVelocity + (3 * s2 - 2 * s) * endVelocity
    case .spring(let spring, let target, let startVelocity, _):
      let transition = spring.transition(over: elapsed)
      return transition.velocityFromDisplacement * (startValue - target)
        + transition.velocityFromVelocity * startVelocity
    }
  }

  /// Whether the step is a hermite piece that was baked.
  var isBaked: Bool {
    if case .hermite(_, _, let baked) = motion { return baked }
    return false
  }
}
