// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Animator {
  /// The scales ``durationScale`` accepts besides 0: 1e-6 (a million times faster) through 1e6
  /// (a million times slower).
  ///
  /// Within it, the timebase's time stays finite and fine enough that a frame moves it: a
  /// second of clock time is at most 1e6 s of the timebase, so after any accepted scale an
  /// animation added later moves on its next frame.
  public static let durationScaleRange: ClosedRange<Double> = 1e-6...1e6

  /// How much slower than the clock every animation runs: 1 (the default) is normal, 10 ten
  /// times slower, 0 instant; 0 or within ``durationScaleRange`` (1e-6…1e6), anything else
  /// stops the program with a message naming the range (Android's animator duration scale).
  ///
  /// The scale stretches everything an animation does in time, its ``Animation/beginTime``
  /// delay included: springs and decays follow the same path, `scale` times slower; timed
  /// animations last `scale` times longer. Changing it while animations run keeps every value
  /// continuous: time after the latest frame runs at the new rate from where it was (a 1 s
  /// linear animation at 0.5 s, slowed tenfold, reads 0.5017 a 60 Hz frame later). With scale
  /// 0, on the next frame every animation that can end reaches its end value with one stop
  /// (`finished == true`), delays included; an animation that repeats for ever stops where it
  /// is (`finished == false`); custom animations keep running with zero elapsed time.
  ///
  /// The animations' times (``Animation/beginTime`` and the events' times) are on the
  /// animator's timebase, which is the clock's until the scale first changes; ``currentTime``
  /// stays the clock's.
  public var durationScale: Double {
    get { timebase.scale }
    set {
      checkParameter(
        newValue == 0 || Animator.durationScaleRange.contains(newValue), "Animator.durationScale",
        newValue, allowed: "0 or in 1e-6...1e6 (Animator.durationScaleRange)")
      timebase.rescale(to: newValue, atClock: lastRenderTime ?? 0)
    }
  }

  /// A clock time mapped onto the animator's timebase, as a frame at that time would be: the
  /// animation time to give animations' ``Animation/beginTime`` and events timed on the clock
  /// (a key, a pointer event) once ``durationScale`` has changed or the animator was paused,
  /// when the two differ.
  ///
  /// ```swift
  /// animator.durationScale = 2  // the latest frame at clock time 10
  /// let time = animator.animationTime(atClock: 14)  // 12: four clock seconds are two here
  /// ```
  ///
  /// - Parameter time: A clock time, in seconds, at or after the latest change of scale.
  /// - Returns: The animation time, in seconds; while paused, where the pause holds it.
  public func animationTime(atClock time: Double) -> Double {
    timebase.time(atClock: time)
  }

  /// A clock time mapped onto the animator's timebase, under its name from before "timeline"
  /// meant only ``Timeline``.
  @available(*, deprecated, renamed: "animationTime(atClock:)")
  public func timelineTime(atClock time: Double) -> Double {
    animationTime(atClock: time)
  }

  /// The instant on the animator's timebase that its clock tells now, mapped as a frame's time
  /// is; `nil` for an animator rendered by hand.
  var clockInstant: Double? {
    guard let clock else { return nil }
    return timebase.time(atClock: clock.currentTime)
  }

  /// The time of the latest frame rendered, on the animator's timebase; `nil` before the first.
  var lastFrameTime: Double? {
    lastRenderTime.map { timebase.time(atClock: $0) }
  }
}

extension Animator {
  /// The instant a command that takes effect now (a layout transition's update) starts from:
  /// the latest frame's, or, while a clock idles after frames, the instant the clock tells now
  /// (an idle clock renders no frames, so the latest frame's may be long past); `nil` before
  /// the first frame (the command then starts on it).
  var commandInstant: Double? {
    guard lastRenderTime != nil else { return nil }
    if let clock, !clock.isRunning { return clockInstant }
    return lastFrameTime
  }
}
