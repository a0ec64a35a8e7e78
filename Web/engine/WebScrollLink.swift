// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A web player driven by a scroll position: `ScrollLinkedPlayer`'s rules on the core's
/// `ScrollLink`.
///
/// Each scroll sets the player's progress (exactly, or springing to it when smoothed); a release
/// springs it to the snap point a decay of the progress would reach, from the link's state at
/// the release's instant. Times are on the player's animator's timebase.
final class WebScrollLink {
  /// The player it drives.
  let player: WebPlayer
  /// The link: range, scrub, snap and its state.
  var link: ScrollLink

  init(player: WebPlayer, link: ScrollLink) {
    self.player = player
    self.link = link
  }

  /// The scroll position moved to `position` at `time`.
  func scroll(to position: Double, at time: Double) {
    guard position.isFinite, time.isFinite else { return }
    link.scroll(to: position, at: time)
    switch link.scrub {
    case .exact:
      player.setProgress(link.target)
    case .smoothed(let spring):
      player.springProgress(from: link.state(at: time), to: link.target, spring: spring, at: time)
    }
  }

  /// The scroll came to rest (or was let go) at `time` with `velocity` (position units per
  /// second): springs to the snap point.
  ///
  /// - Returns: The snap point's progress, or `nil` without snapping (no snap, or no scroll yet).
  func release(velocity: Double, at time: Double) -> Double? {
    guard time.isFinite, let point = link.release(velocity: velocity, at: time),
      let snap = link.snap
    else { return nil }
    player.springProgress(from: link.state(at: time), to: point, spring: snap.spring, at: time)
    return point
  }
}

/// The scroll links, by handle − 1, and the free slots.
nonisolated(unsafe) private var scrollLinks: [WebScrollLink?] = []
nonisolated(unsafe) private var freeScrollLinks: [Int32] = []

/// A new scroll link on a player.
///
/// Positions `start` to `end` map to progress 0 to 1; `scrubModel` -1 follows exactly, else the
/// progress springs to the scroll by that model (numbers `a`, `b`, `c`); `snapCount` snap points
/// at scratch[0..<snapCount] (0 for none), reached by a spring of `snapModel` (-1:
/// `Spring.smooth`; numbers at scratch[60..<63]). Returns the handle, -1 for a bad player or
/// range, -(10 + k) for the k-th number of the scrub spring, -(40 + k) for the snap spring's.
@_cdecl("popkit_scroll_link_create")
func popkitScrollLinkCreate(
  _ player: Int32, _ start: Double, _ end: Double, _ scrubModel: Int32, _ a: Double,
  _ b: Double, _ c: Double, _ snapCount: Int32, _ snapModel: Int32
) -> Int32 {
  guard let made = webPlayer(player), start.isFinite, end.isFinite, start != end,
    snapCount >= 0, snapCount <= 60
  else { return -1 }
  var scrub = ScrollScrub.exact
  if scrubModel >= 0 {
    let found = WebSpringModel.spring(code: scrubModel, a, b, c)
    guard let spring = found.spring else { return found.refusal }
    scrub = .smoothed(spring)
  }
  let s = WebEngine.scratch
  var snap: ScrollSnap?
  if snapCount > 0 {
    var spring = Spring.smooth
    if snapModel >= 0 {
      let found = WebSpringModel.spring(code: snapModel, s[60], s[61], s[62], refusalBase: 40)
      guard let chosen = found.spring else { return found.refusal }
      spring = chosen
    }
    snap = ScrollSnap(progress: (0..<Int(snapCount)).map { s[$0] }, spring: spring)
  }
  let link = WebScrollLink(
    player: made,
    link: ScrollLink(
      range: ScrollRange(start: start, end: end), scrub: scrub, snap: snap,
      progress: made.progress))
  let slot = freeScrollLinks.popLast() ?? Int32(scrollLinks.count + 1)
  if Int(slot) > scrollLinks.count {
    scrollLinks.append(link)
  } else {
    scrollLinks[Int(slot) - 1] = link
  }
  return slot
}

/// The scroll link behind a handle, if it is live.
private func scrollLink(_ handle: Int32) -> WebScrollLink? {
  guard handle >= 1, Int(handle) <= scrollLinks.count else { return nil }
  return scrollLinks[Int(handle) - 1]
}

/// The scroll position moved to `position` at animator time `time`.
@_cdecl("popkit_scroll_link_scroll")
func popkitScrollLinkScroll(_ handle: Int32, _ position: Double, _ time: Double) {
  scrollLink(handle)?.scroll(to: position, at: time)
}

/// The scroll came to rest: springs to the snap point.
///
/// At animator time `time` with `velocity` (position units per second). Returns the snap
/// point's progress, or NaN without snapping.
@_cdecl("popkit_scroll_link_release")
func popkitScrollLinkRelease(_ handle: Int32, _ velocity: Double, _ time: Double) -> Double {
  scrollLink(handle)?.release(velocity: velocity, at: time) ?? .nan
}

/// Lets a scroll link go; its handle may be given again.
@_cdecl("popkit_scroll_link_free")
func popkitScrollLinkFree(_ handle: Int32) {
  guard scrollLink(handle) != nil else { return }
  scrollLinks[Int(handle) - 1] = nil
  freeScrollLinks.append(handle)
}
