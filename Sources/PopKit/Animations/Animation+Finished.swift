import Synchronization

extension Animation {
  /// Waits for the animation's next stop and tells whether it ran to its end.
  ///
  /// ```swift
  /// animator.add(spring, to: box, forKey: "x")
  /// if await spring.finished { showNextStep() }
  /// ```
  ///
  /// `true` when the animation finished, `false` when it was removed, replaced, its object went
  /// away or it met a value that is not finite (the `finished` flag of ``AnimationCallbacks/onStop``).
  /// Any number of tasks may wait. An animation that is not added to an animator returns
  /// `false` at once. A waiting task that is cancelled returns `false` at once and leaves the
  /// animation as it is.
  public var finished: Bool {
    get async {
      guard animator != nil else { return false }
      let waiter = FinishWaiter()
      extrasForWriting().observers.finishWaiters.append(waiter)
      return await waiter.answer()
    }
  }

  /// Resumes every task waiting for this stop.
  func resumeFinishWaiters(finished: Bool) {
    guard let extras, !extras.observers.finishWaiters.isEmpty else { return }
    let waiters = extras.observers.finishWaiters
    extras.observers.finishWaiters = []
    for waiter in waiters { waiter.resume(returning: finished) }
  }
}

/// One task waiting for an animation's stop: resumed exactly once, by the stop or by the task's
/// cancellation, whichever comes first (the cancellation may come from any thread).
final class FinishWaiter: Sendable {
  /// The waiting task's continuation until it is resumed, or the answer if it came first.
  private let state = Mutex<State>(.waiting(nil))

  private enum State {
    case waiting(UnsafeContinuation<Bool, Never>?)
    case answered(Bool)
    case done
  }

  /// Waits for the answer; a cancelled task gets `false` at once.
  func answer() async -> Bool {
    await withTaskCancellationHandler {
      await withUnsafeContinuation { continuation in wait(with: continuation) }
    } onCancel: {
      resume(returning: false)
    }
  }

  /// Suspends the task on `continuation` until the answer comes, or resumes it at once if the
  /// answer came first (the task was cancelled before it suspended).
  private func wait(with continuation: UnsafeContinuation<Bool, Never>) {
    let answer: Bool? = state.withLock { state in
      switch state {
      case .waiting:
        state = .waiting(continuation)
        return nil
      case .answered(let answer):
        state = .done
        return answer
      case .done:
        return false
      }
    }
    if let answer { continuation.resume(returning: answer) }
  }

  /// Gives the waiting task its answer, unless it has one already.
  func resume(returning answer: Bool) {
    let continuation: UnsafeContinuation<Bool, Never>? = state.withLock { state in
      switch state {
      case .waiting(let continuation?):
        state = .done
        return continuation
      case .waiting(nil):
        state = .answered(answer)
        return nil
      case .answered, .done:
        return nil
      }
    }
    continuation?.resume(returning: answer)
  }
}
