// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// How an animator's clock time maps to its animation time, the time its animations run on,
/// under a duration scale and a pause: Flutter's epoch method, so that neither a change of
/// scale nor a pause makes a value jump.
///
/// `animation(t) = epoch.animation + (t − epoch.clock) / scale`: each change of scale starts a
/// new epoch at the clock time of the change, where the two times are what they were, and time
/// after it runs at the new rate. Scale 0 stops the timebase. A frozen timebase stands at one
/// time whatever the clock says, moves only when stepped, and thaws into a new epoch at the
/// clock time of the thaw.
struct AnimatorTimebase {
  /// Clock seconds per second of animation time: 1 normal, 10 ten times slower, 0 stopped.
  private(set) var scale = 1.0
  /// The clock time of the latest change of scale.
  private var epochClock = 0.0
  /// The animation time at that clock time.
  private var epochAnimation = 0.0
  /// The animation time the timebase stands at while frozen; `nil` while it runs.
  private(set) var frozenTime: Double?

  /// The animation time at a clock time (at or after the latest change).
  func time(atClock time: Double) -> Double {
    if let frozenTime { return frozenTime }
    if scale == 1 && epochClock == epochAnimation { return time }
    if scale == 0 { return epochAnimation }
    return epochAnimation + (time - epochClock) / scale
  }

  /// Changes the scale from a clock time on, keeping the animation time continuous there; a
  /// frozen timebase keeps standing where it is and runs at the new rate once thawed.
  mutating func rescale(to newScale: Double, atClock time: Double) {
    if frozenTime == nil {
      epochAnimation = self.time(atClock: time)
      epochClock = time
    }
    scale = newScale
  }

  /// Stops the timebase where it is at a clock time.
  mutating func freeze(atClock time: Double) {
    guard frozenTime == nil else { return }
    frozenTime = self.time(atClock: time)
  }

  /// Moves a frozen timebase on by a span of clock time, at the scale's rate (not at all at
  /// scale 0).
  mutating func step(byClock interval: Double) {
    guard let frozen = frozenTime, scale > 0 else { return }
    frozenTime = frozen + interval / scale
  }

  /// Lets a frozen timebase run again from a clock time on, from the time it stood at.
  mutating func thaw(atClock time: Double) {
    guard let frozen = frozenTime else { return }
    epochAnimation = frozen
    epochClock = time
    frozenTime = nil
  }
}
