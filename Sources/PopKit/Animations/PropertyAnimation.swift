// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An animation of one property of an object: the common part of ``SpringAnimation``,
/// ``DecayAnimation`` and ``BasicAnimation`` (pop's `POPPropertyAnimation`).
///
/// Values are animated as their components (see ``AnimatableValue``). A value left `nil` is
/// read from the object when the animation starts.
@MainActor
public class PropertyAnimation<Object: AnyObject, Value: AnimatableValue>: ObjectAnimation<Object> {
  @usableFromInline typealias Components = Value.AnimatableComponents

  /// The property the animation reads and writes.
  public var property: AnimatableProperty<Object, Value> {
    AnimatableProperty(storage: compiled.withUnretained { $0.property })
  }

  /// The start value; `nil` reads it from the object when the animation starts.
  public var fromValue: Value? {
    get { flags[.hasFrom] ? Value(animatableComponents: from) : nil }
    set {
      if let newValue {
        from = newValue.animatableComponents
        flags[.hasFrom] = true
        trace(.fromValueUpdate, value: from.components)
      } else {
        flags[.hasFrom] = false
        trace(.fromValueUpdate)
      }
    }
  }

  /// The value the animation last computed (before rounding and additive composition); `nil`
  /// before it starts.
  public var currentValue: Value? {
    phase == .running || phase == .finished ? Value(animatableComponents: current) : nil
  }

  /// How far along the animation is, 0 at the start and 1 at the target.
  ///
  /// For timed animations it is the eased progress (it may leave 0...1 for overshooting
  /// curves); for springs and decays it is the distance covered relative to the whole move.
  public var progress: Double {
    guard phase == .running || phase == .finished else { return 0 }
    return physicalProgress
  }

  // MARK: Running state

  /// The kind's code compiled for the property's types, shared by the kind's animations of
  /// the property; the hold owns the property's storage, which owns the compiled kind.
  @usableFromInline let compiled: PropertyHold<Object, Value>

  // The running state, stored once, here, one number at a time (a generic struct would make
  // unspecialized code look up its metadata at run time on every access). The hot step reads
  // and writes it only in instantaneous accesses, never `inout` across a call, so its run-time
  // exclusivity checks, which cost more than the step's arithmetic, are off.

  /// The value computed last, before clamping, rounding and additive composition.
  // Unchecked: every frame reads it, only instantaneously; a check would cost more than the step.
  @exclusivity(unchecked) @usableFromInline var current: Components = .zero
  /// The velocity, in units per second.
  // Unchecked: every frame reads it, only instantaneously; a check would cost more than the step.
  @exclusivity(unchecked) @usableFromInline var currentVelocity: Components = .zero
  /// The target of the current run.
  // Unchecked: every frame reads it, only instantaneously; a check would cost more than the step.
  @exclusivity(unchecked) @usableFromInline var to: Components = .zero
  /// The value written on the previous frame (rounded, before additive composition).
  // Unchecked: every frame reads it, only instantaneously; a check would cost more than the step.
  @exclusivity(unchecked) @usableFromInline var lastWritten: Components = .zero
  /// The distance to the target when the run started or was retargeted.
  // Unchecked: every frame reads it, only instantaneously; a check would cost more than the step.
  @exclusivity(unchecked) @usableFromInline var reachDistance: Components = .zero
  /// The start of the current run.
  // Unchecked: every frame reads it, only instantaneously; a check would cost more than the step.
  @exclusivity(unchecked) @usableFromInline var from: Components = .zero

  /// Creates an animation of a property.
  ///
  /// - Parameters:
  ///   - property: The property to animate.
  ///   - compiled: The kind's code compiled for the property (see
  ///     ``compiledKind(of:for:constant:)``).
  @usableFromInline
  init(property: AnimatableProperty<Object, Value>, compiled: CompiledKind<Object, Value>) {
    self.compiled = PropertyHold(compiled)
    super.init()
  }

  /// Whether this frame can take the fast path: no clamping, rounding, additive composition,
  /// recording tracer or motion recorder, which the fast path does not do.
  @inline(__always) var canUseFastPath: Bool {
    !flags[.needsSlowPath] && !flags[.isTracing] && !flags[.isRecorded]
  }

  /// Starts the run on its first frame: reads the missing values, reports the start and
  /// advances from the start instant (``Animation/startTime``) to the frame's time.
  override func startRun(_ object: Object, at time: Double) {
    let generation = self.generation
    if !flags[.hasFrom] {
      from =
        flags[.continuesFromCurrent] ? current : property.read(object).animatableComponents
      flags[.hasFrom] = true
      trace(.propertyRead, value: from.components)
    }
    resolveTarget(object)
    guard from.isFinite, to.isFinite else {
      rejectBeforeStart(note: "fromValue or toValue is not finite")
      return
    }
    prepareFirstRun()
    flags[.continuesFromCurrent] = false
    guard current.isFinite, currentVelocity.isFinite else {
      rejectBeforeStart(note: "the start value or velocity is not finite")
      return
    }
    armReach()
    emitStart()
    guard isStillCurrent(generation) else { return }
    // The start frame writes the same way on either path.
    advanceRun(object, to: time)
  }

  /// Advances a frame; a running animation's next frame on a held object goes straight to its
  /// fast path, everything else the way every object animation does.
  override func advance(to time: Double, on animator: Animator) {
    guard flags[.objectIsHeld], isNextRunningFrame(at: time), let reference = objectReference,
      !(flags[.isLeadOfObject] && objectHold.isOnlyReference)
    else {
      super.advance(to: time, on: animator)
      return
    }
    reference.withUnretained { advanceRun(unsafeDowncast($0, to: Object.self), to: time) }
  }

  /// Advances a running animation by one frame on its fast path, or on the general path when
  /// an option, a tracer or a time jump needs it.
  @inline(__always) final override func advanceRun(_ object: Object, to time: Double) {
    let elapsed = time - lastTime
    lastTime = time
    if canUseFastPath && !(elapsed > excessiveTimeJump && finishesOnTimeJump) {
      advanceFast(object, by: elapsed)
    } else {
      advanceGeneral(object, by: elapsed)
    }
  }

  /// Advances by `elapsed` seconds (0 on the start frame) on the kind's compiled fast path and
  /// acts on what it found.
  @inline(__always)
  func advanceFast(_ object: Object, by elapsed: Double) {
    let outcome = compiled.withUnretained { $0.fastPath(self, object, elapsed) }
    if outcome.isInvalid || outcome.isDone || outcome.didReach || flags[.hasFrameCallbacks] {
      report(outcome, object: object)
    }
  }

  /// Where the current run ends: the value a finish at once writes; `nil` when not running.
  ///
  /// Each kind keeps it in `to`: a spring's target, a decay's landing place, a timed
  /// animation's target.
  var endOfRun: Value? {
    phase == .running ? Value(animatableComponents: to) : nil
  }

  /// Whether the property's targets have equivalents to choose the nearest of.
  @inlinable var hasEquivalentTargets: Bool {
    compiled.withUnretained { $0.property.hasEquivalentComponents }
  }

  override var jumpsWhenMotionIsReduced: Bool {
    compiled.withUnretained { $0.property.reducedMotion == .jump }
  }

  override func finishRunAtOnce(_ object: Object) -> Bool {
    guard phase == .running else { return false }
    finishRun(object)
    return true
  }

  /// What the animation hands to a spring that takes its property over.
  ///
  /// ``Animator/animate(_:_:to:spring:velocity:)`` asks it of the animation under the key: its
  /// value and velocity at its last frame
  /// and that frame's instant (`nil`: the new spring's first frame), or `nil` when it is not
  /// running. A paused one hands over its state at the new spring's first frame; one resumed
  /// and not yet moved, at the resume's instant.
  func handover() -> (value: Components, velocity: Components, instant: Double?)? {
    guard phase == .running else { return nil }
    guard !isPaused else { return (current, currentVelocity, nil) }
    let instant = flags[.needsTimeResync] ? extras?.resumeInstant : lastTime
    return (current, currentVelocity, instant)
  }

  // MARK: Hooks of the run, for the concrete kinds

  /// Reads or computes the target on the start frame; the base reads a missing target and
  /// takes the equivalent nearest the start (``AnimatableValue/equivalentComponents(of:nearest:)``).
  func resolveTarget(_ object: Object) {
    if !flags[.hasTo] {
      to = property.read(object).animatableComponents
      flags[.hasTo] = true
      trace(.propertyRead, value: to.components)
    }
    if hasEquivalentTargets { to = Value.equivalentComponents(of: to, nearest: from) }
  }

  /// Sets the value and velocity for the first run.
  func prepareFirstRun() {
    if !flags[.continuesFromCurrent] { current = from }
  }

  /// Whether a jump of more than 30 s between frames finishes the run (springs and decays).
  var finishesOnTimeJump: Bool { false }

  /// Prepares a run back towards the old start; `from` and `to` are already swapped.
  func prepareReversedRun() {}

  /// Prepares another run from the start.
  func prepareRepeatedRun() { current = from }

  override var traceValue: [Double]? { current.components }

  override func recordingChannel(on recorder: MotionRecorder) -> Int32 {
    makeRecordingChannel(on: recorder)
  }

  override var recordedParameters: SIMD4<Double> { runParameters }

  override func inspection() -> RunningAnimation? {
    switch phase {
    case .running: inspectionEntry()
    case .waiting: waitingEntry()
    case .detached, .finished: nil
    }
  }

  override var traceVelocity: [Double]? { currentVelocity.components }

  override func resetForStart() {
    super.resetForStart()
    flags[.continuesFromCurrent] = false
    flags[.hasWritten] = false
  }

  var physicalProgress: Double {
    var fromDistance = 0.0
    var toDistance = 0.0
    var total = 0.0
    let (from, to, current) = (from, to, current)
    for index in 0..<Components.componentCount {
      let start = current[index] - from[index]
      let end = current[index] - to[index]
      let whole = to[index] - from[index]
      fromDistance += start * start
      toDistance += end * end
      total += whole * whole
    }
    if total == 0 { return 1 }
    if fromDistance > toDistance { return (fromDistance / total).squareRoot() }
    return 1 - (toDistance / total).squareRoot()
  }
}
