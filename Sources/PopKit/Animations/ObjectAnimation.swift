// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An animation of one kind of object: the common base of property animations and
/// ``CustomAnimation``.
///
/// The object type lets the compiler prove that an animation fits the object it is added to:
/// `animator.add(spring, to: box)` only compiles when `spring` animates `Box`es.
@MainActor
public class ObjectAnimation<Object: AnyObject>: Animation {
  override init() {}

  override func advance(to time: Double, on animator: Animator) {
    withLiveObject(on: animator) { advance($0, to: time) }
  }

  override func finishAtOnce(at time: Double, on animator: Animator, withoutTime: Bool) {
    withLiveObject(on: animator) { finishAtOnce($0, at: time, withoutTime: withoutTime) }
  }

  /// Calls `body` with the animated object if it is alive and someone other than the animator
  /// still holds it; otherwise stops the object's animations.
  @inline(__always)
  final func withLiveObject(on animator: Animator, _ body: (Object) -> Void) {
    guard let reference = objectReference else { return }
    if flags[.objectIsHeld] {
      // The lead animation holds the object until the frame ends at least (see Animator), so
      // the frame uses it without retaining it. The lead, which every frame advances before
      // the object's other animations, asks whether anyone else still holds it.
      if flags[.isLeadOfObject] && objectHold.isOnlyReference {
        animator.objectWentAway(for: self)
        return
      }
      reference.withUnretained { body(unsafeDowncast($0, to: Object.self)) }
    } else if let object = animator.weakObjects[objectIdentity]?.object {
      body(unsafeDowncast(object, to: Object.self))
    } else {
      animator.objectWentAway(for: self)
    }
  }

  /// Whether a frame at `time` is a plain next frame of a running animation: not paused, not
  /// resuming, and later than the last one.
  @inline(__always)
  final func isNextRunningFrame(at time: Double) -> Bool {
    phase == .running && !flags[.isPaused] && !flags[.needsTimeResync] && time > lastTime
  }

  /// Advances the animation on its object, which is alive, to a frame's time: starts it on
  /// the first frame at or after its start, or moves it on.
  final func advance(_ object: Object, to time: Double) {
    switch phase {
    case .waiting:
      guard !isPaused, let start = startInstant(forFrameAt: time) else { return }
      phase = .running
      // The run starts at its start instant; the first frame advances from there.
      startTime = start
      lastTime = start
      flags[.needsTimeResync] = false
      startRun(object, at: time)
    case .running:
      guard !isPaused, time > lastTime else { return }
      if flags[.needsTimeResync] {
        // The first frame after a resume: the pause, from the last frame to the resume's
        // instant (the frame's own time without a clock), is not running time, and the run
        // moves on from that instant to the frame.
        flags[.needsTimeResync] = false
        let instant = takeResumeInstant(forFrameAt: time)
        startTime += instant - lastTime
        lastTime = instant
      }
      advanceRun(object, to: time)
    case .finished, .detached:
      return
    }
  }

  /// Starts the animation on its first frame, at `time`.
  ///
  /// Each subclass (``PropertyAnimation``, ``CustomAnimation``) overrides it: it reads missing
  /// values, reports the start and writes the first value, the value at `time`, which is later
  /// than ``Animation/startTime`` when the run started at a past instant. One that does not
  /// stops the program here with its name.
  func startRun(_ object: Object, at time: Double) {
    preconditionFailure("PopKit: \(type(of: self)) does not override startRun(_:at:)")
  }

  /// Advances a running animation to `time` and writes its value; each subclass overrides it,
  /// as ``startRun(_:at:)``.
  func advanceRun(_ object: Object, to time: Double) {
    preconditionFailure("PopKit: \(type(of: self)) does not override advanceRun(_:to:)")
  }

  /// Finishes the current run at once, where it ends, as if its last frame had come; each
  /// subclass overrides it, as ``startRun(_:at:)``.
  ///
  /// The next run or the stop follow as on any finish. For a zero duration scale and reduced
  /// motion.
  ///
  /// - Returns: `false`, with nothing done, when the animation is not running or its kind does
  ///   not know where its run ends (a ``CustomAnimation``, whose end is whatever its closure
  ///   decides).
  func finishRunAtOnce(_ object: Object) -> Bool {
    preconditionFailure("PopKit: \(type(of: self)) does not override finishRunAtOnce(_:)")
  }
}
