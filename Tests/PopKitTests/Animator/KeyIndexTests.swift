// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport
import Testing

@testable import PopKit

/// The key index of objects with many animations (``ObjectKeys``): adding, finding and
/// removing by key give the same results as on an object with a few.
@MainActor
@Suite("Key index of objects with many animations")
struct KeyIndexTests {
  /// Keys on one object for the large test; the checked build, which checks the whole animator
  /// after every add and removal, uses fewer.
  #if POPKIT_INTERNAL_CHECKS
    static let manyKeys = 1000
  #else
    static let manyKeys = 16_000
  #endif

  @Test("16,000 keys on one object are added, found and removed in random order")
  func manyKeysOnOneObject() {
    let animator = Animator()
    let box = Box()
    let property = Box.xProperty(threshold: 0)
    var numbers = SeededGenerator(seed: 0x6B65_7973)
    let count = Self.manyKeys
    let keys = numbers.permutation(of: count).map { "key \($0)" }
    let animations = keys.map { _ in SpringAnimation(property: property) }
    for (key, animation) in zip(keys, animations) { animator.add(animation, to: box, forKey: key) }
    #expect(animator.animationKeys(of: box) == keys)
    #expect(animator.animationCount == count)

    let findOrder = numbers.permutation(of: count)
    let misfound = findOrder.filter {
      animator.animation(forKey: keys[$0], of: box) !== animations[$0]
    }
    #expect(misfound.isEmpty, "\(misfound.count) keys found another animation")
    #expect(animator.animation(forKey: "key \(count)", of: box) == nil)

    var remaining = Set(0..<count)
    for (step, index) in numbers.permutation(of: count).enumerated() {
      animator.removeAnimation(forKey: keys[index], from: box)
      remaining.remove(index)
      if step % 997 == 0 || remaining.count < 12 {
        #expect(animator.animation(forKey: keys[index], of: box) == nil)
        #expect(animations[index].key == nil)
        let expected = keys.indices.filter(remaining.contains).map { keys[$0] }
        #expect(animator.animationKeys(of: box) == expected, "after \(step + 1) removals")
        let lost = remaining.filter {
          animator.animation(forKey: keys[$0], of: box) !== animations[$0]
        }
        #expect(lost.isEmpty, "after \(step + 1) removals, \(lost.count) keys lost")
      }
    }
    #expect(animator.animationCount == 0)
    #expect(animator.objectTable.count == 0 && animator.keyIndexes.isEmpty)
  }

  @Test(
    "an object's keys behave the same across the index's limits, in every removal order",
    arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func keysAcrossTheLimits(seed: UInt64) {
    let animator = Animator()
    let boxes = [Box(), Box(), Box()]
    var numbers = SeededGenerator(seed: seed)
    // The model: each box's keys in the order added, and the animation under each.
    var model: [[(key: String, animation: Animation)]] = [[], [], []]
    for step in 0..<600 {
      let box = numbers.next(below: boxes.count)
      let key = "k\(numbers.next(below: 24))"
      switch numbers.next(below: 10) {
      case 0..<6:
        let animation = SpringAnimation.endless(to: Double(step))
        animator.add(animation, to: boxes[box], forKey: key)
        model[box].removeAll { $0.key == key }
        model[box].append((key, animation))
      case 6..<9:
        animator.removeAnimation(forKey: key, from: boxes[box])
        model[box].removeAll { $0.key == key }
      default:
        if numbers.next(below: 3) == 0 {
          animator.removeAllAnimations(from: boxes[box])
          model[box] = []
        } else {
          animator.render(at: Double(step) / 60)
        }
      }
      for (index, object) in boxes.enumerated() {
        #expect(animator.animationKeys(of: object) == model[index].map(\.key), "step \(step)")
        for (key, animation) in model[index] {
          #expect(animator.animation(forKey: key, of: object) === animation, "step \(step)")
        }
        let count = model[index].count
        let isIndexed = animator.keyIndexes[Animator.identity(of: object)] != nil
        #expect(count <= ObjectKeys.indexedAbove || isIndexed, "step \(step): \(count) keys")
        #expect(count >= ObjectKeys.indexedBelow || !isIndexed, "step \(step): \(count) keys")
      }
    }
    expectConsistent(animator, objects: boxes)
  }

  @Test("adding under a key of an indexed object replaces that animation, which stops")
  func replacingInAnIndexedObject() {
    let animator = Animator()
    let box = Box()
    let keys = (0..<20).map { "k\($0)" }
    let first = keys.map { _ in SpringAnimation.endless(to: 1) }
    for (key, animation) in zip(keys, first) { animator.add(animation, to: box, forKey: key) }
    animator.render(at: 0)
    var stops: [Bool] = []
    first[5].onStop = { _, finished in stops.append(finished) }
    let replacement = SpringAnimation.endless(to: 2)
    animator.add(replacement, to: box, forKey: "k5")
    #expect(stops == [false])
    #expect(animator.animation(forKey: "k5", of: box) === replacement)
    #expect(animator.animationKeys(of: box) == keys.filter { $0 != "k5" } + ["k5"])
    // Adding it again under the same key leaves everything as it is.
    animator.add(replacement, to: box, forKey: "k5")
    #expect(animator.animationKeys(of: box).last == "k5" && animator.animationCount == 20)
    expectConsistent(animator, objects: [box])
  }

  @Test("an indexed object let go of by everyone else stops all its animations and is freed")
  func indexedObjectGoesAway() {
    let animator = Animator()
    var box: Box? = Box()
    weak let weakBox = box
    var stops = 0
    if let box {
      for index in 0..<30 {
        let animation = SpringAnimation.endless(to: Double(index))
        animation.onStop = { _, finished in if !finished { stops += 1 } }
        animator.add(animation, to: box, forKey: "k\(index)")
      }
      // The lead leaves first: the next one takes over the hold and the index stays.
      animator.render(at: 0)
      animator.removeAnimation(forKey: "k0", from: box)
      #expect(animator.keyIndexes.count == 1)
    }
    box = nil
    #expect(weakBox != nil)
    animator.render(at: 1.0 / 60)
    #expect(weakBox == nil)
    #expect(stops == 30)
    #expect(animator.animationCount == 0 && animator.keyIndexes.isEmpty)
  }

  @Test("an idle animator lets go of an indexed object and holds it again on a restart")
  func indexedObjectIdleAndBack() {
    let animator = Animator()
    let box = Box()
    let animations = (0..<12).map { SpringAnimation.endless(to: Double($0)) }
    for (index, animation) in animations.enumerated() {
      animation.isPaused = true
      animator.add(animation, to: box, forKey: "k\(index)")
    }
    animator.render(at: 0)
    #expect(!animator.holdsObjects && animations.allSatisfy { !$0.flags[.objectIsHeld] })
    animations[7].isPaused = false
    #expect(animator.holdsObjects && animations.allSatisfy { $0.flags[.objectIsHeld] })
    animator.removeAnimation(forKey: "k0", from: box)
    #expect(animations[1].flags[.isLeadOfObject] && animations[1].flags[.objectIsHeld])
    animator.render(at: 0.1)
    animator.render(at: 0.2)
    #expect(box.x > 0)
    #expect(animator.animation(forKey: "k11", of: box) === animations[11])
    expectConsistent(animator, objects: [box])
  }
}
