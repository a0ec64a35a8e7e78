// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A call that takes an object (`add`, `removeAnimation`, `removeAllAnimations`) holds it until
/// it returns: a frame a callback renders during the call keeps the object and its animations,
/// and the first frame after the call lets go of them (the randomized operation test's model
/// got this wrong).
@MainActor
@Suite("A call holds its object until it returns")
struct CallHoldsItsObjectTests {
  // Found by seed 1101: during `add(_:to:forKey:)`, the stop callback of the replaced animation
  // dropped the last stored reference to the object and rendered a frame. The model took that
  // frame for the one that frees the object and forgets its animations, but the caller of
  // `add` still held the object as its argument: nobody had let go of it yet, so the animator
  // rightly kept it and its animations, and let go of them on the first frame after `add`
  // returned. (The model then counted 4 animations on live objects, the animator 6.) Seeds
  // 1526, 1574 and 2347 of 1 500 found the same during an add, a `removeAnimation(forKey:from:)`
  // and a `removeAllAnimations(from:)`: any call holds its object until it returns.

  @Test("a frame from a callback during add keeps the object the call holds; the next frees it")
  func frameDuringAddKeepsItsObject() {
    let animator = Animator()
    var box: Box? = Box()
    weak let weakBox = box
    let kept = SpringAnimation.endless(to: 100)
    let replaced = SpringAnimation.endless(to: 50)
    let added = SpringAnimation.endless(to: 10)
    let recorder = EventRecorder()
    recorder.observe(kept, replaced, added)
    if let object = box {
      animator.add(kept, to: object, forKey: "a")
      animator.add(replaced, to: object, forKey: "b")
    }
    animator.render(at: 0)
    var keysAfterNestedFrame: [String] = []
    var keptAppliesAfterNestedFrame = 0
    replaced.onStop = { _, _ in
      box = nil
      animator.render(at: 1.0 / 60)
      keptAppliesAfterNestedFrame = recorder.events(of: kept).count { $0 == .apply }
      if let object = weakBox { keysAfterNestedFrame = animator.animationKeys(of: object) }
    }
    // The caller of `add` holds its argument until the call returns, as any Swift caller does.
    if let object = box { animator.add(added, to: object, forKey: "b") }
    // The frame rendered from the stop callback was a real one (`kept` moved), and it kept the
    // object, which the call in progress held, with its animation.
    #expect(keptAppliesAfterNestedFrame == 2)
    #expect(keysAfterNestedFrame == ["a"])
    // Now only the animator holds the object, with both animations, until the next frame.
    #expect(box == nil)
    #expect(weakBox != nil)
    #expect(animator.animationCount == 2)
    if let object = weakBox {
      #expect(animator.animationKeys(of: object) == ["a", "b"])
      expectConsistent(animator, objects: [object])
    }
    #expect(recorder.events(of: replaced) == [.start, .apply, .stop(false)])
    #expect(recorder.events(of: added).isEmpty)
    animator.render(at: 2.0 / 60)
    #expect(weakBox == nil)
    #expect(animator.animationCount == 0)
    #expect(recorder.events(of: kept) == [.start, .apply, .apply, .stop(false)])
    #expect(recorder.events(of: added) == [.start, .stop(false)])
    #expect(recorder.violations.isEmpty)
    expectConsistent(animator, objects: [])
  }

  @Test("the fuzzer's model keeps an object released during an add until a frame after it")
  func modelKeepsObjectReleasedDuringAdd() {
    let ledger = InvariantLedger()
    let fuzzer = OperationFuzzer(seed: 1101, ledger: ledger)
    fuzzer.isQuiet = true
    let kept = SpringAnimation.endless(to: 100)
    let replaced = SpringAnimation.endless(to: 50)
    let added = SpringAnimation.endless(to: 10)
    for animation in [kept, replaced, added] {
      animation.delegate = fuzzer
      fuzzer.animations.append(animation)
    }
    let serial = fuzzer.objects[0].serial
    fuzzer.add(kept, to: fuzzer.objects[0], key: "a")
    fuzzer.add(replaced, to: fuzzer.objects[0], key: "b")
    fuzzer.renderFrame(at: 0)
    fuzzer.checkInvariants()
    // Weakly: the fuzzer holds the animation, whose callback must not hold the fuzzer.
    replaced.onStop = { [weak fuzzer] _, _ in
      fuzzer?.releaseObject(at: 0)
      fuzzer?.renderFrame(at: 1)
    }
    fuzzer.add(added, to: fuzzer.objects[0], key: "b")
    // Still to be freed, by the next frame, with both its animations.
    #expect(fuzzer.pendingReleases == [serial])
    #expect(fuzzer.model[serial]?.count == 2)
    fuzzer.checkInvariants()
    fuzzer.renderFrame(at: 2)
    #expect(fuzzer.pendingReleases.isEmpty)
    #expect(fuzzer.model[serial] == nil)
    fuzzer.checkInvariants()
    #expect(fuzzer.released.map(\.serial) == [serial])
    #expect(fuzzer.released.allSatisfy { $0.box == nil })
    #expect(fuzzer.recorder.events(of: added) == [.start, .stop(false)])
    #expect(ledger.failures.isEmpty, "\(ledger.failures.joined(separator: "\n"))")
    #expect(ledger.checks > 0)
  }
}
