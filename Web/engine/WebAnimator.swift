// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A web animator: the motions it moves, in the order added, and its time, as PopKit's
/// `Animator` keeps them: a frame at a clock time moves every motion to the animator time
/// there (the clock time scaled by the duration scale from the instant the scale was set), a
/// non-finite time is ignored, and a clock going back leaves every motion where it is.
final class WebAnimator {
  /// The handles of the motions it moves, in the order added.
  private(set) var handles: [Int32] = []
  /// The handles of the motions that ended on the last frame (finished or stopped).
  private(set) var ended: [Int32] = []
  /// The duration scale: animator seconds pass `1 / scale` times as fast as clock seconds; 0
  /// ends every motion at once.
  private(set) var scale = 1.0
  /// The clock time the scale was last set at.
  private var epochClock = 0.0
  /// The animator time then.
  private var epochAnimation = 0.0
  /// The latest clock time rendered.
  private(set) var lastRenderTime: Double?
  /// Whether motion is reduced: every motion ends at once on its next frame.
  var reducesMotion = false
  /// The players that play, release or wait to write, in the order they started moving.
  private(set) var movingPlayers: [WebPlayer] = []
  /// The handles of the players that wrote on the last frame, in the order rendered.
  private(set) var written: [Int32] = []

  /// The time of the latest frame rendered, on the animator's timebase; `nil` before the first.
  var lastFrameTime: Double? { lastRenderTime.map { time(atClock: $0) } }

  /// Moves a player from its next frame on (once, however often it is asked).
  func addMoving(_ player: WebPlayer) {
    guard !player.isListed else { return }
    player.isListed = true
    movingPlayers.append(player)
  }

  /// The animator time at a clock time.
  func time(atClock clock: Double) -> Double {
    if scale == 1 && epochClock == epochAnimation { return clock }
    if scale == 0 { return epochAnimation }
    return epochAnimation + (clock - epochClock) / scale
  }

  /// Sets the duration scale from the last rendered clock time on.
  func rescale(to newScale: Double) {
    let clock = lastRenderTime ?? 0
    epochAnimation = time(atClock: clock)
    epochClock = clock
    scale = newScale
  }

  /// Adds a motion's handle.
  func add(_ handle: Int32) { handles.append(handle) }

  /// Renders a frame at a clock time, in seconds: moves every motion in the order added and keeps
  /// those that ended in ``ended``.
  ///
  /// O(motions).
  ///
  /// - Returns: How many motions still wait or run.
  func render(atClock clock: Double, motions: [WebMotion?]) -> Int {
    ended.removeAll(keepingCapacity: true)
    written.removeAll(keepingCapacity: true)
    guard clock.isFinite else { return handles.count + movingPlayers.count }
    lastRenderTime = max(lastRenderTime ?? clock, clock)
    let time = self.time(atClock: clock)
    let jumps = scale == 0 || reducesMotion
    var kept = 0
    for index in handles.indices {
      let handle = handles[index]
      guard let motion = motions[Int(handle) - 1] else { continue }
      if jumps {
        motion.finishAtOnce(at: time)
      } else {
        motion.advance(to: time)
      }
      if motion.phase == .finished || motion.phase == .stopped {
        ended.append(handle)
      } else {
        handles[kept] = handle
        kept += 1
      }
    }
    handles.removeLast(handles.count - kept)
    return kept + renderPlayers(at: time, withoutTime: scale == 0)
  }

  /// Renders the moving players after the motions: reduced motion takes a player to its end
  /// at once unless it plays a reduced variant; a duration scale of 0 takes every one there.
  ///
  /// - Returns: How many still move.
  private func renderPlayers(at time: Double, withoutTime: Bool) -> Int {
    var kept = 0
    // A player's render never adds players, so the list is walked as it stands.
    for index in movingPlayers.indices {
      let player = movingPlayers[index]
      let jumps = withoutTime || (reducesMotion && !player.playsReducedVariant)
      let moves = player.render(at: time, jumpsToEnd: jumps)
      if player.wrote { written.append(player.handle) }
      if moves {
        movingPlayers[kept] = player
        kept += 1
      } else {
        player.isListed = false
      }
    }
    movingPlayers.removeLast(movingPlayers.count - kept)
    return kept
  }

  /// Forgets a player (freed by JavaScript).
  func removeMoving(_ player: WebPlayer) {
    guard player.isListed else { return }
    player.isListed = false
    movingPlayers.removeAll { $0 === player }
  }

  /// Forgets a motion's handle (a motion stopped from outside a frame).
  func remove(_ handle: Int32) {
    if let index = handles.firstIndex(of: handle) { handles.remove(at: index) }
  }
}
