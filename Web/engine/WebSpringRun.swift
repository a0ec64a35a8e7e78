// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A spring toward a target, moved frame to frame by the closed form from the last frame's
/// exact state, done by pop's rule as PopKit's `SpringAnimation` is: within a fifth of the
/// threshold of its target, and of the frame before, on a frame of at least 1/60 s; on shorter
/// frames, on the 60 Hz instants the frames pass (the state run back to them by the closed form).
final class WebSpringRun<Value: AnimatableValue>: WebRun<Value> {
  /// The spring's equation and its last frame's transition, shared with equal springs.
  let stepper: WebSpringStepper
  /// The spring's constants.
  var spring: Spring { stepper.spring }

  init(
    spring: Spring, count: Int, from: Components, to: Components, velocity: Components,
    threshold: Double
  ) {
    stepper = WebSpringStepper.shared(for: spring)
    super.init(count: count, from: from, to: to, velocity: velocity, threshold: threshold)
  }

  /// How close to its target (and to the frame before) a resting spring is: a fifth of the
  /// threshold.
  var tolerance: Double { threshold / 5 }

  /// Whether the spring has friction: one without never comes to rest.
  var hasFriction: Bool { spring.friction > 0 }

  override var finishesOnTimeJump: Bool { hasFriction }

  override func prepareFirstRun() {
    if !continuesFromCurrent {
      current = from
      currentVelocity = initialVelocity
    }
  }

  override func motion(after elapsed: Double) -> (value: Components, velocity: Components) {
    guard elapsed > 0 else { return (current, currentVelocity) }
    let transition = stepper.transition(over: elapsed)
    let displacement = current - to
    return (
      to + transition.displacementFromDisplacement * displacement
        + transition.displacementFromVelocity * currentVelocity,
      transition.velocityFromDisplacement * displacement
        + transition.velocityFromVelocity * currentVelocity
    )
  }

  override func isDone(
    written: Components, previous: Components, velocity: Components, elapsed: Double,
    isFirstWrite: Bool
  ) -> Bool {
    if isFirstWrite { return false }
    if elapsed >= SpringRest.shortestFrame {
      return SpringRest.isSettled(written, previous: previous, target: to, tolerance: tolerance)
        && hasFriction
    }
    return isSettledOnGrid(written: written, velocity: velocity, elapsed: elapsed)
  }

  /// On a frame shorter than 1/60 s: whether the spring was settled at the last two 60 Hz
  /// instants of its run, judged on the frame that passes the later one.
  ///
  /// The state of the frame before is still ``lastWritten`` and ``currentVelocity``.
  func isSettledOnGrid(written: Components, velocity: Components, elapsed: Double) -> Bool {
    let now = activeTime
    let before = now - elapsed
    guard let instant = SpringRest.passedInstant(now: now, elapsed: elapsed) else { return false }
    guard (to - written).maximumMagnitude < 2 * tolerance else { return false }
    let sample = SpringRest.value(
      now - instant / 60, before: written, velocity: velocity, target: to,
      equation: stepper.equation)
    let sampleBefore = SpringRest.value(
      before - (instant - 1) / 60, before: lastWritten, velocity: currentVelocity, target: to,
      equation: stepper.equation)
    return SpringRest.isSettled(sample, previous: sampleBefore, target: to, tolerance: tolerance)
      && hasFriction
  }

  override func retarget(from buffer: UnsafePointer<Double>) -> Bool {
    to = readComponents(buffer, count: count)
    if phase == .finished { startAgainFromCurrent() }
    return true
  }
}

/// A spring's equation and the transition over the last frame's length, shared by the runs of
/// equal springs (as PopKit's spring steppers are), so that a frame of many equal springs
/// computes the closed form's exponential and trigonometric terms once.
final class WebSpringStepper {
  /// The spring.
  let spring: Spring
  /// Its equation.
  let equation: SpringEquation
  /// The frame length ``lastTransition`` is for (-1: none yet).
  private var elapsed = -1.0
  /// The transition over ``elapsed``.
  private var lastTransition = SpringTransition.identity

  private init(_ spring: Spring) {
    self.spring = spring
    equation = SpringEquation(spring)
  }

  /// The transition over `time`, reusing the last one for a frame of the same length (within
  /// 1e-11 of it: frame lengths computed as differences of times differ in their last bits).
  func transition(over time: Double) -> SpringTransition {
    if abs(time - elapsed) > 1e-11 * time {
      lastTransition = equation.transition(over: time)
      elapsed = time
    }
    return lastTransition
  }

  /// The steppers kept, by spring (at most ``keptLimit``; all are let go when it is passed).
  nonisolated(unsafe) private static var kept: [Spring: WebSpringStepper] = [:]

  /// The most steppers kept at once.
  static let keptLimit = 256

  /// The stepper for a spring, made when none is kept.
  static func shared(for spring: Spring) -> WebSpringStepper {
    if let stepper = kept[spring] { return stepper }
    if kept.count >= keptLimit { kept.removeAll() }
    let stepper = WebSpringStepper(spring)
    kept[spring] = stepper
    return stepper
  }
}
