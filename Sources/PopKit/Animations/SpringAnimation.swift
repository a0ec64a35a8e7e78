// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An animation that moves a property to a target on a spring (pop's `POPSpringAnimation`).
///
/// ```swift
/// let spring = SpringAnimation(property: xProperty)
/// spring.toValue = 1
/// spring.velocity = 10  // units per second
/// spring.spring = Spring(bounciness: 12, speed: 8)
/// animator.add(spring, to: box, forKey: "x")
/// // later, while it moves:
/// spring.toValue = 0  // turns smoothly, keeping its velocity
/// ```
///
/// The motion is the exact solution of the spring's equation at the frame's time, the same to
/// rounding at any frame rate. It finishes by pop's rule, judged at its run's 60 Hz instants
/// whatever the frame rate: when two values a 60 Hz frame apart are within a fifth of the
/// property's threshold of the target and of each other (or, with a
/// ``PropertyAnimation/roundingFactor``, equal to the rounded target). A threshold of 0, or a
/// spring without friction, never finishes: such an animation runs until removed.
@MainActor
public final class SpringAnimation<Object: AnyObject, Value: AnimatableValue>:
  PropertyAnimation<Object, Value>, AnimationKind, AnimationCallbacks
{
  /// The spring's constants; pop's default (bounciness 4, speed 12) unless set.
  ///
  /// Changing it while the animation runs continues from the current value and velocity.
  public var spring: Spring {
    get { stepper.spring }
    set {
      stepper = SpringStepper.shared(for: newValue)
      trace(.springUpdate, value: [newValue.tension, newValue.friction, newValue.mass])
    }
  }

  /// The target; `nil` reads it from the object when the animation starts.
  ///
  /// Setting it while the animation runs retargets it: the value and velocity carry on
  /// smoothly, and ``AnimationCallbacks/onReachToValue`` fires again when the new target is
  /// reached. Setting it on a finished animation that was kept (``Animation/removedOnCompletion``
  /// `false`) starts it again from where it is.
  @inlinable
  public var toValue: Value? {
    get { flags[.hasTo] ? Value(animatableComponents: to) : nil }
    set {
      guard let newValue else {
        flags[.hasTo] = false
        trace(.toValueUpdate)
        return
      }
      to = newValue.animatableComponents
      flags[.hasTo] = true
      if flags[.isTracing] { trace(.toValueUpdate, value: to.components) }
      targetDidChange()
    }
  }

  /// The velocity, in the value's units per second.
  ///
  /// Before the start it is the initial velocity (`nil` means at rest); while the animation
  /// runs it reads the current velocity, and setting it changes the current velocity.
  public var velocity: Value? {
    get {
      if phase == .running { return Value(animatableComponents: currentVelocity) }
      return flags[.hasInitialVelocity] ? Value(animatableComponents: initialVelocity) : nil
    }
    set {
      flags[.hasInitialVelocity] = newValue != nil
      initialVelocity = newValue?.animatableComponents ?? .zero
      if phase == .running { currentVelocity = initialVelocity }
      trace(.velocityUpdate, value: newValue.map { $0.animatableComponents.components })
    }
  }

  /// The stepper of the animation's spring, shared with equal springs: owned by the animation
  /// and used by frames without reference counting.
  // Unchecked: every spring frame reads it, only instantaneously.
  @exclusivity(unchecked) @usableFromInline var ownedStepper: Owned<SpringStepper>
  var initialVelocity: Components = .zero

  /// The stepper of the animation's spring.
  var stepper: SpringStepper {
    get { ownedStepper.instance }
    set { ownedStepper = Owned(newValue) }
  }

  /// Creates a spring animation of a property, with pop's default spring.
  ///
  /// - Parameter property: The property to animate.
  @inlinable
  public init(property: AnimatableProperty<Object, Value>) {
    ownedStepper = Owned(SpringStepper.shared(for: .default))
    // pop's settling tolerance, a fifth of the threshold, is kept with the compiled kind so
    // that no frame divides.
    let compiled = PropertyAnimation.compiledKind(of: SpringAnimation.self, for: property) {
      $0.threshold / 5
    }
    super.init(property: property, compiled: compiled)
  }

  /// Creates a spring animation of a property towards a target, in one line.
  ///
  /// ```swift
  /// let spring = SpringAnimation(property: x, to: 1, spring: .snappy)
  /// ```
  ///
  /// - Parameters:
  ///   - property: The property to animate.
  ///   - target: The ``toValue``.
  ///   - spring: The ``spring``; pop's default (bounciness 4, speed 12) unless given.
  ///   - velocity: The initial ``velocity``, in the value's units per second; `nil` (the
  ///     default) starts at rest.
  @inlinable
  public convenience init(
    property: AnimatableProperty<Object, Value>, to target: Value, spring: Spring = .default,
    velocity: Value? = nil
  ) {
    self.init(property: property)
    toValue = target
    if spring != .default { self.spring = spring }
    if let velocity { self.velocity = velocity }
  }

  // MARK: The spring's motion

  /// The spring's motion: the exact solution of its equation over `elapsed` seconds, from the
  /// current displacement and velocity.
  @inlinable @inline(__always)
  func motion(after elapsed: Double) -> (value: Components, velocity: Components) {
    guard elapsed > 0 else { return (current, currentVelocity) }
    let transition = ownedStepper.withInstance { $0.transition(over: elapsed) }
    let displacement = current - to
    return (
      to + transition.displacementFromDisplacement * displacement
        + transition.displacementFromVelocity * currentVelocity,
      transition.velocityFromDisplacement * displacement
        + transition.velocityFromVelocity * currentVelocity
    )
  }

  /// pop's done rule, judged the same at any frame rate: the last two values on a 60 Hz grid
  /// from the run's start are near the target and each other.
  ///
  /// Near is within a fifth of the property's threshold; with rounding, both equal to the
  /// rounded target. At 60 Hz and lower rates the two values are the last two written, as in
  /// pop. On shorter frames, two written values a fraction of a millisecond apart would both be
  /// near a target the spring is still sweeping through, so the rule is judged on the values
  /// at the run's 60 Hz instants instead, computed exactly from the closed form (see
  /// ``isSettledOnGrid(written:velocity:previous:previousVelocity:elapsed:isRounded:)``): the
  /// spring finishes on the first frame after the instant on which a 60 Hz display would have
  /// finished it. A spring without friction never finishes. Never on the run's first write.
  /// Comparisons with NaN are false.
  @inlinable @inline(__always)
  func isDone(
    written: Components, previous: Components, velocity: Components, elapsed: Double,
    isFirstWrite: Bool, isRounded: Bool
  ) -> Bool {
    if isFirstWrite { return false }
    if elapsed >= shortestPopFrame {
      return isSettled(written, previous: previous, isRounded: isRounded) && hasFriction
    }
    // The fast path asks before it stores the frame: the state kept is still the frame before's.
    return isSettledOnGrid(
      written: written, velocity: velocity, elapsed: elapsed, isRounded: isRounded)
  }

  /// The done rule, given the velocity of the frame before (the general path's, which has
  /// stored the new state by then).
  @inlinable
  func isDone(
    written: Components, previous: Components, velocity: Components,
    previousVelocity: Components, elapsed: Double, isFirstWrite: Bool, isRounded: Bool
  ) -> Bool {
    guard !isFirstWrite, elapsed < shortestPopFrame else {
      return isDone(
        written: written, previous: previous, velocity: velocity, elapsed: elapsed,
        isFirstWrite: isFirstWrite, isRounded: isRounded)
    }
    return isSettledOnGrid(
      written: written, velocity: velocity, previous: previous,
      previousVelocity: previousVelocity, elapsed: elapsed, isRounded: isRounded)
  }

  /// pop's rule on two values a 60 Hz frame apart (rounded, with rounding): both near the
  /// target and each other.
  @inlinable @inline(__always)
  func isSettled(_ value: Components, previous: Components, isRounded: Bool) -> Bool {
    if isRounded {
      let target = rounded(to)
      return value == target && previous == target
    }
    let tolerance = compiled.withUnretained { $0.propertyConstant }
    return SpringRest.isSettled(value, previous: previous, target: to, tolerance: tolerance)
  }

  /// On a frame shorter than 1/60 s: whether the spring was settled at the last two 60 Hz
  /// instants of its run, judged on the frame that passes the later one.
  ///
  /// The frame that passes instant k (of the run's 60ths of a second) has the state of the frame
  /// before, which lies between instants k − 1 and k, and its own: each is run back to the
  /// instant before it by the closed form (less than a frame, so it stays accurate), giving the
  /// values a 60 Hz display would have shown at k − 1 and k. Nothing is kept between frames. A
  /// frame that passes no instant, or whose value is not within twice the rule's tolerance (one
  /// rounding step) of the target, costs one comparison.
  ///
  /// - Parameters:
  ///   - written: The value being written (rounded, with rounding).
  ///   - velocity: The velocity at `written`.
  ///   - previous: The value written on the frame before.
  ///   - previousVelocity: The velocity at `previous`.
  ///   - elapsed: The frame's length, shorter than 1/60 s.
  ///   - isRounded: Whether values are rounded.
  /// - Returns: Whether the spring is done.
  @usableFromInline
  func isSettledOnGrid(
    written: Components, velocity: Components, previous: Components,
    previousVelocity: Components, elapsed: Double, isRounded: Bool
  ) -> Bool {
    let now = activeTime
    let before = now - elapsed
    // Only the frame that passes an instant, and never the first one (the run's start).
    guard let instant = SpringRest.passedInstant(now: now, elapsed: elapsed) else { return false }
    let reach =
      isRounded ? 1.5 * roundingFactor : 2 * compiled.withUnretained { $0.propertyConstant }
    guard (to - written).maximumMagnitude < reach else { return false }
    let sample = value(now - instant / 60, before: written, velocity: velocity)
    let sampleBefore = value(
      before - (instant - 1) / 60, before: previous, velocity: previousVelocity)
    return isSettled(
      isRounded ? rounded(sample) : sample,
      previous: isRounded ? rounded(sampleBefore) : sampleBefore, isRounded: isRounded)
      && hasFriction
  }

  /// ``isSettledOnGrid(written:velocity:previous:previousVelocity:elapsed:isRounded:)`` on a
  /// frame that has not yet stored its state, whose frame before's are still the animation's
  /// (`lastWritten`, `currentVelocity`).
  @usableFromInline
  func isSettledOnGrid(
    written: Components, velocity: Components, elapsed: Double, isRounded: Bool
  ) -> Bool {
    isSettledOnGrid(
      written: written, velocity: velocity, previous: lastWritten,
      previousVelocity: currentVelocity, elapsed: elapsed, isRounded: isRounded)
  }

  /// The value `back` seconds (at most a frame) before a state, by the closed form run back.
  ///
  /// Run back, an extremely over-damped spring's fast mode overflows; a frame's worth of motion
  /// at the state's velocity is then as good.
  ///
  /// - Parameters:
  ///   - back: Seconds, `>= 0` and less than a frame.
  ///   - value: The state's value.
  ///   - velocity: The state's velocity, in units per second.
  /// - Returns: The value `back` seconds earlier on the same motion towards `to`.
  @usableFromInline
  func value(_ back: Double, before value: Components, velocity: Components) -> Components {
    SpringRest.value(
      back, before: value, velocity: velocity, target: to, equation: stepper.equation)
  }

  /// Whether the spring has friction: one without never comes to rest, so never finishes.
  @inlinable var hasFriction: Bool { ownedStepper.withInstance { $0.spring.friction > 0 } }

  override var finishesOnTimeJump: Bool { hasFriction }

  override func prepareFirstRun() {
    if !flags[.continuesFromCurrent] {
      current = from
      currentVelocity = flags[.hasInitialVelocity] ? initialVelocity : .zero
    }
  }

  override func prepareRepeatedRun() {
    current = from
    currentVelocity = flags[.hasInitialVelocity] ? initialVelocity : .zero
  }
}
