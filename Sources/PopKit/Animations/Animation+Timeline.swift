// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// What an animation tells a timeline that runs it (the run reaches it only through
/// `TimelineEntry` and `TimelineConductor`, in `Animator+Timeline.swift`).
extension Animation {
  /// Calls `watcher` at each stop of the animation with its `finished` flag, after the user's
  /// observers have heard of the stop.
  func watchStop(_ watcher: @escaping (_ finished: Bool) -> Void) {
    extrasForWriting().observers.stopWatchers.append(StopWatcher(heard: watcher))
  }

  /// The time of the latest frame the animation advanced to, on the animator's timebase: at
  /// its stop, the frame it stopped on.
  var stopFrameTime: Double { lastTime }

  /// The instant on the animator's timebase at which the animation's running time is 0: its
  /// run's start, moved later by each pause.
  var runningTimeOrigin: Double { startTime }
}
