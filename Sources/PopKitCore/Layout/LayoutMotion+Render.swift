// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension LayoutMotion {
  /// Moves every moving item to a frame at `time` by the closed form of its springs, lands the
  /// springs that rest by pop's rule, and finishes the exits whose opacity rested.
  ///
  /// A time earlier than the latest render's is taken as the latest's; a time that is not
  /// finite is ignored. O(moving items + updates still moving); allocates nothing.
  ///
  /// - Parameters:
  ///   - time: The frame's time on the host's timebase, in seconds.
  ///   - skipsMotion: Whether everything lands at once (reduced motion, no time).
  ///   - exitFinished: Called once for each exit that finishes on this frame.
  /// - Returns: Whether any item's presented state changed.
  @discardableResult
  public mutating func render(
    at time: Double, skipsMotion: Bool = false, exitFinished: (ID) -> Void
  ) -> Bool {
    guard time.isFinite else { return false }
    let time = max(time, latestRender ?? time)
    latestRender = time
    guard movingCount > 0 else { return false }
    if skipsMotion {
      landAll(exitFinished: exitFinished)
      return true
    }
    for index in groups.indices where groups[index].members > 0 {
      groups[index].advance(to: time)
    }
    var place = items.count - 1
    while place >= 0 {
      let group = items[place].group
      if group >= 0 {
        items[place].advance(
          now: groups[group].now, before: groups[group].before, elapsed: groups[group].elapsed)
        if items[place].isExiting && !items[place].opacityMoves {
          finishExit(at: place, exitFinished: exitFinished)
        } else if !items[place].moves {
          leaveGroup(place)
        }
      }
      place -= 1
    }
    return true
  }
}
