// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

internal import CPrefetch

extension ChoreographyPlayer {
  /// The fastest release, in progress per second either way: 1,000,000 (the whole
  /// choreography in a microsecond); ``release(to:velocity:spring:at:)`` clamps a faster
  /// velocity to it.
  public static let maximumReleaseVelocity = 1_000_000.0

  /// Springs the progress to an end, from where the player is.
  ///
  /// The progress on each frame is the spring's closed form from the progress and velocity
  /// the release starts with, at the frame's time minus `instant`; it comes to rest exactly on
  /// its end once the spring stays within the progress at which every property is within its
  /// threshold of its value at that end (so it ends within a frame of the properties' rest), and
  /// calls ``onFinish`` once. A release during a release retargets it: the spring keeps its
  /// current progress velocity unless one is given. A velocity or instant that is not finite
  /// is ignored, with the whole call.
  ///
  /// - Parameters:
  ///   - destination: The end to spring to; ``Destination/nearest`` (the default) picks the
  ///     end nearer to where a ``Decay`` of the progress with that velocity would rest.
  ///   - velocity: Progress per second of the animator's timebase (clock seconds at a duration
  ///     scale of 1), such as a ``VelocityTracker``'s of the gesture's progress; `nil` keeps
  ///     the current one: 0 when still, `rate / duration` while playing, the spring's while
  ///     releasing. Clamped to ±``maximumReleaseVelocity`` (1e6), and further to the largest
  ///     velocity whose motion keeps every property finite: by the spring's energy bound, no
  ///     property going on along its tangent beyond an end passes ±1e300, and the progress
  ///     stays within 1e9 of the end.
  ///   - spring: The spring, on progress (0 to 1). Default ``Spring/smooth``.
  ///   - instant: Where the spring starts on the animator's timebase, such as the pointer
  ///     event's time; `nil` (the default) takes the animator's last rendered frame.
  public func release(
    to destination: Destination = .nearest, velocity: Double? = nil, spring: Spring = .smooth,
    at instant: Double? = nil
  ) {
    if let velocity, !velocity.isFinite { return }
    if let instant, !instant.isFinite { return }
    let current = progressState()
    let limit = ChoreographyPlayer.maximumReleaseVelocity
    let startVelocity = min(max(velocity ?? current.velocity, -limit), limit)
    let target: Double
    switch destination {
    case .start: target = 0
    case .end: target = 1
    case .nearest:
      let resting = Decay().projectedValue(from: current.progress, velocity: startVelocity)
      target = abs(resting - 1) <= abs(resting) ? 1 : 0
    }
    springProgress(
      from: (current.progress, startVelocity), to: target, spring: spring, at: instant)
  }

  /// Springs the progress from `state` at `instant` to `target`: the exact path of
  /// ``release(to:velocity:spring:at:)`` and of a ``ScrollLinkedPlayer``'s snaps and smoothing.
  ///
  /// The progress at `instant` is `state.progress` and its velocity `state.velocity`, clamped
  /// to ±``maximumReleaseVelocity`` and to what keeps every property finite. A target between
  /// the ends comes to rest there without ``onFinish``; tasks waiting for ``finished`` get
  /// `nil`. Numbers that are not finite are ignored, with the whole call.
  ///
  /// - Parameters:
  ///   - state: The progress and its velocity (per second of the animator's timebase).
  ///   - target: Where the spring rests, held to `0...1`.
  ///   - spring: The spring, on progress.
  ///   - instant: Where the spring starts on the animator's timebase; `nil` takes the last
  ///     rendered frame.
  /// - Complexity: O(lanes × 40) lane evaluations for a target between the ends (the bounds
  ///   of each end are found once).
  func springProgress(
    from state: (progress: Double, velocity: Double), to target: Double, spring: Spring,
    at instant: Double?
  ) {
    guard state.progress.isFinite, state.velocity.isFinite, target.isFinite else { return }
    if let instant, !instant.isFinite { return }
    let target = min(max(target, 0), 1)
    let limit = ChoreographyPlayer.maximumReleaseVelocity
    var startVelocity = min(max(state.velocity, -limit), limit)
    // No property may go past ±1e300 while the spring carries it beyond an end.
    let bounds = releaseBounds(to: target)
    let distance = target - state.progress
    let largest = bounds.largestVelocity(from: distance, spring: spring)
    startVelocity = min(max(startVelocity, -largest), largest)
    // From playing or a release, the motion goes on: tasks waiting for its rest keep waiting.
    motion = .still
    let settling =
      duration > 0
      ? bounds.settlingDuration(
        spring: spring, displacement: -distance, velocity: startVelocity,
        insideSign: target == 0 ? 1 : -1) : 0
    motion = .releasing(
      ReleaseMotion(
        progress: state.progress, velocity: startVelocity, target: target, spring: spring,
        instant: instant ?? animator?.lastFrameTime, settlingDuration: settling,
        progressRange: bounds.progressRange))
    startMoving()
  }

  /// The progress and its velocity (per second of the animator's timebase) as of the last
  /// frame, or as a command left them.
  func progressState() -> (progress: Double, velocity: Double) {
    guard duration > 0 else { return (progress, 0) }
    switch motion {
    case .still:
      return (progress, 0)
    case .playing(let play):
      return (progress, lastRun.direction * play.speed / duration)
    case .releasing(let release):
      guard let instant = lastWrite.instant, release.instant != nil else {
        return (release.progress, release.velocity)
      }
      let state = release.state(at: instant)
      return (progress, state.velocity)
    }
  }

  // MARK: Frames

  /// Renders the player on a frame at `now` (the animator's timebase): moves its time, writes
  /// every lane not taken over, and reports an arrival.
  ///
  /// - Parameters:
  ///   - now: The frame's time on the animator's timebase.
  ///   - jumpsToEnd: Whether the frame skips motion (reduced motion, a duration scale of 0):
  ///     playing and releasing reach their end at once.
  ///   - recorder: The animator's recorder, which records every lane's write and the runs.
  /// - Returns: Whether the player needs more frames.
  func render(at now: Double, jumpsToEnd: Bool, recorder: MotionRecorder? = nil) -> Bool {
    guard let frame = nextFrame(at: now, jumpsToEnd: jumpsToEnd) else {
      if let recorder { recordRest(on: recorder, at: now, finished: false) }
      return false
    }
    let previous = (time: time, instant: lastWrite.instant)
    time = frame.time
    needsWrite = false
    writeLanes()
    lastWrite = (time, frame.timeRate, now)
    if let recorder { recordFrame(on: recorder, at: now, timeRate: frame.timeRate) }
    if onLabel != nil || onUpdate != nil {
      let commands = commandCount
      reportFrame(from: previous, jumpsToEnd: jumpsToEnd)
      // A callback's command takes over from this frame's arrival.
      guard commandCount == commands else { return isMoving || needsWrite }
    } else {
      pendingJump = nil
    }
    if let end = frame.arrival.map(End.init) {
      motion = .still
      answerWaiters(end)
      onFinish?(end)
      if let recorder { recordRest(on: recorder, at: now, finished: true) }
    } else if frame.restsBetweenEnds {
      settle(answering: nil)
      if let recorder { recordRest(on: recorder, at: now, finished: true) }
    }
    return isMoving || needsWrite
  }

  /// Fires the labels this frame crossed (and jumped, if asked), then ``onUpdate``.
  ///
  /// - Parameters:
  ///   - previous: The time before this frame moved it (where the last frame or a command
  ///     left it), and the last frame's instant.
  ///   - jumpsToEnd: Whether the frame took playing or releasing to its end at once.
  private func reportFrame(
    from previous: (time: Double, instant: Double?), jumpsToEnd: Bool
  ) {
    let jump = pendingJump
    pendingJump = nil
    if let onLabel, !labelList.isEmpty {
      if let jump, firesLabelsOnSeek {
        labelList.forEachPassed(from: jump.from, to: jump.to, onLabel)
      }
      if case .playing(let play) = motion, !jumpsToEnd, let anchor = play.anchorInstant {
        // Distances travelled from the anchor; the anchor is never later than this frame.
        let before = play.speed * max(0, (previous.instant ?? anchor) - anchor)
        let after = play.speed * max(0, (lastWrite.instant ?? anchor) - anchor)
        labelList.forEachCrossed(
          by: play, duration: duration, from: before, to: after, jumpsFire: firesLabelsOnSeek,
          onLabel)
      } else {
        labelList.forEachPassed(from: previous.time, to: time, onLabel)
      }
    }
    onUpdate?()
  }

  /// Writes every lane not taken over at the player's time.
  ///
  /// With many lanes, each lane's block and its object are not in the caches: the loop asks for
  /// the lane 32 ahead and the object of the one 16 ahead, as the animator's frame loop does.
  private func writeLanes() {
    let (time, duration, count) = (time, duration, lanes.count)
    let prefetches = count >= Animator.prefetchThreshold
    for index in 0..<count where !takenOver[index] {
      if prefetches {
        if index + 32 < count {
          let address = UnsafeRawPointer(Unmanaged.passUnretained(lanes[index + 32]).toOpaque())
          popkit_prefetch(address)
          popkit_prefetch(address + 64)
        }
        if index + 16 < count { popkit_prefetch(lanes[index + 16].objectAddress) }
      }
      let lane = lanes[index]
      lane.write(lane, time, duration)
    }
  }

  /// Where the frame at `now` puts the player, or `nil` when it has nothing to write.
  private func nextFrame(at now: Double, jumpsToEnd: Bool) -> ChoreographyFrame? {
    switch motion {
    case .still:
      return needsWrite ? ChoreographyFrame(time: time, timeRate: 0, arrival: nil) : nil
    case .playing(var play):
      if play.anchorInstant == nil { play.anchorInstant = now }
      play.hasFrame = true
      motion = .playing(play)
      if jumpsToEnd {
        guard play.runsLeft != Int.max else {
          // One that plays for ever stops where it is.
          settle(answering: nil)
          return nil
        }
        return play.finalFrame(duration: duration)
      }
      let (frame, run, direction) = play.frame(at: now, duration: duration)
      lastRun = (run, direction)
      return frame
    case .releasing(var release):
      if release.instant == nil {
        release.instant = now
        motion = .releasing(release)
      }
      let state =
        jumpsToEnd
        ? (progress: release.target, velocity: 0.0, atRest: true) : release.state(at: now)
      let end: ChoreographyEnd? = release.target == 1 ? .end : release.target == 0 ? .start : nil
      return ChoreographyFrame(
        time: state.progress * duration, timeRate: state.velocity * duration,
        arrival: state.atRest ? end : nil, restsBetweenEnds: state.atRest && end == nil)
    }
  }

  // MARK: Commands' common steps

  /// Follows a change of ``rate`` while playing, from the last rendered frame.
  func rateDidChange(from oldRate: Double) {
    guard case .playing(var play) = motion else { return }
    reanchor(&play)
    if (oldRate >= 0) != (rate >= 0) {
      play.direction = -play.direction
      lastRun.direction = play.direction
    }
    play.speed = abs(rate)
    motion = .playing(play)
  }

  /// Moves a play's anchor to the last rendered frame (if the play has one), with the runs
  /// left and the direction there.
  func reanchor(_ play: inout PlayMotion) {
    guard play.hasFrame, let instant = lastWrite.instant else { return }
    play.anchorTime = time
    play.anchorInstant = instant
    if play.runsLeft != Int.max { play.runsLeft = max(play.runsLeft - lastRun.index, 1) }
    play.direction = lastRun.direction
    lastRun.index = 0
  }

  /// Stops playing or releasing where the player is; tasks waiting for the rest get `answer`.
  func settle(answering answer: End?) {
    commandCount &+= 1
    guard isMoving else { return }
    motion = .still
    answerWaiters(answer)
  }

  /// Resumes every task waiting for the rest.
  func answerWaiters(_ answer: End?) {
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume(returning: answer) }
  }

  /// Asks for the still state to be written on the next frame.
  func requestWrite() {
    needsWrite = true
    startMoving()
  }
}
