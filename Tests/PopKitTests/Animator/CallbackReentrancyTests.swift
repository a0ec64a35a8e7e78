// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Checks that what the animator reports matches its bookkeeping: every key of every object
/// leads back to an animation registered under it, and the frame list holds exactly the
/// registered animations.
@MainActor
func expectConsistent(
  _ animator: Animator, objects: [AnyObject], sourceLocation: SourceLocation = #_sourceLocation
) {
  var total = 0
  for object in objects {
    let keys = animator.animationKeys(of: object)
    #expect(Set(keys).count == keys.count, "duplicate keys \(keys)", sourceLocation: sourceLocation)
    for key in keys {
      let animation = animator.animation(forKey: key, of: object)
      #expect(animation?.key == key, sourceLocation: sourceLocation)
      #expect(animation?.animator === animator, sourceLocation: sourceLocation)
    }
    total += keys.count
  }
  #expect(animator.animationCount == total, sourceLocation: sourceLocation)
  let entries = animator.entries.map { $0?.takeUnretainedValue() }
  let live = entries.compactMap { $0 }
  #expect(live.count == total, sourceLocation: sourceLocation)
  for (index, entry) in entries.enumerated() {
    if let entry { #expect(entry.slot == index, sourceLocation: sourceLocation) }
  }
  let leads = live.filter { $0.flags[.isLeadOfObject] }
  #expect(animator.objectTable.count == leads.count, sourceLocation: sourceLocation)
  for lead in leads {
    let index = animator.objectTable.leadIndex(of: lead.objectIdentity, in: animator.entries)
    #expect(index == lead.slot, sourceLocation: sourceLocation)
  }
  let registered = Set(leads.flatMap(animator.animations(from:)).map(ObjectIdentifier.init))
  #expect(registered == Set(live.map(ObjectIdentifier.init)), sourceLocation: sourceLocation)
}

/// Callbacks that add, remove or replace animations — their own or others — while the
/// animator renders.
@MainActor
@Suite("Callback reentrancy")
struct CallbackReentrancyTests {
  func spring(_ name: String, to target: Double = 100) -> SpringAnimation<Box, Double> {
    let spring = SpringAnimation(property: Box.xProperty(threshold: 1))
    spring.name = name
    spring.fromValue = 0
    spring.toValue = target
    return spring
  }

  @Test("an animation that removes itself when it starts stops unfinished without writing")
  func removeSelfOnStart() {
    let box = Box()
    let animator = Animator()
    let animation = spring("self")
    let recorder = EventRecorder()
    recorder.observe(animation)
    animation.onStart = { _ in animator.removeAnimation(forKey: "x", from: box) }
    animator.add(animation, to: box, forKey: "x")
    render(animator, through: 0.5, step: 1.0 / 60)
    #expect(recorder.events == [.start, .stop(false)])
    #expect(box.xWrites.isEmpty)
    expectConsistent(animator, objects: [box])
    #expect(animator.animationCount == 0)
  }

  @Test("an animation that removes itself on its third write, or on reaching, stops there")
  func removeSelfOnApplyAndReach() {
    let box = Box()
    let animator = Animator()
    let applying = spring("apply")
    var applies = 0
    applying.onApply = { _ in
      applies += 1
      if applies == 3 { animator.removeAnimation(forKey: "apply", from: box) }
    }
    let reaching = spring("reach")
    reaching.onReachToValue = { _ in animator.removeAnimation(forKey: "reach", from: box) }
    let recorder = EventRecorder()
    recorder.observe(applying, reaching)
    animator.add(applying, to: box, forKey: "apply")
    animator.add(reaching, to: box, forKey: "reach")
    render(animator, through: 2, step: 1.0 / 60)
    #expect(recorder.events(of: applying) == [.start, .apply, .apply, .apply, .stop(false)])
    let reached = recorder.events(of: reaching)
    #expect(reached.suffix(2) == [.reach, .stop(false)])
    #expect(reached.filter { $0 == .apply }.count > 3)
    #expect(recorder.violations.isEmpty)
    expectConsistent(animator, objects: [box])
    #expect(animator.animationCount == 0)
  }

  @Test("an animation that adds itself again when it finishes runs again from the next frame")
  func reAddSelfOnStop() {
    let box = Box()
    let animator = Animator()
    let animation = spring("again")
    var time = 0.0
    var starts: [Double] = []
    var stops: [Double] = []
    animation.onStart = { _ in starts.append(time) }
    animation.onStop = { again, finished in
      stops.append(time)
      if finished && stops.count < 3 { animator.add(again, to: box, forKey: "x") }
    }
    animator.add(animation, to: box, forKey: "x")
    for frame in 0..<600 {
      time = Double(frame) / 60
      animator.render(at: time)
      expectConsistent(animator, objects: [box])
    }
    #expect(starts.count == 3)
    #expect(stops.count == 3)
    for (stop, nextStart) in zip(stops, starts.dropFirst()) {
      expectClose(nextStart - stop, 1.0 / 60, absolute: 1e-9)
    }
    #expect(animator.animationCount == 0)
  }

  @Test("a callback may remove the object's other animations, before or after it in the frame")
  func removeOthers() {
    let box = Box()
    let animator = Animator()
    let earlier = spring("earlier")
    let caller = spring("caller")
    let later = spring("later")
    let recorder = EventRecorder()
    recorder.observe(earlier, caller, later)
    var applies = 0
    caller.onApply = { _ in
      applies += 1
      if applies == 2 {
        animator.removeAnimation(forKey: "earlier", from: box)
        animator.removeAnimation(forKey: "later", from: box)
      }
    }
    animator.add(earlier, to: box, forKey: "earlier")
    animator.add(caller, to: box, forKey: "caller")
    animator.add(later, to: box, forKey: "later")
    render(animator, through: 1.0 / 60, step: 1.0 / 60)
    #expect(recorder.events(of: earlier) == [.start, .apply, .apply, .stop(false)])
    #expect(recorder.events(of: later) == [.start, .apply, .stop(false)])
    #expect(animator.animationKeys(of: box) == ["caller"])
    render(animator, from: 2.0 / 60, through: 3, step: 1.0 / 60)
    #expect(recorder.events(of: caller).last == .stop(true))
    #expect(recorder.violations.isEmpty)
    expectConsistent(animator, objects: [box])
  }

  @Test("a callback may replace another animation, or itself; replacements start next frame")
  func replace() {
    let box = Box()
    let animator = Animator()
    let caller = spring("caller")
    let victim = spring("victim")
    let replacement = spring("replacement", to: 7)
    let successor = spring("successor", to: 9)
    let recorder = EventRecorder()
    recorder.observe(caller, victim, replacement, successor)
    var applies = 0
    caller.onApply = { _ in
      applies += 1
      if applies == 2 { animator.add(replacement, to: box, forKey: "victim") }
      if applies == 3 { animator.add(successor, to: box, forKey: "caller") }
    }
    animator.add(victim, to: box, forKey: "victim")
    animator.add(caller, to: box, forKey: "caller")
    animator.render(at: 0)
    animator.render(at: 0.1)
    #expect(recorder.events(of: victim) == [.start, .apply, .apply, .stop(false)])
    #expect(recorder.events(of: replacement).isEmpty)
    animator.render(at: 0.2)
    #expect(recorder.events(of: replacement) == [.start, .apply])
    #expect(recorder.events(of: caller) == [.start, .apply, .apply, .apply, .stop(false)])
    #expect(recorder.events(of: successor).isEmpty)
    #expect(animator.animationKeys(of: box) == ["victim", "caller"])
    expectConsistent(animator, objects: [box])
    animator.render(at: 0.3)
    #expect(recorder.events(of: successor) == [.start, .apply])
    render(animator, from: 0.4, through: 4, step: 0.05)
    #expect(recorder.events(of: replacement).last == .stop(true))
    #expect(recorder.events(of: successor).last == .stop(true))
    #expect(box.x == 9)
    #expect(recorder.violations.isEmpty)
    expectConsistent(animator, objects: [box])
  }

  @Test("a stop callback during remove-all may add to the same object; the new one survives")
  func addDuringRemoveAll() {
    let box = Box()
    let animator = Animator()
    let first = spring("first")
    let second = spring("second")
    let newcomer = spring("newcomer", to: 3)
    let recorder = EventRecorder()
    recorder.observe(first, second, newcomer)
    first.onStop = { _, _ in animator.add(newcomer, to: box, forKey: "new") }
    second.onStop = { _, _ in animator.removeAnimation(forKey: "first", from: box) }
    animator.add(first, to: box, forKey: "first")
    animator.add(second, to: box, forKey: "second")
    animator.render(at: 0)
    animator.removeAllAnimations(from: box)
    #expect(recorder.events(of: first).last == .stop(false))
    #expect(recorder.events(of: second).last == .stop(false))
    #expect(animator.animationKeys(of: box) == ["new"])
    expectConsistent(animator, objects: [box])
    render(animator, from: 0.1, through: 3, step: 1.0 / 60)
    #expect(recorder.events(of: newcomer).first == .start)
    #expect(recorder.events(of: newcomer).last == .stop(true))
    #expect(box.x == 3)
    #expect(recorder.violations.isEmpty)
  }

  @Test("a callback that moves its animation to another object stops it here and starts it there")
  func moveToAnotherObject() {
    let here = Box()
    let there = Box()
    let animator = Animator()
    let animation = spring("mover", to: 5)
    let recorder = EventRecorder()
    recorder.observe(animation)
    var moved = false
    animation.onApply = { mover in
      if !moved {
        moved = true
        animator.add(mover, to: there, forKey: "x")
      }
    }
    animator.add(animation, to: here, forKey: "x")
    render(animator, through: 3, step: 1.0 / 60)
    #expect(recorder.events.prefix(4) == [.start, .apply, .stop(false), .start])
    #expect(recorder.events.last == .stop(true))
    #expect(here.xWrites == [0])
    #expect(there.x == 5)
    #expect(recorder.violations.isEmpty)
    expectConsistent(animator, objects: [here, there])
  }

  @Test("a render requested from inside a callback is ignored")
  func nestedRenderIgnored() {
    let box = Box()
    let animator = Animator()
    let animation = spring("nested")
    var nestedCalls = 0
    animation.onApply = { [weak animator] _ in
      nestedCalls += 1
      animator?.render(at: 10)
    }
    animator.add(animation, to: box, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 1.0 / 60)
    #expect(nestedCalls == 2)
    #expect(box.xWrites.count == 2)
    #expect(animator.currentTime == 1.0 / 60)
  }

  @Test("a custom animation's closure may add and remove the object's animations")
  func customClosureChangesAnimations() {
    let box = Box()
    let animator = Animator()
    let recorder = EventRecorder()
    var frame = 0
    let conductor = CustomAnimation<Box> { target, _ in
      frame += 1
      if frame == 1 {
        let added = SpringAnimation(property: Box.xProperty(threshold: 0))
        added.toValue = 10
        recorder.observe(added)
        animator.add(added, to: target, forKey: "spring")
      }
      if frame == 30 { animator.removeAnimation(forKey: "spring", from: target) }
      return frame < 40
    }
    recorder.observe(conductor)
    animator.add(conductor, to: box, forKey: "conductor")
    animator.render(at: 0)
    #expect(animator.animationKeys(of: box) == ["conductor", "spring"])
    #expect(box.xWrites.isEmpty)  // added during the frame: it starts on the next one
    render(animator, from: 1.0 / 60, through: 1, step: 1.0 / 60)
    #expect(recorder.stops == [false, true])
    // Written on frames 2 to 29; the closure removes it on frame 30, before its turn.
    #expect(box.xWrites.count == 28)
    #expect(animator.animationCount == 0)
    #expect(recorder.violations.isEmpty)
  }
}
