// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

internal import CPrefetch

/// Runs animations on objects: which animation runs on which object under which key, and the
/// frames that move them (pop's `POPAnimator`).
///
/// ```swift
/// let animator = Animator()  // driven by hand
/// animator.add(spring, to: box, forKey: "x")
/// animator.render(at: 0)  // the start frame
/// animator.render(at: 1.0 / 60)  // the next frame
///
/// let clock = ManualClock()
/// let ticking = Animator(clock: clock)  // renders itself on every tick of its clock
/// ```
///
/// Animations are held strongly. An object is held while the animator renders frames and weakly
/// while it is idle: when you let go of an object, its animations stop (not finished) on the
/// next frame and the animator releases it at the end of that frame (an Objective-C object is
/// referred to weakly all the time, as in pop). An animator lives on the main actor: its
/// methods, the animations' properties and every callback run there, so the compiler rejects
/// use from another thread.
@MainActor
public final class Animator {
  // The fields marked unchecked for exclusivity are touched by every render, where run-time
  // exclusivity checks would cost more than an idle render's own work; each is only ever
  // accessed instantaneously (never passed `inout` to a function, never held across a call
  // into an animation), so no two accesses can overlap.

  /// The registered animations in the order they were added, for the frame loop.
  ///
  /// Each reference is retained by hand: the list owns the animations, and one taken off during
  /// a frame is kept in ``retired`` until the frame ends, so the loop needs no reference
  /// counting. `nil` marks a removed one until the list is compacted.
  // Unchecked: the frame loop walks it for every animation, only instantaneously.
  @exclusivity(unchecked) var entries: ContiguousArray<Unmanaged<Animation>?> = []
  /// How many `nil` holes `entries` has.
  // Unchecked: every render reads it, only instantaneously; a check would cost every render.
  @exclusivity(unchecked) var holes = 0
  /// Each animated object's lead animation, by the object's identity.
  // Unchecked: every add and removal looks objects up in it; its methods read only the frame
  // list and the animations' object addresses and call out to nothing, so no two accesses can
  // overlap.
  @exclusivity(unchecked) var objectTable = ObjectTable()
  /// The key indexes of the objects with many animations, by the objects' identities.
  var keyIndexes = KeyIndexes()
  /// The objects not held, by identity: all of them while the animator is idle, and those
  /// whose release holding cannot tell (Objective-C's) all the time.
  var weakObjects: [UInt: WeakObject] = [:]
  /// Whether the lead animations hold their objects: true while something needs frames.
  // Unchecked: every idle render reads it, only instantaneously; a check would cost every render.
  @exclusivity(unchecked) var holdsObjects = true
  /// References dropped during a frame, released when it ends.
  // Unchecked: every render reads it, only instantaneously; a check would cost every render.
  @exclusivity(unchecked) var retired: [AnyObject] = []
  /// What asked to hear of the end of the frame being rendered (see ``atFrameEnd(_:)``).
  var frameEndListeners: [any FrameEndListener] = []
  /// The number of keys made up for animations added without one.
  var anonymousKeyCount = 0
  /// How clock time maps to the time the animations run on (``durationScale``).
  var timebase = AnimatorTimebase()
  /// Whether the animator reduces motion, as people troubled by movement ask their systems to;
  /// default `false`.
  ///
  /// While it is `true`, an animation of a property whose ``AnimatableProperty/motionWhenReduced``
  /// is ``ReducedMotion/jump`` reaches its end on its next frame (one start, one reach, one
  /// stop with `finished == true`); ``ReducedMotion/animate`` properties (opacity, colour) keep
  /// their motion. Turning it on while animations run takes effect on the next frame.
  public var reducesMotion = false
  /// The time of the latest frame rendered.
  // Unchecked: every render reads and writes it, only instantaneously.
  @exclusivity(unchecked) var lastRenderTime: Double?
  /// Whether a frame is being rendered; a nested call to ``render(at:)`` is ignored.
  // Unchecked: every render sets and clears it, only instantaneously.
  @exclusivity(unchecked) var isRendering = false
  /// Whether the animator was resumed without a clock, so that its next frame, whatever its
  /// time, continues the timebase from where the pause held it.
  var resumesOnNextFrame = false
  /// The frame being rendered by ``step(by:)`` while paused, which the pause lets through.
  var isStepping = false
  /// Whether this animator has animated an ``EndingObject`` and is listed to hear of ends.
  var animatesEndingObjects = false
  /// The recorder that records every write on this animator, its frames and its animations'
  /// runs; `nil` (the default) records nothing and costs the frames nothing.
  ///
  /// Attaching one sends the animations through their general frame, which records each write
  /// after making it (see ``MotionRecorder``); detaching it gives them back their fast path.
  public var recorder: MotionRecorder? {
    didSet {
      guard recorder !== oldValue else { return }
      markRecordedAnimations()
    }
  }
  /// The clock that drives this animator, if any.
  public let clock: (any FrameClock)?

  /// The shared animator on the platform's default clock: a ``TimerClock`` at 60 Hz.
  ///
  /// Like pop's shared animator, it suits an app's interface; create your own animators for
  /// other clocks, frame rates or for tests.
  public static let shared = Animator(clock: TimerClock())

  /// Creates an animator driven by hand: nothing moves until ``render(at:)`` is called.
  public init() {
    clock = nil
  }

  /// Creates an animator that renders itself on every tick of a clock.
  ///
  /// The clock runs only while some animation has something to do.
  ///
  /// - Parameter clock: The frame clock, such as a ``ManualClock`` or a ``TimerClock``.
  public init(clock: some FrameClock) {
    self.clock = clock
    clock.onTick = { [weak self] time in self?.render(at: time) }
  }

  isolated deinit {
    stopHearingOfEnds()
    // The animations outlive their animator if someone else holds them: they must not refer
    // to its objects or to each other. Then the references the animator owns go.
    for case let entry? in entries {
      let animation = entry.takeRetainedValue()
      if animation.flags[.isLeadOfObject] && animation.flags[.objectIsHeld] {
        _ = animation.objectHold.release()
      }
      animation.forgetObject()
      // Nothing will stop it now: tasks waiting for its stop learn that it did not finish.
      animation.resumeFinishWaiters(finished: false)
    }
  }

  /// The animator's current time, in seconds: its clock's time, or the time of the latest
  /// rendered frame; `nil` when it has none yet.
  public var currentTime: Double? {
    if let clock { return clock.currentTime }
    return lastRenderTime
  }

  /// The number of animations added and not removed, including finished ones that were kept.
  public var animationCount: Int { entries.count - holes }

  /// Whether some animation is waiting to start or running unpaused.
  public var hasActiveAnimations: Bool {
    entries.contains { entry in
      guard let entry else { return false }
      return entry.takeUnretainedValue().needsFrames
    }
  }

  // MARK: Rendering

  /// Advances every animation to an absolute time and writes their values.
  ///
  /// Animations added before the call and not yet started start on this frame if `time` is at
  /// or after their ``Animation/beginTime``. A time earlier than an animation's previous frame
  /// is ignored by it; a time that is not finite is ignored entirely. Animations added by
  /// callbacks during the frame start on the next one.
  ///
  /// - Parameter time: The frame's time on the animator's timebase, in seconds.
  /// While the animator ``isPaused``, a frame renders nothing and stops the clock.
  public func render(at time: Double) {
    guard time.isFinite, !isRendering else { return }
    if timebase.frozenTime != nil {
      guard resumesOnNextFrame || isStepping else {
        if let clock, clock.isRunning { clock.stop() }
        return
      }
      if resumesOnNextFrame {
        resumesOnNextFrame = false
        timebase.thaw(atClock: time)
      }
    }
    isRendering = true
    renderAnimations(at: time)
    isRendering = false
    if !retired.isEmpty {
      // Releasing the frame's retired references may free whatever held this animator (an
      // object that owns the animator animating it): the animator stays until it is done.
      let animator = self
      var dropped = retired
      retired = []
      dropped.removeAll()
      extendLifetime(animator)
    }
    #if POPKIT_INTERNAL_CHECKS
      checkInvariants()
    #endif
  }

  /// The frame itself: every registered animation renders, in the order they were added.
  private func renderAnimations(at clockTime: Double) {
    if let last = lastRenderTime {
      lastRenderTime = max(last, clockTime)
    } else {
      lastRenderTime = clockTime
    }
    let time = timebase.time(atClock: clockTime)
    if let recorder { recorder.recordFrame(at: time) }
    // Without time (duration scale 0) or with motion reduced, animations may jump to their end.
    let withoutTime = timebase.scale == 0
    let jumps = withoutTime || reducesMotion
    let count = entries.count
    var index = 0
    var needsFrames = false
    let prefetches = count >= Animator.prefetchThreshold
    while index < count {
      if prefetches { prefetchAhead(of: index, count: count) }
      if let entry = entries[index] {
        let stillNeedsFrames = entry.withUnretained { animation in
          if jumps {
            animation.finishAtOnce(at: time, on: self, withoutTime: withoutTime)
          } else {
            animation.advance(to: time, on: self)
          }
          return animation.slot >= 0 && animation.needsFrames
        }
        if stillNeedsFrames { needsFrames = true }
      }
      index += 1
    }
    if !frameEndListeners.isEmpty { tellFrameEnd() }
    if entries.count > count { needsFrames = true }
    compactIfNeeded()
    if !needsFrames {
      letGoOfObjects()
      if let clock, clock.isRunning { clock.stop() }
    }
  }

  /// The number of animations from which the frame loop prefetches: below it, their blocks
  /// stay in the caches from frame to frame and prefetching would only cost instructions.
  static let prefetchThreshold = 4096

  /// Prefetches what later iterations of the frame loop will read: the animation 32 ahead, and
  /// the object of the one 16 ahead (whose animation was prefetched 16 iterations ago).
  ///
  /// Each animation's frame touches two separately allocated blocks (animation and object);
  /// with many animations they are not in the caches, and the frame would wait for each in
  /// turn. (Benchmarks/README.md has the measurement.)
  @inline(__always)
  private func prefetchAhead(of index: Int, count: Int) {
    if index + 32 < count, let entry = entries[index + 32] {
      let address = UnsafeRawPointer(entry.toOpaque())
      // The lines a 1-D animation's frame reads (it may straddle four).
      popkit_prefetch(address)
      popkit_prefetch(address + 64)
      popkit_prefetch(address + 128)
      popkit_prefetch(address + 192)
    }
    if index + 16 < count, let entry = entries[index + 16],
      let object = entry.takeUnretainedValue().objectHold.pointer
    {
      popkit_prefetch(UnsafeRawPointer(object.toOpaque()))
    }
  }

  /// Holds the objects and starts the clock, if there is one, because an animation has
  /// something to do.
  func animationNeedsFrames() {
    if !holdsObjects {
      holdsObjects = true
      holdObjects()
    }
    if let clock, !clock.isRunning, timebase.frozenTime == nil { clock.start() }
  }

  /// Drops a reference at the end of the frame being rendered (after the frame, so that a
  /// deinitializer that calls the animator finds it between frames), or now between frames.
  func retire(_ reference: AnyObject) {
    if isRendering { retired.append(reference) }
  }
}

extension Animation {
  /// Whether the animation needs frames: waiting to start or running, and not paused.
  var needsFrames: Bool {
    (phase == .waiting || phase == .running) && !isPaused
  }
}
