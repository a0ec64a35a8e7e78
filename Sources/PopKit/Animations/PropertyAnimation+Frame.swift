/// pop's rule for a time jump: more than this many seconds between frames finishes springs and
/// decays at their target on that frame.
let excessiveTimeJump = 30.0

extension PropertyAnimation {
  // MARK: The frame

  /// A frame's fast path: advance by `elapsed` seconds, write, and tell what happened.
  ///
  /// Each kind builds its own, and the property builds and keeps those of all kinds in its
  /// `@inlinable` initializer (see ``FrameKernels``), so that their arithmetic is compiled for
  /// the concrete object and value types where the property is created. A fast path is only
  /// ever called with animations of its kind.
  @usableFromInline
  typealias FrameKernel =
    @MainActor (
      _ animation: PropertyAnimation, _ object: Object, _ elapsed: Double
    ) -> FrameOutcome

  /// Acts on what a frame's fast path found: rejects invalid values, reports the write and the
  /// reach, and finishes a settled run.
  func handle(_ outcome: FrameOutcome, object: Object) {
    if outcome.isInvalid {
      reject(note: "the animation's value, velocity or target is not finite")
      return
    }
    let generation = self.generation
    let (target, velocity) = (to, velocityState)
    if handlers != nil {
      emitApply()
      guard isStillCurrent(generation) else { return }
      if outcome.didReach {
        emitReach()
        guard isStillCurrent(generation) else { return }
      }
    }
    // A callback that gave the run a new target or velocity keeps it going from here.
    if outcome.isDone && to == target && velocityState == velocity { finishRun(object) }
  }

  func beginRun(_ object: Object) {
    let generation = self.generation
    if !hasFrom {
      from = continuesFromCurrent ? current : property.read(object).animatableComponents
      hasFrom = true
      trace(.propertyRead, value: from.components)
    }
    resolveTarget(object)
    guard from.isFinite, to.isFinite else {
      rejectBeforeStart(note: "fromValue or toValue is not finite")
      return
    }
    startRun()
    continuesFromCurrent = false
    guard current.isFinite, velocityState.isFinite else {
      rejectBeforeStart(note: "the start value or velocity is not finite")
      return
    }
    armReach()
    emitStart()
    guard isStillCurrent(generation) else { return }
    // The start frame writes the start value the same way on either path.
    if canUseFastPath { runFastPath(object, elapsed: 0) } else { apply(object, elapsed: 0) }
  }

  func stepRun(_ object: Object, at time: Double) {
    let elapsed = time - lastTime
    lastTime = time
    apply(object, elapsed: elapsed)
  }

  /// Advances by `elapsed` seconds, writes, reports, and finishes the run when it is done.
  private func apply(_ object: Object, elapsed: Double) {
    let generation = self.generation
    let jumped = elapsed > excessiveTimeJump && finishesOnTimeJump
    if !jumped { advance(by: elapsed) }
    guard current.isFinite, velocityState.isFinite, to.isFinite, from.isFinite else {
      reject(note: "the animation's value, velocity, start or target is not finite")
      return
    }
    clampCurrent()
    var done = jumped
    if !jumped {
      let (previous, isFirstWrite) = (lastWritten, !hasWritten)
      let written = write(current, to: object)
      guard isStillCurrent(generation) else { return }
      done = isRunComplete(written: written, previous: previous, isFirstWrite: isFirstWrite)
      let (target, velocity) = (to, velocityState)
      emitApply()
      guard isStillCurrent(generation) else { return }
      if !didReach && hasReachedTarget {
        didReach = true
        emitReach()
        guard isStillCurrent(generation) else { return }
      }
      // A callback that gave the run a new target or velocity keeps it going from here.
      if to != target || velocityState != velocity { done = false }
    }
    if done { finishRun(object) }
  }

  /// Snaps to the target and either starts the next run or finishes.
  func finishRun(_ object: Object) {
    let generation = self.generation
    current = to
    velocityState = .zero
    if !hasWritten || lastWritten != rounded(to) {
      write(to, to: object)
      guard isStillCurrent(generation) else { return }
      emitApply()
      guard isStillCurrent(generation), !isRetargetedAtEnd else { return }
    }
    if !didReach {
      didReach = true
      emitReach()
      guard isStillCurrent(generation), !isRetargetedAtEnd else { return }
    }
    completedRuns += 1
    if let totalRuns, completedRuns >= totalRuns {
      phase = .finished
      if removedOnCompletion { animator?.detach(self) }
      emitStop(finished: true)
      return
    }
    startTime = lastTime
    if autoreverses {
      swap(&from, &to)
      prepareReversedRun()
      trace(.autoreversed)
    } else {
      prepareRepeatedRun()
    }
    armReach()
  }

  /// Whether a callback on the final frame gave the run a new target or velocity, so that it
  /// goes on instead of finishing.
  private var isRetargetedAtEnd: Bool { current != to || velocityState != .zero }

  /// Stops the animation because a value is not finite; nothing non-finite is ever written.
  func reject(note: String) {
    trace(.rejectedValue, note: note)
    animator?.stopAndRemove(self, finished: false)
  }

  /// Rejects a value on the start frame, before the start was reported: like any animation
  /// removed before it started, it reports a start and then its stop.
  private func rejectBeforeStart(note: String) {
    phase = .waiting
    reject(note: note)
  }

  // MARK: Writing

  /// Applies rounding and additive composition and writes through the property.
  /// - Returns: The rounded value the animation wrote (before additive composition).
  @discardableResult
  func write(_ value: Components, to object: Object) -> Components {
    let written = rounded(value)
    var output = written
    if isAdditive {
      let base = property.read(object).animatableComponents
      output = base + (hasWritten ? written - lastWritten : written)
    }
    guard output.isFinite else {
      reject(note: "the value to write is not finite")
      return written
    }
    property.write(object, Value(animatableComponents: output))
    lastWritten = written
    hasWritten = true
    trace(.propertyWrite, value: output.components)
    return written
  }

  func rounded(_ value: Components) -> Components {
    guard roundingFactor > 0 else { return value }
    let factor = roundingFactor
    return value.map { ($0 / factor).rounded() * factor }
  }

  private func clampCurrent() {
    guard !clampMode.isEmpty else { return }
    for index in 0..<Components.componentCount {
      let start = from[index]
      let end = to[index]
      var value = current[index]
      let increasing = end > start
      if clampMode.contains(.start) {
        value = increasing ? max(value, start) : min(value, start)
      }
      if clampMode.contains(.end) {
        value = increasing ? min(value, end) : max(value, end)
      }
      current[index] = value
    }
  }

  // MARK: Reaching the target

  /// Captures the distance to the target, so that crossing it can be told.
  func armReach() {
    reachDistance = to - current
    didReach = false
  }

  /// Whether every moving component has reached or crossed its target since the last arm.
  ///
  /// Components that had no distance to cover are ignored (pop needs every component, so a
  /// point moving only along x never "reaches" before it ends).
  var hasReachedTarget: Bool { hasReached(to, from: current, distanceWhenArmed: reachDistance) }
}
