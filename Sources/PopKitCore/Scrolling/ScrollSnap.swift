// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Where a scroll-linked progress may come to rest when the scroll is let go, and how it gets
/// there: the progress values to snap to, the decay whose projection picks one, and the spring
/// that carries the progress to it.
///
/// At the release the destination is the point nearest to where a fling of the progress left
/// to ``decay`` would rest, `progress − velocity / decay.rate`
/// (``Decay/snapTarget(from:velocity:candidates:)``), decided at that instant: nothing waits
/// for the scroll to stop.
public struct ScrollSnap: Sendable, Hashable {
  /// The progress values the motion may rest at, each in `0...1`.
  public var points: [Double]
  /// The spring that carries the progress to the chosen point (on progress, 0 to 1).
  public var spring: Spring
  /// The decay whose projection of the release's position and velocity picks the point.
  public var decay: Decay

  /// Snaps to the given progress values.
  ///
  /// - Parameters:
  ///   - points: Progress values; each is held to `0...1`, and those that are not finite are
  ///     dropped. With none left the motion does not snap.
  ///   - spring: The snap's spring on progress. Default ``Spring/smooth``.
  ///   - decay: The projection's decay. Default `Decay()` (0.998 per millisecond).
  public init(progress points: [Double], spring: Spring = .smooth, decay: Decay = Decay()) {
    self.points = points.compactMap { $0.isFinite ? min(max($0, 0), 1) : nil }
    self.spring = spring
    self.decay = decay
  }

  /// Snaps to every `1/count` of the progress: `0, 1/count, …, 1`.
  ///
  /// - Parameters:
  ///   - count: The number of steps, in `1...10_000` (anything else stops the program with a
  ///     message).
  ///   - spring: The snap's spring on progress. Default ``Spring/smooth``.
  ///   - decay: The projection's decay. Default `Decay()`.
  /// - Returns: The snap, with `count + 1` points.
  public static func every(
    _ count: Int, spring: Spring = .smooth, decay: Decay = Decay()
  ) -> ScrollSnap {
    checkParameter(
      count >= 1 && count <= 10_000, "ScrollSnap.every count", Double(count),
      allowed: "in 1...10000")
    let points = (0...count).map { Double($0) / Double(count) }
    return ScrollSnap(progress: points, spring: spring, decay: decay)
  }

  /// The point a release at `progress` moving at `velocity` snaps to: the one nearest the
  /// decay's projection (a tie goes to the earlier point in ``points``).
  ///
  /// - Parameters:
  ///   - progress: The progress at the release (not held to `0...1`).
  ///   - velocity: Its velocity, in progress per second.
  /// - Returns: One of ``points``, or `nil` when there are none. O(points).
  public func destination(fromProgress progress: Double, velocity: Double) -> Double? {
    guard !points.isEmpty else { return nil }
    return decay.snapTarget(from: progress, velocity: velocity, candidates: points)
  }
}
