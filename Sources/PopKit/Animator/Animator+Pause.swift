// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Animator {
  /// Whether everything on the animator is held still: every kind of animation, timelines
  /// and choreography players included; default `false`.
  ///
  /// A pause stops the animator's timebase at its latest frame: frames render nothing (and
  /// a clock stops), and animations added meanwhile wait. ``step(by:)`` moves the held
  /// timebase on by one frame and renders it. Resuming continues from where the timebase
  /// stands, so nothing jumps: under a clock, time runs again from the clock's time at the
  /// resume; rendered by hand, the first frame after the resume continues from the pause
  /// (it moves nothing) and later ones from there.
  ///
  /// Unlike ``durationScale`` 0, which finishes every animation at once, a pause changes no
  /// value; unlike pausing each animation (``Animation/isPaused``), it holds what starts
  /// later too. The two pauses are independent.
  public var isPaused: Bool {
    get { timebase.frozenTime != nil && !resumesOnNextFrame }
    set {
      guard newValue != isPaused else { return }
      if newValue {
        if resumesOnNextFrame {
          resumesOnNextFrame = false
        } else {
          timebase.freeze(atClock: lastRenderTime ?? clock?.currentTime ?? 0)
        }
        if let clock, clock.isRunning { clock.stop() }
      } else if let clock {
        timebase.thaw(atClock: clock.currentTime)
        if hasActiveAnimations { animationNeedsFrames() }
      } else {
        resumesOnNextFrame = true
      }
    }
  }

  /// The longest interval ``step(by:)`` accepts, in seconds: 3,600 (an hour of clock time).
  ///
  /// With the fastest ``durationScale`` (1e-6) one step moves the timebase by at most 3.6e9 s,
  /// so the timebase's time stays finite, and a frame after a few such steps still moves it.
  public static let maximumStepInterval = 3_600.0

  /// Moves a paused animator on by one frame and renders it: its timebase advances by a
  /// clock frame's interval (at the ``durationScale``'s rate) and every animation moves to
  /// that time, exactly as a frame would have moved it.
  ///
  /// ```swift
  /// animator.isPaused = true
  /// animator.step(by: 1.0 / 60)  // one 60 Hz frame, then held again
  /// ```
  ///
  /// - Parameter interval: The clock frame's interval, in seconds; `> 0` and at most
  ///   ``maximumStepInterval`` (3,600); anything else stops the program with a message naming
  ///   the range.
  /// - Returns: Whether a frame was rendered: `false` when the animator is not paused (a
  ///   running animator renders on its own) or during a frame.
  @discardableResult
  public func step(by interval: Double) -> Bool {
    checkParameter(
      interval > 0 && interval <= Animator.maximumStepInterval, "Animator.step interval",
      interval, allowed: "> 0 and <= 3600 (Animator.maximumStepInterval)")
    guard isPaused, !isRendering else { return false }
    timebase.step(byClock: interval)
    let clockTime = (lastRenderTime ?? clock?.currentTime ?? 0) + interval
    isStepping = true
    render(at: clockTime)
    isStepping = false
    return true
  }
}
