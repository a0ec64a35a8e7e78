// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The state every kind of web motion keeps, in the components of a vector type (`Double` for
/// one component, SIMD vectors for more, unused lanes 0), and the frame every kind shares:
/// PropertyAnimation's frame (its value and velocity, the check that both are finite, the
/// kind's done rule, then the store) without objects, rounding or callbacks.
class WebRun<Value: AnimatableValue>: WebMotion {
  typealias Components = Value.AnimatableComponents

  /// The number of components JavaScript gave (1...16).
  let count: Int
  /// The run's start value.
  var from: Components
  /// The run's target.
  var to: Components
  /// The value after the last frame.
  var current: Components
  /// The velocity after the last frame, per second.
  var currentVelocity: Components
  /// The velocity the run starts with, per second.
  var initialVelocity: Components
  /// The value the last frame wrote.
  var lastWritten: Components
  /// Whether a frame has written.
  var hasWritten = false
  /// Whether the next start continues from ``current`` and ``currentVelocity`` (a retarget
  /// after the end starts again from where the motion rests).
  var continuesFromCurrent = false
  /// The property's threshold, in the value's units.
  let threshold: Double

  /// A run from `from` toward `to` starting at `velocity`.
  init(count: Int, from: Components, to: Components, velocity: Components, threshold: Double) {
    self.count = count
    self.from = from
    self.to = to
    current = from
    currentVelocity = velocity
    initialVelocity = velocity
    lastWritten = from
    self.threshold = threshold
  }

  /// The value and velocity `elapsed` seconds after the last frame.
  func motion(after elapsed: Double) -> (value: Components, velocity: Components) {
    (current, currentVelocity)
  }

  /// Whether the frame that gives `written` ends the run (the kind's done rule).
  func isDone(
    written: Components, previous: Components, velocity: Components, elapsed: Double,
    isFirstWrite: Bool
  ) -> Bool { true }

  /// Sets the state the run starts from.
  func prepareFirstRun() {}

  /// Whether a frame more than 30 s after the last one ends the run at once.
  var finishesOnTimeJump: Bool { false }

  override final func startRun(at time: Double) {
    prepareFirstRun()
    continuesFromCurrent = false
    guard from.isFinite, to.isFinite, current.isFinite, currentVelocity.isFinite else {
      phase = .stopped
      return
    }
    advanceRun(to: time)
  }

  override final func advanceRun(to time: Double) {
    let elapsed = time - lastTime
    lastTime = time
    if elapsed > 30 && finishesOnTimeJump {
      finishRun()
      return
    }
    let (value, velocity) = motion(after: elapsed)
    // Nothing that is not finite is stored or written.
    guard areFinite(value, velocity, to, from) else {
      phase = .stopped
      return
    }
    let done = isDone(
      written: value, previous: lastWritten, velocity: velocity, elapsed: elapsed,
      isFirstWrite: !hasWritten)
    current = value
    currentVelocity = velocity
    lastWritten = value
    hasWritten = true
    if done { finishRun() }
  }

  override final func finishRun() {
    current = to
    currentVelocity = .zero
    lastWritten = to
    hasWritten = true
    phase = .finished
  }

  override final func read(into buffer: UnsafeMutablePointer<Double>) {
    for index in 0..<count {
      buffer[index] = current[index]
      buffer[16 + index] = currentVelocity[index]
    }
  }

  /// Starts the finished run again from where it rests, toward its new target, on the next
  /// frame (PropertyAnimation's `startAgainFromCurrent`).
  func startAgainFromCurrent() {
    from = current
    continuesFromCurrent = true
    hasWritten = false
    phase = .waiting
  }
}

/// The `count` components at `buffer`, in a vector type (unused lanes 0).
func readComponents<Components: AnimatableVector>(
  _ buffer: UnsafePointer<Double>, count: Int
) -> Components {
  var result = Components.zero
  for index in 0..<count { result[index] = buffer[index] }
  return result
}

/// Whether every component of four vectors is finite, in one pass without branches.
func areFinite<Components: AnimatableVector>(
  _ a: Components, _ b: Components, _ c: Components, _ d: Components
) -> Bool {
  var sum = 0.0
  for index in 0..<Components.componentCount {
    sum += (a[index] * 0 + b[index] * 0) + (c[index] * 0 + d[index] * 0)
  }
  return sum == 0
}
