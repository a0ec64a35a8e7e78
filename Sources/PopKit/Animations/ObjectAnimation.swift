/// An animation of one kind of object: the common base of property animations and
/// ``CustomAnimation``.
///
/// The object type lets the compiler prove that an animation fits the object it is added to:
/// `animator.add(spring, to: box)` only compiles when `spring` animates `Box`es.
@MainActor
public class ObjectAnimation<Object: AnyObject>: Animation {
  override init() {}

  override func render(at time: Double, on animator: Animator) {
    guard let reference = objectReference else { return }
    if objectIsHeld {
      // The lead animation holds the object until the frame ends at least (see Animator), so
      // the frame uses it without retaining it. The lead, which every frame renders before the
      // object's other animations, asks whether anyone else still holds it.
      if isLeadOfObject && objectHold.isOnlyReference {
        animator.objectWentAway(for: self)
        return
      }
      reference.withUnretained { render(unsafeDowncast($0, to: Object.self), at: time) }
    } else if let object = animator.weakObjects[objectIdentity]?.object {
      render(unsafeDowncast(object, to: Object.self), at: time)
    } else {
      animator.objectWentAway(for: self)
    }
  }

  /// Whether a frame at `time` is a plain next frame of a running animation: not paused, not
  /// resuming, and later than the last one.
  @inline(__always)
  final func isNextRunningFrame(at time: Double) -> Bool {
    phase == .running && flags.isDisjoint(with: [.isPaused, .needsTimeResync]) && time > lastTime
  }

  /// Renders a frame on the object, which is alive.
  final func render(_ object: Object, at time: Double) {
    switch phase {
    case .waiting:
      guard !isPaused, time >= beginTime else { return }
      phase = .running
      startTime = time
      lastTime = time
      needsTimeResync = false
      begin(object, at: time)
    case .running:
      guard !isPaused, time > lastTime else { return }
      if needsTimeResync {
        // The frame it resumes on restarts its clock: the pause is not running time. (The
        // frame's own time, not the clock's later `now`, which a timer has moved on from.)
        needsTimeResync = false
        startTime += time - lastTime
        lastTime = time
      }
      step(object, at: time)
    case .finished, .detached:
      return
    }
  }

  /// Starts the animation on its first frame; the concrete kinds override this.
  ///
  /// They read missing values, report the start and write the first value.
  func begin(_ object: Object, at time: Double) {}

  /// Advances the animation to `time` and writes its value; the concrete kinds override this.
  func step(_ object: Object, at time: Double) {}
}
