// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitTestSupport
import Testing

@testable import PopKit

/// The animator's index of objects (an open-addressing table of lead animations) and the
/// chains of each object's animations.
@MainActor
@Suite("Object table and animation chains")
struct ObjectTableTests {
  @Test("thousands of objects added and removed in random order are all found by key")
  func manyObjectsStayFindable() {
    let animator = Animator()
    let boxes = (0..<3000).map { _ in Box() }
    // A fixed sequence, so that a failure repeats.
    var generator = SeededGenerator(seed: 0x0B1E_C7AB)
    var expected: [[String]] = Array(repeating: [], count: boxes.count)
    for round in 0..<6 {
      for (index, box) in boxes.enumerated() where generator.next() % 3 == 0 {
        let key = "k\(round)"
        animator.add(SpringAnimation.endless(to: Double(index)), to: box, forKey: key)
        expected[index].append(key)
      }
      for (index, box) in boxes.enumerated() where !expected[index].isEmpty {
        switch generator.next() % 5 {
        case 0:
          animator.removeAllAnimations(from: box)
          expected[index] = []
        case 1:
          // The lead (the earliest added) goes; the next one takes over.
          animator.removeAnimation(forKey: expected[index].removeFirst(), from: box)
        case 2:
          animator.removeAnimation(forKey: expected[index].removeLast(), from: box)
        default:
          break
        }
      }
      animator.render(at: Double(round) / 60)
      expectConsistent(animator, objects: boxes)
      let mismatches = boxes.indices.filter {
        animator.animationKeys(of: boxes[$0]) != expected[$0]
      }
      #expect(mismatches.count == 0, "round \(round): \(mismatches.count) objects' keys differ")
    }
    #expect(animator.objectTable.count == expected.filter { !$0.isEmpty }.count)
    for box in boxes { animator.removeAllAnimations(from: box) }
    #expect(animator.objectTable.count == 0 && animator.animationCount == 0)
  }

  @Test(
    "an object is held once for all its animations; whichever goes first, the last one frees it",
    arguments: [[0, 1, 2], [1, 0, 2], [2, 1, 0], [1, 2, 0]])
  func holdPassesAlongTheChain(removalOrder: [Int]) {
    let animator = Animator()
    let keys = ["a", "b", "c"]
    var box: Box? = Box()
    weak let weakBox = box
    if let box {
      for (index, key) in keys.enumerated() {
        animator.add(SpringAnimation.endless(to: Double(index + 1)), to: box, forKey: key)
      }
    }
    animator.render(at: 0)
    var remaining = keys
    for index in removalOrder.dropLast() {
      if let box { animator.removeAnimation(forKey: keys[index], from: box) }
      remaining.removeAll { $0 == keys[index] }
      #expect(box.map(animator.animationKeys(of:)) == remaining)
    }
    // Whichever animation now leads holds the object: letting go of it ends the last one on
    // the next frame, which frees the object.
    box = nil
    #expect(weakBox != nil)
    animator.render(at: 1.0 / 60)
    #expect(weakBox == nil)
    #expect(animator.animationCount == 0 && animator.objectTable.count == 0)
  }

  @Test("an idle animator refers to each object weakly once, and holds it again on a restart")
  func idleAndBackAgain() {
    let animator = Animator()
    let box = Box()
    let first = SpringAnimation.endless(to: 1)
    let second = SpringAnimation.endless(to: 2)
    animator.add(first, to: box, forKey: "a")
    animator.add(second, to: box, forKey: "b")
    first.isPaused = true
    second.isPaused = true
    animator.render(at: 0)
    #expect(!animator.holdsObjects && animator.weakObjects.count == 1)
    #expect(!first.flags[.objectIsHeld] && !second.flags[.objectIsHeld])
    second.isPaused = false
    #expect(animator.holdsObjects && animator.weakObjects.isEmpty)
    #expect(first.flags[.objectIsHeld] && second.flags[.objectIsHeld])
    animator.render(at: 0.1)  // the start frame writes the start value
    animator.render(at: 0.2)
    #expect(box.x > 0)
  }
}
