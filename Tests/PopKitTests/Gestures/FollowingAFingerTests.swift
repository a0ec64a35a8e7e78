// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// The scroller of the article "Following a finger", as written there, driven by a pointer.
@MainActor
final class ArticleScroller {
  var offset = 0.0
  let maximum: Double
  let viewHeight: Double

  static let offsetProperty = AnimatableProperty(\ArticleScroller.offset, threshold: 0.5)

  private let animator: Animator
  private var tracker = VelocityTracker<Double>()
  private var grabbed = 0.0
  private var downAt = 0.0

  init(contentHeight: Double, viewHeight: Double, animator: Animator) {
    maximum = max(0, contentHeight - viewHeight)
    self.viewHeight = viewHeight
    self.animator = animator
  }

  func pointerDown(at position: Double, time: Double) {
    animator.set(self, Self.offsetProperty, to: offset)
    tracker.reset()
    tracker.add(position, at: time)
    (grabbed, downAt) = (offset, position)
  }

  func pointerMoved(to position: Double, time: Double) {
    tracker.add(position, at: time)
    let wanted = grabbed - (position - downAt)
    let banded = RubberBand.clamp(wanted, to: 0...maximum, dimension: viewHeight)
    animator.set(self, Self.offsetProperty, to: banded)
  }

  func pointerUp(at position: Double, time: Double) -> DecayAnimation<ArticleScroller, Double> {
    tracker.add(position, at: time)
    let fling = DecayAnimation(
      property: Self.offsetProperty, velocity: -tracker.velocity(at: time))
    fling.bounds = Bounds(lower: 0, upper: maximum)
    fling.startInstant = time
    animator.add(fling, to: self, forKey: "offset")
    return fling
  }
}

@Suite("Following a finger")
@MainActor
struct FollowingAFingerTests {
  @Test("a drag rubber-bands past the top; a fast upward release flings and rests at the end")
  func scroll() throws {
    let animator = Animator()
    let scroller = ArticleScroller(contentHeight: 2000, viewHeight: 800, animator: animator)
    // Pull down past the top by 100 points: the content moves less than the finger.
    scroller.pointerDown(at: 300, time: 0)
    scroller.pointerMoved(to: 400, time: 0.05)
    let expected = -RubberBand.offset(forOvershoot: 100, dimension: 800)
    expectClose(scroller.offset, expected, absolute: 1e-12)
    #expect(scroller.offset > -100 && scroller.offset < 0)
    // Then sweep up at 4000 points per second and let go.
    scroller.pointerDown(at: 400, time: 1)
    for step in 1...12 {
      scroller.pointerMoved(to: 400 - 4000 * 0.008 * Double(step), time: 1 + 0.008 * Double(step))
    }
    let fling = scroller.pointerUp(at: 400 - 4000 * 0.104, time: 1.104)
    try expectClose(#require(fling.velocity), 4000, absolute: 1e-6)
    var frame = 67
    while fling.isRunning || frame == 67 {
      animator.render(at: Double(frame) / 60)
      frame += 1
      #expect(frame < 1000)
      if frame >= 1000 { break }
    }
    #expect(scroller.offset == scroller.maximum)
  }
}
