// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The stretch of a scroll position over which a scroll-linked motion goes from progress 0 to
/// progress 1: the `scroll()` or `view()` timeline of CSS Scroll-driven Animations, in scroll
/// offsets.
///
/// Progress is linear in the position, `(position − start) / (end − start)`, held to `0...1`
/// outside the range. `end` may lie before `start` (the progress then grows as the position
/// falls). A range of no length is a step at `start`: progress 0 before it, 1 from it on (CSS
/// Scroll-driven Animations §3.2 gives a timeline of no length no progress; a step keeps the
/// motion defined either side).
public struct ScrollRange: Sendable, Hashable {
  /// The scroll position at progress 0, in the scroll source's units (points, pixels).
  public var start: Double
  /// The scroll position at progress 1, in the same units.
  public var end: Double

  /// Creates a range from the positions at progress 0 and 1.
  ///
  /// - Parameters:
  ///   - start: The scroll position at progress 0; finite.
  ///   - end: The scroll position at progress 1; finite, before or after `start`.
  ///
  /// A position that is not finite stops the program with a message naming it.
  public init(start: Double, end: Double) {
    checkParameter(start.isFinite, "ScrollRange.start", start, allowed: "finite")
    checkParameter(end.isFinite, "ScrollRange.end", end, allowed: "finite")
    self.start = start
    self.end = end
  }

  /// `end − start`: the scroll distance from progress 0 to 1 (negative for a reversed range).
  public var length: Double { end - start }

  /// The progress at a scroll position, held to `0...1`.
  ///
  /// - Parameter position: A scroll position, in the source's units; one that is not finite
  ///   gives the progress of the nearer infinite end (NaN gives 0).
  /// - Returns: A progress in `0...1`. O(1).
  public func progress(atPosition position: Double) -> Double {
    min(max(unclampedProgress(atPosition: position), 0), 1)
  }

  /// The progress at a scroll position, not held to `0...1`: beyond the range it goes on
  /// linearly (used to project a fling).
  ///
  /// - Parameter position: A scroll position, in the source's units.
  /// - Returns: The progress; for a range of no length, 0 before `start` and 1 from it on. O(1).
  public func unclampedProgress(atPosition position: Double) -> Double {
    let length = self.length
    guard length != 0 else { return position >= start ? 1 : 0 }
    let progress = (position - start) / length
    return progress.isNaN ? 0 : progress
  }

  /// The scroll position at a progress: `start + progress · (end − start)`.
  ///
  /// - Parameter progress: A progress (0 at ``start``, 1 at ``end``; beyond them linearly).
  /// - Returns: The position, in the source's units. O(1).
  public func position(atProgress progress: Double) -> Double {
    start + progress * length
  }

  /// A scroll velocity as a progress velocity: `velocity / (end − start)`; 0 for a range of no
  /// length or a velocity that is not finite.
  ///
  /// - Parameter velocity: The scroll position's velocity, in the source's units per second.
  /// - Returns: Progress per second. O(1).
  public func progressVelocity(fromScrollVelocity velocity: Double) -> Double {
    let length = self.length
    guard length != 0, velocity.isFinite else { return 0 }
    return velocity / length
  }
}
