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
    AnimatableProperty(storage: propertyParts.takeUnretainedValue())
  }

  /// Which ends of the path the value may not pass; empty (no clamping) by default.
  public var clampMode: ClampMode {
    get { handlers?.clampMode ?? [] }
    set {
      setRarely(\.clampMode, to: newValue, default: [])
      updateSlowPathNeed()
    }
  }

  /// The step the written value is rounded to, in the value's units; 0 (the default) does not
  /// round.
  ///
  /// 1 writes whole numbers, 0.5 halves. Only the written value is rounded; the animation
  /// keeps moving smoothly underneath. Must be finite and `>= 0`.
  public var roundingFactor: Double {
    get { handlers?.roundingFactor ?? 0 }
    set {
      checkParameter(
        newValue.isFinite && newValue >= 0, "PropertyAnimation.roundingFactor", newValue,
        allowed: "finite and >= 0")
      setRarely(\.roundingFactor, to: newValue, default: 0)
      updateSlowPathNeed()
    }
  }

  /// Whether the animation's value is added to the object's own value instead of replacing it.
  ///
  /// As in Core Animation and pop: each frame adds the change of the animation's value since
  /// the previous frame (the whole value on the first frame), so a base of 1 animated
  /// additively from 1 to 2 first writes 2 and ends at 3. Default `false`.
  public var isAdditive: Bool {
    get { handlers?.isAdditive ?? false }
    set {
      setRarely(\.isAdditive, to: newValue, default: false)
      updateSlowPathNeed()
    }
  }

  /// The start value; `nil` reads it from the object when the animation starts.
  public var fromValue: Value? {
    get { hasFrom ? Value(animatableComponents: from) : nil }
    set {
      if let newValue {
        from = newValue.animatableComponents
        hasFrom = true
        trace(.fromValueUpdate, value: from.components)
      } else {
        hasFrom = false
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

  // What every frame reads comes first, then the numbers the animation moves, stored one by
  // one rather than as one `MotionState`: unspecialized code (the general frame) would look up
  // the generic struct's metadata at run time on every access. All of it is only ever
  // accessed instantaneously (see ``Animation``).

  /// The property's parts, retained by the animation and used by frames without reference
  /// counting.
  @usableFromInline let propertyParts: Unmanaged<AnimatableProperty<Object, Value>.Storage>
  /// The value computed last, before rounding and additive composition.
  @exclusivity(unchecked) @usableFromInline var current: Components = .zero
  /// The velocity, per second.
  @exclusivity(unchecked) @usableFromInline var velocityState: Components = .zero
  /// The target of the current run.
  @exclusivity(unchecked) @usableFromInline var to: Components = .zero
  /// The value written on the previous frame (rounded, before additive composition).
  @exclusivity(unchecked) @usableFromInline var lastWritten: Components = .zero
  /// The distance to the target when the run started or was retargeted.
  @exclusivity(unchecked) @usableFromInline var reachDistance: Components = .zero
  /// The start of the current run.
  @exclusivity(unchecked) @usableFromInline var from: Components = .zero

  /// Whether clamping, rounding or additive composition needs the general frame.
  var needsSlowPath: Bool {
    get { flags.contains(.needsSlowPath) }
    set { flags.set(.needsSlowPath, to: newValue) }
  }
  /// Whether a value has been written in this run.
  @inlinable var hasWritten: Bool {
    get { flags.contains(.hasWritten) }
    set { flags.set(.hasWritten, to: newValue) }
  }
  /// Whether the target was reached since the run started or was retargeted.
  @inlinable var didReach: Bool {
    get { flags.contains(.didReach) }
    set { flags.set(.didReach, to: newValue) }
  }
  /// Whether ``fromValue`` is set.
  var hasFrom: Bool {
    get { flags.contains(.hasFrom) }
    set { flags.set(.hasFrom, to: newValue) }
  }
  /// Whether the target is set.
  var hasTo: Bool {
    get { flags.contains(.hasTo) }
    set { flags.set(.hasTo, to: newValue) }
  }
  /// Whether the next start continues from `current` (a kept animation being restarted).
  var continuesFromCurrent: Bool {
    get { flags.contains(.continuesFromCurrent) }
    set { flags.set(.continuesFromCurrent, to: newValue) }
  }
  /// Whether an initial velocity is set (springs and decays).
  var hasInitialVelocity: Bool {
    get { flags.contains(.hasInitialVelocity) }
    set { flags.set(.hasInitialVelocity, to: newValue) }
  }

  func updateSlowPathNeed() {
    needsSlowPath = !clampMode.isEmpty || roundingFactor != 0 || isAdditive
  }

  /// The numbers the animation moves, together: what a fast frame copies in and out.
  @inlinable var motion: MotionState<Components> {
    get {
      MotionState(
        from: from, to: to, current: current, velocity: velocityState, lastWritten: lastWritten,
        reachDistance: reachDistance, hasWritten: hasWritten, didReach: didReach)
    }
    set {
      // A frame changes only these; the start, target and reach distance stay.
      current = newValue.current
      velocityState = newValue.velocity
      lastWritten = newValue.lastWritten
      hasWritten = newValue.hasWritten
      didReach = newValue.didReach
    }
  }

  /// Creates an animation of a property.
  ///
  /// - Parameters:
  ///   - property: The property to animate.
  ///   - kind: The animation's kind, which picks its fast path among the property's.
  @usableFromInline
  init(property: AnimatableProperty<Object, Value>, kind: FrameKernelKind) {
    propertyParts = Unmanaged.passRetained(property.storage)
    super.init()
    kernelKind = kind
  }

  /// The kind of the animation, which names its fast path among the property's.
  var kernelKind: FrameKernelKind {
    get { FrameKernelKind(flags: flags) }
    set { newValue.store(in: &flags) }
  }

  deinit { propertyParts.release() }

  /// Whether this frame can take the fast path: no clamping, rounding, additive composition
  /// or tracing, which the fast path does not do.
  @inline(__always) var canUseFastPath: Bool {
    if needsSlowPath { return false }
    guard let handlers else { return true }
    return handlers.tracer?.isRecording != true
  }

  override func begin(_ object: Object, at time: Double) { beginRun(object) }

  /// Renders a frame; a running animation's next frame on a held object goes straight to its
  /// step, everything else the way every object animation does.
  override func render(at time: Double, on animator: Animator) {
    guard objectIsHeld, isNextRunningFrame(at: time), let reference = objectReference,
      !(isLeadOfObject && objectHold.isOnlyReference)
    else {
      super.render(at: time, on: animator)
      return
    }
    reference.withUnretained { step(unsafeDowncast($0, to: Object.self), at: time) }
  }

  /// Advances a running animation by one frame on its fast path, or on the general path when
  /// an option, a tracer or a time jump needs it.
  @inline(__always) final override func step(_ object: Object, at time: Double) {
    let elapsed = time - lastTime
    guard canUseFastPath, !(elapsed > excessiveTimeJump && finishesOnTimeJump) else {
      stepRun(object, at: time)
      return
    }
    lastTime = time
    runFastPath(object, elapsed: elapsed)
  }

  /// Runs the frame's fast path over `elapsed` seconds (0 on the start frame) and acts on
  /// what it found.
  @inline(__always)
  func runFastPath(_ object: Object, elapsed: Double) {
    // One small closure per kind: the optimizer inlines these, not one with the switch inside.
    let outcome: FrameOutcome
    switch kernelKind {
    case .spring:
      outcome = propertyParts.withUnretained { $0.kernels.spring(self, object, elapsed) }
    case .decay:
      outcome = propertyParts.withUnretained { $0.kernels.decay(self, object, elapsed) }
    case .basic:
      outcome = propertyParts.withUnretained { $0.kernels.basic(self, object, elapsed) }
    }
    if outcome.isInvalid || outcome.isDone || outcome.didReach || handlers != nil {
      handle(outcome, object: object)
    }
  }

  // MARK: Hooks for the concrete kinds

  /// Reads or computes the target on the start frame.
  func resolveTarget(_ object: Object) {
    if !hasTo {
      to = property.read(object).animatableComponents
      hasTo = true
      trace(.propertyRead, value: to.components)
    }
  }

  /// Sets the value and velocity for the first run.
  func startRun() {
    if !continuesFromCurrent { current = from }
  }

  /// Moves the value and velocity on by `elapsed` seconds (`>= 0`).
  func advance(by elapsed: Double) {}

  /// Whether the run is done after this frame wrote `written`; `previous` is the value
  /// written on the frame before, unless this was the run's first write. (Not an optional:
  /// unspecialized code would look up the optional's metadata at run time.)
  func isRunComplete(written: Components, previous: Components, isFirstWrite: Bool) -> Bool {
    true
  }

  /// Whether a jump of more than 30 s between frames finishes the run (springs and decays).
  var finishesOnTimeJump: Bool { false }

  /// Prepares a run back towards the old start; `from` and `to` are already swapped.
  func prepareReversedRun() {}

  /// Prepares another run from the start.
  func prepareRepeatedRun() { current = from }

  override var traceValue: [Double]? { current.components }

  override var traceVelocity: [Double]? { velocityState.components }

  override func prepareForStart() {
    super.prepareForStart()
    continuesFromCurrent = false
    hasWritten = false
  }

  var physicalProgress: Double {
    var fromDistance = 0.0
    var toDistance = 0.0
    var total = 0.0
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
