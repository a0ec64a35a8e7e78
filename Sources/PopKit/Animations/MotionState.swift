/// The numbers a property animation moves, kept together so that a frame reads and writes them
/// in one access.
@usableFromInline
struct MotionState<Components: AnimatableVector> {
  /// The start of the current run.
  @usableFromInline var from: Components
  /// The target of the current run.
  @usableFromInline var to: Components
  /// The value the animation computed last, before rounding and additive composition.
  @usableFromInline var current: Components
  /// The velocity, per second.
  @usableFromInline var velocity: Components
  /// The value written on the previous frame (rounded, before additive composition).
  @usableFromInline var lastWritten: Components
  /// The distance to the target when the run started or was retargeted.
  @usableFromInline var reachDistance: Components
  /// Whether a value has been written in this run.
  @usableFromInline var hasWritten: Bool
  /// Whether the target was reached since the run started or was retargeted.
  @usableFromInline var didReach: Bool

  @usableFromInline
  init(
    from: Components, to: Components, current: Components, velocity: Components,
    lastWritten: Components, reachDistance: Components, hasWritten: Bool, didReach: Bool
  ) {
    self.from = from
    self.to = to
    self.current = current
    self.velocity = velocity
    self.lastWritten = lastWritten
    self.reachDistance = reachDistance
    self.hasWritten = hasWritten
    self.didReach = didReach
  }

  /// Ends a fast frame's arithmetic: checks that every number is finite, then records the value
  /// about to be written and whether the target was reached.
  ///
  /// The caller then stores the state in the animation and only then writes through the
  /// property, whose closure may touch the animation. (Kept on this struct rather than on the
  /// generic class, so that the specialized frame needs no run-time type look-up.)
  ///
  /// - Parameter isDone: Whether the run ends on this frame.
  /// - Returns: What the frame found; nothing was recorded if it is invalid.
  @inlinable @inline(__always)
  mutating func recordFrame(isDone: Bool) -> FrameOutcome {
    var outcome = FrameOutcome()
    guard isFinite else {
      outcome.isInvalid = true
      return outcome
    }
    outcome.isDone = isDone
    lastWritten = current
    hasWritten = true
    if !didReach && hasReachedTarget {
      didReach = true
      outcome.didReach = true
    }
    return outcome
  }

  /// Whether the value, velocity, target and start are all finite, in one test.
  ///
  /// A finite number times 0 is ±0 and an infinite or NaN one gives NaN, so the sum of the
  /// products is 0 exactly when every number is finite: a few multiplies and one branch
  /// instead of a test and a branch per number.
  @inlinable
  var isFinite: Bool {
    var sum = 0.0
    for index in 0..<Components.componentCount {
      sum += (current[index] * 0 + velocity[index] * 0) + (to[index] * 0 + from[index] * 0)
    }
    return sum == 0
  }

  /// Whether every moving component has reached or crossed its target since the last arm.
  ///
  /// Components that had no distance to cover are ignored.
  @inlinable
  var hasReachedTarget: Bool {
    hasReached(to, from: current, distanceWhenArmed: reachDistance)
  }
}

/// Whether every moving component of `current` has reached or crossed `target`, given the
/// distance to it when the reach was armed; components that had no distance are ignored.
@inlinable
func hasReached<Components: AnimatableVector>(
  _ target: Components, from current: Components, distanceWhenArmed distance: Components
) -> Bool {
  for index in 0..<Components.componentCount
  where (target[index] - current[index]) * distance[index] > 0 {
    return false
  }
  return true
}

/// What a frame's fast path found, for the animation to act on.
@usableFromInline
struct FrameOutcome {
  /// A value, velocity or target was not finite; nothing was written.
  @usableFromInline var isInvalid = false
  /// The run has settled and should finish on this frame.
  @usableFromInline var isDone = false
  /// The target was reached on this frame for the first time since the last arm.
  @usableFromInline var didReach = false

  @usableFromInline init() {}
}
