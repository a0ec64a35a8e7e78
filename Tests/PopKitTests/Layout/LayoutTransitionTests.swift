// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A rectangle's components `[x, y, width, height]`.
private func components(_ rect: CGRect) -> [Double] {
  [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
}

/// Frame intervals of 30, 60, 120 and 240 Hz, and 0 for jittered frames.
private let intervals: [Double] = [1 / 30, 1 / 60, 1 / 120, 1 / 240, 0]

/// The frame times from 0 at an interval (0: jittered between 4 and 33 ms), up to 5 s.
private func frameTimes(interval: Double, seed: UInt64 = 7) -> [Double] {
  var generator = SeededGenerator(seed: seed)
  var times: [Double] = []
  var time = 0.0
  while time < 5 {
    time += interval > 0 ? interval : Double.random(in: 0.004...0.033, using: &generator)
    times.append(time)
  }
  return times
}

/// Layout transitions: the closed form per channel, interruptions that keep value and velocity,
/// enter and exit, shared elements, reduced motion.
@Suite("Layout transitions")
@MainActor
struct LayoutTransitionTests {
  private let from = CGRect(x: 10, y: 20, width: 100, height: 50)
  private let to = CGRect(x: 310, y: -80, width: 40, height: 250)

  @Test(
    "a move is A + (B − A)·(1 − d(t)) per component, 1e-9 of the move, until pop's rule ends it",
    arguments: intervals)
  func closedForm(interval: Double) throws {
    let animator = Animator()
    let spring = Spring.bouncy
    let transition = LayoutTransition<Int>(animator: animator, spring: spring)
    transition.presence = .none
    transition.update([1: from])
    animator.render(at: 0)
    transition.update([1: to])
    #expect(transition.isMoving)
    let a = components(from)
    let b = components(to)
    var restedAt: Double?
    for time in frameTimes(interval: interval) {
      animator.render(at: time)
      let presented = components(transition.presentedFrame(of: 1)!)
      if !transition.isMoving {
        restedAt = time
        #expect(presented == b)
        #expect(components(transition.presentedVelocity(of: 1)!) == [0, 0, 0, 0])
        #expect(transition.transform(of: 1) == .identity)
        break
      }
      let d = referenceSpring(spring, x0: 1, v0: 0, t: time)
      for index in 0..<4 {
        let move = b[index] - a[index]
        expectClose(
          presented[index], a[index] + move * (1 - d.x), absolute: 1e-9 * abs(move),
          "component \(index) at \(time)")
        expectClose(
          components(transition.presentedVelocity(of: 1)!)[index], -move * d.v,
          absolute: 1e-9 * abs(move) * 100, "velocity \(index) at \(time)")
      }
    }
    let rest = try #require(restedAt)
    // It rested within the threshold (0.5 point) of its frame, and not long after.
    let largest = (0..<4).map { abs(b[$0] - a[$0]) }.max()!
    #expect(abs(referenceSpring(spring, x0: 1, v0: 0, t: rest).x) * largest < 0.5)
    #expect(abs(referenceSpring(spring, x0: 1, v0: 0, t: rest - 0.25).x) * largest > 0.02)
    #expect(animator.animationCount == 0)
  }

  @Test("1,000 random updates keep every channel's value and velocity, and the opacity, 1e-9")
  func randomInterruptions() {
    var generator = SeededGenerator(seed: 36)
    let animator = Animator()
    let transition = LayoutTransition<Int>(animator: animator, spring: .snappy)
    var laidOut: [Int: CGRect] = [:]
    var finished: [Int] = []
    transition.onExitFinished = { finished.append($0) }
    func randomFrame() -> CGRect {
      CGRect(
        x: Double.random(in: -500...500, using: &generator),
        y: Double.random(in: -500...500, using: &generator),
        width: Double.random(in: 0...300, using: &generator),
        height: Double.random(in: 0...300, using: &generator))
    }
    var time = 0.0
    animator.render(at: time)
    var largestJump = 0.0
    for update in 0..<1_200 {
      // A few frames at random intervals between updates (none, sometimes).
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        time += Double.random(in: 0.001...0.05, using: &generator)
        animator.render(at: time)
        for id in 0..<40 {
          guard let frame = transition.presentedFrame(of: id) else { continue }
          let values = components(frame) + components(transition.presentedVelocity(of: id)!)
          #expect(values.allSatisfy { $0.isFinite }, "item \(id) at \(time)")
        }
      }
      switch update % 6 {
      case 5: transition.presence = .scale(Double.random(in: 0...1.5, using: &generator))
      case 4: transition.presence = .fade
      default: break
      }
      var arrivals: [Int: LayoutArrival] = [:]
      for id in 0..<40 {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: laidOut[id] = nil
        case 1, 2, 3: laidOut[id] = randomFrame()
        case 4 where Int.random(in: 0..<4, using: &generator) == 0:
          laidOut[id] = laidOut[id] ?? randomFrame()
          arrivals[id] = LayoutArrival(frame: randomFrame(), velocity: randomFrame())
        default: break
        }
      }
      let before = (0..<40).map { id in
        (
          transition.presentedFrame(of: id), transition.presentedVelocity(of: id),
          transition.presentedOpacity(of: id)
        )
      }
      transition.update(laidOut, arrivals: arrivals)
      for id in 0..<40 {
        guard let frame = before[id].0, arrivals[id] == nil else { continue }
        guard let after = transition.presentedFrame(of: id) else {
          Issue.record("item \(id) vanished at an update")
          continue
        }
        let velocity = components(transition.presentedVelocity(of: id)!)
        for index in 0..<4 {
          largestJump = max(largestJump, abs(components(after)[index] - components(frame)[index]))
          largestJump = max(
            largestJump, abs(velocity[index] - components(before[id].1!)[index]))
        }
        largestJump = max(largestJump, abs(transition.presentedOpacity(of: id)! - before[id].2!))
      }
      for (id, arrival) in arrivals {
        #expect(transition.presentedFrame(of: id) == CGRect(arrival.frame))
        #expect(transition.presentedVelocity(of: id) == CGRect(arrival.velocity))
        #expect(transition.presentedOpacity(of: id) == 1)
      }
    }
    #expect(largestJump <= 1e-9)
    #expect(!finished.isEmpty)
    // Every exit reported once, and only ids no longer laid out (or laid out again later).
    #expect(Set(finished).count <= finished.count)
    time += 30
    animator.render(at: time)
    animator.render(at: time + 1)
    #expect(!transition.isMoving)
    #expect(transition.exiting.isEmpty)
    for id in 0..<40 {
      #expect(transition.presentedFrame(of: id) == laidOut[id])
    }
  }

  @Test("an update between frames leaves the state as it was at that instant")
  func updateBetweenFrames() {
    let animator = Animator()
    let transition = LayoutTransition<String>(animator: animator)
    transition.presence = .none
    transition.update(["a": from])
    animator.render(at: 0)
    transition.update(["a": to])
    animator.render(at: 0.1)
    let frame = transition.presentedFrame(of: "a")
    let velocity = transition.presentedVelocity(of: "a")
    transition.update(["a": from])
    #expect(transition.presentedFrame(of: "a") == frame)
    #expect(transition.presentedVelocity(of: "a") == velocity)
    #expect(transition.layoutFrame(of: "a") == from)
    // The next frame follows the closed form from that state, 1/60 s later.
    animator.render(at: 0.1 + 1.0 / 60)
    let a = components(from)
    for index in 0..<4 {
      let x0 = components(frame!)[index] - a[index]
      let v0 = components(velocity!)[index]
      let expected = referenceSpring(.smooth, x0: x0, v0: v0, t: 1.0 / 60)
      expectClose(
        components(transition.presentedFrame(of: "a")!)[index], a[index] + expected.x,
        absolute: 1e-9 * 300)
    }
  }

  @Test("fade: enters at its frame with the opacity's closed form; exits fade and report once")
  func fade() {
    let animator = Animator()
    let transition = LayoutTransition<Int>(animator: animator)
    var exits: [Int] = []
    var isRendering = false
    transition.onExitFinished = { id in
      #expect(isRendering)
      exits.append(id)
    }
    transition.update([1: from, 2: to])
    #expect(transition.presentedOpacity(of: 1) == 0)
    #expect(transition.presentedFrame(of: 1) == from)
    animator.render(at: 1)
    animator.render(at: 1.2)
    let opacity = 1 + referenceSpring(.smooth, x0: -1, v0: 0, t: 0.2).x
    expectClose(transition.presentedOpacity(of: 1)!, min(max(opacity, 0), 1), absolute: 1e-12)
    #expect(transition.presentedFrame(of: 1) == from)
    transition.update([2: to])
    #expect(transition.exiting == [1])
    #expect(transition.layoutFrame(of: 1) == from)
    var time = 1.2
    while transition.isMoving && time < 10 {
      time += 1.0 / 60
      isRendering = true
      animator.render(at: time)
      isRendering = false
      if transition.presentedFrame(of: 1) != nil {
        #expect(transition.exiting == [1])
      }
    }
    #expect(exits == [1])
    #expect(transition.presentedFrame(of: 1) == nil)
    #expect(transition.layoutFrame(of: 1) == nil)
    #expect(transition.presentedOpacity(of: 1) == nil)
    #expect(transition.transform(of: 1) == nil)
    #expect(transition.exiting.isEmpty)
  }

  @Test(
    "an item removed the instant it entered (opacity 0, at its frame) finishes its exit at once and reports it once"
  )
  func exitAtRest() {
    let animator = Animator()
    let transition = LayoutTransition<Int>(animator: animator)
    var exits: [Int] = []
    transition.onExitFinished = { exits.append($0) }
    transition.update([1: from, 2: to])
    animator.render(at: 0)
    #expect(transition.presentedOpacity(of: 1) == 0)
    transition.update([2: to])
    // Nothing would move it again: it is gone, reported once, with nothing left moving for it.
    #expect(exits == [1])
    #expect(transition.exiting.isEmpty)
    #expect(transition.presentedFrame(of: 1) == nil)
    var time = 0.0
    while transition.isMoving && time < 10 {
      time += 1.0 / 60
      animator.render(at: time)
    }
    #expect(exits == [1])
    #expect(!transition.isMoving)
  }

  @Test(
    "an id that reappears while exiting re-enters from where it is drawn; its exit never reports")
  func reentry() {
    let animator = Animator()
    let transition = LayoutTransition<Int>(animator: animator)
    var exits = 0
    transition.onExitFinished = { _ in exits += 1 }
    transition.presence = .scale(0.5)
    transition.update([1: from])
    animator.render(at: 0)
    animator.render(at: 2)
    transition.update([:])
    animator.render(at: 2.1)
    let frame = transition.presentedFrame(of: 1)!
    let opacity = transition.presentedOpacity(of: 1)!
    #expect(opacity < 1 && opacity > 0)
    // Exiting towards the frame scaled by 0.5 about its centre.
    #expect(frame.width < from.width && frame.midX == from.midX)
    transition.update([1: to])
    #expect(transition.presentedFrame(of: 1) == frame)
    #expect(transition.presentedOpacity(of: 1) == opacity)
    #expect(transition.exiting.isEmpty)
    animator.render(at: 10)
    animator.render(at: 10.1)
    #expect(exits == 0)
    #expect(transition.presentedFrame(of: 1) == to)
    #expect(transition.presentedOpacity(of: 1) == 1)
  }

  @Test("scale: enters from the frame scaled about its centre, at opacity 0")
  func scaleEnter() {
    let animator = Animator()
    let transition = LayoutTransition<Int>(animator: animator)
    transition.presence = .scale(0.8)
    transition.update([1: from])
    let frame = transition.presentedFrame(of: 1)!
    expectClose(
      components(frame), [20, 25, 80, 40], absolute: 1e-12)
    #expect(transition.presentedOpacity(of: 1) == 0)
    let transform = transition.transform(of: 1)!
    #expect(transform.scaleX == 0.8 && transform.scaleY == 0.8)
  }

  @Test(".none enters and leaves at once, reporting the exit during the update")
  func none() {
    let animator = Animator()
    let transition = LayoutTransition<Int>(animator: animator)
    transition.presence = .none
    var exits: [Int] = []
    transition.onExitFinished = { exits.append($0) }
    transition.update([1: from, 2: to])
    #expect(!transition.isMoving)
    #expect(transition.presentedOpacity(of: 1) == 1)
    transition.update([2: to])
    #expect(exits == [1])
    #expect(transition.presentedFrame(of: 1) == nil)
    #expect(animator.animationCount == 0)
  }

  @Test("an arrival enters from its frame and velocity at opacity 1 and moves like any item")
  func arrival() {
    let animator = Animator()
    let transition = LayoutTransition<Int>(animator: animator, spring: .snappy)
    animator.render(at: 0)
    let start = CGRect(x: 400, y: 300, width: 60, height: 60)
    let velocity = CGRect(x: -1500, y: 800, width: 120, height: -40)
    transition.update([7: to], arrivals: [7: LayoutArrival(frame: start, velocity: velocity)])
    #expect(transition.presentedFrame(of: 7) == start)
    #expect(transition.presentedVelocity(of: 7) == velocity)
    #expect(transition.presentedOpacity(of: 7) == 1)
    animator.render(at: 0.05)
    let b = components(to)
    for index in 0..<4 {
      let expected = referenceSpring(
        .snappy, x0: components(start)[index] - b[index], v0: components(velocity)[index],
        t: 0.05)
      expectClose(
        components(transition.presentedFrame(of: 7)!)[index], b[index] + expected.x,
        absolute: 1e-9 * 1500)
      expectClose(
        components(transition.presentedVelocity(of: 7)!)[index], expected.v,
        absolute: 1e-9 * 1500 * 50)
    }
    // An arrival for an id already laid out replaces its presented state.
    let again = LayoutArrival(frame: from, velocity: .zero)
    transition.update([7: to], arrivals: [7: again])
    #expect(transition.presentedFrame(of: 7) == from)
    #expect(transition.presentedVelocity(of: 7) == .zero)
  }

  @Test("handOff takes an item out at once and its arrival carries its frame and velocity on")
  func handOff() {
    let animator = Animator()
    let grid = LayoutTransition<Int>(animator: animator)
    let detail = LayoutTransition<Int>(animator: animator, spring: .bouncy)
    var exits = 0
    grid.onExitFinished = { _ in exits += 1 }
    grid.presence = .none
    grid.update([1: from, 2: to])
    animator.render(at: 0)
    grid.update([1: to, 2: from])
    animator.render(at: 0.08)
    let frame = grid.presentedFrame(of: 1)!
    let velocity = grid.presentedVelocity(of: 1)!
    #expect(components(velocity).contains { abs($0) > 100 })
    var arrival = grid.handOff(1)!
    #expect(grid.presentedFrame(of: 1) == nil)
    #expect(exits == 0)
    arrival.frame.origin.x += 40
    let destination = CGRect(x: 0, y: 0, width: 300, height: 400)
    detail.update([1: destination], arrivals: [1: arrival])
    expectClose(detail.presentedFrame(of: 1)!.origin.x, frame.origin.x + 40, absolute: 1e-9)
    #expect(detail.presentedVelocity(of: 1) == velocity)
    animator.render(at: 0.1)
    let b = components(destination)
    let start = components(frame.offsetBy(dx: 40, dy: 0))
    for index in 0..<4 {
      let expected = referenceSpring(
        .bouncy, x0: start[index] - b[index], v0: components(velocity)[index], t: 0.02)
      expectClose(
        components(detail.presentedFrame(of: 1)!)[index], b[index] + expected.x,
        absolute: 1e-9 * 1000)
    }
    #expect(grid.handOff(1) == nil)
    #expect(exits == 0)
  }

  @Test("under reduced motion or a duration scale of 0 an update lands at once")
  func landsAtOnce() {
    for reduces in [true, false] {
      let animator = Animator()
      if reduces { animator.reducesMotion = true } else { animator.durationScale = 0 }
      let transition = LayoutTransition<Int>(animator: animator)
      var exits: [Int] = []
      transition.onExitFinished = { exits.append($0) }
      transition.update([1: from, 2: to])
      #expect(transition.presentedOpacity(of: 1) == 1)
      transition.update([1: to])
      #expect(exits == [2])
      #expect(transition.presentedFrame(of: 1) == to)
      #expect(!transition.isMoving)
    }
  }

  @Test("frames that are not finite or beyond 1e9 are refused, the whole update with them")
  func refusesOutsideNumbers() {
    let animator = Animator()
    let transition = LayoutTransition<Int>(animator: animator)
    transition.presence = .none
    transition.update([1: from])
    for bad in [Double.nan, .infinity, 2e9] {
      transition.update([1: to, 2: CGRect(x: bad, y: 0, width: 1, height: 1)])
      #expect(transition.layoutFrame(of: 1) == from)
      #expect(transition.layoutFrame(of: 2) == nil)
      transition.update(
        [1: to],
        arrivals: [
          1: LayoutArrival(frame: from, velocity: CGRect(x: 0, y: bad, width: 0, height: 0))
        ])
      #expect(transition.layoutFrame(of: 1) == from)
    }
  }

  @Test("an animator and its moving transition, let go of together, are both freed")
  func noCycle() {
    weak var weakAnimator: Animator?
    weak var weakTransition: LayoutTransition<Int>?
    do {
      let animator = Animator()
      let transition = LayoutTransition<Int>(animator: animator)
      transition.update([1: from])
      animator.render(at: 0)
      animator.render(at: 0.1)
      #expect(transition.isMoving)
      weakAnimator = animator
      weakTransition = transition
    }
    #expect(weakAnimator == nil)
    #expect(weakTransition == nil)
  }

  @Test("without its animator, an update lands at once")
  func withoutAnimator() {
    var animator: Animator? = Animator()
    let transition = LayoutTransition<Int>(animator: animator!)
    animator = nil
    var exits: [Int] = []
    transition.onExitFinished = { exits.append($0) }
    transition.update([1: from, 2: to])
    transition.update([1: to])
    #expect(transition.presentedFrame(of: 1) == to)
    #expect(transition.presentedOpacity(of: 1) == 1)
    #expect(exits == [2])
    #expect(!transition.isMoving)
  }

  @Test("the animator keeps a moving transition alive and lets it go at rest")
  func lifetime() {
    let animator = Animator()
    weak var weakTransition: LayoutTransition<Int>?
    var updates = 0
    do {
      let transition = LayoutTransition<Int>(animator: animator)
      transition.onUpdate = { updates += 1 }
      transition.update([1: from])
      weakTransition = transition
    }
    animator.render(at: 0)
    #expect(weakTransition != nil)
    var time = 0.0
    while weakTransition != nil && time < 10 {
      time += 1.0 / 60
      animator.render(at: time)
    }
    #expect(weakTransition == nil)
    #expect(updates > 10)
    #expect(animator.animationCount == 0)
  }
}
