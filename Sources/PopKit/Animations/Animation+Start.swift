// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Animation {
  /// The instant at which the run starts, on the animator's timebase, when it is not the time
  /// of the frame that starts it; `nil` (the default) starts it at that frame's time.
  ///
  /// An animation may start at an instant earlier than any frame that can start it: a spring
  /// taking over a fling between frames, the next entry of a sequence, a release measured at
  /// the pointer event's own time. The first frame at or after the instant (and at or after
  /// ``beginTime``) starts the run *at the instant*: it reads the missing values, reports the
  /// start and advances by the frame's time minus the instant, so no frame stands still and
  /// no time is lost. Every kind starts this way.
  ///
  /// ```swift
  /// let release = SpringAnimation(property: x, to: slot, velocity: tracker.velocity(at: upTime))
  /// release.startInstant = upTime  // the pointer event's time, a few ms before the frame
  /// animator.add(release, to: card, forKey: "x")
  /// ```
  ///
  /// Must be finite.
  public var startInstant: Double? {
    get { extras?.settings.startInstant }
    set {
      if let newValue {
        checkParameter(
          newValue.isFinite, "Animation.startInstant", newValue, allowed: "finite")
      }
      setRarely(\.settings.startInstant, to: newValue, default: nil)
    }
  }

  /// The instant at which a frame at `time` starts the animation's run, or `nil` when the run
  /// waits for a later frame.
  ///
  /// The run starts on the first frame at or after ``beginTime``, at that frame's time, or,
  /// with a ``startInstant``, exactly at that instant.
  func startInstant(forFrameAt time: Double) -> Double? {
    guard let settings = extras?.settings else { return time >= 0 ? time : nil }
    guard time >= settings.beginTime else { return nil }
    guard let instant = settings.startInstant else { return time }
    return time >= instant ? instant : nil
  }
}
