// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An end of a choreography: time 0 (progress 0) or its duration (progress 1).
package enum ChoreographyEnd: Sendable, Equatable {
  /// Time 0, progress 0.
  case start
  /// Time `duration`, progress 1.
  case end
}

/// Where a frame puts the player: its time, how fast it moves there, and whether it arrived at
/// an end (and stops).
package struct ChoreographyFrame: Sendable {
  /// The choreography's time.
  package var time: Double
  /// Seconds of choreography per second of the animator's timebase.
  package var timeRate: Double
  /// The end it came to rest at on this frame, if it did.
  package var arrival: ChoreographyEnd?
  /// Whether a spring to a progress between the ends came to rest on this frame (and stops).
  package var restsBetweenEnds = false

  /// Creates a frame's state.
  @inlinable
  package init(
    time: Double, timeRate: Double, arrival: ChoreographyEnd?, restsBetweenEnds: Bool = false
  ) {
    self.time = time
    self.timeRate = timeRate
    self.arrival = arrival
    self.restsBetweenEnds = restsBetweenEnds
  }
}

/// Playing from an anchor: time `anchorTime` at instant `anchorInstant`, moving `direction`
/// at `speed` through `runsLeft` runs (the current one included).
package struct PlayMotion: Sendable {
  /// The player's time at the anchor.
  package var anchorTime: Double
  /// The anchor's instant on the animator's timebase; `nil` until the first frame sets it.
  package var anchorInstant: Double?
  /// +1 forward, −1 backward, for the run under way at the anchor.
  package var direction: Double
  /// Choreography seconds per second; `>= 0`.
  package var speed: Double
  /// The runs left, the one under way included; `Int.max` for ever.
  package var runsLeft: Int
  /// Whether each run after the first turns back.
  package var autoreverses: Bool
  /// Whether a frame has rendered this play (so a change of rate re-anchors at that frame).
  package var hasFrame = false

  /// Creates a play from its anchor.
  package init(
    anchorTime: Double, anchorInstant: Double?, direction: Double, speed: Double,
    runsLeft: Int, autoreverses: Bool
  ) {
    self.anchorTime = anchorTime
    self.anchorInstant = anchorInstant
    self.direction = direction
    self.speed = speed
    self.runsLeft = runsLeft
    self.autoreverses = autoreverses
  }

  /// The state at instant `now` of a choreography `duration` long, and, for a frame that is
  /// not an arrival, the run under way then (how many runs it is after the anchor's, and its
  /// direction).
  @inlinable
  package func frame(at now: Double, duration: Double) -> (
    frame: ChoreographyFrame, run: Int, direction: Double
  ) {
    let anchor = anchorInstant ?? now
    let travelled = speed * max(0, now - anchor)
    let toFirstEnd = direction > 0 ? duration - anchorTime : anchorTime
    if travelled < toFirstEnd {
      let time = anchorTime + direction * travelled
      return (
        ChoreographyFrame(time: time, timeRate: direction * speed, arrival: nil), 0, direction
      )
    }
    let beyond = travelled - toFirstEnd
    let fullRuns = duration > 0 ? (beyond / duration).rounded(.down) : .infinity
    let forever = runsLeft == Int.max && duration > 0
    if !forever && (runsLeft <= 1 || fullRuns >= Double(runsLeft - 1)) {
      let end = finalFrame(duration: duration)
      return (end, 0, end.arrival == .end ? 1 : -1)
    }
    // For ever, more runs may pass than an `Int` counts: only their parity matters then (the
    // run index re-anchors counted runs only), and the time into the run is the exact
    // remainder, in `0..<duration` at any speed.
    let run =
      forever
      ? 1 + (fullRuns.isFinite ? Int(fullRuns.truncatingRemainder(dividingBy: 2)) : 0)
      : Int(fullRuns) + 1
    let runDirection = autoreverses && run % 2 == 1 ? -direction : direction
    let into =
      forever ? beyond.truncatingRemainder(dividingBy: duration) : beyond - fullRuns * duration
    let time = runDirection > 0 ? into : duration - into
    return (
      ChoreographyFrame(time: time, timeRate: runDirection * speed, arrival: nil), run,
      runDirection
    )
  }

  /// Arriving where the last run ends (the anchor's direction, turned once for each run after
  /// it when autoreversing).
  @inlinable
  package func finalFrame(duration: Double) -> ChoreographyFrame {
    let turns = autoreverses && runsLeft != Int.max && (runsLeft - 1) % 2 == 1
    return (turns ? -direction : direction) > 0

      ? ChoreographyFrame(time: duration, timeRate: 0, arrival: .end)
      : ChoreographyFrame(time: 0, timeRate: 0, arrival: .start)
  }
}

/// Springing the progress from `progress` with `velocity` toward `target` (0 or 1), from
/// `instant` on, in the spring's closed form.
package struct ReleaseMotion: Sendable {
  /// The progress at the instant.
  package var progress: Double
  /// The progress velocity at the instant, per second of the animator's timebase.
  package var velocity: Double
  /// Where it springs to, in `0...1` (an end, or a snap point between them).
  package var target: Double
  /// The spring.
  package var spring: Spring
  /// Where the release starts on the animator's timebase; `nil` until the first frame sets it.
  package var instant: Double?
  /// Seconds from the instant after which the spring stays within the progress tolerance of
  /// the target: the release comes to rest there, exactly on the target.
  package var settlingDuration: Double
  /// The progress within which every property stays finite
  /// (``ChoreographyReleaseBounds/progressRange``): the velocity is chosen to stay inside,
  /// and the progress is held to it where a spring would still go further.
  package var progressRange = -Double.infinity...Double.infinity

  /// Creates a release.
  package init(
    progress: Double, velocity: Double, target: Double, spring: Spring, instant: Double?,
    settlingDuration: Double, progressRange: ClosedRange<Double>
  ) {
    self.progress = progress
    self.velocity = velocity
    self.target = target
    self.spring = spring
    self.instant = instant
    self.settlingDuration = settlingDuration
    self.progressRange = progressRange
  }

  /// The progress and its velocity at instant `now`, and whether the release is at rest.
  @inlinable
  package func state(at now: Double) -> (progress: Double, velocity: Double, atRest: Bool) {
    let elapsed = max(0, now - (instant ?? now))
    if elapsed >= settlingDuration { return (target, 0, true) }
    let transition = spring.transition(over: elapsed)
    let displacement = progress - target
    let moved =
      transition.displacementFromDisplacement * displacement
      + transition.displacementFromVelocity * velocity
    return (
      min(max(target + moved, progressRange.lowerBound), progressRange.upperBound),
      transition.velocityFromDisplacement * displacement + transition.velocityFromVelocity
        * velocity,
      false
    )
  }
}
