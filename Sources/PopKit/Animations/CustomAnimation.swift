// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An animation whose every frame is a closure you write (pop's `POPCustomAnimation`).
///
/// The closure receives the object and the animation, does anything it likes, and returns
/// whether to keep going:
///
/// ```swift
/// let drift = CustomAnimation<Box> { box, animation in
///   box.x += 10 * animation.elapsedTime  // 10 units per second
///   return box.x < 100  // false = finished
/// }
/// animator.add(drift, to: box)
/// ```
///
/// The closure runs on the start frame (with ``elapsedTime`` 0) and on every frame after.
@MainActor
public final class CustomAnimation<Object: AnyObject>: ObjectAnimation<Object>,
  AnimationCallbacks
{
  /// The per-frame closure: returns `true` to keep going, `false` to finish.
  public let body: (Object, CustomAnimation<Object>) -> Bool

  /// This frame's time on the animator's timebase, in seconds.
  public private(set) var currentTime = 0.0

  /// Seconds since the previous frame; 0 on the first frame.
  public private(set) var elapsedTime = 0.0

  /// Creates a custom animation.
  ///
  /// - Parameter body: Called every frame with the object and the animation; returns `true`
  ///   to keep going and `false` to finish.
  public init(_ body: @escaping (Object, CustomAnimation<Object>) -> Bool) {
    self.body = body
  }

  override func startRun(_ object: Object, at time: Double) {
    let generation = self.generation
    // 0 unless the run started at a past instant.
    elapsedTime = time - lastTime
    lastTime = time
    currentTime = time
    emitStart()
    guard isStillCurrent(generation) else { return }
    run(object)
  }

  override func advanceRun(_ object: Object, to time: Double) {
    elapsedTime = time - lastTime
    lastTime = time
    currentTime = time
    run(object)
  }

  /// What ``Animator/runningAnimations`` lists for it instead of a plain custom animation (a
  /// timeline run's conductor lists the run); `nil` for the plain entry.
  var inspector: (@MainActor () -> RunningAnimation?)?

  override func inspection() -> RunningAnimation? {
    guard phase == .running || phase == .waiting else { return nil }
    if let inspector { return inspector() }
    return RunningAnimation(
      key: registeredKey, objectType: "\(Object.self)", property: nil, kind: .custom,
      isPaused: isPaused, isWaiting: phase == .waiting)
  }

  /// A custom animation's end is whatever its closure decides, so no run finishes at once: a
  /// zero duration scale or reduced motion leaves it running.
  override func finishRunAtOnce(_ object: Object) -> Bool { false }

  private func run(_ object: Object) {
    let generation = self.generation
    let keepGoing = body(object, self)
    guard isStillCurrent(generation) else { return }
    emitApply()
    guard isStillCurrent(generation) else { return }
    emitPendingUpdate()
    guard isStillCurrent(generation), !keepGoing else { return }
    phase = .finished
    if removedOnCompletion { animator?.detach(self) }
    emitStop(finished: true)
  }
}
