// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A progress (0 to 1) linked to a scroll position: scroll positions and their times in,
/// progress and its velocity out, from any scroll source.
///
/// ```
/// scroll(to:at:)      the source moved (finger, wheel, a fling not yet let go):
///                     the progress follows the position over `range`, exactly or through
///                     a smoothing spring (see ``ScrollScrub``)
/// release(velocity:at:)  the finger or the fling lets go: with a ``ScrollSnap``, the
///                     destination is chosen at that instant from the position and the
///                     velocity, and the snap spring starts then, from the progress and
///                     velocity the motion has at that instant
/// state(at:)          the progress and its velocity at any time, in closed form
/// ```
///
/// A fling that is still coasting when it is released is redirected: the snap spring starts
/// with its velocity. After a release the host stops reporting the positions of the motion it
/// let go (its own fling, or its scroller sent to ``snapPosition``); the next
/// ``scroll(to:at:)`` ends the snap. Times are seconds on one clock, and an event earlier than
/// the one before it counts as at the same instant; numbers that are not finite are ignored.
/// A pure value: O(1) per call (O(points) for a release).
public struct ScrollLink: Sendable {
  /// What the progress is doing.
  public enum Phase: Sendable, Hashable {
    /// Following the scroll position (see ``ScrollLink/scrub``).
    case following
    /// Springing to a snap point, the progress given.
    case snapping(to: Double)
  }

  /// The scroll positions over which the progress goes from 0 to 1; a change applies from the
  /// next scroll event.
  public var range: ScrollRange
  /// How the progress follows the position.
  public var scrub: ScrollScrub
  /// Where a release may snap to; `nil` does not snap (the progress stays with the position).
  public var snap: ScrollSnap?
  /// The latest scroll position reported, `nil` before the first.
  public private(set) var position: Double?
  /// What the progress is doing.
  public private(set) var phase = Phase.following
  /// The motion since the latest event.
  private var motion: ProgressSpring

  /// The fastest progress velocity a release or a smoothing spring starts with, either way:
  /// 1,000,000 progress per second (as `ChoreographyPlayer.maximumReleaseVelocity`).
  public static let maximumVelocity = 1_000_000.0

  /// Creates a link at rest.
  ///
  /// - Parameters:
  ///   - range: The scroll positions at progress 0 and 1.
  ///   - scrub: How the progress follows the position. Default ``ScrollScrub/exact``.
  ///   - snap: Where a release snaps to; default `nil` (no snap).
  ///   - progress: The progress before the first event, held to `0...1`. Default 0.
  public init(
    range: ScrollRange, scrub: ScrollScrub = .exact, snap: ScrollSnap? = nil,
    progress: Double = 0
  ) {
    self.range = range
    self.scrub = scrub
    self.snap = snap
    let start = progress.isFinite ? min(max(progress, 0), 1) : 0
    motion = ProgressSpring(
      progress: start, velocity: 0, target: start, instant: -.infinity, spring: nil)
  }

  /// The progress a snap or a smoothing spring is heading for (the latest position's progress
  /// while following, the snap point while snapping).
  public var target: Double { motion.target }

  /// The scroll position of the snap point while snapping (`nil` otherwise): where a host
  /// sends its scroller when it redirects a coasting fling.
  public var snapPosition: Double? {
    guard case .snapping(let point) = phase else { return nil }
    return range.position(atProgress: point)
  }

  /// The scroll source moved to `position` at `time`: the progress follows it.
  ///
  /// Exact scrubbing jumps to the position's progress; smoothed scrubbing re-aims its spring
  /// at it from the value and velocity the spring has at `time`. Ends a snap.
  ///
  /// - Parameters:
  ///   - position: The scroll position, in the range's units.
  ///   - time: The event's time, in seconds.
  public mutating func scroll(to position: Double, at time: Double) {
    guard position.isFinite, time.isFinite else { return }
    let instant = max(time, motion.instant)
    let target = range.progress(atPosition: position)
    self.position = position
    phase = .following
    switch scrub {
    case .exact:
      motion = ProgressSpring(
        progress: target, velocity: 0, target: target, instant: instant, spring: nil)
    case .smoothed(let spring):
      let now = motion.state(at: instant)
      motion = ProgressSpring(
        progress: now.progress, velocity: now.velocity, target: target, instant: instant,
        spring: spring)
    }
  }

  /// The finger or the fling lets go at `time`, the scroll moving at `velocity`: with a
  /// ``snap``, chooses the snap point and starts its spring at that instant.
  ///
  /// The point is the one nearest the projection of the latest position's progress (not held
  /// to `0...1`) at the scroll's progress velocity (``ScrollSnap/destination(fromProgress:velocity:)``).
  /// The spring starts from the progress and velocity at `time`: for exact scrubbing the
  /// position's progress and the scroll's progress velocity (0 where the position is outside
  /// the range), for smoothed scrubbing or a snap under way, the spring's own.
  ///
  /// - Parameters:
  ///   - velocity: The scroll position's velocity at the release, in units per second (from a
  ///     velocity tracker of the positions); its progress velocity is held to
  ///     ±``maximumVelocity``.
  ///   - time: The release's time, in seconds.
  /// - Returns: The snap point, or `nil` when nothing snaps (no ``snap``, no points, no
  ///   position yet, or a number that is not finite).
  @discardableResult
  public mutating func release(velocity: Double, at time: Double) -> Double? {
    guard velocity.isFinite, time.isFinite, let snap, let position else { return nil }
    let instant = max(time, motion.instant)
    let limit = ScrollLink.maximumVelocity
    let progressVelocity = min(
      max(range.progressVelocity(fromScrollVelocity: velocity), -limit), limit)
    let unclamped = range.unclampedProgress(atPosition: position)
    guard let point = snap.destination(fromProgress: unclamped, velocity: progressVelocity)
    else { return nil }
    var start = motion.state(at: instant)
    if case .exact = scrub, phase == .following {
      let inside = unclamped >= 0 && unclamped <= 1
      start = (range.progress(atPosition: position), inside ? progressVelocity : 0)
    }
    motion = ProgressSpring(
      progress: start.progress, velocity: start.velocity, target: point, instant: instant,
      spring: snap.spring)
    phase = .snapping(to: point)
    return point
  }

  /// The progress and its velocity (progress per second) at `time`.
  ///
  /// Before the latest event, its state at that event. O(1).
  ///
  /// - Parameter time: Seconds on the events' clock.
  /// - Returns: The progress (within `0...1` but for a bouncy spring's overshoot) and its
  ///   velocity.
  public func state(at time: Double) -> (progress: Double, velocity: Double) {
    motion.state(at: time)
  }
}

/// A progress springing from a state at an instant toward a target, in closed form; without a
/// spring, resting at the target.
struct ProgressSpring: Sendable {
  /// The progress at the instant.
  var progress: Double
  /// Its velocity at the instant, progress per second.
  var velocity: Double
  /// Where it springs to.
  var target: Double
  /// When the spring starts, in seconds.
  var instant: Double
  /// The spring; `nil` for a progress at rest on its target.
  var spring: Spring?

  /// The state at `time`.
  ///
  /// An earlier time than the instant gives the state at the instant. O(1).
  func state(at time: Double) -> (progress: Double, velocity: Double) {
    guard let spring else { return (target, 0) }
    let elapsed = time - instant
    guard elapsed.isFinite else { return elapsed > 0 ? (target, 0) : (progress, velocity) }
    let transition = spring.transition(over: max(elapsed, 0))
    let displacement = progress - target
    return (
      target + transition.displacement(from: displacement, velocity: velocity),
      transition.velocity(from: displacement, velocity: velocity)
    )
  }
}
