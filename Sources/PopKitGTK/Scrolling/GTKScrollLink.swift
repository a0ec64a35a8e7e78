// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import PopKit

  /// A choreography linked to a ``GTKScroller``'s offset: a `ScrollLinkedPlayer` fed
  /// with the scroller's offsets and its release.
  ///
  /// - Each change of the offset (a drag's move, a fling's or a wheel step's frame) is a scroll
  ///   event at the clock's current time on the animator's timebase.
  /// - A drag or touchpad release with a snap springs the choreography to the snap point from
  ///   that instant, and turns the scroller's fling towards the point's offset
  ///   (`ScrollLink.snapPosition`), keeping its velocity: the fling is redirected, not
  ///   stopped. Its offsets are not followed until it rests or a drag takes it.
  /// - A wheel's motion snaps when it comes to rest, from rest (a wheel has no release).
  ///
  /// The link keeps the scroller's ``GTKScroller/onScroll``, ``GTKScroller/onRest`` and
  /// ``GTKScroller/onRelease`` handlers that were set before it, calling them first. Keep a
  /// reference to the link for as long as it should work; it does not keep itself.
  @MainActor
  public final class GTKScrollLink {
    /// The scroller whose offset drives the choreography.
    public let scroller: GTKScroller
    /// The linked player: its `ScrollLinkedPlayer.link` holds the range, scrubbing
    /// and snap.
    public let linked: ScrollLinkedPlayer
    /// Whether the scroller is on its way to a snap point this link sent it to.
    public private(set) var isRedirecting = false

    /// Links a player to a scroller's offset.
    ///
    /// - Parameters:
    ///   - scroller: The scroller; its animator should be the player's (one timebase).
    ///   - player: The player, usually made with `animator.play(_:paused: true)`.
    ///   - range: The offsets, in pixels, at progress 0 and 1 (such as
    ///     `ScrollRange(start: 0, end: scroller.maximumOffset)`, or a `ViewTimeline`'s range).
    ///   - scrub: How the progress follows the offset. Default `.exact`.
    ///   - snap: Where a release snaps to; default `nil`.
    public init(
      scroller: GTKScroller, player: ChoreographyPlayer, range: ScrollRange,
      scrub: ScrollScrub = .exact, snap: ScrollSnap? = nil
    ) {
      self.scroller = scroller
      linked = ScrollLinkedPlayer(player, range: range, scrub: scrub, snap: snap)
      let scrolled = scroller.onScroll
      scroller.onScroll = { [weak self] offset in
        scrolled?(offset)
        self?.scrolled(to: offset)
      }
      let released = scroller.onRelease
      scroller.onRelease = { [weak self] offset, velocity in
        released?(offset, velocity)
        self?.released(at: offset, velocity: velocity)
      }
      let rested = scroller.onRest
      scroller.onRest = { [weak self] offset in
        rested?(offset)
        self?.rested(at: offset)
      }
    }

    /// The scroller's clock's current time on its animator's timebase, in seconds.
    private var now: Double {
      let animator = scroller.animator
      return animator.animationTime(atClock: animator.clock?.currentTime ?? 0)
    }

    /// An offset change: followed unless the scroller is on its way to a snap point.
    private func scrolled(to offset: Double) {
      if isRedirecting && !scroller.isDragging { return }
      isRedirecting = false
      linked.scroll(to: offset, at: now)
    }

    /// A release: the snap starts now, and the scroller's motion turns to the snap point.
    private func released(at offset: Double, velocity: Double) {
      let time = now
      linked.scroll(to: offset, at: time)
      guard linked.release(velocity: velocity, at: time) != nil,
        let position = linked.link.snapPosition
      else { return }
      isRedirecting = true
      scroller.scroll(to: position)
    }

    /// A rest: the end of a redirect, or of a wheel's motion, which snaps from rest.
    private func rested(at offset: Double) {
      if isRedirecting {
        isRedirecting = false
        return
      }
      guard case .following = linked.link.phase, linked.link.snap != nil, !scroller.isDragging
      else { return }
      released(at: offset, velocity: 0)
    }
  }
#endif
