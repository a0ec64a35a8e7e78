/// The numbers a property animation moves: stored once, in the animation, and handed to its
/// kind's step on every frame.
///
/// A frame copies the state out of the animation, lets the kind's step move it, and stores it
/// back before anything else runs (the write through the property calls user code, which may
/// touch the animation), so no access to the animation's state is ever in progress across a
/// call.
@usableFromInline
struct MotionState<Components: AnimatableVector> {
  /// The start of the current run.
  @usableFromInline var from: Components = .zero
  /// The target of the current run.
  @usableFromInline var to: Components = .zero
  /// The value computed last, before clamping, rounding and additive composition.
  @usableFromInline var current: Components = .zero
  /// The velocity, in units per second.
  @usableFromInline var velocity: Components = .zero
  /// The value written on the previous frame (rounded, before additive composition).
  @usableFromInline var lastWritten: Components = .zero
  /// The distance to the target when the run started or was retargeted.
  @usableFromInline var reachDistance: Components = .zero

  @usableFromInline init() {}

  /// Ends a fast frame's arithmetic: checks that every number is finite, then records the value
  /// about to be written and tells whether the target was reached.
  ///
  /// - Parameters:
  ///   - isDone: Whether the run ends on this frame (the kind's done rule).
  ///   - alreadyReached: Whether the target was reached earlier in this run.
  /// - Returns: What the frame found; nothing was recorded if it is invalid.
  @inlinable @inline(__always)
  mutating func recordFrame(isDone: Bool, alreadyReached: Bool) -> FrameOutcome {
    var outcome = FrameOutcome()
    guard isFinite else {
      outcome.isInvalid = true
      return outcome
    }
    outcome.isDone = isDone
    lastWritten = current
    outcome.didReach = !alreadyReached && hasReachedTarget
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
  /// Components that had no distance to cover are ignored (pop needs every component, so a
  /// point moving only along x never "reaches" before it ends).
  @inlinable
  var hasReachedTarget: Bool {
    for index in 0..<Components.componentCount
    where (to[index] - current[index]) * reachDistance[index] > 0 {
      return false
    }
    return true
  }

  /// Captures the distance to the target, so that reaching or crossing it can be told.
  mutating func armReach() {
    reachDistance = to - current
  }
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
