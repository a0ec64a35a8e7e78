// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A motion on a web animator: a spring, a decay or a timed run of 1 to 16 components, moved
/// by its animator's frames under the rules PopKit's animations follow (`ObjectAnimation`'s
/// start and frame, `PropertyAnimation`'s done rules and finish), on the core's physics.
///
/// The JavaScript side sees it through an integer handle (``WebEngine``); a run's value and
/// velocity are read into the engine's scratch buffer.
class WebMotion {
  /// Where a motion is in its life; the raw values are what JavaScript reads.
  enum Phase: Int32 {
    /// Added, waiting for its first frame.
    case waiting = 0
    /// Started: every frame moves it.
    case running = 1
    /// Came to rest on its target.
    case finished = 2
    /// Stopped before its end, by `stop()` or because a frame's value was not finite.
    case stopped = 3
  }

  /// Where the motion is in its life.
  var phase = Phase.waiting
  /// The animator time the run started at, in seconds.
  var startTime = 0.0
  /// The animator time of the run's last frame, in seconds.
  var lastTime = 0.0

  /// Seconds the run has moved.
  var activeTime: Double { lastTime - startTime }

  /// Moves the motion to a frame at `time` (animator seconds): a waiting motion starts on the first
  /// frame at or after time 0, at that frame's time; a running one moves when time has passed since
  /// its last frame.
  ///
  /// O(components).
  final func advance(to time: Double) {
    switch phase {
    case .waiting:
      guard time >= 0 else { return }
      phase = .running
      startTime = time
      lastTime = time
      startRun(at: time)
    case .running:
      guard time > lastTime else { return }
      advanceRun(to: time)
    case .finished, .stopped:
      return
    }
  }

  /// Ends the motion at once on its target (a frame without time, or reduced motion): a waiting
  /// motion starts first, writing its start, as PopKit's jump does.
  final func finishAtOnce(at time: Double) {
    if phase == .waiting {
      phase = .running
      startTime = time
      lastTime = time
      startRun(at: time)
    }
    if phase == .running { finishRun() }
  }

  /// Stops the motion where it is; it does not finish.
  final func stop() {
    if phase == .waiting || phase == .running { phase = .stopped }
  }

  /// Starts the run at `time` and writes its first frame.
  func startRun(at time: Double) {}

  /// Moves the running motion to `time`, later than its last frame.
  func advanceRun(to time: Double) {}

  /// Puts the motion on its target, at rest, and finishes it.
  func finishRun() {}

  /// Writes the value's components at `buffer[0..<16]` and the velocity's at `buffer[16..<32]`.
  func read(into buffer: UnsafeMutablePointer<Double>) {}

  /// Moves the target to the components at `buffer[0..<16]`, keeping the value and velocity.
  ///
  /// - Returns: Whether this kind of motion has a target to move (a decay has none).
  func retarget(from buffer: UnsafePointer<Double>) -> Bool { false }
}
