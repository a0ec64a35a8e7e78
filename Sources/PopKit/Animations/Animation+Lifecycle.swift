// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Animation {
  /// Records an event if the tracer exists and is recording.
  @usableFromInline
  func trace(
    _ kind: AnimationEvent.Kind, value: @autoclosure () -> [Double]? = nil, finished: Bool? = nil,
    note: String? = nil
  ) {
    guard flags[.isTracing], let tracer = extras?.observers.tracer else { return }
    // A setting cleared to nil records no value, not the animation's current one.
    let isSetting: Bool
    switch kind {
    case .fromValueUpdate, .toValueUpdate, .velocityUpdate, .springUpdate, .decelerationUpdate,
      .timingUpdate:
      isSetting = true
    default:
      isSetting = false
    }
    tracer.record(
      AnimationEvent(
        kind: kind, time: eventTime, value: value() ?? (isSetting ? nil : traceValue),
        velocity: traceVelocity, finished: finished, note: note))
  }

  /// Whether the animation is still the same registration as when `generation` was read;
  /// a callback may have removed or re-added it.
  func isStillCurrent(_ generation: UInt32) -> Bool {
    self.generation == generation && animator != nil
  }

  /// Tells the delegate, the closure and the tracer that the animation started.
  func emitStart() {
    if let extras {
      extras.isUpdatePending = false
      extras.observers.delegate?.animationDidStart(self)
      extras.observers.start?(self)
    }
    trace(.didStart)
    if flags[.isRecorded] { recordRun(stoppedWith: nil) }
  }

  /// Tells the delegate, the closure and the tracer that the animation wrote a value, and
  /// notes the write for this frame's `onUpdate`.
  func emitApply() {
    guard let extras else { return }
    if extras.observers.update != nil { extras.isUpdatePending = true }
    extras.observers.delegate?.animationDidApply(self)
    extras.observers.apply?(self)
  }

  /// Calls the `onUpdate` closure if the animation wrote on this frame and has not yet told it:
  /// called where a frame's writes end, and before a stop that ends the frame (`evenIfHeld`,
  /// which calls it on a frame that holds it for later too).
  func emitPendingUpdate(evenIfHeld: Bool = false) {
    guard let extras, extras.isUpdatePending, evenIfHeld || !extras.isUpdateHeld else { return }
    extras.isUpdatePending = false
    extras.observers.update?(self)
  }

  /// Tells the delegate, the closure and the tracer that the animation reached its target.
  func emitReach() {
    if let extras {
      extras.observers.delegate?.animationDidReachToValue(self)
      extras.observers.reach?(self)
    }
    trace(.didReachToValue)
  }

  /// Tells the delegate, the closure and the tracer that the animation stopped.
  func emitStop(finished: Bool) {
    if let extras {
      // A frame whose update did not come before the stop (a callback removed the animation
      // mid-frame) has none.
      extras.isUpdatePending = false
      extras.observers.delegate?.animationDidStop(self, finished: finished)
      extras.observers.stop?(self, finished)
    }
    trace(.didStop, finished: finished)
    if flags[.isRecorded] { recordRun(stoppedWith: finished) }
    resumeFinishWaiters(finished: finished)
    if let watchers = extras?.observers.stopWatchers, !watchers.isEmpty {
      for watcher in watchers { watcher.heard(finished) }
    }
  }

  /// Reports the end of the animation after it was taken off its animator: a start first if it
  /// never started (as pop and Core Animation do), then the stop.
  func reportRemoval(from phase: Phase, finished: Bool) {
    switch phase {
    case .waiting:
      emitStart()
      emitStop(finished: false)
    case .running:
      emitStop(finished: finished)
    case .finished, .detached:
      break
    }
  }
}
