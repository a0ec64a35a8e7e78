// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A fling, as PopKit's `DecayAnimation`: the run's length and landing place are projected at
/// its start (until its slowest component's speed falls below 5 × the threshold), frames
/// follow the exact decay from the last frame's state, and with bounds the core's
/// `DecayBoundary` takes each component from its crossing onto the boundary spring.
final class WebDecayRun<Value: AnimatableValue>: WebRun<Value> {
  /// The decay's constants.
  let decay: Decay
  /// The decay's rate, per second.
  private let rate: Double
  /// The bounds and the run's crossings, when bounds are given.
  let boundary: DecayBoundary<Components>?
  /// How long the run lasts, in seconds.
  private(set) var runDuration = 0.0
  /// The frame length the kept factors are for (-1: none yet).
  private var factorsElapsed = -1.0
  /// The kept factors over ``factorsElapsed``.
  private var factors = (velocity: 1.0, displacement: 0.0)

  init(
    decay: Decay, count: Int, from: Components, velocity: Components, threshold: Double,
    bounds: (lower: Double, upper: Double)?
  ) {
    self.decay = decay
    rate = decay.rate
    if let bounds {
      let boundary = DecayBoundary<Components>()
      boundary.isBounded = true
      boundary.lower = Components(repeating: bounds.lower)
      boundary.upper = Components(repeating: bounds.upper)
      self.boundary = boundary
    } else {
      boundary = nil
    }
    super.init(count: count, from: from, to: from, velocity: velocity, threshold: threshold)
  }

  override var finishesOnTimeJump: Bool { true }

  override func prepareFirstRun() {
    if !continuesFromCurrent { current = from }
    currentVelocity = initialVelocity
    project()
  }

  /// Computes the run's length and landing place from its start and velocity.
  private func project() {
    if let boundary {
      let run = boundary.plan(
        from: from, velocity: currentVelocity, decay: decay, threshold: threshold, keep: true)
      (runDuration, to) = (run.duration, run.end)
      return
    }
    (runDuration, to) = decay.projectedRun(
      from: from, velocity: currentVelocity, threshold: threshold)
  }

  /// The factors over a frame of `elapsed` seconds, reusing the last frame's for one of the same
  /// length (within 1e-11 of it), as PopKit's decay stepper does.
  private func stepFactors(over elapsed: Double) -> (velocity: Double, displacement: Double) {
    if abs(elapsed - factorsElapsed) > 1e-11 * elapsed {
      factors = Decay.frameFactors(rate: rate, over: elapsed)
      factorsElapsed = elapsed
    }
    return factors
  }

  override func motion(after elapsed: Double) -> (value: Components, velocity: Components) {
    if let boundary {
      let factors = elapsed > 0 ? stepFactors(over: elapsed) : (1, 0)
      let (value, velocity) = boundary.motion(
        from: current, velocity: currentVelocity, by: elapsed, at: activeTime,
        decayFactors: factors)
      return (activeTime >= runDuration ? to : value, velocity)
    }
    var (value, velocity) = (current, currentVelocity)
    if elapsed > 0 {
      let factors = stepFactors(over: elapsed)
      value = value + factors.displacement * velocity
      velocity = factors.velocity * velocity
    }
    return (activeTime >= runDuration ? to : value, velocity)
  }

  override func isDone(
    written: Components, previous: Components, velocity: Components, elapsed: Double,
    isFirstWrite: Bool
  ) -> Bool {
    activeTime >= runDuration
  }
}
