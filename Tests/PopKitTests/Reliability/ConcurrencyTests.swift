// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import Foundation
import PopKitTestSupport
import Testing

@testable import PopKit

/// Counts stops on the main actor and wakes a waiting task once a number of them came in.
@MainActor
private final class StopCounter {
  let expected: Int
  private(set) var finished = 0
  private(set) var unfinished = 0
  private var waiter: CheckedContinuation<Void, Never>?

  init(expected: Int) { self.expected = expected }

  var count: Int { finished + unfinished }

  func record(finished: Bool) {
    if finished { self.finished += 1 } else { unfinished += 1 }
    if count >= expected, let waiter {
      self.waiter = nil
      waiter.resume()
    }
  }

  /// Returns once `expected` stops came in.
  func waitForAll() async {
    guard count < expected else { return }
    await withCheckedContinuation { waiter = $0 }
  }
}

/// Adds and removes animations on the main actor for the concurrent tasks of a test.
@MainActor
private final class Worker {
  let animator: Animator
  let boxes = (0..<4).map { _ in Box() }
  let recorder = EventRecorder()

  init(animator: Animator) { self.animator = animator }

  /// Adds a never-settling spring under the key of a task's `index`-th animation, and removes
  /// every third one again at once.
  func add(_ spring: SpringAnimation<Box, Double>, task: Int, index: Int) {
    spring.toValue = Double(index)
    recorder.observe(spring)
    let box = boxes[(task + index) % boxes.count]
    animator.add(spring, to: box, forKey: "t\(task)-\(index)")
    if index % 3 == 0 { animator.removeAnimation(forKey: "t\(task)-\(index)", from: box) }
  }

  /// A task on the main actor: makes and adds its animations, yielding between them.
  func run(task: Int, count: Int) async {
    for index in 0..<count {
      // Threshold 0: never settles, so every animation is either removed or still there.
      add(SpringAnimation(property: Box.xProperty(threshold: 0)), task: task, index: index)
      await Task.yield()
    }
  }

  /// Renders frames, yielding between them so that the tasks' additions interleave.
  func renderFrames(_ count: Int) async {
    for frame in 0..<count {
      animator.render(at: Double(frame) / 60)
      await Task.yield()
    }
  }

  /// A task on the main actor that adds timed animations counted by `counter`.
  func addTimed(task: Int, count: Int, counter: StopCounter) async {
    for index in 0..<count {
      let basic = BasicAnimation(property: Box.xProperty)
      basic.toValue = Double(index)
      basic.duration = 0.02
      basic.onStop = { _, finished in counter.record(finished: finished) }
      animator.add(basic, to: boxes[index % boxes.count], forKey: "t\(task)-\(index)")
      await Task.yield()
    }
  }
}

/// Many concurrent tasks adding and removing animations at once: nothing is lost.
///
/// The animator, its animations and clocks live on the main actor, so code elsewhere reaches
/// them only by hopping there (the compiler rejects anything else; see the ThreadingAndIsolation
/// article).
@Suite("Concurrency")
struct ConcurrencyTests {
  @Test("animations added and removed from 20 concurrent tasks between frames are all accounted")
  func concurrentTasks() async {
    let worker = await Worker(animator: Animator())
    let tasks = 16
    let perTask = 60
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<tasks {
        group.addTask { await worker.run(task: task, count: perTask) }
      }
      // Tasks that are not on the main actor reach it by awaiting, one hop per call.
      for task in tasks..<tasks + 4 {
        group.addTask {
          for index in 0..<perTask {
            let spring = await SpringAnimation(property: Box.xProperty(threshold: 0))
            await worker.add(spring, task: task, index: index)
          }
        }
      }
      group.addTask { await worker.renderFrames(300) }
    }
    await MainActor.run {
      let animator = worker.animator
      let recorder = worker.recorder
      let allTasks = tasks + 4
      for (offset, box) in worker.boxes.enumerated() {
        var expected: Set<String> = []
        for task in 0..<allTasks {
          for index in 0..<perTask
          where (task + index) % worker.boxes.count == offset && index % 3 != 0 {
            expected.insert("t\(task)-\(index)")
          }
        }
        #expect(Set(animator.animationKeys(of: box)) == expected)
      }
      #expect(animator.animationCount == allTasks * perTask * 2 / 3)
      // Every removed animation reported a start and an unfinished stop; none is lost.
      #expect(recorder.stops.count == allTasks * perTask / 3)
      #expect(recorder.stops.allSatisfy { !$0 })
      #expect(recorder.violations.isEmpty)
      expectConsistent(animator, objects: worker.boxes)
      for box in worker.boxes { animator.removeAllAnimations(from: box) }
      #expect(animator.animationCount == 0)
      #expect(recorder.running.isEmpty)
      #expect(recorder.stops.count == allTasks * perTask)
    }
  }

  // The limit catches a clock that stops ticking; the test shares the main actor with the
  // whole suite, which under ThreadSanitizer on two cores can hold it for most of a minute.
  @Test(
    "a timer clock ticks on the main queue while concurrent tasks add: every animation finishes",
    .timeLimit(.minutes(3)))
  func timerClockWithConcurrentTasks() async {
    let clock = await TimerClock(framesPerSecond: 240)
    let worker = await Worker(animator: Animator(clock: clock))
    let tasks = 8
    let perTask = 25
    let counter = await StopCounter(expected: tasks * perTask)
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<tasks {
        group.addTask { await worker.addTimed(task: task, count: perTask, counter: counter) }
      }
    }
    // Real time passes here: the timer's ticks render frames until every animation finished.
    await counter.waitForAll()
    await MainActor.run {
      #expect(counter.finished == tasks * perTask)
      #expect(counter.unfinished == 0)
      #expect(worker.animator.animationCount == 0)
      #expect(!clock.isRunning)
      #expect(worker.boxes.allSatisfy { $0.xWrites.allSatisfy(\.isFinite) })
    }
  }
}
