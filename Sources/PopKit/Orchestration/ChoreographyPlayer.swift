// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A ``Choreography`` on an animator: play it at any rate in either direction, seek and scrub
/// it, and release it into a spring that carries the gesture's velocity to an end.
///
/// ```swift
/// let player = animator.play(open, paused: true)
/// // A drag: progress follows the finger, and a tracker follows the progress.
/// player.progress = startProgress + translation / travel
/// tracker.add(player.progress, at: event.time)
/// // The finger lifts: spring to the nearer end with the finger's velocity.
/// player.release(to: .nearest, velocity: tracker.velocity(at: event.time))
/// ```
///
/// Every frame the animator renders while the player moves writes each property at the
/// player's ``time`` (see ``Choreography`` for what the tracks write there); a property's
/// velocity is its track's times how fast the player's time moves.
///
/// - Playing: ``play()``, ``rate`` and ``reverse()``; playing stops exactly at an end after its
///   repeats (``repeatCount``, ``autoreverses``, ``repeatForever``, as an ``Animation``'s).
/// - Seeking: ``seek(to:)`` and ``progress`` write that state exactly on the next frame;
///   setting ``progress`` scrubs, stopping any play or release.
/// - Releasing: ``release(to:velocity:spring:at:)`` springs the progress to an end in closed
///   form, possibly overshooting it.
/// - Taking over: an animation added for a property the player writes takes it over from the
///   player's value and velocity, until the player's next command.
/// - Reduced motion (but for a ``Choreography/reduced`` variant) or a duration scale of 0 take
///   playing and releasing to their end on the next frame; numbers not finite are ignored.
///
/// While it plays or releases, the animator keeps the player alive, as it keeps a
/// ``TimelineRun``; the player holds the choreography's objects while it exists. How its time
/// moves is in `docs/design/choreography-player.md`.
@MainActor
public final class ChoreographyPlayer {
  /// An end of the choreography.
  public enum End: Sendable, Equatable {
    /// Time 0, progress 0.
    case start
    /// Time `duration`, progress 1.
    case end

    /// The end the core's playhead names.
    init(_ end: ChoreographyEnd) { self = end == .start ? .start : .end }
  }

  /// Where a release springs to.
  public enum Destination: Sendable, Equatable {
    /// Progress 0.
    case start
    /// Progress 1.
    case end
    /// The end nearer to where a ``Decay`` of the progress with the release's velocity would
    /// come to rest (ties go to ``end``).
    case nearest
  }

  /// The choreography's length in seconds.
  public let duration: Double

  /// The player's time on the choreography, in seconds.
  ///
  /// Where the last frame wrote it, or where a seek put it. Outside `0...duration` only while a bouncy release overshoots.
  public internal(set) var time = 0.0

  /// The fastest ``rate`` in either direction: 1,000,000 seconds of choreography per second.
  ///
  /// Within it a player's time and its velocities stay finite, and ``repeatForever`` keeps
  /// repeating at any rate.
  public static let maximumRate = 1_000_000.0

  /// Seconds of choreography per second of the animator's timebase.
  ///
  /// 1 forward (the default), −1 backward, 0.5 slow motion; at most ``maximumRate`` (1e6) in
  /// either direction: a finite rate beyond it stops the program with a message naming the
  /// range. A value that is not finite is ignored (as gestures may bring).
  public var rate = 1.0 {
    didSet {
      guard rate.isFinite else {
        rate = oldValue
        return
      }
      checkParameter(
        abs(rate) <= ChoreographyPlayer.maximumRate, "ChoreographyPlayer.rate", rate,
        allowed: "in -1e6...1e6 (ChoreographyPlayer.maximumRate)")
      rateDidChange(from: oldValue)
    }
  }

  /// How many times playing runs through the choreography; 0 and 1 both mean once.
  ///
  /// A negative count counts as 0.
  public var repeatCount = 0

  /// Whether each run after the first plays back the other way, as ``Animation/autoreverses``:
  /// `2 × max(1, repeatCount)` runs, ending where it began.
  public var autoreverses = false

  /// Whether playing goes on for ever.
  public var repeatForever = false

  /// Called each time motion comes to rest at an end (not on each repeat).
  public var onFinish: ((End) -> Void)?

  /// Called once per rendered frame on which the player wrote, after all of that frame's
  /// writes and label callbacks (``onLabel``) and before an ``onFinish`` of the same frame.
  ///
  /// The player writes on every frame while it plays or releases, and on the frame after a
  /// seek or a scrub. The closure may add, remove or change animations and command the player;
  /// a command given on the frame the player arrives at an end takes over from the arrival
  /// (no ``onFinish`` on that frame).
  public var onUpdate: (() -> Void)?

  /// Called with a label's name each time a frame crosses the label (see
  /// ``Choreography/addLabel(_:at:)``), in the order crossed.
  ///
  /// A frame crosses the labels between the time the previous frame wrote and its own: those
  /// in (previous time, current time] going forward and in [current time, previous time) going
  /// back, so a label is not crossed again by the frame that leaves it (nor by the first frame
  /// of a play that starts where it stands), and several crossed by one frame fire in the
  /// order the playhead meets them (labels at one time by name going forward, the other way
  /// going back). Playing crosses them run by run: a repeat that autoreverses turns at an end
  /// and crosses on, while one that does not jumps back to its start. A release crosses them
  /// between frames' progresses, each way while it overshoots. Reduced motion or a duration
  /// scale of 0 take the player to its end in one straight crossing. A frame passing more than
  /// 1,024 whole runs fires the labels of the last 1,024.
  ///
  /// Seeks (``seek(to:)``, ``seek(toLabel:)``), scrubs (setting ``progress``), ``play()``'s
  /// restart from the end it rests at, and a repeat's jump back to its start are not crossings
  /// and fire nothing, unless ``firesLabelsOnSeek``. Labels fire after the frame's writes, in
  /// the frame that follows the command, and before ``onUpdate``.
  public var onLabel: ((String) -> Void)?

  /// Whether jumps fire the labels they pass (GSAP's `suppressEvents: false`); default
  /// `false`.
  ///
  /// With `true`, the next frame after a seek, a scrub or ``play()``'s restart fires the labels
  /// between where the previous frame left the player and where the commands put it (several
  /// commands before one frame make one jump, from the first's start to the last's end), as a
  /// straight move: (from, to] forward, [to, from) back; and a repeat's jump back to its start
  /// fires those it passes on its way, before the new run's. The labels are the same as
  /// crossing them would fire; only the jump's motion is not played.
  public var firesLabelsOnSeek = false

  /// The plan's lanes, one per property of an object.
  let lanes: [ChoreographyLane]
  /// The plan's labels.
  let labels: [String: Double]
  /// The plan's labels in time order.
  let labelList: ChoreographyLabelList
  /// The jump that seeks, scrubs or a restart made since the last frame: where the last frame
  /// left the player and where the commands put it.
  var pendingJump: (from: Double, to: Double)?
  /// Counts the commands that change how the player moves, so that a frame can tell whether
  /// its callbacks gave one.
  var commandCount = 0
  /// What a release to each end may do (start, end), found at the first release to it.
  var releaseBounds: (start: ChoreographyReleaseBounds?, end: ChoreographyReleaseBounds?)
  /// The bounds of a release to progress `target`: for 0 or 1 found on first use and kept,
  /// for a target between them found on each call (O(lanes × 40) lane evaluations).
  func releaseBounds(to target: Double) -> ChoreographyReleaseBounds {
    guard target == 0 || target == 1 else { return lanesReleaseBounds(end: target * duration) }
    if let known = target == 0 ? releaseBounds.start : releaseBounds.end { return known }
    let bounds = lanesReleaseBounds(end: target * duration)
    if target == 0 { releaseBounds.start = bounds } else { releaseBounds.end = bounds }
    return bounds
  }
  /// The core's release bounds (``ChoreographyReleaseBounds``) of the lanes, for a release to
  /// time `end`.
  private func lanesReleaseBounds(end: Double) -> ChoreographyReleaseBounds {
    ChoreographyReleaseBounds(
      laneCount: lanes.count, end: end, duration: duration,
      staysNear: { lanes[$0].staysNear(end: $1, within: $2, inside: $3, duration: duration) },
      reach: { lanes[$0].reach(beyond: $1, duration: duration) })
  }
  /// The animator it plays on.
  weak var animator: Animator?
  /// How the time moves.
  var motion = ChoreographyMotion.still
  /// Whether a still state waits for its frame to be written.
  var needsWrite = false
  /// Whether a lane has been taken over by another animation since the player last claimed it.
  var takenOver: [Bool]
  /// The claims registered while the player moves, one per lane not taken over.
  var claims: [ChoreographyClaimHandle?] = []
  /// Whether the player is taking its claims off, which is not a takeover.
  var isWithdrawingClaims = false
  /// The animation in the animator's frame list that renders the player while it moves.
  ///
  /// Held by the animator, weakly here: it holds the player, and an animator that goes away
  /// while the player moves must take both with it (as a timeline run's conductor).
  weak var conductor: ChoreographyConductor?
  /// The state of the last frame written: the time, how fast it moved, and the frame's instant
  /// (`nil` before the first frame).
  var lastWrite = (time: 0.0, timeRate: 0.0, instant: Double?.none)
  /// The run under way at the last frame, counted from the play's anchor, and its direction.
  var lastRun = (index: 0, direction: 1.0)
  /// Where the player records while a recorder watches it: the recorder's number with a run
  /// open on it, and the player's channel there.
  var recording = (recorder: UInt64(0), channel: Int32(-1), isRunOpen: false)
  /// Tasks waiting for the motion to come to rest.
  var waiters: [FinishWaiter<End?>] = []
  /// The object the conductor animates.
  let host = ChoreographyHost()
  /// Whether the player plays a plan's reduced variant (``Choreography/reduced``), made for
  /// reduced motion: it keeps its motion while the animator reduces motion.
  let playsReducedVariant: Bool

  init(_ choreography: Choreography, on animator: Animator, playsReducedVariant: Bool = false) {
    self.playsReducedVariant = playsReducedVariant
    duration = choreography.duration
    lanes = choreography.lanes
    labels = choreography.labels
    labelList = ChoreographyLabelList(choreography.labels)
    self.animator = animator
    takenOver = Array(repeating: false, count: choreography.lanes.count)
  }

  /// How far along the choreography the player is.
  ///
  /// ``time`` / ``duration``, or 1 for a choreography of no length. Setting it scrubs: the player stops playing and releasing,
  /// and writes that state on the next frame; it is clamped to `0...1` (or, caught while a
  /// release overshoots an end, to where it is, so reading it and setting it back never jumps),
  /// and a value that is not finite is ignored.
  public var progress: Double {
    get { duration > 0 ? time / duration : 1 }
    set {
      guard newValue.isFinite else { return }
      settle(answering: nil)
      jump(to: clampedTime(duration * newValue))
      requestWrite()
    }
  }

  /// Whether the player is playing (a release is not playing).
  public var isPlaying: Bool {
    if case .playing = motion { return true }
    return false
  }

  /// Plays from the current time; nothing happens if it is playing already.
  public func play() {
    guard !isPlaying else { return }
    let direction = rate < 0 ? -1.0 : 1.0
    // From a release, the motion goes on: tasks waiting for its rest keep waiting.
    motion = .still
    var start = min(max(time, 0), duration)
    if direction > 0 ? start >= duration : start <= 0 { start = direction > 0 ? 0 : duration }
    jump(to: start)
    // `Int.max` runs means for ever: a count that large (or doubled past it) plays as many as
    // an `Int` counts.
    var runs = min(max(repeatCount, 1), Int.max - 1)
    if autoreverses { runs = runs > (Int.max - 1) / 2 ? Int.max - 1 : runs * 2 }
    motion = .playing(
      PlayMotion(
        anchorTime: time, anchorInstant: animator?.clockInstant, direction: direction,
        speed: abs(rate), runsLeft: repeatForever ? Int.max : runs, autoreverses: autoreverses))
    lastRun = (0, direction)
    startMoving()
  }

  /// Stops playing, or a release, where the last frame left it; ``play()`` continues from
  /// there.
  public func pause() {
    settle(answering: nil)
  }

  /// Turns the direction round (`rate = −rate`) and keeps playing, or starts.
  public func reverse() {
    rate = -rate
    play()
  }

  /// Moves the player's time; it keeps playing if it was, and stops a release.
  ///
  /// The state is written on the next frame; the time is clamped as ``progress`` is, and one that is not
  /// finite is ignored.
  ///
  /// - Parameter time: The time on the choreography, in seconds.
  public func seek(to time: Double) {
    guard time.isFinite else { return }
    let clamped = clampedTime(time)
    if case .playing(var play) = motion {
      reanchor(&play)
      play.anchorTime = clamped
      play.anchorInstant = nil
      motion = .playing(play)
      jump(to: clamped)
      startMoving()
      return
    }
    settle(answering: nil)
    jump(to: clamped)
    requestWrite()
  }

  /// Moves the player's time to a label's, as ``seek(to:)`` does.
  ///
  /// - Parameter name: The label's name.
  /// - Returns: Whether the choreography has that label (if not, nothing changes).
  @discardableResult
  public func seek(toLabel name: String) -> Bool {
    guard let labelTime = labels[name] else { return false }
    seek(to: labelTime)
    return true
  }

  /// Stops the player where it is: every property keeps the value last written, nothing more is
  /// written, and tasks waiting for ``finished`` get `nil`.
  public func stop() {
    commandCount &+= 1
    needsWrite = false
    pendingJump = nil
    settle(answering: nil)
    stopMoving()
  }

  /// Waits until the motion comes to rest and tells at which end.
  ///
  /// While the player moves, the answer is the end it comes to rest at, or `nil` if it is
  /// stopped, paused, scrubbed or sought away from its motion first. At rest it answers at
  /// once: the end it rests at, or `nil` between the ends. A cancelled task gets `nil`.
  ///
  /// "Finished" means reached its end, as for ``Animation/finished``; a player may reach
  /// either, so the answer names it, and `nil` stands for `false`.
  public var finished: End? {
    get async {
      guard isMoving else { return restingEnd }
      let waiter = FinishWaiter<End?>(cancelled: nil)
      waiters.append(waiter)
      return await waiter.answer()
    }
  }

  /// Moves the time by a command, not by playing: a jump, whose labels only
  /// ``firesLabelsOnSeek`` fires.
  func jump(to newTime: Double) {
    if newTime != time { pendingJump = (pendingJump?.from ?? time, newTime) }
    time = newTime
  }

  /// A time a seek or a scrub may go to: within `0...duration`, or, where a release has taken
  /// the player beyond an end, as far as it is now (so a grab mid-overshoot does not jump, and
  /// a scrub never takes it further out).
  func clampedTime(_ newTime: Double) -> Double {
    min(max(newTime, min(0, time)), max(duration, time))
  }

  /// The end the player rests at, if it is at one.
  var restingEnd: End? {
    if duration == 0 || time == duration { return .end }
    return time == 0 ? .start : nil
  }

  /// Whether the player plays or releases.
  var isMoving: Bool {
    if case .still = motion { return false }
    return true
  }
}

extension Animator {
  /// Plays a choreography on this animator.
  ///
  /// While the animator reduces motion (``reducesMotion``), a plan with a reduced variant
  /// (``Choreography/reduced``) plays the variant instead, with its motion; the choice is made
  /// here, once.
  ///
  /// - Parameters:
  ///   - choreography: The plan.
  ///   - paused: `true` to make the player without playing it (nothing is written until it is
  ///     told to play, seek, scrub or release); `false` (the default) plays it from its start.
  /// - Returns: The player.
  @discardableResult
  public func play(_ choreography: Choreography, paused: Bool = false) -> ChoreographyPlayer {
    let player: ChoreographyPlayer
    if reducesMotion, let reduced = choreography.reduced {
      player = ChoreographyPlayer(reduced, on: self, playsReducedVariant: true)
    } else {
      player = ChoreographyPlayer(choreography, on: self)
    }
    if !paused { player.play() }
    return player
  }
}
