// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension PropertyAnimation {
  /// The running animation's entry in ``Animator/runningAnimations``.
  func inspectionEntry() -> RunningAnimation {
    let spring = self as? SpringAnimation<Object, Value>
    let kind = runKind
    var entry = RunningAnimation(
      key: registeredKey, objectType: "\(Object.self)", property: property.name, kind: kind,
      value: current.components, velocity: currentVelocity.components, isPaused: isPaused)
    if let spring {
      let progress = physicalProgress
      entry.progress = progress.isFinite ? min(max(progress, 0), 1) : nil
      let energy = springEnergy(spring.spring)
      entry.energy = energy.isFinite ? energy : nil
      entry.timeLeft = springTimeLeft(spring.spring)
    } else if let duration = knownRunDuration, duration.isFinite {
      let gone = min(max(activeTime, 0), duration)
      entry.progress = duration > 0 ? gone / duration : 1
      entry.timeLeft = timeLeft(ofRunsLasting: duration, gone: gone)
    }
    return entry
  }

  /// The entry of an animation added and not started: what it will animate, nothing of its
  /// state (its start reads it).
  func waitingEntry() -> RunningAnimation {
    RunningAnimation(
      key: registeredKey, objectType: "\(Object.self)", property: property.name, kind: runKind,
      isPaused: isPaused, isWaiting: true)
  }

  /// The time left of a timed run and the runs after it; `nil` for ever.
  private func timeLeft(ofRunsLasting duration: Double, gone: Double) -> Double? {
    guard let totalRuns else { return nil }
    let later = Double(max(totalRuns - completedRuns - 1, 0))
    return duration - gone + later * duration
  }

  /// ½v² + ½(k/m)x² over the components, x from the target.
  private func springEnergy(_ spring: Spring) -> Double {
    let perMass = spring.tension / spring.mass
    var energy = 0.0
    for index in 0..<Components.componentCount {
      let (x, v) = (current[index] - to[index], currentVelocity[index])
      energy += 0.5 * v * v + 0.5 * perMass * x * x
    }
    return energy
  }

  /// The longest settling time of the components from where they are, within the property's
  /// threshold; `nil` with a threshold of 0, for a spring that never settles, and where a
  /// distance or velocity is not finite (a target retargeted to NaN, ±∞, or across more than
  /// the largest `Double` before the next frame drops or moves it).
  private func springTimeLeft(_ spring: Spring) -> Double? {
    let threshold = property.threshold
    guard threshold > 0, threshold.isFinite else { return nil }
    var longest = 0.0
    for index in 0..<Components.componentCount {
      let distance = to[index] - current[index]
      let velocity = currentVelocity[index]
      guard distance.isFinite, velocity.isFinite else { return nil }
      // Velocities are along the value's axis, as the closed form takes them.
      let time = spring.settlingDuration(
        distance: distance, initialVelocity: velocity, threshold: threshold)
      // Moves near the largest `Double` overflow in the closed form: not known, not NaN.
      guard time.isFinite else { return nil }
      longest = max(longest, time)
    }
    return longest
  }
}

extension PropertyAnimation {
  /// The kind of this animation, for inspection and recording.
  var runKind: RunningAnimation.Kind {
    if self is SpringAnimation<Object, Value> { return .spring }
    if self is DecayAnimation<Object, Value> { return .decay }
    if self is BasicAnimation<Object, Value> { return .basic }
    if self is KeyframeAnimation<Object, Value> { return .keyframe }
    return .custom
  }

  /// The run's parameters, in the order ``MotionRecorder`` names them for the kind.
  var runParameters: SIMD4<Double> {
    if let spring = self as? SpringAnimation<Object, Value> {
      let constants = spring.spring
      return SIMD4(constants.tension, constants.friction, constants.mass, 0)
    }
    if let decay = self as? DecayAnimation<Object, Value> {
      return SIMD4(decay.deceleration, 0, 0, 0)
    }
    return SIMD4(knownRunDuration ?? 0, 0, 0, 0)
  }

  /// The animation's channel on a recorder.
  func makeRecordingChannel(on recorder: MotionRecorder) -> Int32 {
    recorder.channel(
      .animation, object: objectIdentity, objectType: "\(Object.self)", key: registeredKey,
      property: property.name, componentCount: Components.componentCount, kind: runKind)
  }
}
