// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Estimates how fast a pointer moves from the positions it reported, to hand a gesture's
/// velocity to a spring or a decay when the finger lifts.
///
/// Feed it every pointer position with the event's own timestamp, then ask for the velocity
/// when the gesture ends:
///
/// ```swift
/// var tracker = VelocityTracker<CGPoint>()
/// for event in dragEvents {  // each with its timestamp, in seconds
///   tracker.add(event.location, at: event.time)
/// }
/// let velocity = tracker.velocity(at: releaseTime)  // points per second
/// let decay = DecayAnimation(property: center)
/// decay.velocity = velocity
/// ```
///
/// Only the recent past counts: at most 20 samples of the last 100 ms before the newest one,
/// back to the first gap of more than 40 ms; a query more than 40 ms after the newest sample
/// gives zero (the pointer stopped before it was let go). Each component is estimated on its
/// own. The tracker is a value of fixed size: ``add(_:at:)`` never allocates.
///
/// - A sample whose time or any component is not finite is ignored; one at the newest
///   sample's time replaces it, and one less than ``minimumSampleInterval`` (0.1 ms) after it
///   is ignored.
/// - A sample earlier than the newest one starts a new stream, forgetting the older ones.
/// - The velocity is always finite and within ±``maximumVelocity`` per component.
///
/// How the estimate is made, and why, is in `docs/design/velocity-tracking.md`.
///
/// - Complexity: ``add(_:at:)`` is O(1); ``velocity(at:)`` is O(20 × components).
public struct VelocityTracker<Value: AnimatableValue>: Sendable {
  /// How a tracker turns its samples into a velocity.
  public enum Strategy: Sendable {
    /// A quadratic least-squares fit of position against time, unweighted, whose slope at the
    /// newest sample is the velocity (Android's LSQ2 and Flutter's tracker). Needs at least 3
    /// samples in the window: with fewer the velocity is zero.
    ///
    /// Exact for motion at constant velocity or constant acceleration.
    case leastSquares

    /// Android's impulse (kinetic energy) strategy: the velocity whose kinetic energy equals
    /// the work the pointer did over the window, `v = sign(W)·√(2|W|)`.
    ///
    /// For the pairs of successive samples in time order, with `v = Δx/Δt` the pair's speed
    /// and `v₋` the velocity of the energy so far, `W += (v − v₋)·|v|`; the first pair's work
    /// is halved (the screen is taken to be moving already). It follows a flick's last moments
    /// more closely than a fit and needs only 2 samples: with 2 it is their difference quotient,
    /// with fewer zero. Exact for motion at constant velocity.
    case impulse
  }

  /// The shortest time between two samples the tracker keeps apart, in seconds: 0.0001.
  ///
  /// 0.1 ms is a tenth of a 1 kHz pointer's interval. A sample less than this after the
  /// newest (less a microsecond, the rounding of timestamps far from zero) is ignored: over so
  /// short a gap a difference quotient measures the clock's rounding, not motion.
  @inlinable public static var minimumSampleInterval: Double { 1e-4 }

  /// The largest velocity component the tracker reports, in units per second: 1e300.
  ///
  /// An estimate beyond it (values near the largest `Double` a tenth of a millisecond apart) is
  /// clamped to it, which leaves room for a spring or decay to scale it without overflowing.
  @inlinable public static var maximumVelocity: Double { 1e300 }

  /// How the velocity is computed from the samples; set when the tracker is made.
  public let strategy: Strategy

  /// The newest samples.
  @usableFromInline var samples = VelocitySampleRing<Value.AnimatableComponents>()

  /// Creates a tracker without samples.
  ///
  /// - Parameter strategy: How the velocity is computed. Default ``Strategy/leastSquares``.
  public init(strategy: Strategy = .leastSquares) {
    self.strategy = strategy
  }

  /// Records where the pointer was at a time.
  ///
  /// Times are in seconds on any clock (an event's timestamp; 0 need not be the gesture's
  /// start) and normally increase from one sample to the next. A sample at the same time as
  /// the newest replaces it; one less than ``minimumSampleInterval`` (0.1 ms) after it is
  /// ignored; an earlier one starts a new stream; one with a time or a component that is not
  /// finite is ignored.
  ///
  /// ```swift
  /// tracker.add(CGPoint(x: 120, y: 48), at: 0.016)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The pointer's value (a position, in your units).
  ///   - time: When it was there, in seconds.
  /// - Complexity: O(1); never allocates.
  @inlinable
  public mutating func add(_ value: Value, at time: Double) {
    samples.add(
      time: time, components: value.animatableComponents,
      minimumInterval: Self.minimumSampleInterval - Self.timeTolerance)
  }

  /// The pointer's velocity at the newest sample, in value units per second.
  ///
  /// `time` does not move the estimate; it only says whether the pointer has stopped: more
  /// than 40 ms after the newest sample (or not a number) the velocity is zero. Without enough
  /// samples in the window (3 for ``Strategy/leastSquares``, 2 for ``Strategy/impulse``) it is
  /// zero too.
  ///
  /// ```swift
  /// let velocity = tracker.velocity(at: releaseTime)  // e.g. CGPoint(x: 1240, y: -310)
  /// ```
  ///
  /// - Parameter time: The time of the query (the release), in seconds on the samples' clock.
  /// - Returns: The velocity of each component, in units per second; always finite and within
  ///   ±``maximumVelocity``.
  @inlinable
  public func velocity(at time: Double) -> Value {
    Value(animatableComponents: estimatedVelocity(at: time))
  }

  /// Forgets every sample, for a new gesture.
  @inlinable
  public mutating func reset() {
    samples.removeAll()
  }
}
