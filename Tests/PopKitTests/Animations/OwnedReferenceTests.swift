// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if POPKIT_INTERNAL_CHECKS
  import PopKitTestSupport
  import Testing

  @testable import PopKit

  /// The references animations own by hand (`Owned`, `PropertyHold`), counted by the checked
  /// build: each is taken once when made or replaced and given back once when dropped.
  @Suite("Owned references (checked build)")
  @MainActor
  struct OwnedReferenceTests {
    @Test("each kind owns its shared objects while alive, one owner per reference")
    func ownersWhileAlive() {
      let start = liveOwnerCount
      let spring = SpringAnimation(property: Box.xProperty, to: 1)
      #expect(liveOwnerCount - start == 2, "the property's storage and the stepper")
      let fling = DecayAnimation(property: Box.xProperty, velocity: 800)
      fling.bounds = Bounds(lower: 0, upper: 100)
      #expect(liveOwnerCount - start == 5, "and the storage, stepper and boundary")
      let timed = BasicAnimation(property: Box.xProperty, to: 1, duration: 0.3)
      let keyframes = KeyframeAnimation(
        property: Box.xProperty, track: KeyframeAnimationTests.track)
      #expect(liveOwnerCount - start == 8, "and the storage and solver, and the storage")
      spring.spring = .bouncy
      fling.deceleration = 0.99
      timed.timingCurve = .easeIn
      #expect(liveOwnerCount - start == 8, "replacing one releases the one it replaces")
      _ = (spring, fling, timed, keyframes)
    }

    @Test("making, running, replacing and dropping animations returns the count to its start")
    func everyOwnerIsReleased() {
      let start = liveOwnerCount
      do {
        let animator = Animator()
        let box = Box()
        for index in 0..<20 {
          let spring = SpringAnimation(property: Box.xProperty, to: Double(index))
          spring.spring = index.isMultiple(of: 2) ? .bouncy : Spring(bounciness: 8, speed: 4)
          animator.add(spring, to: box, forKey: "spring\(index)")
          let fling = DecayAnimation(property: Box.xProperty, velocity: 500)
          fling.bounds = Bounds(lower: 0, upper: 40)
          fling.deceleration = 0.99
          animator.add(fling, to: box, forKey: "fling\(index)")
          let timed = BasicAnimation(property: Box.xProperty, to: 3, duration: 0.2)
          timed.timingCurve = .easeOut
          animator.add(timed, to: box, forKey: "timed\(index)")
          let track = KeyframeAnimationTests.track
          animator.add(
            KeyframeAnimation(property: Box.xProperty, track: track), to: box,
            forKey: "keyframes\(index)")
        }
        #expect(liveOwnerCount - start == 20 * (2 + 3 + 2 + 1))
        var time = 0.0
        for _ in 0..<30 {
          animator.render(at: time)
          time += 1.0 / 60
        }
        if let running = animator.animation(forKey: "spring3", of: box)
          as? SpringAnimation<Box, Double>
        {
          running.spring = .snappy
          running.toValue = -1
        }
        if let running = animator.animation(forKey: "timed4", of: box)
          as? BasicAnimation<Box, Double>
        {
          running.timingCurve = .linear
        }
        for _ in 0..<30 {
          animator.render(at: time)
          time += 1.0 / 60
        }
        animator.removeAllAnimations(from: box)
        animator.render(at: time)
      }
      #expect(liveOwnerCount == start)
    }
  }
#endif
