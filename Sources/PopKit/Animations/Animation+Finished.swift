// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Animation {
  /// Waits for the animation's stop and tells whether it ran to its end.
  ///
  /// ```swift
  /// animator.add(spring, to: box, forKey: "x")
  /// if await spring.finished { showNextStep() }
  /// ```
  ///
  /// `true` when the animation finished, `false` when it was removed, replaced, its object went
  /// away or it met a value that is not finite (the `finished` flag of ``AnimationCallbacks/onStop``).
  /// While the animation waits to start or runs, any number of tasks may wait for its stop.
  /// Once it has stopped (and until it is added again), the answer is that stop's at once, as
  /// ``TimelineRun/finished`` answers for a run that has ended; an animation that never ran
  /// answers `false` at once. A waiting task that is cancelled returns `false` as soon as the
  /// main actor runs it, and leaves the animation as it is.
  ///
  /// "Finished" means reached its end, here as for ``TimelineRun/finished``,
  /// ``ChoreographyPlayer/finished`` (which end) and ``AnimationEvent/finished``.
  public var finished: Bool {
    get async {
      guard animator != nil, phase == .waiting || phase == .running else {
        return lastStopFinished
      }
      let waiter = FinishWaiter(cancelled: false)
      extrasForWriting().observers.finishWaiters.append(waiter)
      return await waiter.answer()
    }
  }

  /// Records a stop's result for later ``finished`` questions and resumes every task waiting
  /// for this stop.
  func resumeFinishWaiters(finished: Bool) {
    lastStopFinished = finished
    guard let extras, !extras.observers.finishWaiters.isEmpty else { return }
    let waiters = extras.observers.finishWaiters
    extras.observers.finishWaiters = []
    for waiter in waiters { waiter.resume(returning: finished) }
  }
}

/// One task waiting for an animation's stop, a timeline run's end or a choreography player's
/// rest: resumed exactly once, by the answer or by the task's cancellation (which answers
/// `cancelled`), whichever comes first.
///
/// Everything happens on the main actor, so no lock is needed (and nothing newer than Swift
/// concurrency itself: `Synchronization.Mutex` would need macOS 15 and iOS 18). A cancellation,
/// which may come from any thread, hops to the main actor before it answers.
@MainActor
final class FinishWaiter<Answer: Sendable> {
  /// The waiting task's continuation, once the task has suspended.
  private var continuation: UnsafeContinuation<Answer, Never>?
  /// The answer, when it came before the task suspended.
  private var earlyAnswer: Answer?
  /// Whether the task has been resumed.
  private var isAnswered = false
  /// What a cancelled task gets.
  private let cancelled: Answer

  /// Makes a waiter whose task gets `cancelled` if it is cancelled.
  init(cancelled: Answer) { self.cancelled = cancelled }

  /// Waits for the answer; a cancelled task gets the `cancelled` answer.
  func answer() async -> Answer {
    await withTaskCancellationHandler {
      await withUnsafeContinuation { continuation in
        if let earlyAnswer {
          isAnswered = true
          continuation.resume(returning: earlyAnswer)
        } else {
          self.continuation = continuation
        }
      }
    } onCancel: {
      Task { @MainActor in self.resume(returning: self.cancelled) }
    }
  }

  /// Gives the waiting task its answer, unless it has one already.
  func resume(returning answer: Answer) {
    guard !isAnswered, !hasEarlyAnswer else { return }
    if let continuation {
      self.continuation = nil
      isAnswered = true
      continuation.resume(returning: answer)
    } else {
      earlyAnswer = answer
    }
  }

  /// Whether an answer came before the task suspended (an optional answer may itself be `nil`).
  private var hasEarlyAnswer: Bool { earlyAnswer != nil }
}
