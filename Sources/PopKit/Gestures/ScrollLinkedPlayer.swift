// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A ``ChoreographyPlayer`` whose progress is linked to a scroll position through a
/// ``ScrollLink``: the host reports scroll positions and the release, the player follows.
///
/// ```swift
/// // A header 120 points tall at the top of the content, in a viewport 800 tall: it collapses
/// // while it crosses the viewport's top edge, and snaps open or shut when the finger lifts.
/// let header = ViewTimeline(elementStart: 0, elementLength: 120, viewportLength: 800)
/// let linked = ScrollLinkedPlayer(
///   player, range: header.range(.exitCrossing), scrub: .smoothed(.smooth(duration: 0.3)),
///   snap: ScrollSnap(progress: [0, 1]))
/// linked.scroll(to: offset, at: event.time)  // at every scroll event
/// linked.release(at: event.time)  // the finger lifts: the snap starts now, with its velocity
/// ```
///
/// - Exact scrubbing sets the player's ``ChoreographyPlayer/progress`` at each event.
/// - Smoothed scrubbing springs the player's progress to each event's progress from the
///   value and velocity the smoothing spring has at the event's instant, so its velocity never
///   jumps.
/// - A release with a ``ScrollSnap`` picks the snap point at that instant and springs the
///   player there from the link's progress and velocity at that instant (0 ms after the
///   release, whether or not the scroll is still moving); the player comes to rest exactly on
///   the point once every property is within its threshold of its value there.
///
/// Times are on the animator's timebase (`Animator.animationTime(atClock:)` of the events'
/// clock times), positions in the scroll source's units. The player's other commands (play,
/// seek, release) act on the player as usual until the next event.
///
/// - Complexity: ``scroll(to:at:)`` is O(1) for exact scrubbing; smoothed scrubbing and
///   snaps to a point between the ends evaluate each lane about 40 times to bound the spring.
@MainActor
public final class ScrollLinkedPlayer {
  /// The player whose progress follows the scroll.
  public let player: ChoreographyPlayer
  /// The link: its range, scrubbing and snap may be changed at any time (a new range applies
  /// from the next event).
  public var link: ScrollLink
  /// The scroll velocity tracker, fed by every ``scroll(to:at:)``: the release's velocity when
  /// none is given.
  private var tracker = VelocityTracker<Double>()

  /// Links a player to a scroll position.
  ///
  /// The link starts at the player's progress (held to `0...1`); nothing is written until the
  /// first event.
  ///
  /// - Parameters:
  ///   - player: The player to drive, usually made with `animator.play(_:paused: true)`.
  ///   - range: The scroll positions at progress 0 and 1 (for an element crossing the
  ///     viewport, ``ViewTimeline/scrollRange(from:to:)``).
  ///   - scrub: How the progress follows the position. Default ``ScrollScrub/exact``.
  ///   - snap: Where a release snaps to (``ScrollSnap/labels(_:of:spring:decay:)`` for the
  ///     choreography's labels); default `nil`, no snap.
  public init(
    _ player: ChoreographyPlayer, range: ScrollRange, scrub: ScrollScrub = .exact,
    snap: ScrollSnap? = nil
  ) {
    self.player = player
    link = ScrollLink(range: range, scrub: scrub, snap: snap, progress: player.progress)
  }

  /// The scroll source moved to `position` at `time` (a finger, the wheel, a fling not yet let
  /// go): the player follows, and a snap under way ends.
  ///
  /// - Parameters:
  ///   - position: The scroll position, in the source's units; one that is not finite is
  ///     ignored.
  ///   - time: The event's time on the animator's timebase, in seconds.
  public func scroll(to position: Double, at time: Double) {
    guard position.isFinite, time.isFinite else { return }
    link.scroll(to: position, at: time)
    tracker.add(position, at: time)
    switch link.scrub {
    case .exact:
      player.progress = link.target
    case .smoothed(let spring):
      player.springProgress(from: link.state(at: time), to: link.target, spring: spring, at: time)
    }
  }

  /// The finger or the fling lets go at `time`: with a snap, the player springs to the point
  /// the link picks (see ``ScrollLink/release(velocity:at:)``), starting at `time` with the
  /// link's progress and velocity then.
  ///
  /// - Parameters:
  ///   - velocity: The scroll velocity, in the source's units per second; `nil` (the default)
  ///     takes the velocity of the positions reported (a least-squares ``VelocityTracker``).
  ///   - time: The release's time on the animator's timebase, in seconds.
  /// - Returns: The snap point's progress, or `nil` when nothing snaps.
  @discardableResult
  public func release(velocity: Double? = nil, at time: Double) -> Double? {
    guard time.isFinite else { return nil }
    let scrollVelocity = velocity ?? tracker.velocity(at: time)
    guard let point = link.release(velocity: scrollVelocity, at: time), let snap = link.snap
    else { return nil }
    player.springProgress(from: link.state(at: time), to: point, spring: snap.spring, at: time)
    return point
  }
}
