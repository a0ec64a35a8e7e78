// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// The animator's books when a stop callback adds or moves an animation while the animator is
/// cleaning up or removing: every animation that runs can be found and removed by its key
/// (found by the randomized operation test).
@MainActor
@Suite("Animations a stop callback adds or moves stay registered")
struct CallbackRegistrationTests {
  @Test("a callback that adds to a new object while its identity's old leftovers stop is kept")
  func additionDuringStaleCleanupIsKept() {
    // Found by seed 1169: a new object took over a freed object's identity; asking about it
    // stopped the freed object's animations, whose stop callback added an animation to the new
    // object; then the stale record was dropped with the new registration in it, leaving an
    // animation that ran and wrote but that no key could find or remove.
    let animator = Animator()
    let box = Box()
    let old = SpringAnimation(property: Box.xProperty(threshold: 0))
    old.toValue = 1
    let added = SpringAnimation(property: Box.xProperty(threshold: 0))
    added.toValue = 1
    var stops = 0
    old.onStop = { [weak animator] _, _ in
      stops += 1
      animator?.add(added, to: box, forKey: "new")
    }
    // The allocator giving `box` the address of a freed object, made deterministic (allocators
    // differ, and AddressSanitizer's holds freed addresses back): the freed object's
    // animations are moved under `box`'s identity. Only an idle animator, which holds its
    // objects weakly, lets an animated object be freed.
    var freed: Box? = Box()
    if let object = freed {
      animator.add(old, to: object, forKey: "old")
      animator.letGoOfObjects()
      let weakObject = animator.weakObjects.removeValue(forKey: Animator.identity(of: object))
      old.objectHold = ObjectHold(pointingTo: box)
      animator.weakObjects[Animator.identity(of: box)] = weakObject
      animator.objectTable.rebuild(from: animator.entries)
    }
    freed = nil
    #expect(animator.animationKeys(of: box) == ["new"])
    #expect(stops == 1)
    #expect(animator.animation(forKey: "new", of: box) === added)
    expectConsistent(animator, objects: [box])
    animator.removeAllAnimations(from: box)
    #expect(animator.animationCount == 0)
  }

  @Test("removing an object's animations leaves alone one that a callback moved to another")
  func removeAllLeavesMovedAnimationAlone() {
    let box = Box()
    let other = Box()
    let animator = Animator()
    let first = SpringAnimation(property: Box.xProperty(threshold: 0))
    let second = SpringAnimation(property: Box.xProperty(threshold: 0))
    first.toValue = 1
    second.toValue = 1
    let recorder = EventRecorder()
    recorder.observe(second)
    first.onStop = { _, _ in animator.add(second, to: other, forKey: "moved") }
    animator.add(first, to: box, forKey: "a")
    animator.add(second, to: box, forKey: "b")
    animator.removeAllAnimations(from: box)
    #expect(animator.animationKeys(of: box).isEmpty)
    #expect(animator.animationKeys(of: other) == ["moved"])
    #expect(animator.animation(forKey: "moved", of: other) === second)
    // One stop, for the move, not a second one for the removal it was no longer part of.
    #expect(recorder.events == [.start, .stop(false)])
    expectConsistent(animator, objects: [box, other])
  }
}
