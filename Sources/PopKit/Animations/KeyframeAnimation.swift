// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An animation that plays a ``KeyframeTrack`` on a property: linear, cubic and spring
/// segments one after another, continuous in value and velocity.
///
/// ```swift
/// let track = KeyframeTrack(
///   from: 0.0,
///   [
///     .spring(1, spring: .bouncy),
///     .cubic(0.4, duration: 0.3),
///     .linear(0, duration: 0.2),
///   ])
/// animator.add(KeyframeAnimation(property: x, track: track), to: box, forKey: "x")
/// ```
///
/// Each frame writes the track's value at the time since the animation started, so the motion
/// is the same at any frame rate. The run lasts the track's ``KeyframeTrack/duration`` and
/// ends exactly on its last value. ``PropertyAnimation/fromValue`` and the end are the track's
/// first and last values; with ``Animation/autoreverses`` the track plays backwards on the
/// way back.
@MainActor
public final class KeyframeAnimation<Object: AnyObject, Value: AnimatableValue>:
  PropertyAnimation<Object, Value>, AnimationKind, AnimationCallbacks
{
  /// The track the animation plays.
  ///
  /// Setting it while the animation runs plays the new track from its beginning on the next
  /// frame.
  public var track: KeyframeTrack<Value> {
    didSet {
      adoptEnds()
      if phase == .running { startTime = lastTime }
    }
  }

  /// Whether the current run plays the track backwards (the way back of an autoreverse).
  @usableFromInline var playsBackward = false

  /// Creates an animation that plays a track on a property.
  ///
  /// - Parameters:
  ///   - property: The property to animate.
  ///   - track: The track to play.
  @inlinable
  public init(property: AnimatableProperty<Object, Value>, track: KeyframeTrack<Value>) {
    self.track = track
    super.init(
      property: property,
      compiled: PropertyAnimation.compiledKind(of: KeyframeAnimation.self, for: property))
    adoptEnds()
  }

  // MARK: The keyframes' motion

  /// The motion: the track's value and velocity at the run's time (which `elapsed` has already
  /// moved on), read backwards on the way back of an autoreverse.
  @inlinable @inline(__always)
  func motion(after elapsed: Double) -> (value: Components, velocity: Components) {
    let duration = track.duration
    let time = playsBackward ? duration - activeTime : activeTime
    let state = track.state(at: time)
    return (state.value, playsBackward ? -1 * state.velocity : state.velocity)
  }

  /// The done rule: the run is done when the track's duration is up, within a tolerance that
  /// absorbs the rounding of differences of large absolute times.
  @inlinable @inline(__always)
  func isDone(
    written: Components, previous: Components, velocity: Components, elapsed: Double,
    isFirstWrite: Bool, isRounded: Bool
  ) -> Bool {
    activeTime + 1e-9 >= track.duration
  }

  /// How far along the track the run is, by time: 0 at its start, 1 at its end.
  override var physicalProgress: Double {
    let duration = track.duration
    return duration > 0 ? min(max(activeTime / duration, 0), 1) : 1
  }

  override var knownRunDuration: Double? { track.duration }

  override func resolveTarget(_ object: Object) {}

  override func prepareFirstRun() {
    playsBackward = false
    current = from
  }

  override func prepareRepeatedRun() {
    playsBackward = false
    current = from
  }

  override func prepareReversedRun() {
    playsBackward.toggle()
  }

  /// Takes the start and the end from the track.
  @usableFromInline
  func adoptEnds() {
    from = track.value(at: 0).animatableComponents
    to = track.value(at: track.duration).animatableComponents
    flags[.hasFrom] = true
    flags[.hasTo] = true
  }
}
