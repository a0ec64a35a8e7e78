// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A choreography's labels in time order, for telling which ones a player's frame crosses.
///
/// Labels at one time are ordered by name (a choreography keeps its labels by name, not in the
/// order they were added).
struct ChoreographyLabelList {
  /// The labels' times, ascending.
  let times: [Double]
  /// The labels' names, in the order of ``times``.
  let names: [String]

  /// Sorts a choreography's labels.
  init(_ labels: [String: Double]) {
    let sorted = labels.sorted { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) }
    times = sorted.map(\.value)
    names = sorted.map(\.key)
  }

  /// Whether the choreography has no label.
  var isEmpty: Bool { times.isEmpty }

  /// Calls `body` with each label a straight move from `from` to `to` passes, in the order
  /// passed: those in (`from`, `to`] going forward and in [`to`, `from`) going back.
  ///
  /// - Complexity: O(n) for n labels.
  func forEachPassed(from: Double, to: Double, _ body: (String) -> Void) {
    if to > from {
      for index in times.indices where times[index] > from && times[index] <= to {
        body(names[index])
      }
    } else if to < from {
      for index in times.indices.reversed() where times[index] >= to && times[index] < from {
        body(names[index])
      }
    }
  }

  /// Calls `body` with each label a play crosses while its travelled distance goes from
  /// `previous` (excluded) to `current` (included), in the order crossed.
  ///
  /// The play (see ``PlayMotion``) runs from its anchor to the first end, then whole runs of
  /// `duration`: a run after the first starts where the one before ended when it autoreverses,
  /// and otherwise jumps back to its start, which crosses nothing unless `jumpsFire` (and then
  /// passes the labels between as a seek does). A frame that passes more than
  /// ``maximumRunsPerFrame`` whole runs fires those of the last ones only.
  func forEachCrossed(
    by play: PlayMotion, duration: Double, from previous: Double, to current: Double,
    jumpsFire: Bool, _ body: (String) -> Void
  ) {
    let anchor = play.anchorTime
    let toFirstEnd = play.direction > 0 ? duration - anchor : anchor
    // The play stops at the end of its last run.
    let length =
      play.runsLeft == Int.max ? Double.infinity : toFirstEnd + Double(play.runsLeft - 1) * duration
    let current = min(current, length)
    guard current > previous else { return }
    // The first stretch, from the anchor to the first end: distance from the anchor.
    if previous < toFirstEnd {
      let end = min(current, toFirstEnd)
      forEachPassed(
        from: anchor + play.direction * previous, to: anchor + play.direction * end, body)
    }
    guard duration > 0, current >= toFirstEnd else { return }
    // Whole runs: run r (from 1) starts at distance toFirstEnd + (r − 1) · duration.
    let firstRun =
      previous < toFirstEnd ? 1 : ((previous - toFirstEnd) / duration).rounded(.down) + 1
    // The run under way at `current`, but never one after the play's last.
    let lastRun = min(
      ((current - toFirstEnd) / duration).rounded(.down) + 1,
      play.runsLeft == Int.max ? .infinity : Double(play.runsLeft - 1))
    var run = max(firstRun, lastRun - ChoreographyLabelList.maximumRunsPerFrame + 1)
    // Counted as well, since past 2^53 runs adding 1 to a run no longer moves it.
    var runsFired = 0.0
    while run <= lastRun && runsFired < ChoreographyLabelList.maximumRunsPerFrame {
      let base = toFirstEnd + (run - 1) * duration
      let turns = play.autoreverses && run.truncatingRemainder(dividingBy: 2) == 1
      let direction = turns ? -play.direction : play.direction
      let (start, end) = direction > 0 ? (0.0, duration) : (duration, 0.0)
      if !play.autoreverses && jumpsFire && base > previous && base <= current {
        // The jump from the end of the run before back to this one's start.
        forEachPassed(from: end, to: start, body)
      }
      // Within the run, the distance past its start: what lies in (previous, current].
      let into = (from: max(previous - base, 0), to: min(current - base, duration))
      if into.to > into.from {
        let from = start + direction * into.from
        let to = start + direction * into.to
        forEachPassed(from: from, to: to, body)
      }
      run += 1
      runsFired += 1
    }
  }

  /// The most whole runs of a play one frame fires the labels of: 1,024.
  static let maximumRunsPerFrame = 1024.0
}
