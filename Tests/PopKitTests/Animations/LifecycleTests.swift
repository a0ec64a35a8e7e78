// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Records the callbacks of an animation as strings, in order.
@MainActor
final class CallbackLog {
  var entries: [String] = []

  func attach<Object, Value>(to spring: SpringAnimation<Object, Value>) {
    spring.onStart = { [unowned self] _ in entries.append("start") }
    spring.onApply = { [unowned self] _ in entries.append("apply") }
    spring.onReachToValue = { [unowned self] _ in entries.append("reach") }
    spring.onStop = { [unowned self] _, finished in entries.append("stop(\(finished))") }
  }

  func count(_ entry: String) -> Int { entries.filter { $0 == entry }.count }
}

@MainActor
@Suite("Animation lifecycle")
struct LifecycleTests {
  @Test("missing values are read on the start frame, which writes the from value")
  func lazyReadsOnStartFrame() {
    let box = Box(x: 5)
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty)
    spring.toValue = 10
    animator.add(spring, to: box, forKey: "x")
    #expect(spring.fromValue == nil)
    box.x = 7  // the value at the start frame counts, not the value when added
    box.xWrites = []
    animator.render(at: 0)
    #expect(spring.fromValue == 7)
    #expect(spring.toValue == 10)
    #expect(box.xWrites == [7])
  }

  @Test("start, applies, one reach, snap to target, one finished stop, in that order")
  func orderOfEvents() throws {
    let box = Box()
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty)
    spring.fromValue = 0
    spring.toValue = 1
    let log = CallbackLog()
    log.attach(to: spring)
    animator.add(spring, to: box, forKey: "x")
    _ = renderUntil(animator) { log.entries.last?.hasPrefix("stop") == true }
    #expect(log.entries.first == "start")
    #expect(log.entries.last == "stop(true)")
    #expect(log.count("start") == 1)
    #expect(log.count("reach") == 1)
    #expect(log.count("stop(true)") == 1)
    let reachIndex = try #require(log.entries.firstIndex(of: "reach"))
    #expect(log.entries[1..<reachIndex].allSatisfy { $0 == "apply" })
    #expect(box.x == 1)
    #expect(animator.animationKeys(of: box).isEmpty)
  }

  @Test("replacing an animation under a key stops the old one, not finished")
  func replacement() {
    let box = Box()
    let animator = Animator()
    let first = SpringAnimation(property: Box.xProperty)
    first.toValue = 1
    let firstLog = CallbackLog()
    firstLog.attach(to: first)
    animator.add(first, to: box, forKey: "x")
    animator.render(at: 0)
    let second = SpringAnimation(property: Box.xProperty)
    second.toValue = 2
    animator.add(second, to: box, forKey: "x")
    #expect(firstLog.entries.last == "stop(false)")
    #expect(animator.animation(forKey: "x", of: box) === second)
  }

  @Test("removing an animation that has not started reports a start, then a stop")
  func removeBeforeStart() {
    let box = Box()
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty)
    spring.toValue = 1
    spring.beginTime = 10
    let log = CallbackLog()
    log.attach(to: spring)
    animator.add(spring, to: box, forKey: "x")
    animator.render(at: 0)
    #expect(log.entries.isEmpty)
    animator.removeAnimation(forKey: "x", from: box)
    #expect(log.entries == ["start", "stop(false)"])
    #expect(box.xWrites.isEmpty)
  }

  @Test("an object that goes away stops its animations, not finished, on the next frame")
  func objectGoesAway() {
    let animator = Animator()
    let spring = SpringAnimation(property: Box.xProperty)
    spring.toValue = 1
    let log = CallbackLog()
    log.attach(to: spring)
    var box: Box? = Box()
    animator.add(spring, to: box!, forKey: "x")
    animator.render(at: 0)
    box = nil
    #expect(log.entries.last == "apply")
    animator.render(at: 1.0 / 60)
    #expect(log.entries.last == "stop(false)")
    #expect(animator.animationCount == 0)
    #expect(animator.objectTable.count == 0 && animator.weakObjects.isEmpty)
  }
}
