// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if GTK
  import CGTK
  import Foundation
  import PopKit

  extension GTKScroller {
    /// Scrolls to an offset, on ``pageSpring`` or at once.
    ///
    /// ```swift
    /// scroller.scroll(to: 0)  // back to the top, on a spring
    /// scroller.scroll(to: 480, animated: false)  // there now
    /// ```
    ///
    /// The offset is clamped to the content's range (0...``maximumOffset``); a value that is
    /// not finite is ignored. A running motion turns towards it, keeping its velocity.
    ///
    /// - Parameters:
    ///   - offset: The offset, in pixels.
    ///   - animated: Whether to move there on the spring; default `true`.
    public func scroll(to offset: Double, animated: Bool = true) {
      guard offset.isFinite else { return }
      restingPage = nil
      move(to: min(max(offset, 0), maximumOffset), animated: animated)
    }

    /// Scrolls to a page (pages are the viewport's length; see ``isPaging``), on
    /// ``pageSpring`` or at once.
    ///
    /// ```swift
    /// carousel.scroll(toPage: carousel.currentPage + 1)
    /// ```
    ///
    /// The page is clamped to the pages there are. Before the viewport is laid out every page
    /// is at 0; the scroller then goes to the page once it has its size.
    ///
    /// - Parameters:
    ///   - page: The page's index, 0 for the first.
    ///   - animated: Whether to move there on the spring; default `true`.
    public func scroll(toPage page: Int, animated: Bool = true) {
      let pages = pageOffsets
      let index = min(max(page, 0), pages.count - 1)
      move(to: pages[index], animated: animated)
      restingPage = viewportLength > 0 ? index : max(page, 0)
    }

    /// Moves to a place on ``pageSpring`` (keeping a running motion's velocity) or at once.
    func move(to target: Double, animated: Bool) {
      guard !isDragging else { return }
      if animated {
        settle(animator.animate(self, GTKScroller.offsetProperty, to: target, spring: pageSpring))
      } else {
        animator.set(self, GTKScroller.offsetProperty, to: target)
        onRest?(offset)
      }
    }

    /// Reports the rest when an animation of the offset finishes.
    func settle<Kind: AnimationCallbacks>(_ animation: Kind) {
      animation.onStop = { [weak self] _, finished in
        guard finished, let self else { return }
        self.onRest?(self.offset)
      }
    }

    // MARK: Dragging

    /// The pointer (or a touchpad) takes the content: whatever moves it stops where it is.
    ///
    /// - Parameters:
    ///   - position: The pointer's position along the axis, in pixels.
    ///   - time: The event's time, in seconds.
    func grab(at position: Double, time: Double) {
      animator.removeAnimation(forKey: GTKScroller.offsetProperty.name, from: self)
      isDragging = true
      restingPage = nil
      dragTranslation = 0
      grab = (position, unbanded(offset))
      offsetTracker.reset()
      offsetTracker.add(offset, at: time)
    }

    /// The pointer moved: the content follows it, rubber-banded past the ends.
    ///
    /// - Parameters:
    ///   - position: The pointer's position along the axis, in pixels.
    ///   - time: The event's time, in seconds.
    func drag(to position: Double, time: Double) {
      guard isDragging else { return }
      dragTranslation = position - grab.pointer
      let wanted = grab.offset - dragTranslation
      let shown = RubberBand.clamp(wanted, to: 0...maximumOffset, dimension: viewportLength)
      animator.set(self, GTKScroller.offsetProperty, to: shown)
      offsetTracker.add(offset, at: time)
    }

    /// The pointer let go: the content leaves with its own velocity at the release.
    ///
    /// - Parameters:
    ///   - position: The pointer's position along the axis, in pixels.
    ///   - time: The event's time, in seconds.
    func letGo(at position: Double, time: Double) {
      guard isDragging else { return }
      drag(to: position, time: time)
      isDragging = false
      let velocity = offsetTracker.velocity(at: time)
      release(velocity: velocity.isFinite ? velocity : 0)
    }

    /// Where the pointer would be along the content (the offset without the band's damping):
    /// the inverse of the rubber band past either end.
    func unbanded(_ value: Double) -> Double {
      let (maximum, length) = (maximumOffset, viewportLength)
      if value < 0 {
        return -RubberBand.overshoot(forOffset: -value, dimension: length)
      }
      if value > maximum {
        return maximum + RubberBand.overshoot(forOffset: value - maximum, dimension: length)
      }
      return value
    }

    /// A release at a velocity: with paging a spring to the page the snap rule picks, without
    /// a fling bounded by the content's range.
    ///
    /// - Parameter velocity: The content's velocity, in pixels per second.
    func release(velocity: Double) {
      releaseOffset = offset
      releaseVelocity = velocity
      let key = GTKScroller.offsetProperty.name
      if isPaging {
        let pages = pageOffsets
        let target = decay.snapTarget(from: offset, velocity: velocity, candidates: pages)
        restingPage = pages.firstIndex(of: target)
        let snap = SpringAnimation(
          property: GTKScroller.offsetProperty, to: target, spring: pageSpring,
          velocity: velocity)
        settle(snap)
        animator.add(snap, to: self, forKey: key)
      } else {
        let fling = DecayAnimation(
          property: GTKScroller.offsetProperty, velocity: velocity,
          deceleration: decay.deceleration)
        fling.bounds = Bounds(lower: 0, upper: maximumOffset)
        fling.boundarySpring = bandSpring
        settle(fling)
        animator.add(fling, to: self, forKey: key)
      }
      onRelease?(offset, velocity)
    }

    // MARK: The wheel

    /// A wheel's steps along the axis (positive towards the end): a page each with paging,
    /// `viewport length^(2/3)` pixels each without, on ``pageSpring`` from where a running
    /// step was going.
    ///
    /// - Parameter steps: The steps; a high-resolution wheel gives fractions.
    func wheel(by steps: Double) {
      guard !isDragging, steps.isFinite, steps != 0 else { return }
      let running = animator.animation(
        forKey: GTKScroller.offsetProperty.name, of: self,
        as: SpringAnimation<GTKScroller, Double>.self)
      let base = running?.toValue ?? min(max(offset, 0), maximumOffset)
      if isPaging {
        wheelSteps += steps
        let whole = wheelSteps.rounded(.towardZero)
        wheelSteps -= whole
        guard whole != 0 else { return }
        let pages = pageOffsets
        let from = pages.firstIndex(of: base) ?? currentPage
        scroll(toPage: from + Int(whole))
      } else {
        scroll(to: base + steps * pow(viewportLength, 2.0 / 3.0))
      }
    }

    /// The content's or the viewport's size changed: the scroller places itself again.
    ///
    /// A scroller on a page (or going to one) stays on that page; otherwise a resting one
    /// stays within the range. The viewport places the content again (see `rangeDidChange`).
    func contentDidResize() {
      guard !isDragging else { return }
      let isMoving =
        animator.animation(forKey: GTKScroller.offsetProperty.name, of: self) != nil
      if let page = restingPage {
        let pages = pageOffsets
        let target = pages[min(page, pages.count - 1)]
        if isMoving { move(to: target, animated: true) } else { show(target) }
        restingPage = page
      } else if !isMoving {
        show(min(max(offset, 0), maximumOffset))
      }
      if let viewport = gtk_scrolled_window_get_child(OpaquePointer(widget)) {
        gtk_widget_queue_allocate(viewport)
      }
    }
  }
#endif
