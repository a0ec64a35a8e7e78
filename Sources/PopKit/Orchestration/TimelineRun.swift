// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A ``Timeline`` running on an animator: pause it, resume it, stop it, or wait for its end.
///
/// The run's time starts on the first frame after ``Animator/run(_:)`` and stands still while
/// it is paused. Each entry is added to the animator at its start instant exactly (see
/// ``Animation/startInstant``) and writes its first value on the frame that reaches that
/// instant — for an entry that starts when another finishes, the frame on which that one
/// finishes. Entries that start on the same frame are added earliest start first (in the order
/// they were added when they start together).
///
/// The run ends once, after its last entry, and never inside ``Animator/run(_:)``, so a handler
/// set just after it hears the end: a run with nothing to run (no entries, only labels, or
/// animations of zero length) ends on its first frame. ``stop()`` ends it at once.
/// ``onFinish`` and ``finished`` report `true` when every entry ran to its end, `false` when the
/// run was stopped or an entry was removed or replaced from outside (which counts as that entry
/// finishing, unsuccessfully).
///
/// - Complexity: For a timeline of n entries, a frame costs the run O(1), plus O(log n)
///   (amortized) for each entry that starts or finishes on it: a frame on which k entries
///   finish costs O(k log n), and a whole run O(n log n), however the entries are placed.
@MainActor
public final class TimelineRun {
  /// Called once when the run ends, with `true` when every entry ran to its end.
  public var onFinish: ((Bool) -> Void)?

  /// Called once per rendered frame on which the run wrote, after all of that frame's writes
  /// and before an ``onFinish`` of the same frame.
  ///
  /// The run writes on a frame when one of its entries does: a frame on which an entry starts
  /// or is running (one paused on its own counts too), but not one that falls in a gap between
  /// entries, nor one while the run is paused. It comes after the frame's label callbacks
  /// (``onLabel``) and after every animation of the frame has rendered (entries write after
  /// the run's own clock, so the run waits for the frame's end), or, on the frame the run
  /// ends, just before ``onFinish``. The closure may add, remove or change animations and
  /// pause, resume or stop the run.
  public var onUpdate: (() -> Void)?

  /// Called with a label's name each time the run's time passes the label, in time order
  /// (labels at one time in the order they were added).
  ///
  /// A run's time only moves forward, so each label fires once, on the first rendered frame
  /// whose time is at or past it: the labels in (previous frame's time, this frame's time],
  /// and on the run's first frame those at 0 too. A label whose time the run learns only when
  /// an entry finishes (one placed after a spring) fires on the frame that entry finishes,
  /// when that frame is past it. Labels fire after the frame's writes and before ``onUpdate``;
  /// those the run never reaches (after its last entry has finished, or once stopped) never
  /// fire.
  public var onLabel: ((String) -> Void)?

  /// Whether a jump of the run's time that is not playing fires the labels it passes (GSAP's
  /// `suppressEvents: false`); default `false`.
  ///
  /// A run has no seek, scrub or repeat: its time moves only by playing, so every label it
  /// passes is crossed and fires whatever this says. The flag is here so that code written for
  /// both a run and a ``ChoreographyPlayer`` (where it matters) reads the same.
  public var firesLabelsOnSeek = false

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
  private weak var conductor: (any TimelineConductor)?
  /// Each entry's start and finish, on the run's time, as the run learns them.
  private var schedule: TimelineSchedule
  /// Whether each entry has been added to the animator.
  private var started: [Bool]
  /// Whether ``resolve(nowAnimatorTime:)`` is starting entries: an entry that stops meanwhile
  /// leaves the starts it allows to that loop.
  private var isResolving = false
  /// Whether every entry that finished ran to its end.
  private var allSucceeded = true
  /// Whether ``stop()`` was called.
  private var isStopped = false
  /// Tasks waiting for the end.
  private var waiters: [FinishWaiter<Bool>] = []
  /// The object the conductor animates, held by the run so that the animator, which holds it
  /// too while it renders, never finds it let go of while the run goes on.
  private let host = TimelineHost()
  /// The entries started and not yet stopped.
  private var runningEntries = 0
  /// The run's time on the frame being rendered, from its conductor's frame to the frame's end
  /// (or the run's end, if that comes first); `nil` between frames.
  private var frameRunTime: Double?
  /// Whether one of the run's entries writes on the frame being rendered.
  private var writesThisFrame = false

  init(_ timeline: Timeline, on animator: Animator) {
    entries = timeline.entries
    self.animator = animator
    schedule = TimelineSchedule(entries)
    started = Array(repeating: false, count: entries.count)
    // The conductor holds the run until it ends (the run lets go of the conductor then), so
    // a run goes on whether or not its caller keeps it.
    var run: TimelineRun?
    let conductor = CustomAnimation<TimelineHost> { _, conductor in
      guard let current = run else { return false }
      current.noteFrame(runTime: conductor.activeTime)
      current.resolve(nowAnimatorTime: conductor.currentTime)
      if current.isFinished { run = nil }
      return !current.isFinished
    }
    self.conductor = conductor
    conductor.inspector = { [weak self, weak conductor] in
      guard let self, let conductor else { return nil }
      return inspection(key: conductor.registeredKey, runTime: conductor.activeTime)
    }
    for (index, entry) in entries.enumerated() {
      entry.animation?.watchStop { [weak self] finished in
        self?.entryStopped(index, finished: finished)
      }
    }
    run = self
    // The run starts, and may end, on the conductor's first frame: never here, before the
    // caller could set ``onFinish``.
    animator.add(conductor, to: host)
  }

  /// The run's entry in ``Animator/runningAnimations``: its time, and the share of its entries
  /// finished.
  private func inspection(key: String, runTime: Double) -> RunningAnimation {
    let count = entries.count
    let finished = count - schedule.unfinishedCount
    return RunningAnimation(
      key: key, objectType: "TimelineRun", property: nil, kind: .timeline, value: [runTime],
      progress: count > 0 ? Double(finished) / Double(count) : 1, isPaused: isPaused)
  }

  /// How many times the run's schedule touched an entry (for tests of a frame's work).
  var scheduleWork: Int { schedule.work }

  /// Waits for the run's end and tells whether every entry ran to its end.
  ///
  /// Returns `false` at once for a run that has ended unsuccessfully, `true` for one that ended
  /// successfully; a waiting task that is cancelled returns `false`.
  ///
  /// "Finished" means reached its end, as for ``Animation/finished``.
  public var finished: Bool {
    get async {
      if isFinished { return allSucceeded && !isStopped }
      let waiter = FinishWaiter(cancelled: false)
      waiters.append(waiter)
      return await waiter.answer()
    }
  }

  /// Holds every running entry and the pending starts; the run's time stands still.
  public func pause() {
    guard !isPaused, !isFinished else { return }
    isPaused = true
    conductor?.isPaused = true
    for index in entries.indices where started[index] && schedule.finishes[index] == nil {
      entries[index].animation?.isPaused = true
    }
  }

  /// Continues a paused run from where it was: its time and its entries go on as a resumed
  /// animation does (see ``Animation/isPaused``), from the instant of the resume as the
  /// animator's clock tells it, or, on an animator rendered by hand, from the next frame.
  public func resume() {
    guard isPaused, !isFinished else { return }
    isPaused = false
    conductor?.isPaused = false
    for index in entries.indices where started[index] && schedule.finishes[index] == nil {
      entries[index].animation?.isPaused = false
    }
  }

  /// Stops every running entry (not finished) and never starts the rest; the run ends.
  public func stop() {
    guard !isFinished else { return }
    isStopped = true
    for index in entries.indices where started[index] && schedule.finishes[index] == nil {
      entries[index].animation?.removeFromAnimator(finished: false)
    }
    end()
  }

  // MARK: Running

  /// An entry stopped: it finished at its finish instant (successfully or not), which may let
  /// others start on this very frame.
  private func entryStopped(_ index: Int, finished: Bool) {
    guard started[index], schedule.finishes[index] == nil, !isFinished, let conductor,
      let entry = entries[index].animation
    else { return }
    runningEntries -= 1
    if !finished { allSucceeded = false }
    guard !isStopped else { return }
    schedule.learnFinish(of: index, at: entry.finishInstant - conductor.runningTimeOrigin)
    resolve(nowAnimatorTime: entry.stopFrameTime)
  }

  /// Starts the entries whose instant has come, earliest first, and ends the run after its
  /// last entry.
  ///
  /// An entry started here may finish at once (a zero length) and let others start: they join
  /// the schedule's queue and this loop starts them too, so nothing recurses.
  ///
  /// - Parameter now: The time of the frame being rendered on the animator's timebase, or of
  ///   the frame an entry stopped on between frames (entries then start on the next frame, at
  ///   their instants).
  private func resolve(nowAnimatorTime now: Double) {
    guard !isResolving else { return }
    isResolving = true
    defer { isResolving = false }
    // Each start may run callbacks that pause, stop or end the run: asked again every time.
    while !isFinished, !isPaused, let animator, let conductor, conductor.isRunning {
      guard let (start, index) = schedule.nextStart,
        conductor.runningTimeOrigin + start <= now + 1e-9
      else {
        if schedule.unfinishedCount == 0 { end() }
        return
      }
      schedule.takeNextStart()
      startEntry(index, at: conductor.runningTimeOrigin + start, now: now, on: animator)
    }
  }

  /// Adds an entry at its start instant and, inside a frame, lets it write its first value on
  /// this frame.
  private func startEntry(_ index: Int, at instant: Double, now: Double, on animator: Animator) {
    guard let entry = entries[index].animation, let add = entries[index].add else { return }
    started[index] = true
    runningEntries += 1
    if frameRunTime != nil { writesThisFrame = true }
    entry.startAsEntry(at: instant, now: now, on: animator, adding: add)
  }

  /// Ends the run once: reports the result and lets the conductor go.
  private func end() {
    guard !isFinished else { return }
    isFinished = true
    let succeeded = allSucceeded && !isStopped
    if let conductor {
      self.conductor = nil
      conductor.removeFromAnimator(finished: succeeded)
    }
    // The frame's labels and update come before the end they lead to (a stop has none).
    if !isStopped { reportFrame() }
    frameRunTime = nil
    onFinish?(succeeded)
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume(returning: succeeded) }
  }
}

extension TimelineRun: FrameEndListener {
  // MARK: Frame callbacks

  /// The conductor's frame at run time `runTime`: entries that run write on this frame, and
  /// the run reports it at the frame's end when someone listens.
  private func noteFrame(runTime: Double) {
    frameRunTime = runTime
    writesThisFrame = runningEntries > 0
    if onUpdate != nil || onLabel != nil {
      animator?.atFrameEnd(self)
    } else {
      // Nobody listens: labels passed are passed all the same, so a handler set later does not
      // hear of old ones.
      passLabels(upTo: runTime, firing: false)
    }
  }

  func frameDidEnd() {
    reportFrame()
    frameRunTime = nil
  }

  /// Fires the labels passed by this frame's time, then the update if an entry wrote; once per
  /// frame.
  private func reportFrame() {
    guard let runTime = frameRunTime else { return }
    frameRunTime = nil
    passLabels(upTo: runTime, firing: true)
    // A label's handler that stopped the run has had its end: no update follows it.
    if writesThisFrame && !isStopped {
      writesThisFrame = false
      onUpdate?()
    }
  }

  /// Takes every known label at or before `runTime` (with a nanosecond's tolerance, as entries
  /// start), in time order, and calls ``onLabel`` with each when `firing`.
  private func passLabels(upTo runTime: Double, firing: Bool) {
    while !isStopped, let (time, index) = schedule.nextLabel, time <= runTime + 1e-9 {
      schedule.takeNextLabel()
      if firing, let name = entries[index].label { onLabel?(name) }
    }
  }
}

/// The object a timeline run's conductor animates: the run's own, held by the run.
@MainActor
final class TimelineHost {}

extension Animator {
  /// Runs a timeline: its entries start at their places in time from the next frame on.
  ///
  /// The run never ends inside this call: set ``TimelineRun/onFinish`` on what it returns and
  /// it is called, even for a timeline with nothing to run (which ends on its first frame).
  ///
  /// - Parameter timeline: The plan; its animations run once.
  /// - Returns: The run, to pause, resume, stop or wait for.
  @discardableResult
  public func run(_ timeline: Timeline) -> TimelineRun {
    TimelineRun(timeline, on: self)
  }
}
