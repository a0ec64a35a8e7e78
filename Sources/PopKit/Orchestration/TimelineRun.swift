/// A ``Timeline`` running on an animator: pause it, resume it, stop it, or wait for its end.
///
/// The run's time starts on the first frame after ``Animator/run(_:)`` and stands still while
/// it is paused. Each entry is added to the animator at its start instant exactly (see
/// ``Animation/startInstant``) and writes its first value on the frame that reaches that
/// instant — for an entry that starts when another finishes, the frame on which that one
/// finishes. The run ends once, after its last entry: ``onFinish`` and ``finished`` report
/// `true` when every entry ran to its end, `false` when the run was stopped or an entry was
/// removed or replaced from outside (which counts as that entry finishing, unsuccessfully).
@MainActor
public final class TimelineRun {
  /// Called once when the run ends, with `true` when every entry ran to its end.
  public var onFinish: ((Bool) -> Void)?

  /// Whether the run is paused: its time stands still, and so do its entries.
  public private(set) var isPaused = false

  /// Whether the run has ended.
  public private(set) var isFinished = false

  /// The plan.
  private let entries: [Timeline.Entry]
  /// The animator it runs on.
  private weak var animator: Animator?
  /// The run's clock: a custom animation on the animator whose running time is the run's time.
  ///
  /// Held by the animator, weakly here: it holds the run, and an animator that goes away must
  /// take both with it.
  private weak var conductor: CustomAnimation<TimelineHost>?
  /// Each entry's start and finish, on the run's time, once known.
  private var starts: [Double?]
  private var finishes: [Double?]
  /// Whether each entry has been added to the animator.
  private var started: [Bool]
  /// The labels' times, once known.
  private var labels: [String: Double] = [:]
  /// Whether every entry that finished ran to its end.
  private var allSucceeded = true
  /// Whether ``stop()`` was called.
  private var isStopped = false
  /// Tasks waiting for the end.
  private var waiters: [FinishWaiter] = []
  /// The object the conductor animates, held by the run so that the animator, which holds it
  /// too while it renders, never finds it let go of while the run goes on.
  private let host = TimelineHost()

  init(_ timeline: Timeline, on animator: Animator) {
    entries = timeline.entries
    self.animator = animator
    starts = Array(repeating: nil, count: entries.count)
    finishes = Array(repeating: nil, count: entries.count)
    started = Array(repeating: false, count: entries.count)
    // The conductor holds the run until it ends (the run lets go of the conductor then), so
    // a run goes on whether or not its caller keeps it.
    var run: TimelineRun?
    let conductor = CustomAnimation<TimelineHost> { _, conductor in
      guard let current = run else { return false }
      current.resolve(nowAnimatorTime: conductor.currentTime)
      if current.isFinished { run = nil }
      return !current.isFinished
    }
    self.conductor = conductor
    for (index, entry) in entries.enumerated() {
      entry.animation?.extrasForWriting().observers.stopWatchers.append {
        [weak self] animation, finished in
        self?.entryStopped(index, animation: animation, finished: finished)
      }
    }
    run = self
    animator.add(conductor, to: host)
    resolve(nowAnimatorTime: nil)
  }

  /// Waits for the run's end and tells whether every entry ran to its end.
  ///
  /// Returns `false` at once for a run that has ended unsuccessfully, `true` for one that ended
  /// successfully; a waiting task that is cancelled returns `false`.
  public var finished: Bool {
    get async {
      if isFinished { return allSucceeded && !isStopped }
      let waiter = FinishWaiter()
      waiters.append(waiter)
      return await waiter.answer()
    }
  }

  /// Holds every running entry and the pending starts; the run's time stands still.
  public func pause() {
    guard !isPaused, !isFinished else { return }
    isPaused = true
    conductor?.isPaused = true
    for index in entries.indices where started[index] && finishes[index] == nil {
      entries[index].animation?.isPaused = true
    }
  }

  /// Continues a paused run from where it was.
  public func resume() {
    guard isPaused, !isFinished else { return }
    isPaused = false
    conductor?.isPaused = false
    for index in entries.indices where started[index] && finishes[index] == nil {
      entries[index].animation?.isPaused = false
    }
  }

  /// Stops every running entry (not finished) and never starts the rest; the run ends.
  public func stop() {
    guard !isFinished else { return }
    isStopped = true
    for index in entries.indices where started[index] && finishes[index] == nil {
      if let animation = entries[index].animation {
        animation.animator?.stopAndRemove(animation, finished: false)
      }
    }
    end()
  }

  // MARK: Running

  /// An entry stopped: it finished at its finish instant (successfully or not), which may let
  /// others start on this very frame.
  private func entryStopped(_ index: Int, animation: Animation, finished: Bool) {
    guard started[index], finishes[index] == nil, !isFinished, let conductor else { return }
    finishes[index] = animation.finishInstant - conductor.startTime
    if !finished { allSucceeded = false }
    guard !isStopped else { return }
    resolve(nowAnimatorTime: animation.lastTime)
  }

  /// Works out every start that can be known, starts the entries whose instant has come, and
  /// ends the run after its last entry.
  ///
  /// - Parameter now: The time of the frame being rendered on the animator's timeline, or
  ///   `nil` between frames (entries then start on the next frame, at their instants).
  private func resolve(nowAnimatorTime now: Double?) {
    guard !isFinished, !isPaused, let animator, let conductor else { return }
    var progress = true
    while progress {
      progress = false
      var previous: Int?
      for index in entries.indices {
        if starts[index] == nil, let start = startTime(of: index, previous: previous) {
          starts[index] = start
          if let label = entries[index].label { labels[label] = start }
        }
        if entries[index].animation != nil {
          if !started[index], let start = starts[index], conductor.phase == .running,
            let now, conductor.startTime + start <= now + 1e-9
          {
            startEntry(index, at: conductor.startTime + start, now: now, on: animator)
            progress = true
          }
          previous = index
        }
      }
    }
    if entries.indices.allSatisfy({ entries[$0].animation == nil || finishes[$0] != nil }) {
      end()
    }
  }

  /// The start of an entry on the run's time, if what it depends on is known.
  private func startTime(of index: Int, previous: Int?) -> Double? {
    switch entries[index].position {
    case .at(let time):
      return time
    case .label(let name, let offset):
      return labels[name].map { $0 + offset }
    case .withPrevious(let offset):
      guard let previous else { return offset }
      return starts[previous].map { $0 + offset }
    case .afterPrevious(let offset):
      guard let previous else { return offset }
      return finishes[previous].map { $0 + offset }
    case .afterAll(let offset):
      var latest = 0.0
      for earlier in 0..<index where entries[earlier].animation != nil {
        guard let finish = finishes[earlier] else { return nil }
        latest = max(latest, finish)
      }
      return latest + offset
    }
  }

  /// Adds an entry at its start instant and, inside a frame, lets it write its first value on
  /// this frame.
  private func startEntry(_ index: Int, at instant: Double, now: Double, on animator: Animator) {
    guard let animation = entries[index].animation, let add = entries[index].add else { return }
    started[index] = true
    animation.startInstant = instant
    add(animator)
    if animator.isRendering && animation.animator === animator {
      animation.advance(to: now, on: animator)
    }
  }

  /// Ends the run once: reports the result and lets the conductor go.
  private func end() {
    guard !isFinished else { return }
    isFinished = true
    let succeeded = allSucceeded && !isStopped
    if let conductor {
      self.conductor = nil
      conductor.animator?.stopAndRemove(conductor, finished: succeeded)
    }
    onFinish?(succeeded)
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume(returning: succeeded) }
  }
}

/// The object a timeline run's conductor animates: the run's own, held by the run.
@MainActor
final class TimelineHost {}

extension Animator {
  /// Runs a timeline: its entries start at their places in time from the next frame on.
  ///
  /// - Parameter timeline: The plan; its animations run once.
  /// - Returns: The run, to pause, resume, stop or wait for.
  @discardableResult
  public func run(_ timeline: Timeline) -> TimelineRun {
    TimelineRun(timeline, on: self)
  }
}
