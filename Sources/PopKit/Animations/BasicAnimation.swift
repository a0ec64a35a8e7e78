// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An animation that moves a property from one value to another over a fixed duration along a
/// timing curve (pop's `POPBasicAnimation`).
///
/// ```swift
/// let fade = BasicAnimation(property: pointProperty)
/// fade.toValue = CGPoint(x: 100, y: 100)
/// fade.duration = 0.4
/// fade.timingCurve = .easeInEaseOut
/// animator.add(fade, to: box, forKey: "move")
/// ```
///
/// Curves whose y control points leave 0...1 overshoot, and the overshoot is kept: the
/// animation ends by time, at ``duration``, exactly on its target.
@MainActor
public final class BasicAnimation<Object: AnyObject, Value: AnimatableValue>:
  PropertyAnimation<Object, Value>, AnimationKind, AnimationCallbacks
{
  /// The target; `nil` reads it from the object when the animation starts.
  ///
  /// Setting it while the animation runs continues from the current value, without a jump: a
  /// new run of the full ``duration`` starts from there (pop instead jumps onto the new path).
  /// Setting it on a finished animation that was kept starts it again from where it is.
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
      trace(.toValueUpdate, value: to.components)
      if phase == .running {
        from = current
        startTime = lastTime
      }
      targetDidChange()
    }
  }

  /// How long one run takes, in seconds; finite and `>= 0`, default 0.4.
  ///
  /// A duration of 0 writes the target on the first frame and finishes; so does one shorter
  /// than a nanosecond. A duration too short for the move to have a finite velocity (1e304 units
  /// in a microsecond) jumps to the target on its first frame.
  public var duration: Double {
    get { timing.duration }
    set {
      checkParameter(
        newValue.isFinite && newValue >= 0, "BasicAnimation.duration", newValue,
        allowed: "finite and >= 0")
      timing.duration = newValue
      trace(.timingUpdate, value: [newValue])
    }
  }

  /// The easing; Core Animation's default curve (0.25, 0.1, 0.25, 1) unless set.
  public var timingCurve: TimingCurve {
    get { timing.solver.withInstance { $0.curve } }
    set {
      timing.solver = Owned(TimingCurveSolver.shared(for: newValue))
      trace(.timingUpdate, value: newValue.parameterValues)
    }
  }

  /// The duration and curve as the frame reads them.
  // Unchecked: every timed frame reads it, only instantaneously.
  @exclusivity(unchecked) @usableFromInline var timing: BasicTiming

  /// Creates a timed animation of a property: 0.4 s on Core Animation's default curve.
  ///
  /// - Parameter property: The property to animate.
  @inlinable
  public init(property: AnimatableProperty<Object, Value>) {
    timing = BasicTiming(
      duration: 0.4, solver: Owned(TimingCurveSolver.shared(for: .default)))
    super.init(
      property: property,
      compiled: PropertyAnimation.compiledKind(of: BasicAnimation.self, for: property))
  }

  /// Creates a timed animation of a property, in one line.
  ///
  /// ```swift
  /// let fade = BasicAnimation(property: opacity, to: 0, duration: 0.3, timingCurve: .easeOut)
  /// ```
  ///
  /// - Parameters:
  ///   - property: The property to animate.
  ///   - start: The ``PropertyAnimation/fromValue``; `nil` (the default) reads it from the
  ///     object when the animation starts.
  ///   - target: The ``toValue``.
  ///   - duration: The ``duration`` of one run, in seconds; finite and `>= 0`.
  ///   - timingCurve: The ``timingCurve``; Core Animation's default curve unless given.
  @inlinable
  public convenience init(
    property: AnimatableProperty<Object, Value>, from start: Value? = nil, to target: Value,
    duration: Double, timingCurve: TimingCurve = .default
  ) {
    self.init(property: property)
    if let start { fromValue = start }
    toValue = target
    self.duration = duration
    if timingCurve != .default { self.timingCurve = timingCurve }
  }

  // MARK: The timed motion

  /// The timed motion: the value and velocity along the eased path at the run's time (which
  /// `elapsed` has already moved on).
  @inlinable @inline(__always)
  func motion(after elapsed: Double) -> (value: Components, velocity: Components) {
    let eased = timing.easing(atActiveTime: activeTime)
    let path = Value.interpolatedComponents(from: from, to: to, fraction: eased.value)
    let velocity = eased.velocity * path.rate
    // A run too short for its move (1e304 units in 1e-6 s) has no finite velocity: it jumps.
    guard velocity.isFinite else { return (to, .zero) }
    return (path.value, velocity)
  }

  /// The timed done rule: the run is done when its duration is up.
  @inlinable @inline(__always)
  func isDone(
    written: Components, previous: Components, velocity: Components, elapsed: Double,
    isFirstWrite: Bool, isRounded: Bool
  ) -> Bool {
    timing.isComplete(atActiveTime: activeTime)
  }

  /// The eased progress of the run (it may leave 0...1 for overshooting curves).
  override var physicalProgress: Double { timing.easing(atActiveTime: activeTime).value }

  override func prepareFirstRun() { current = from }

  override var knownRunDuration: Double? { timing.duration }
}
