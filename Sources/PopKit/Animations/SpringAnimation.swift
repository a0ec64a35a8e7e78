/// An animation that moves a property to a target on a spring (pop's `POPSpringAnimation`).
///
/// ```swift
/// let spring = SpringAnimation(property: xProperty)
/// spring.toValue = 1
/// spring.velocity = 10                       // units per second
/// spring.spring = Spring(bounciness: 12, speed: 8)
/// animator.add(spring, to: box, forKey: "x")
/// // later, while it moves:
/// spring.toValue = 0                         // turns smoothly, keeping its velocity
/// ```
///
/// The motion is the exact solution of the spring's equation, so it is the same at any frame
/// rate. The spring finishes by pop's rule: when the last two written values are within a fifth
/// of the property's threshold of the target and of each other (or, with a
/// ``PropertyAnimation/roundingFactor``, equal to the rounded target). A property threshold of
/// 0, or a spring without friction, never finishes: such an animation runs until removed.
@MainActor
public final class SpringAnimation<Object: AnyObject, Value: AnimatableValue>:
  PropertyAnimation<Object, Value>, AnimationCallbacks
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
  ///
  /// Inlinable, so that following a moving target (a pointer) costs a frame a few
  /// instructions.
  @inlinable
  public var toValue: Value? {
    get { hasTo ? Value(animatableComponents: to) : nil }
    set {
      guard let newValue else {
        hasTo = false
        trace(.toValueUpdate)
        return
      }
      to = newValue.animatableComponents
      hasTo = true
      if isTracing { trace(.toValueUpdate, value: to.components) }
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
      return hasInitialVelocity ? Value(animatableComponents: initialVelocity) : nil
    }
    set {
      hasInitialVelocity = newValue != nil
      initialVelocity = newValue?.animatableComponents ?? .zero
      if phase == .running { currentVelocity = initialVelocity }
      trace(.velocityUpdate, value: newValue.map { $0.animatableComponents.components })
    }
  }

  /// The stepper of the animation's spring, shared with equal springs: retained by the
  /// animation and used by frames without reference counting.
  // Unchecked: read by every spring frame.
  @exclusivity(unchecked) @usableFromInline var unretainedStepper: Unmanaged<SpringStepper>
  var initialVelocity: Components = .zero

  /// The stepper of the animation's spring.
  var stepper: SpringStepper {
    get { unretainedStepper.takeUnretainedValue() }
    set { unretainedStepper = unretainedStepper.replaced(by: newValue) }
  }

  /// Creates a spring animation of a property, with pop's default spring.
  ///
  /// - Parameter property: The property to animate.
  @inlinable
  public init(property: AnimatableProperty<Object, Value>) {
    unretainedStepper = Unmanaged.passRetained(SpringStepper.shared(for: .default))
    // pop's settling tolerance, a fifth of the threshold, is kept with the compiled frame so
    // that no frame divides.
    let frame = PropertyAnimation.compiledFrame(of: SpringAnimation.self, for: property) {
      $0.threshold / 5
    }
    super.init(property: property, frame: frame)
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

  deinit { unretainedStepper.release() }

  // MARK: The spring's motion

  /// The spring's step: the exact solution of its equation over `elapsed` seconds, from the
  /// current displacement and velocity.
  @inlinable @inline(__always)
  override func step(by elapsed: Double) -> (value: Components, velocity: Components) {
    guard elapsed > 0 else { return (current, currentVelocity) }
    let transition = unretainedStepper.withUnretained { $0.transition(over: elapsed) }
    let displacement = current - to
    return (
      to + transition.displacementFromDisplacement * displacement
        + transition.displacementFromVelocity * currentVelocity,
      transition.velocityFromDisplacement * displacement
        + transition.velocityFromVelocity * currentVelocity
    )
  }

  /// pop's done rule: the last two written values are near the target and each other.
  ///
  /// Near is within a fifth of the property's threshold; with rounding, both equal to the
  /// rounded target. Never on the run's first write. Comparisons with NaN are false.
  @inlinable @inline(__always)
  override func isDone(
    written: Components, previous: Components, isFirstWrite: Bool, isRounded: Bool
  ) -> Bool {
    if isFirstWrite { return false }
    if isRounded {
      let target = rounded(to)
      return written == target && previous == target
    }
    let tolerance = frame.withUnretained { $0.propertyConstant }
    return (to - written).maximumMagnitude < tolerance
      && (previous - written).maximumMagnitude < tolerance
  }

  override var finishesOnTimeJump: Bool { true }

  override func prepareFirstRun() {
    if !continuesFromCurrent {
      current = from
      currentVelocity = hasInitialVelocity ? initialVelocity : .zero
    }
  }

  override func prepareRepeatedRun() {
    current = from
    currentVelocity = hasInitialVelocity ? initialVelocity : .zero
  }
}
