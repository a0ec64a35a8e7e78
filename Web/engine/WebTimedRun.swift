// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A timed run from a start to a target over a duration, eased by a timing curve through the
/// core's solver, as PopKit's `BasicAnimation`: done when its time reaches the duration
/// (within 1e-9 s); a retarget starts a new run of the same duration from the current value.
final class WebTimedRun<Value: AnimatableValue>: WebRun<Value> {
  /// The run's length, in seconds (`>= 0`).
  let duration: Double
  /// The curve's solver.
  let solver: TimingCurveSolver

  init(
    curve: TimingCurve, duration: Double, count: Int, from: Components, to: Components,
    threshold: Double
  ) {
    self.duration = duration
    solver = TimingCurveSolver(curve)
    super.init(count: count, from: from, to: to, velocity: .zero, threshold: threshold)
  }

  /// Whether the run's time has reached its duration.
  private var isComplete: Bool {
    TimingCurveSolver.isComplete(activeTime: activeTime, duration: duration)
  }

  override func prepareFirstRun() {
    if !continuesFromCurrent { current = from }
  }

  override func motion(after elapsed: Double) -> (value: Components, velocity: Components) {
    let eased = solver.easing(atActiveTime: activeTime, duration: duration)
    let path = Value.interpolatedComponents(from: from, to: to, fraction: eased.value)
    let velocity = eased.velocity * path.rate
    // A run too short for its move has no finite velocity: it jumps.
    guard velocity.isFinite else { return (to, .zero) }
    return (path.value, velocity)
  }

  override func isDone(
    written: Components, previous: Components, velocity: Components, elapsed: Double,
    isFirstWrite: Bool
  ) -> Bool {
    isComplete
  }

  override func retarget(from buffer: UnsafePointer<Double>) -> Bool {
    to = readComponents(buffer, count: count)
    switch phase {
    case .running:
      from = current
      startTime = lastTime
    case .finished:
      startAgainFromCurrent()
    case .waiting, .stopped:
      break
    }
    return true
  }
}
