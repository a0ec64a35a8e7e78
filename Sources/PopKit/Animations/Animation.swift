// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// What every PopKit animation has: a name, timing, repetition, pausing, callbacks and a tracer.
///
/// You do not create an `Animation` itself but one of its concrete kinds: ``SpringAnimation``,
/// ``DecayAnimation``, ``BasicAnimation`` or ``CustomAnimation``. An animation is a running
/// process with identity: add it to an ``Animator`` under a key, fetch it back by that key and
/// change it while it runs.
///
/// Its life: added → started (on the first frame at or after ``beginTime``) → applied frame
/// by frame → reached its target → stopped, exactly once per start, with `finished == true`
/// when it ran to its end.
@MainActor
public class Animation {
  // MARK: Configuration

  /// A name for descriptions and traces; `nil` by default.
  public var name: String? {
    get { extras?.settings.name }
    set { extrasForWriting().settings.name = newValue }
  }

  /// The time on the animator's timebase, in seconds, at or after which the animation starts.
  ///
  /// 0 (the default) starts it on the first frame the animator renders after it was added.
  /// Must be finite.
  public var beginTime: Double {
    get { extras?.settings.beginTime ?? 0 }
    set {
      checkParameter(newValue.isFinite, "Animation.beginTime", newValue, allowed: "finite")
      setRarely(\.settings.beginTime, to: newValue, default: 0)
    }
  }

  /// Whether the animator forgets the animation when it finishes; default `true`.
  ///
  /// With `false` the finished animation stays under its key; giving it a new target (or a
  /// decay a new velocity) starts it again from where it is.
  public var removedOnCompletion: Bool {
    get { extras?.settings.removedOnCompletion ?? true }
    set { setRarely(\.settings.removedOnCompletion, to: newValue, default: true) }
  }

  /// Whether the animation is frozen: no time passes for it and it writes nothing.
  ///
  /// Setting it back to `false` resumes exactly where it stopped: the same value, velocity and
  /// remaining time (pop restarts the animation instead). The time from its last frame to the
  /// resume is not running time. On an animator with a clock, the run continues from the
  /// instant of the resume as the clock tells it (on the animator's timebase), so the first
  /// frame after the resume moves it by that frame's time minus the instant; on an animator
  /// rendered by hand, with no clock, the first frame after the resume is taken as that
  /// instant and writes the paused value again.
  public var isPaused: Bool {
    get { flags[.isPaused] }
    set {
      guard newValue != flags[.isPaused] else { return }
      flags[.isPaused] = newValue
      if !newValue {
        flags[.needsTimeResync] = true
        noteResumeInstant()
        animator?.animationNeedsFrames()
      }
    }
  }

  /// Whether each run goes to the target and back again; default `false`.
  ///
  /// With `autoreverses`, the animation makes `2 × max(1, repeatCount)` runs, alternating
  /// direction, and ends where it began. The order in which `autoreverses` and
  /// ``repeatCount`` are set does not matter.
  public var autoreverses: Bool {
    get { extras?.settings.autoreverses ?? false }
    set { setRarely(\.settings.autoreverses, to: newValue, default: false) }
  }

  /// How many times the animation runs; 0 and 1 both mean once.
  ///
  /// Must be `>= 0`.
  public var repeatCount: Int {
    get { extras?.settings.repeatCount ?? 0 }
    set {
      checkParameter(newValue >= 0, "Animation.repeatCount", Double(newValue), allowed: ">= 0")
      setRarely(\.settings.repeatCount, to: newValue, default: 0)
    }
  }

  /// Whether the animation repeats until it is removed; default `false`.
  public var repeatForever: Bool {
    get { extras?.settings.repeatForever ?? false }
    set { setRarely(\.settings.repeatForever, to: newValue, default: false) }
  }

  /// The animation's tracer, which records its events after ``AnimationTracer/start()``.
  ///
  /// A tracer costs the frames nothing until it records.
  public var tracer: AnimationTracer {
    let extras = extrasForWriting()
    if let tracer = extras.observers.tracer { return tracer }
    let tracer = AnimationTracer(animation: self)
    extras.observers.tracer = tracer
    return tracer
  }

  /// An object told of the animation's lifecycle events, held weakly; `nil` by default.
  public var delegate: AnimationDelegate? {
    get { extras?.observers.delegate }
    set {
      extrasForWriting().observers.delegate = newValue
      updateFrameCallbacks()
    }
  }

  // MARK: State

  /// Whether the animation has started and not yet stopped.
  public var isRunning: Bool { phase == .running }

  /// The key the animation is registered under, while it is added to an animator.
  public var key: String? { animator == nil ? nil : registeredKey }

  // MARK: Internal state

  @usableFromInline enum Phase { case detached, waiting, running, finished }

  // The fields marked unchecked for exclusivity are read or written by every steady frame on
  // the fast path, where run-time exclusivity checks would cost more than the arithmetic; each
  // is only ever accessed instantaneously (never held across a callback, and never passed
  // `inout` to a function, but for `flags` to its own mutating methods, which touch only the
  // flags), so no two accesses can overlap. What every frame reads comes first, so that it
  // shares the object's first cache line.

  /// The animated object while the animation is added (see ``ObjectHold``): its address is the
  /// object's identity, and the object's lead animation (see ``isLeadOfObject``) owns one
  /// strong reference through it while ``objectIsHeld``.
  // Unchecked: every frame reads the object and its check, only instantaneously.
  @exclusivity(unchecked) var objectHold = ObjectHold.none
  /// The next animation of the same object on the same animator, in the order they were added;
  /// the animator owns it.
  var nextOfObject: Unmanaged<Animation>?
  /// The settings other than their defaults and the observers, allocated on first use.
  var extras: AnimationExtras?
  // Unchecked: every frame reads the elapsed time from it, only instantaneously.
  @exclusivity(unchecked) @usableFromInline var lastTime = 0.0
  /// `slot` in four bytes: no animator holds 2^31 animations (that is 500 GB of them).
  // Unchecked: every frame's loop check reads it, only instantaneously.
  @exclusivity(unchecked) private var storedSlot: Int32 = -1
  // Unchecked: every frame reads it, only instantaneously; a check would cost more than the step.
  @exclusivity(unchecked) @usableFromInline var phase = Phase.detached
  /// The `finished` flag of the latest stop, which ``finished`` answers once stopped.
  var lastStopFinished = false
  /// The yes-or-no state of the animation and its kinds, read through `Bool` properties.
  // Unchecked: every frame reads it, only instantaneously; a check would cost more than the step.
  @exclusivity(unchecked) @usableFromInline var flags = AnimationFlags()
  /// Counts registrations, so that a callback's effect on this one can be told (wraps).
  // Unchecked: every add, removal and callback reads or bumps it, only instantaneously.
  @exclusivity(unchecked) var generation: UInt32 = 0
  /// Completed runs, for repeating animations (a run takes at least a frame: 2^31 of them
  /// at 240 Hz take over 100 days).
  private var storedCompletedRuns: Int32 = 0
  // Unchecked: every timed frame reads it (activeTime), only instantaneously.
  @exclusivity(unchecked) @usableFromInline var startTime = 0.0
  weak var animator: Animator?
  /// The key the animation was last added under.
  // Unchecked: every add writes it and every look-up by key reads it, only instantaneously.
  @exclusivity(unchecked) var registeredKey = ""

  /// The animated object's identity (its address) while the animation is added; 0 when not.
  var objectIdentity: UInt { UInt(bitPattern: objectReference?.toOpaque()) }

  /// The animation's index in its animator's frame list; -1 when it has none.
  var slot: Int {
    get { Int(storedSlot) }
    set { storedSlot = Int32(truncatingIfNeeded: newValue) }
  }

  /// The number of runs completed since the start.
  var completedRuns: Int {
    get { Int(storedCompletedRuns) }
    set { storedCompletedRuns = Int32(clamping: newValue) }
  }

  init() {}

  func extrasForWriting() -> AnimationExtras {
    if let extras { return extras }
    let extras = AnimationExtras()
    self.extras = extras
    return extras
  }

  /// Sets a rarely used setting; the extras are allocated only for a value that is not the
  /// default.
  func setRarely<Setting: Equatable>(
    _ setting: ReferenceWritableKeyPath<AnimationExtras, Setting>, to value: Setting,
    default defaultValue: Setting
  ) {
    guard extras != nil || value != defaultValue else { return }
    extrasForWriting()[keyPath: setting] = value
  }

  /// Notes whether anyone wants to hear of every frame's write.
  func updateFrameCallbacks() {
    flags[.hasFrameCallbacks] = extras?.observers.wantsEveryFrame ?? false
  }

  /// The number of runs in total: `nil` for ever.
  var totalRuns: Int? {
    if repeatForever { return nil }
    let (runs, overflow) = max(1, repeatCount).multipliedReportingOverflow(by: autoreverses ? 2 : 1)
    return overflow ? nil : runs
  }

  /// Seconds of running time since the animation (or its current run) started, pauses excluded.
  @inlinable var activeTime: Double { lastTime - startTime }

  /// Time for events: since the start once started, else the time of the last frame.
  var eventTime: Double { phase == .waiting || phase == .detached ? lastTime : activeTime }

  // MARK: Hooks for the animator and the concrete kinds

  /// Advances the animation to a frame's time on its animator.
  ///
  /// `Animation` is never made itself: ``ObjectAnimation`` overrides this, and a subclass that
  /// does not stops the program here with its name, on its first frame.
  func advance(to time: Double, on animator: Animator) {
    preconditionFailure("PopKit: \(type(of: self)) does not override advance(to:on:)")
  }

  /// Advances the animation on a frame that may skip motion: without time (a duration scale of
  /// 0) or with motion reduced, it finishes at once if it can (see
  /// `ObjectAnimation.finishAtOnce(_:at:withoutTime:)`).
  ///
  /// ``ObjectAnimation`` overrides this, as ``advance(to:on:)``.
  func finishAtOnce(at time: Double, on animator: Animator, withoutTime: Bool) {
    preconditionFailure(
      "PopKit: \(type(of: self)) does not override finishAtOnce(at:on:withoutTime:)")
  }

  /// Whether animations of this one's property jump to their end while motion is reduced.
  var jumpsWhenMotionIsReduced: Bool { false }

  /// How long a run lasts when the kind knows it in advance (timed and keyframe animations,
  /// decays); `nil` for springs and custom animations, which end on the frame they are done.
  var knownRunDuration: Double? { nil }

  /// The instant the animation's last run ended on the animator's timebase: its start plus its
  /// known duration, or the time of the frame on which it was done.
  var finishInstant: Double {
    guard let duration = knownRunDuration, duration.isFinite else { return lastTime }
    return min(lastTime, startTime + duration)
  }

  /// Forgets the running state so that the animation can start afresh after being added.
  func resetForStart() {
    completedRuns = 0
    flags[.needsTimeResync] = false
    extras?.resumeInstant = nil
  }

  /// Keeps the instant of a resume for the first frame after it: the animator's clock time on
  /// its timebase, when the animation is running and the clock is not behind its last frame
  /// (an animator that has a clock but is rendered by hand, whose clock stands still).
  private func noteResumeInstant() {
    if phase == .running, let instant = animator?.clockInstant, instant >= lastTime {
      extrasForWriting().resumeInstant = instant
    } else {
      extras?.resumeInstant = nil
    }
  }

  /// The instant from which a resumed run continues on the first frame after the resume.
  ///
  /// It is the resume's instant as the animator's clock told it, or the frame's time, `time`,
  /// without one (no clock) or when the frame is earlier than it. Forgets the instant.
  func takeResumeInstant(forFrameAt time: Double) -> Double {
    guard let extras, let instant = extras.resumeInstant else { return time }
    extras.resumeInstant = nil
    return min(instant, time)
  }

  /// The animation's channel on a recorder, made on first use; -1 for an animation that
  /// writes no property (it records nothing); property animations override this.
  func recordingChannel(on recorder: MotionRecorder) -> Int32 { -1 }

  /// The parameters a recorded start notes (see ``MotionChannel/parameterNames``).
  var recordedParameters: SIMD4<Double> { .zero }

  /// The entry ``Animator/runningAnimations`` lists for the animation while it runs, or `nil`
  /// for one it does not list; the kinds override this.
  func inspection() -> RunningAnimation? { nil }

  /// The value and velocity for trace events; property animations override this.
  var traceValue: [Double]? { nil }

  /// The velocity for trace events; property animations override this.
  var traceVelocity: [Double]? { nil }
}
