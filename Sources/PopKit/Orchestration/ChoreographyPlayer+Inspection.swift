// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension ChoreographyPlayer {
  /// The player's entry in ``Animator/runningAnimations``: its time and rate, progress, and
  /// the time left while it plays (all its runs) or springs (the release's settling time).
  func inspection(key: String) -> RunningAnimation {
    var entry = RunningAnimation(
      key: key, objectType: "ChoreographyPlayer", property: nil, kind: .choreography,
      value: [time], velocity: [progressState().velocity * duration],
      progress: min(max(progress, 0), 1), isPaused: !isMoving)
    switch motion {
    case .still:
      break
    case .playing(let play):
      guard play.speed > 0, play.runsLeft != Int.max else { break }
      let toEnd = play.direction > 0 ? duration - time : time
      let left = (toEnd + Double(play.runsLeft - 1) * duration) / play.speed
      entry.timeLeft = left.isFinite ? left : nil
    case .releasing(let release):
      let since = lastWrite.instant.map { instant in release.instant.map { instant - $0 } ?? 0 }
      // A spring without friction never settles: its time left is not known.
      let left = max(0, release.settlingDuration - (since ?? 0))
      entry.timeLeft = left.isFinite ? left : nil
    }
    return entry
  }
}
