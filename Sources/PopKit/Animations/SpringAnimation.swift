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
      trace(.toValueUpdate, value: to.components)
      targetDidChange()
    }
  }

  /// The velocity, in the value's units per second.
  ///
  /// Before the start it is the initial velocity (`nil` means at rest); while the animation
  /// runs it reads the current velocity, and setting it changes the current velocity.
  public var velocity: Value? {
    get {
      if phase == .running { return Value(animatableComponents: velocityState) }
      return hasInitialVelocity ? Value(animatableComponents: initialVelocity) : nil
    }
    set {
      hasInitialVelocity = newValue != nil
      initialVelocity = newValue?.animatableComponents ?? .zero
      if phase == .running { velocityState = initialVelocity }
      trace(.velocityUpdate, value: newValue.map { $0.animatableComponents.components })
    }
  }

  /// The stepper of the animation's spring, shared with equal springs: retained by the
  /// animation and used by frames without reference counting.
  @exclusivity(unchecked) @usableFromInline var unretainedStepper: Unmanaged<SpringStepper>
  var initialVelocity: Components = .zero

  /// The stepper of the animation's spring.
  var stepper: SpringStepper {
    get { unretainedStepper.takeUnretainedValue() }
    set {
      let old = unretainedStepper
      unretainedStepper = Unmanaged.passRetained(newValue)
      old.release()
    }
  }

  /// Creates a spring animation of a property, with pop's default spring.
  ///
  /// - Parameter property: The property to animate.
  @inlinable
  public init(property: AnimatableProperty<Object, Value>) {
    unretainedStepper = Unmanaged.passRetained(SpringStepper.shared(for: .default))
    super.init(property: property, kind: .spring)
  }

  deinit { unretainedStepper.release() }

  /// Builds the fast path; inlined where the property is created (see ``FrameKernels``), so
  /// that its arithmetic is compiled for the concrete object and value types.
  @inlinable
  nonisolated static func makeFrameKernel() -> FrameKernel {
    { base, object, elapsed in
      let animation = unsafeDowncast(base, to: SpringAnimation.self)
      // Copy in, compute, copy out, then write: the write calls the property's closure, which
      // may touch this animation, so no access to its state may be in progress then.
      var motion = animation.motion
      if elapsed > 0 {
        let transition = animation.unretainedStepper.withUnretained {
          $0.transition(over: elapsed)
        }
        let displacement = motion.current - motion.to
        motion.current =
          motion.to + transition.displacementFromDisplacement * displacement
          + transition.displacementFromVelocity * motion.velocity
        motion.velocity =
          transition.velocityFromDisplacement * displacement
          + transition.velocityFromVelocity * motion.velocity
      }
      // pop's rule: the last two written values are within a fifth of the threshold of the
      // target and of each other (comparisons with NaN are false; recordFrame rejects it).
      let tolerance = animation.propertyParts.withUnretained { $0.springTolerance }
      let isSettled =
        motion.hasWritten
        && (motion.to - motion.current).maximumMagnitude < tolerance
        && (motion.lastWritten - motion.current).maximumMagnitude < tolerance
      let outcome = motion.recordFrame(isDone: isSettled)
      guard !outcome.isInvalid else { return outcome }
      animation.motion = motion
      animation.propertyParts.withUnretained {
        $0.write(object, Value(animatableComponents: motion.current))
      }
      return outcome
    }
  }

  override func startRun() {
    if !continuesFromCurrent {
      current = from
      velocityState = hasInitialVelocity ? initialVelocity : .zero
    }
  }

  override func advance(by elapsed: Double) {
    guard elapsed > 0 else { return }
    let displacement = current - to
    let transition = stepper.transition(over: elapsed)
    current =
      to + transition.displacementFromDisplacement * displacement
      + transition.displacementFromVelocity * velocityState
    velocityState =
      transition.velocityFromDisplacement * displacement
      + transition.velocityFromVelocity * velocityState
  }

  override func isRunComplete(
    written: Components, previous: Components, isFirstWrite: Bool
  ) -> Bool {
    if isFirstWrite { return false }
    if roundingFactor > 0 {
      let target = rounded(to)
      return written == target && previous == target
    }
    let tolerance = propertyParts.withUnretained { $0.springTolerance }
    return (to - written).maximumMagnitude < tolerance
      && (previous - written).maximumMagnitude < tolerance
  }

  override var finishesOnTimeJump: Bool { true }

  override func prepareRepeatedRun() {
    current = from
    velocityState = hasInitialVelocity ? initialVelocity : .zero
  }
}
