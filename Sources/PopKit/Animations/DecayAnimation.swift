// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation

/// An animation that flings a property with a velocity that decays (pop's
/// `POPDecayAnimation`).
///
/// ```swift
/// let fling = DecayAnimation(property: xProperty)
/// fling.velocity = 1000  // units per second, from a gesture
/// fling.deceleration = 0.998  // per millisecond (the default)
/// let landing = fling.toValue  // where it will land
/// animator.add(fling, to: box, forKey: "fling")
/// ```
///
/// The motion is exact (see ``Decay``). The fling ends, by pop's rule, when every component's
/// speed falls below 5 × the property's threshold; it then snaps to ``toValue``, the position
/// at that moment. A property threshold of 0 never ends.
@MainActor
public final class DecayAnimation<Object: AnyObject, Value: AnimatableValue>:
  PropertyAnimation<Object, Value>, AnimationKind, AnimationCallbacks
{
  /// The initial velocity, in the value's units per second; `nil` means none (the fling ends
  /// on its first frame).
  ///
  /// Setting it while the fling runs flings again from the current value; setting it on a
  /// finished fling that was kept (``Animation/removedOnCompletion`` `false`) starts it again.
  /// While it runs, reading it gives the current velocity.
  public var velocity: Value? {
    get {
      if phase == .running { return Value(animatableComponents: currentVelocity) }
      return flags[.hasInitialVelocity] ? Value(animatableComponents: initialVelocity) : nil
    }
    set {
      flags[.hasInitialVelocity] = newValue != nil
      initialVelocity = newValue?.animatableComponents ?? .zero
      trace(.velocityUpdate, value: newValue.map { $0.animatableComponents.components })
      switch phase {
      case .running:
        from = current
        currentVelocity = initialVelocity
        startTime = lastTime
        project()
        armReach()
      case .finished:
        forgetFinishedRun()
        startAgainFromCurrent()
      case .waiting, .detached:
        break
      }
    }
  }

  /// The factor by which the velocity falls every millisecond, in `(0, 1)`; default 0.998.
  public var deceleration: Double {
    get { decay.deceleration }
    set {
      decay.deceleration = newValue
      forgetFinishedRun()
      trace(.decelerationUpdate, value: [newValue])
    }
  }

  /// Where the fling lands: the value when its speed falls below 5 × the property's threshold.
  ///
  /// Computed from the start value (or the current value while running) and the velocity;
  /// `nil` before the start when ``PropertyAnimation/fromValue`` is not set.
  public var toValue: Value? {
    if phase == .running || phase == .finished { return Value(animatableComponents: to) }
    guard flags[.hasFrom] else { return nil }
    return Value(animatableComponents: projectedRun(from: from, velocity: initialVelocity).end)
  }

  /// How long the fling runs, in seconds: until its slowest component's speed falls below
  /// 5 × the property's threshold.
  public var duration: Double {
    if phase == .running || phase == .finished { return runDuration }
    return projectedRun(from: from, velocity: flags[.hasInitialVelocity] ? initialVelocity : .zero)
      .duration
  }

  var decay: Decay {
    get { ownedStepper.withInstance { $0.decay } }
    set { ownedStepper = Owned(DecayStepper.shared(for: newValue)) }
  }
  var initialVelocity: Components = .zero
  /// How long this run lasts, in seconds of running time.
  // Unchecked: every decay frame's done rule reads it, only instantaneously.
  @exclusivity(unchecked) @usableFromInline var runDuration = 0.0
  /// The bounds and the current run's crossings, once ``bounds`` are set; owned by the
  /// animation and used by frames without reference counting.
  // Unchecked: every decay frame reads it, only instantaneously.
  @exclusivity(unchecked) @usableFromInline var ownedBoundary: Owned<DecayBoundary<Components>>?
  /// The stepper of the animation's decay, shared with equal decays: owned by the animation
  /// and used by frames without reference counting.
  // Unchecked: every decay frame reads it, only instantaneously.
  @exclusivity(unchecked) @usableFromInline var ownedStepper: Owned<DecayStepper>

  /// Creates a decay animation of a property, with deceleration 0.998.
  ///
  /// - Parameter property: The property to animate.
  @inlinable
  public init(property: AnimatableProperty<Object, Value>) {
    ownedStepper = Owned(DecayStepper.shared(for: Decay()))
    super.init(
      property: property,
      compiled: PropertyAnimation.compiledKind(of: DecayAnimation.self, for: property))
  }

  /// Creates a fling of a property, in one line.
  ///
  /// ```swift
  /// let fling = DecayAnimation(property: x, velocity: releaseVelocity)
  /// ```
  ///
  /// - Parameters:
  ///   - property: The property to animate.
  ///   - velocity: The initial ``velocity``, in the value's units per second.
  ///   - deceleration: The ``deceleration`` per millisecond, in `(0, 1)`; default 0.998.
  @inlinable
  public convenience init(
    property: AnimatableProperty<Object, Value>, velocity: Value, deceleration: Double = 0.998
  ) {
    self.init(property: property)
    self.velocity = velocity
    if deceleration != 0.998 { self.deceleration = deceleration }
  }

  // MARK: The decay's motion

  /// The decay's motion: the exact exponential decay of the velocity over `elapsed` seconds.
  ///
  /// Like pop, it never passes the landing place: once the run's time is up it stops there.
  @inlinable @inline(__always)
  func motion(after elapsed: Double) -> (value: Components, velocity: Components) {
    if let boundary = ownedBoundary?.unretained { return boundedMotion(boundary, by: elapsed) }
    var (value, velocity) = (current, currentVelocity)
    if elapsed > 0 {
      let factors = ownedStepper.withInstance { $0.factors(over: elapsed) }
      value = value + factors.displacement * velocity
      velocity = factors.velocity * velocity
    }
    return (activeTime >= runDuration ? to : value, velocity)
  }

  /// The motion of a bounded fling: the decay up to each component's crossing, then the spring.
  ///
  /// See ``bounds``. Kept out of line, so that an unbounded fling's motion stays short.
  @inlinable @inline(never)
  func boundedMotion(
    _ boundary: Unmanaged<DecayBoundary<Components>>, by elapsed: Double
  ) -> (value: Components, velocity: Components) {
    let factors: (velocity: Double, displacement: Double) =
      elapsed > 0 ? ownedStepper.withInstance { $0.factors(over: elapsed) } : (1, 0)
    let (value, velocity) = boundary.withUnretained {
      $0.motion(
        from: current, velocity: currentVelocity, by: elapsed, at: activeTime,
        decayFactors: factors)
    }
    return (activeTime >= runDuration ? to : value, velocity)
  }

  /// pop's done rule: the run is done when its speed has fallen below 5 × the property's
  /// threshold, which ``project()`` turned into a duration.
  @inlinable @inline(__always)
  func isDone(
    written: Components, previous: Components, velocity: Components, elapsed: Double,
    isFirstWrite: Bool, isRounded: Bool
  ) -> Bool {
    activeTime >= runDuration
  }

  /// Makes a finished fling that is no longer added to an animator forget its run, so that
  /// ``toValue`` and ``duration`` project the new velocity or deceleration.
  private func forgetFinishedRun() {
    if phase == .finished && animator == nil { phase = .detached }
  }

  /// Computes this run's duration and landing place from `from` and the current velocity.
  func project() {
    let run = projectedRun(from: from, velocity: currentVelocity, keepingCrossings: true)
    runDuration = run.duration
    to = run.end
    flags[.hasTo] = true
  }

  override func resolveTarget(_ object: Object) {}

  override func prepareFirstRun() {
    if !flags[.continuesFromCurrent] { current = from }
    currentVelocity = flags[.hasInitialVelocity] ? initialVelocity : .zero
    project()
  }

  override var finishesOnTimeJump: Bool { true }

  override var knownRunDuration: Double? { runDuration }

  override func prepareReversedRun() {
    currentVelocity = -1 * (flags[.hasInitialVelocity] ? initialVelocity : .zero)
    if completedRuns % 2 == 0 { currentVelocity = -1 * currentVelocity }
    project()
  }

  override func prepareRepeatedRun() {
    current = from
    currentVelocity = flags[.hasInitialVelocity] ? initialVelocity : .zero
    project()
  }
}
