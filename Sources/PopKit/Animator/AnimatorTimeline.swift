/// How an animator's clock time maps to the time its animations run on, under a duration
/// scale: Flutter's epoch method, so that changing the scale never makes a value jump.
///
/// `timeline(t) = epoch.timeline + (t − epoch.clock) / scale`: each change of scale starts a new
/// epoch at the clock time of the change, where the two times are what they were, and time
/// after it runs at the new rate. Scale 0 stops the timeline.
struct AnimatorTimeline {
  /// Clock seconds per timeline second: 1 normal, 10 ten times slower, 0 stopped.
  private(set) var scale = 1.0
  /// The clock time of the latest change of scale.
  private var epochClock = 0.0
  /// The timeline time at that clock time.
  private var epochTimeline = 0.0

  /// The timeline time at a clock time (at or after the latest change).
  func time(atClock time: Double) -> Double {
    if scale == 1 && epochClock == epochTimeline { return time }
    if scale == 0 { return epochTimeline }
    return epochTimeline + (time - epochClock) / scale
  }

  /// Changes the scale from a clock time on, keeping the timeline continuous there.
  mutating func rescale(to newScale: Double, atClock time: Double) {
    epochTimeline = self.time(atClock: time)
    epochClock = time
    scale = newScale
  }
}
