// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// A delegate that, from inside any callback, adds, removes, replaces, moves, pauses and
/// retargets animations at random (seeded), and records what it sees.
@MainActor
private final class ChaosDelegate: AnimationDelegate {
  let animator: Animator
  let objects: [Box]
  let recorder = EventRecorder()
  var generator: SeededGenerator
  /// The index of the frame being rendered; -1 before the first.
  var frame = -1
  /// The frame during which each animation was last added; its first write must come later.
  var addedDuring: [ObjectIdentifier: Int] = [:]
  /// Writes that came in the same frame as the animation was added.
  var earlyApplies = 0
  var operations = 0
  /// Whether callbacks leave the animator alone.
  var isQuiet = false
  private var depth = 0

  init(animator: Animator, objects: [Box], seed: UInt64) {
    self.animator = animator
    self.objects = objects
    generator = SeededGenerator(seed: seed)
  }

  func animationDidStart(_ animation: Animation) {
    recorder.animationDidStart(animation)
    act(on: animation)
  }

  func animationDidApply(_ animation: Animation) {
    if let added = addedDuring[ObjectIdentifier(animation)], added >= frame { earlyApplies += 1 }
    recorder.animationDidApply(animation)
    act(on: animation)
  }

  func animationDidReachToValue(_ animation: Animation) {
    recorder.animationDidReachToValue(animation)
    act(on: animation)
  }

  func animationDidStop(_ animation: Animation, finished: Bool) {
    recorder.animationDidStop(animation, finished: finished)
    act(on: animation)
  }

  func random(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }

  func makeAnimation() -> ObjectAnimation<Box> {
    let target = Double(random(200)) - 100
    let animation: ObjectAnimation<Box>
    switch random(4) {
    case 0:
      let spring = SpringAnimation(property: Box.xProperty(threshold: 1))
      spring.toValue = target
      spring.velocity = Double(random(1000)) - 500
      animation = spring
    case 1:
      let decay = DecayAnimation(property: Box.xProperty(threshold: 1))
      decay.velocity = target * 5
      animation = decay
    case 2:
      let basic = BasicAnimation(property: Box.xProperty)
      basic.toValue = target
      basic.duration = Double(random(5)) * 0.1
      basic.autoreverses = random(3) == 0
      animation = basic
    default:
      let frames = random(30)
      var count = 0
      animation = CustomAnimation<Box> { box, custom in
        count += 1
        box.x += custom.elapsedTime
        self.act(on: custom)
        return count < frames
      }
    }
    animation.removedOnCompletion = random(3) != 0
    animation.delegate = self
    return animation
  }

  func add(_ animation: ObjectAnimation<Box>) {
    let object = objects[random(objects.count)]
    let key = [nil, "a", "b", "c"][random(4)]
    if let key, animator.animation(forKey: key, of: object) === animation { return }
    addedDuring[ObjectIdentifier(animation)] = frame
    animator.add(animation, to: object, forKey: key)
  }

  func someAnimation() -> Animation? {
    let object = objects[random(objects.count)]
    let keys = animator.animationKeys(of: object)
    guard !keys.isEmpty else { return nil }
    return animator.animation(forKey: keys[random(keys.count)], of: object)
  }

  /// With some probability, does one random thing to the animator.
  func act(on animation: Animation) {
    guard !isQuiet, depth < 3, generator.nextUnit() < 0.25 else { return }
    depth += 1
    defer { depth -= 1 }
    operations += 1
    switch random(8) {
    case 0, 1: add(makeAnimation())
    case 2:
      let object = objects[random(objects.count)]
      animator.removeAnimation(forKey: ["a", "b", "c"][random(3)], from: object)
    case 3: animator.removeAllAnimations(from: objects[random(objects.count)])
    case 4: if let own = animation as? ObjectAnimation<Box> { add(own) }
    case 5: someAnimation()?.isPaused.toggle()
    case 6:
      if let spring = animation as? SpringAnimation<Box, Double> {
        spring.toValue = Double(random(200)) - 100
      } else if let decay = animation as? DecayAnimation<Box, Double> {
        decay.velocity = Double(random(2000)) - 1000
      } else if let basic = animation as? BasicAnimation<Box, Double> {
        basic.toValue = Double(random(200)) - 100
      }
    default:
      if let key = animation.key,
        let object = objects.first(where: {
          animator.animation(forKey: key, of: $0) === animation
        })
      {
        animator.removeAnimation(forKey: key, from: object)
      }
    }
  }
}

/// Random reentrant callbacks, seeded: whatever they do, the animator stays consistent.
@MainActor
@Suite("Callback reentrancy, randomised")
struct CallbackFuzzTests {
  @Test(
    "random adds, removals, moves, pauses and retargets from callbacks keep the books straight",
    arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func chaos(seed: UInt64) {
    let objects = [Box(), Box(), Box()]
    let animator = Animator()
    let chaos = ChaosDelegate(animator: animator, objects: objects, seed: seed)
    for _ in 0..<6 { chaos.add(chaos.makeAnimation()) }
    for frame in 0..<400 {
      chaos.frame = frame
      animator.render(at: Double(frame) / 60)
      expectConsistent(animator, objects: objects)
      if frame % 50 == 49 {
        // Between frames, add a few more (possibly replacing some).
        for _ in objects { chaos.add(chaos.makeAnimation()) }
      }
    }
    chaos.frame = 400
    // Stop callbacks may add new animations while everything is removed; then calm down.
    for object in objects { animator.removeAllAnimations(from: object) }
    expectConsistent(animator, objects: objects)
    chaos.isQuiet = true
    for object in objects { animator.removeAllAnimations(from: object) }
    let recorder = chaos.recorder
    #expect(chaos.operations > 50)
    #expect(recorder.count(.start) > 20)
    #expect(recorder.violations.isEmpty, "\(recorder.violations.prefix(5))")
    #expect(recorder.running.isEmpty, "started animations without a stop")
    #expect(chaos.earlyApplies == 0)
    #expect(objects.allSatisfy { $0.xWrites.allSatisfy { $0.isFinite } })
    #expect(animator.animationCount == 0)
  }

  @Test("an animation whose stop callback adds it again, while it is being moved, ends up moved")
  func reAddedWhileBeingMoved() {
    // Regression: the stop callback's registration and the move's both stayed, leaving the
    // animation under two keys and twice in the frame list.
    let box = Box()
    let other = Box()
    let animator = Animator()
    let animation = SpringAnimation(property: Box.xProperty(threshold: 0))
    animation.toValue = 1
    let recorder = EventRecorder()
    recorder.observe(animation)
    var readds = 0
    // Weakly: the animator holds the animation, which holds this closure.
    animation.onStop = { [weak animator] stopped, _ in
      readds += 1
      if readds == 1 { animator?.add(stopped, to: box, forKey: "y") }
    }
    animator.add(animation, to: box, forKey: "x")
    animator.render(at: 0)
    animator.add(animation, to: other, forKey: "z")
    #expect(readds == 1)
    #expect(animator.animationKeys(of: box).isEmpty)
    #expect(animator.animationKeys(of: other) == ["z"])
    expectConsistent(animator, objects: [box, other])
    animator.render(at: 0.1)
    #expect(other.xWrites == [0])
    #expect(box.xWrites == [0])

    // The same through the key being replaced: the replaced animation's stop adds the newcomer.
    let first = SpringAnimation(property: Box.xProperty(threshold: 0))
    let newcomer = SpringAnimation(property: Box.xProperty(threshold: 0))
    first.onStop = { _, _ in animator.add(newcomer, to: box, forKey: "q") }
    animator.add(first, to: box, forKey: "k")
    animator.add(newcomer, to: box, forKey: "k")
    #expect(animator.animationKeys(of: box) == ["k"])
    #expect(animator.animation(forKey: "k", of: box) === newcomer)
    expectConsistent(animator, objects: [box, other])
    #expect(recorder.violations.isEmpty)
  }
}
