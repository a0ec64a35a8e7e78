// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// pop's rule for a time jump: more than this many seconds between frames finishes springs and
/// decays at their target on that frame.
let excessiveTimeJump = 30.0

/// The frame interval pop's done rules assume, in seconds: a spring is judged settled by how far
/// it moved over one 60 Hz frame.
@usableFromInline let popFrameInterval = 1.0 / 60

/// The shortest interval taken as a whole 60 Hz frame, in seconds: 1/60 s less the rounding of
/// frame times computed as differences of absolute times.
// Both are literals (not `SpringRest`'s, which they equal) so that the frame reads constants,
// not a lazily initialised global of another module.
@usableFromInline let shortestPopFrame = popFrameInterval * (1 - 1e-9)

extension PropertyAnimation {
  // MARK: The fast path, written once for every kind

  /// A kind's code compiled for a property: the one the property keeps, or a new one built
  /// here and kept.
  ///
  /// Called from each kind's `@inlinable` initializer, so that the kind's code is compiled for
  /// the concrete object and value types of the code that creates the animation. Only a kind
  /// (a final subclass that conforms to ``AnimationKind``) can be passed, so a kind without its
  /// motion or done rule does not compile.
  ///
  /// - Parameters:
  ///   - kind: The animation kind.
  ///   - property: The animated property.
  ///   - constant: What the kind derives from the property once (see
  ///     ``CompiledKind/propertyConstant``).
  /// - Returns: The kind's code for the property.
  @inlinable
  static func compiledKind<Kind: PropertyAnimation & AnimationKind>(
    of kind: Kind.Type, for property: AnimatableProperty<Object, Value>,
    constant: (AnimatableProperty<Object, Value>) -> Double = { _ in 0 }
  ) -> CompiledKind<Object, Value> where Kind.Value == Value {
    let storage = property.storage
    let key = ObjectIdentifier(Kind.self)
    if let kept = storage.companions[key] {
      return unsafeDowncast(kept, to: CompiledKind<Object, Value>.self)
    }
    let compiled = CompiledKind(
      property: storage, propertyConstant: constant(property), fastPath: fastPath(of: Kind.self),
      motion: { base, elapsed in unsafeDowncast(base, to: Kind.self).motion(after: elapsed) },
      isDone: { base, written, previous, velocity, previousVelocity, elapsed, isFirst, isRounded in
        unsafeDowncast(base, to: Kind.self).isDone(
          written: written, previous: previous, velocity: velocity,
          previousVelocity: previousVelocity, elapsed: elapsed, isFirstWrite: isFirst,
          isRounded: isRounded)
      })
    storage.companions[key] = compiled
    return compiled
  }

  /// A kind's fast path: its motion, its done rule, the record of the frame and the write.
  ///
  /// Generic over the kind, so that where `Kind` is a concrete final class its motion and done
  /// rule are called directly and inlined.
  @inlinable
  static func fastPath<Kind: PropertyAnimation & AnimationKind>(of kind: Kind.Type)
    -> CompiledKind<Object, Value>.FastPath where Kind.Value == Value
  {
    { base, object, elapsed in
      let animation = unsafeDowncast(base, to: Kind.self)
      let (value, velocity) = animation.motion(after: elapsed)
      var outcome = FrameOutcome()
      // Nothing that is not finite is stored or written.
      guard areFinite(value, velocity, animation.to, animation.from) else {
        outcome.isInvalid = true
        return outcome
      }
      // (The frame before's velocity is still `currentVelocity`: the kind reads it if it needs it.)
      outcome.isDone = animation.isDone(
        written: value, previous: animation.lastWritten, velocity: velocity, elapsed: elapsed,
        isFirstWrite: !animation.flags[.hasWritten], isRounded: false)
      outcome.didReach =
        !animation.flags[.didReach]
        && hasReached(animation.to, from: value, distanceWhenArmed: animation.reachDistance)
      // Store, then write: the write calls the property's closure, which may touch this
      // animation, so no access to its state may be in progress then.
      animation.current = value
      animation.currentVelocity = velocity
      animation.lastWritten = value
      animation.flags[.hasWritten] = true
      if outcome.didReach { animation.flags[.didReach] = true }
      animation.compiled.withUnretained { $0.write(object, Value(animatableComponents: value)) }
      return outcome
    }
  }

  // MARK: The run

  /// Acts on what a frame's fast path found: rejects invalid values, reports the write and the
  /// reach, and finishes a settled run.
  func report(_ outcome: FrameOutcome, object: Object) {
    if outcome.isInvalid {
      reject(note: "the animation's value, velocity or target is not finite")
      return
    }
    let generation = self.generation
    let (target, velocity) = (to, currentVelocity)
    if extras != nil {
      emitApply()
      guard isStillCurrent(generation) else { return }
      if outcome.didReach {
        emitReach()
        guard isStillCurrent(generation) else { return }
      }
    }
    // A callback that gave the run a new target or velocity keeps it going from here.
    if outcome.isDone && to == target && currentVelocity == velocity { finishRun(object) }
    emitPendingUpdate()
  }

  /// Advances by `elapsed` seconds on the general path (clamping, rounding, additive
  /// composition, tracing), writes, reports, and finishes the run when it is done.
  func advanceGeneral(_ object: Object, by elapsed: Double) {
    let generation = self.generation
    let jumped = elapsed > excessiveTimeJump && finishesOnTimeJump
    let previousVelocity = currentVelocity
    if !jumped {
      let (value, velocity) = compiled.withUnretained { $0.motion(self, elapsed) }
      (current, currentVelocity) = (value, velocity)
    }
    guard isStateFinite else {
      reject(note: "the animation's value, velocity, start or target is not finite")
      return
    }
    clampCurrent()
    var done = jumped
    if !jumped {
      let (isFirstWrite, previous) = (!flags[.hasWritten], lastWritten)
      let written = write(current, to: object)
      guard isStillCurrent(generation) else { return }
      // The done rule sees the target as it is now (the write may have changed it).
      done = compiled.withUnretained {
        $0.isDone(
          self, written, previous, currentVelocity, previousVelocity, elapsed, isFirstWrite,
          roundingFactor > 0)
      }
      let (target, velocity) = (to, currentVelocity)
      emitApply()
      guard isStillCurrent(generation) else { return }
      if !flags[.didReach] && hasReachedTarget {
        flags[.didReach] = true
        emitReach()
        guard isStillCurrent(generation) else { return }
      }
      // A callback that gave the run a new target or velocity keeps it going from here.
      if to != target || currentVelocity != velocity { done = false }
    }
    if done { finishRun(object) }
    emitPendingUpdate()
  }

  /// Snaps to the target and either starts the next run or finishes.
  func finishRun(_ object: Object) {
    let generation = self.generation
    current = to
    currentVelocity = .zero
    if !flags[.hasWritten] || lastWritten != rounded(to) {
      write(to, to: object)
      guard isStillCurrent(generation) else { return }
      emitApply()
      guard isStillCurrent(generation), !isRetargetedAtEnd else { return }
    }
    if !flags[.didReach] {
      flags[.didReach] = true
      emitReach()
      guard isStillCurrent(generation), !isRetargetedAtEnd else { return }
    }
    if let totalRuns, completedRuns + 1 >= totalRuns {
      // The frame's update comes before the stop it ends with.
      emitPendingUpdate(evenIfHeld: true)
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
      (from, to) = (to, from)
      prepareReversedRun()
      trace(.autoreversed)
    } else {
      prepareRepeatedRun()
    }
    armReach()
  }

  /// Whether a callback on the final frame gave the run a new target or velocity, so that it
  /// goes on instead of finishing.
  private var isRetargetedAtEnd: Bool { current != to || currentVelocity != .zero }

  /// Stops the animation because a value is not finite; nothing non-finite is ever written.
  func reject(note: String) {
    trace(.rejectedValue, note: note)
    animator?.stopAndRemove(self, finished: false)
  }

  /// Rejects a value on the start frame, before the start was reported: like any animation
  /// removed before it started, it reports a start and then its stop.
  func rejectBeforeStart(note: String) {
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
      output = base + (flags[.hasWritten] ? written - lastWritten : written)
    }
    guard output.isFinite else {
      reject(note: "the value to write is not finite")
      return written
    }
    property.write(object, Value(animatableComponents: output))
    lastWritten = written
    flags[.hasWritten] = true
    trace(.propertyWrite, value: output.components)
    if flags[.isRecorded] { recordWrite(output) }
    return written
  }

  @usableFromInline
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
  @inlinable
  func armReach() {
    reachDistance = to - current
    flags[.didReach] = false
  }

  // MARK: The state

  /// Whether the value, velocity, target and start are all finite.
  var isStateFinite: Bool { areFinite(current, currentVelocity, to, from) }

  /// Whether every moving component has reached or crossed its target since the last arm.
  var hasReachedTarget: Bool { hasReached(to, from: current, distanceWhenArmed: reachDistance) }
}
