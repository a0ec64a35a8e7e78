// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Every write to a box's x, and every callback, as one ordered log.
@MainActor
private final class FrameLog {
  var entries: [String] = []

  /// The box's x as a property whose writes are logged as `write(value)`.
  lazy var property = AnimatableProperty<Box, Double>(
    name: "x", threshold: 0.01, read: { $0.x },
    write: { [unowned self] box, value in
      box.x = value
      entries.append("write")
    })

  /// Logs the animation's start, applies, update, reach and stop.
  func attach<Kind: AnimationCallbacks>(to animation: Kind) {
    animation.onStart = { [unowned self] _ in entries.append("start") }
    animation.onApply = { [unowned self] _ in entries.append("apply") }
    animation.onReachToValue = { [unowned self] _ in entries.append("reach") }
    animation.onUpdate = { [unowned self] _ in entries.append("update") }
    animation.onStop = { [unowned self] _, finished in entries.append("stop(\(finished))") }
  }

  /// Renders one frame and returns what it logged.
  func frame(_ animator: Animator, at time: Double) -> [String] {
    entries = []
    animator.render(at: time)
    return entries
  }
}

@MainActor
@Suite("Animations: onUpdate")
struct UpdateCallbackTests {
  @Test("a timed animation: one update per frame, after the frame's write, before the stop")
  func oncePerFrameTimed() {
    let animator = Animator()
    let box = Box()
    let log = FrameLog()
    let move = BasicAnimation(
      property: log.property, from: 0, to: 1, duration: 0.05, timingCurve: .linear)
    log.attach(to: move)
    var values: [Double] = []
    move.onUpdate = { [unowned log] _ in
      log.entries.append("update")
      values.append(box.x)
    }
    animator.add(move, to: box, forKey: "x")
    #expect(log.frame(animator, at: 0) == ["start", "write", "apply", "update"])
    #expect(log.frame(animator, at: 0.02) == ["write", "apply", "update"])
    #expect(log.frame(animator, at: 0.04) == ["write", "apply", "update"])
    // The last frame writes the target, reaches it, updates once, then stops.
    #expect(
      log.frame(animator, at: 0.06) == ["write", "apply", "reach", "update", "stop(true)"])
    #expect(log.frame(animator, at: 0.08).isEmpty, "gone: no more frames")
    // Each update saw the value its frame wrote.
    expectClose(values[0], 0, absolute: 1e-12)
    expectClose(values[1], 0.4, absolute: 1e-12)
    expectClose(values[2], 0.8, absolute: 1e-12)
    #expect(values[3] == 1)
  }

  @Test("a spring's last frame writes twice (its value, then the target): still one update")
  func springsLastFrameWritesTwice() throws {
    let animator = Animator()
    let box = Box()
    let log = FrameLog()
    let spring = SpringAnimation(property: log.property, to: 1, spring: .snappy)
    log.attach(to: spring)
    animator.add(spring, to: box, forKey: "x")
    var frames: [[String]] = []
    for index in 0..<600 where spring.isRunning || index == 0 {
      frames.append(log.frame(animator, at: Double(index) / 60))
    }
    let last = try #require(frames.last)
    #expect(last.suffix(2) == ["update", "stop(true)"])
    #expect(last.filter { $0 == "write" }.count == 2, "the settled value, then the target")
    #expect(box.x == 1)
    for (index, frame) in frames.enumerated() {
      #expect(frame.filter { $0 == "update" }.count == 1, "frame \(index)")
      let update = try #require(frame.firstIndex(of: "update"))
      #expect(!frame[update...].contains("write"), "frame \(index): no write after its update")
      #expect(!frame[update...].contains("apply"), "frame \(index): no apply after its update")
    }
  }

  @Test("a repeat's turn: the frame that ends one run and starts the next updates once")
  func repeatsUpdateOnce() {
    let animator = Animator()
    let box = Box()
    let log = FrameLog()
    let move = BasicAnimation(
      property: log.property, from: 0, to: 1, duration: 0.05, timingCurve: .linear)
    move.repeatCount = 2
    move.autoreverses = true
    log.attach(to: move)
    animator.add(move, to: box, forKey: "x")
    var updates = 0
    var frames = 0
    for index in 0..<40 {
      let frame = log.frame(animator, at: Double(index) * 0.02)
      guard !frame.isEmpty else { break }
      frames += 1
      updates += frame.filter { $0 == "update" }.count
      #expect(frame.filter { $0 == "update" }.count == 1, "frame at \(Double(index) * 0.02)")
      if frame.contains("stop(true)") {
        #expect(frame.suffix(2) == ["update", "stop(true)"])
      }
    }
    #expect(updates == frames)
    // 4 runs of at least 3 frames each (a run after the first starts on the frame the one
    // before ended).
    #expect(frames >= 12)
  }

  @Test("no update on frames without a write: waiting to begin, paused")
  func noWriteNoUpdate() {
    let animator = Animator()
    let box = Box()
    let log = FrameLog()
    let move = BasicAnimation(
      property: log.property, from: 0, to: 1, duration: 1, timingCurve: .linear)
    move.beginTime = 0.1
    log.attach(to: move)
    animator.add(move, to: box, forKey: "x")
    #expect(log.frame(animator, at: 0).isEmpty)
    #expect(log.frame(animator, at: 0.1) == ["start", "write", "apply", "update"])
    move.isPaused = true
    #expect(log.frame(animator, at: 0.2).isEmpty)
    #expect(log.frame(animator, at: 0.3).isEmpty)
  }

  @Test("recorded (the general path): the same one update per frame, before the stop")
  func generalPath() {
    let animator = Animator()
    animator.recorder = MotionRecorder(capacity: 256)
    let box = Box()
    let log = FrameLog()
    let move = BasicAnimation(
      property: log.property, from: 0, to: 1, duration: 0.05, timingCurve: .linear)
    move.roundingFactor = 0.1
    log.attach(to: move)
    animator.add(move, to: box, forKey: "x")
    #expect(move.flags[.isRecorded])
    #expect(log.frame(animator, at: 0) == ["start", "write", "apply", "update"])
    #expect(log.frame(animator, at: 0.02) == ["write", "apply", "update"])
    #expect(box.x == 0.4, "rounded to 0.1: the general path wrote")
    #expect(
      log.frame(animator, at: 0.06) == ["write", "apply", "reach", "update", "stop(true)"])
  }

  @Test("a duration scale of 0 ends every run at once: one update, before the one stop")
  func withoutTime() {
    let animator = Animator()
    animator.durationScale = 0
    let box = Box()
    let log = FrameLog()
    let move = BasicAnimation(
      property: log.property, from: 0, to: 1, duration: 1, timingCurve: .linear)
    move.repeatCount = 3
    move.autoreverses = true
    log.attach(to: move)
    animator.add(move, to: box, forKey: "x")
    let frame = log.frame(animator, at: 0)
    #expect(frame.filter { $0 == "update" }.count == 1)
    #expect(frame.filter { $0 == "write" }.count > 1, "every run's end was written")
    #expect(frame.suffix(2) == ["update", "stop(true)"])
  }

  @Test("a custom animation: its body is its write; one update per frame, before its stop")
  func customAnimation() {
    let animator = Animator()
    let box = Box()
    var log: [String] = []
    let custom = CustomAnimation<Box> { box, animation in
      box.x = animation.currentTime
      log.append("body")
      return animation.currentTime < 0.05
    }
    custom.onUpdate = { _ in log.append("update(\(box.x))") }
    custom.onStop = { _, finished in log.append("stop(\(finished))") }
    animator.add(custom, to: box)
    for time in [0, 0.03, 0.06, 0.09] { animator.render(at: time) }
    #expect(
      log == [
        "body", "update(0.0)", "body", "update(0.03)", "body", "update(0.06)", "stop(true)",
      ])
  }

  @Test("onUpdate takes the animation off the fast path's shortcut; clearing it gives it back")
  func flags() {
    let spring = SpringAnimation(property: Box.xProperty, to: 1)
    #expect(!spring.flags[.hasFrameCallbacks])
    spring.onUpdate = { _ in }
    #expect(spring.flags[.hasFrameCallbacks])
    #expect(spring.onUpdate != nil)
    spring.onUpdate = nil
    #expect(!spring.flags[.hasFrameCallbacks])
    #expect(spring.onUpdate == nil)
  }

  @Test("an update that removes a later animation and adds another: the frame goes on")
  func updateChangesTheFrame() {
    let animator = Animator()
    let (first, second, third) = (Box(), Box(), Box())
    let a = BasicAnimation(
      property: Box.xProperty, from: 0, to: 1, duration: 1, timingCurve: .linear)
    let b = BasicAnimation(
      property: Box.xProperty, from: 0, to: 1, duration: 1, timingCurve: .linear)
    let c = BasicAnimation(
      property: Box.xProperty, from: 0, to: 1, duration: 1, timingCurve: .linear)
    var stops: [String] = []
    b.onStop = { _, finished in stops.append("b(\(finished))") }
    var updates = 0
    a.onUpdate = { [unowned animator] _ in
      updates += 1
      guard updates == 2 else { return }
      animator.removeAnimation(forKey: "x", from: second)
      animator.add(c, to: third, forKey: "x")
    }
    animator.add(a, to: first, forKey: "x")
    animator.add(b, to: second, forKey: "x")
    animator.render(at: 0)
    animator.render(at: 0.5)
    #expect(stops == ["b(false)"])
    #expect(second.xWrites == [0], "removed before its second frame")
    #expect(third.xWrites.isEmpty, "added during the frame: starts on the next")
    expectClose(first.x, 0.5, absolute: 1e-12)
    animator.render(at: 0.6)
    #expect(third.xWrites == [0])
    expectClose(first.x, 0.6, absolute: 1e-12)
    #expect(updates == 3)
  }

  @Test("an update that removes its own animation: it stops (not finished), nothing breaks")
  func updateRemovesItself() {
    let animator = Animator()
    let box = Box()
    let log = FrameLog()
    let move = BasicAnimation(
      property: log.property, from: 0, to: 1, duration: 1, timingCurve: .linear)
    log.attach(to: move)
    move.onUpdate = { [unowned log, unowned animator] _ in
      log.entries.append("update")
      animator.removeAnimation(forKey: "x", from: box)
    }
    animator.add(move, to: box, forKey: "x")
    #expect(log.frame(animator, at: 0) == ["start", "write", "apply", "update", "stop(false)"])
    #expect(log.frame(animator, at: 0.1).isEmpty)
  }

  @Test("an apply that removes the animation: its stop comes, no update after it")
  func removedBeforeItsUpdate() {
    let animator = Animator()
    let box = Box()
    let log = FrameLog()
    let move = BasicAnimation(
      property: log.property, from: 0, to: 1, duration: 1, timingCurve: .linear)
    log.attach(to: move)
    move.onApply = { [unowned log, unowned animator] _ in
      log.entries.append("apply")
      if box.x > 0 { animator.removeAnimation(forKey: "x", from: box) }
    }
    animator.add(move, to: box, forKey: "x")
    #expect(log.frame(animator, at: 0) == ["start", "write", "apply", "update"])
    #expect(log.frame(animator, at: 0.1) == ["write", "apply", "stop(false)"])
  }
}
