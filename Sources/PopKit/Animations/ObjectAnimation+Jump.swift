// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension ObjectAnimation {
  /// Takes the animation to its end at once on a frame that skips motion, or advances it as
  /// usual if it keeps its motion.
  ///
  /// - Without time (duration scale 0), every animation jumps, its begin time included; with
  ///   motion reduced, only those of properties that jump (see ``ReducedMotion``), once their
  ///   begin time has come.
  /// - A waiting animation starts first (its start is reported and its first value written),
  ///   then each of its runs finishes at once, so that it ends with one stop, `finished ==
  ///   true`, at the end of its last run. One that repeats for ever stops where it is, not
  ///   finished.
  /// - An animation whose kind does not know its end (a custom one) keeps running: without
  ///   time, with zero elapsed time.
  func finishAtOnce(_ object: Object, at time: Double, withoutTime: Bool) {
    guard withoutTime || jumpsWhenMotionIsReduced else {
      advance(object, to: time)
      return
    }
    guard !isPaused else { return }
    // However many runs finish here, the frame's update comes once, after its writes (a last
    // run's stop has already told it).
    let holdsUpdate = extras?.observers.update != nil
    if holdsUpdate { extras?.isUpdateHeld = true }
    defer {
      if holdsUpdate {
        extras?.isUpdateHeld = false
        emitPendingUpdate()
      }
    }
    let generation = self.generation
    let starts = phase == .waiting
    if starts {
      guard withoutTime || startInstant(forFrameAt: time) != nil else { return }
      phase = .running
      startTime = time
      lastTime = time
      flags[.needsTimeResync] = false
      startRun(object, at: time)
    }
    // Each finish completes one run; the runs are counted, so this ends (2^31 runs at most).
    while phase == .running, isStillCurrent(generation) {
      if repeatForever {
        animator?.stopAndRemove(self, finished: false)
        return
      }
      guard finishRunAtOnce(object) else {
        // (The start frame already ran it once.)
        if withoutTime && !starts { advanceRun(object, to: lastTime) }
        return
      }
    }
  }
}
