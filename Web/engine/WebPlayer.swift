// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A choreography player on a web animator: `ChoreographyPlayer`'s commands and frames, on the
/// core's playhead (`PlayMotion`, `ReleaseMotion`), lane rules and release bounds.
///
/// What it leaves to JavaScript: the names (targets and properties are lane indexes here), the
/// writes (each frame's lane values are put in ``output`` for JavaScript to hand on), and the
/// waiting tasks (``answer`` tells JavaScript when they are answered). It plays once: the web
/// contract has no repeats and no labels.
///
/// Its commands repeat `ChoreographyPlayer`'s (about 150 lines): the native player interleaves
/// each command with its claims, labels, recorder and waiting tasks, on the main actor with a
/// weak animator, none of which Embedded Swift has. `Web/tests/player-vs-native.mjs` holds the
/// two to the same numbers (within 2.1e-14 on 11,770); a command state machine in the core,
/// which both would drive, is the way to one copy.
final class WebPlayer {
  /// How the player's time moves.
  enum Motion {
    /// Standing still at the player's time.
    case still
    /// Playing from an anchor.
    case playing(PlayMotion)
    /// Springing to an end, or to a progress between them.
    case releasing(ReleaseMotion)
  }

  /// Where the waiting tasks' answer stands; the raw values are what JavaScript reads.
  enum Answer: Int32 {
    /// Nothing to answer since JavaScript last read.
    case none = -1
    /// Stopped away from an end (`null`).
    case stopped = 0
    /// Came to rest at the start.
    case start = 1
    /// Came to rest at the end.
    case end = 2
  }

  /// The player's handle.
  let handle: Int32
  /// The animator it plays on.
  let animator: WebAnimator
  /// Whether it plays a choreography's reduced variant, which keeps its motion under reduced
  /// motion.
  let playsReducedVariant: Bool
  /// The lanes, one per target and property.
  var lanes: [WebLane] = []
  /// The choreography's length in seconds (set by ``finishBuilding()``).
  private(set) var duration = 0.0
  /// The player's time on the choreography, in seconds.
  private(set) var time = 0.0
  /// Seconds of choreography per second of the animator's timebase; in -1e6...1e6.
  private(set) var rate = 1.0
  /// How the time moves.
  private(set) var motion = Motion.still
  /// Whether a still state waits for its frame to be written.
  private var needsWrite = false
  /// The last frame written: time, its rate and the frame's instant.
  private var lastWrite = (time: 0.0, timeRate: 0.0, instant: Double?.none)
  /// The run under way at the last frame, and its direction.
  private var lastRun = (index: 0, direction: 1.0)
  /// The release bounds of each end, found at the first release to it.
  private var releaseBounds: (start: ChoreographyReleaseBounds?, end: ChoreographyReleaseBounds?)
  /// Whether a lane has been taken over (by an `animate` of its property) until the next command.
  var takenOver: [Bool] = []
  /// Whether the animator's moving list holds the player.
  var isListed = false
  /// Whether the last frame wrote the lanes.
  private(set) var wrote = false
  /// The waiting tasks' answer, read and cleared by JavaScript.
  var answer = Answer.none
  /// Each lane's value (4 components) then velocity (4), per animator second, as last written.
  private(set) var output = UnsafeMutablePointer<Double>.allocate(capacity: 8)
  /// The keyframes of the track being built, and its start value.
  var building: (from: SIMD4<Double>, keyframes: [Keyframe<SIMD4<Double>>])?

  init(handle: Int32, animator: WebAnimator, playsReducedVariant: Bool) {
    self.handle = handle
    self.animator = animator
    self.playsReducedVariant = playsReducedVariant
  }

  deinit { output.deallocate() }

  /// Ends building: the duration and the buffers follow the lanes.
  func finishBuilding() {
    duration = 0
    for lane in lanes {
      for placement in lane.placements { duration = max(duration, placement.end) }
    }
    takenOver = Array(repeating: false, count: lanes.count)
    output.deallocate()
    output = .allocate(capacity: max(1, lanes.count) * 8)
    output.initialize(repeating: 0, count: max(1, lanes.count) * 8)
    releaseBounds = (nil, nil)
  }

  // MARK: State

  /// ``time`` / ``duration``, or 1 for a choreography of no length.
  var progress: Double { duration > 0 ? time / duration : 1 }

  /// Whether the player plays (a release is not playing).
  var isPlaying: Bool {
    if case .playing = motion { return true }
    return false
  }

  /// Whether the player plays or releases.
  var isMoving: Bool {
    if case .still = motion { return false }
    return true
  }

  /// Whether the next frame has something to do.
  var needsFrames: Bool { isMoving || needsWrite }

  // MARK: Commands (ChoreographyPlayer's rules)

  /// Sets the rate; a non-finite rate or one beyond ±1e6 is refused.
  ///
  /// - Returns: Whether it was taken.
  func setRate(_ newRate: Double) -> Bool {
    guard newRate.isFinite, abs(newRate) <= 1e6 else { return false }
    let oldRate = rate
    rate = newRate
    if case .playing(var play) = motion {
      reanchor(&play)
      if (oldRate >= 0) != (rate >= 0) {
        play.direction = -play.direction
        lastRun.direction = play.direction
      }
      play.speed = abs(rate)
      motion = .playing(play)
    }
    return true
  }

  /// Scrubs to a progress (clamped as native); a non-finite one is ignored.
  func setProgress(_ newProgress: Double) {
    guard newProgress.isFinite else { return }
    settle(answering: .stopped)
    time = clampedTime(duration * newProgress)
    requestWrite()
  }

  /// Plays from the current time; nothing happens while playing.
  func play() {
    guard !isPlaying else { return }
    let direction = rate < 0 ? -1.0 : 1.0
    motion = .still
    var start = min(max(time, 0), duration)
    if direction > 0 ? start >= duration : start <= 0 { start = direction > 0 ? 0 : duration }
    time = start
    motion = .playing(
      PlayMotion(
        anchorTime: time, anchorInstant: nil, direction: direction, speed: abs(rate),
        runsLeft: 1, autoreverses: false))
    lastRun = (0, direction)
    startMoving()
  }

  /// Stops playing or releasing where the last frame left it.
  func pause() { settle(answering: .stopped) }

  /// Turns the direction round and plays.
  func reverse() {
    _ = setRate(-rate)
    play()
  }

  /// Moves the time (clamped as native); keeps playing if it was.
  func seek(to newTime: Double) {
    guard newTime.isFinite else { return }
    let clamped = clampedTime(newTime)
    if case .playing(var play) = motion {
      reanchor(&play)
      play.anchorTime = clamped
      play.anchorInstant = nil
      motion = .playing(play)
      time = clamped
      startMoving()
      return
    }
    settle(answering: .stopped)
    time = clamped
    requestWrite()
  }

  /// Stops where it is: nothing more is written.
  func stop() {
    needsWrite = false
    settle(answering: .stopped)
  }

  /// Springs the progress to `destination` (0 start, 1 end, 2 nearest) with `velocity`
  /// (progress per second; `nil` keeps the current one) from `instant` (`nil`: the last frame).
  func release(destination: Int32, velocity: Double?, spring: Spring, instant: Double?) {
    if let velocity, !velocity.isFinite { return }
    if let instant, !instant.isFinite { return }
    let current = progressState()
    let limit = 1_000_000.0
    let startVelocity = min(max(velocity ?? current.velocity, -limit), limit)
    let target: Double
    switch destination {
    case 0: target = 0
    case 1: target = 1
    default:
      let resting = Decay().projectedValue(from: current.progress, velocity: startVelocity)
      target = abs(resting - 1) <= abs(resting) ? 1 : 0
    }
    springProgress(from: (current.progress, startVelocity), to: target, spring: spring, at: instant)
  }

  /// ``ChoreographyPlayer``'s `springProgress`: the release's exact path.
  func springProgress(
    from state: (progress: Double, velocity: Double), to target: Double, spring: Spring,
    at instant: Double?
  ) {
    guard state.progress.isFinite, state.velocity.isFinite, target.isFinite else { return }
    let target = min(max(target, 0), 1)
    let limit = 1_000_000.0
    var startVelocity = min(max(state.velocity, -limit), limit)
    let bounds = bounds(to: target)
    let distance = target - state.progress
    let largest = bounds.largestVelocity(from: distance, spring: spring)
    startVelocity = min(max(startVelocity, -largest), largest)
    motion = .still
    let settling =
      duration > 0
      ? bounds.settlingDuration(
        spring: spring, displacement: -distance, velocity: startVelocity,
        insideSign: target == 0 ? 1 : -1) : 0
    motion = .releasing(
      ReleaseMotion(
        progress: state.progress, velocity: startVelocity, target: target, spring: spring,
        instant: instant ?? animator.lastFrameTime, settlingDuration: settling,
        progressRange: bounds.progressRange))
    startMoving()
  }

  /// The progress and its velocity (per animator second) as of the last frame or command.
  private func progressState() -> (progress: Double, velocity: Double) {
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
      return (progress, release.state(at: instant).velocity)
    }
  }

  /// The release bounds to a progress: found once for each end.
  private func bounds(to target: Double) -> ChoreographyReleaseBounds {
    func make() -> ChoreographyReleaseBounds {
      let (lanes, duration) = (lanes, duration)
      return ChoreographyReleaseBounds(
        laneCount: lanes.count, end: target * duration, duration: duration,
        staysNear: { index, end, reach, inside in
          ChoreographyReleaseBounds.lane(
            staysNear: end, within: reach, inside: inside, duration: duration, threshold: 0.01,
            componentCount: lanes[index].componentCount
          ) { lanes[index].state(at: $0, duration: duration).value }
        },
        reach: { index, end in
          ChoreographyReleaseBounds.lane(
            reachFrom: lanes[index].state(at: end, duration: duration),
            componentCount: lanes[index].componentCount)
        })
    }
    guard target == 0 || target == 1 else { return make() }
    if let known = target == 0 ? releaseBounds.start : releaseBounds.end { return known }
    let bounds = make()
    if target == 0 { releaseBounds.start = bounds } else { releaseBounds.end = bounds }
    return bounds
  }

  /// A time a seek or scrub may go to (within the plan, or as far out as a release took it).
  private func clampedTime(_ newTime: Double) -> Double {
    min(max(newTime, min(0, time)), max(duration, time))
  }

  /// Moves a play's anchor to the last rendered frame.
  private func reanchor(_ play: inout PlayMotion) {
    guard play.hasFrame, let instant = lastWrite.instant else { return }
    play.anchorTime = time
    play.anchorInstant = instant
    play.runsLeft = max(play.runsLeft - lastRun.index, 1)
    play.direction = lastRun.direction
    lastRun.index = 0
  }

  /// Stops playing or releasing; waiting tasks get `answer`.
  private func settle(answering answer: Answer) {
    guard isMoving else { return }
    motion = .still
    self.answer = answer
  }

  /// Asks for the still state to be written on the next frame.
  private func requestWrite() {
    needsWrite = true
    startMoving()
  }

  /// A command gives the lanes back to the player, and the animator moves it.
  private func startMoving() {
    for index in takenOver.indices { takenOver[index] = false }
    animator.addMoving(self)
  }

  // MARK: Frames

  /// Renders a frame at `now` (the animator's timebase): moves the time, writes each lane's
  /// value and velocity into ``output``, and reports an arrival.
  ///
  /// - Parameters:
  ///   - now: The frame's time on the animator's timebase.
  ///   - jumpsToEnd: Whether the frame skips motion (reduced motion without a reduced variant,
  ///     or a duration scale of 0).
  /// - Returns: Whether the player needs more frames.
  func render(at now: Double, jumpsToEnd: Bool) -> Bool {
    wrote = false
    guard let frame = nextFrame(at: now, jumpsToEnd: jumpsToEnd) else { return false }
    time = frame.time
    needsWrite = false
    for index in lanes.indices {
      let state = lanes[index].state(at: time, duration: duration)
      let slot = output + index * 8
      for component in 0..<4 {
        slot[component] = state.value[component]
        slot[4 + component] = frame.timeRate * state.velocity[component]
      }
    }
    wrote = true
    lastWrite = (time, frame.timeRate, now)
    if let end = frame.arrival {
      motion = .still
      answer = end == .start ? .start : .end
    } else if frame.restsBetweenEnds {
      settle(answering: .stopped)
    }
    return needsFrames
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
      if jumpsToEnd { return play.finalFrame(duration: duration) }
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
}
