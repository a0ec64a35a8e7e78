// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Start delays that ripple through a group of animations: motion's (framer-motion's)
/// `stagger` rule.
///
/// The animation at index `k` of `n` waits `interval · |k − origin|` seconds, where the origin
/// is the index the ripple starts from: 0 for ``Origin/first``, `n − 1` for ``Origin/last``,
/// `(n − 1) / 2` for ``Origin/center`` (between two indices when `n` is even), or a given index.
///
/// With a timing curve the delays are eased over the span `n · interval` (motion's rule: `n`,
/// not `n − 1`): a delay `d` becomes `timingCurve.value(at: d / (n · interval)) · n · interval`.
///
/// ```swift
/// print(Stagger(interval: 0.1, from: .center).delays(count: 5))  // [0.2, 0.1, 0, 0.1, 0.2]
/// print(Stagger(interval: 0.1, from: .last).delays(count: 3))  // [0.2, 0.1, 0]
/// ```
public struct Stagger: Sendable, Hashable {
  /// Where the ripple starts: the index whose delay is 0.
  public enum Origin: Sendable, Hashable {
    /// The first index, 0: delays grow with the index.
    case first
    /// The last index, `n − 1`: delays shrink with the index.
    case last
    /// The middle, `(n − 1) / 2`: for an even count the two middle indices both wait half an
    /// interval.
    case center
    /// A given index; one outside `0..<n` is clamped into it (a negative index counts as 0,
    /// a large one as `n − 1`), so one stagger serves groups of any size.
    case index(Int)
  }

  /// The delay between neighbouring indices, in seconds; finite and `>= 0`.
  public let interval: Double
  /// The index the ripple starts from.
  public let origin: Origin
  /// The curve that eases the delays over `n · interval`, or `nil` for evenly spaced delays.
  public let timingCurve: TimingCurve?

  /// Creates a stagger.
  ///
  /// - Parameters:
  ///   - interval: The delay between neighbouring indices, in seconds; finite and `>= 0`.
  ///     An invalid interval stops the program.
  ///   - from: The index whose delay is 0. Default ``Origin/first``.
  ///   - timingCurve: A curve that eases the delays, or `nil` (the default) for even
  ///     spacing.
  public init(interval: Double, from: Origin = .first, timingCurve: TimingCurve? = nil) {
    checkParameter(
      interval.isFinite && interval >= 0, "Stagger.interval", interval,
      allowed: "finite and >= 0")
    self.interval = interval
    self.origin = from
    self.timingCurve = timingCurve
  }

  /// The origin's position for a group of `count`, as a possibly fractional index.
  func originIndex(count: Int) -> Double {
    switch origin {
    case .first: 0
    case .last: Double(count - 1)
    case .center: Double(count - 1) / 2
    case .index(let index): Double(min(max(index, 0), count - 1))
    }
  }

  /// The start delays of a group, in seconds, one per index.
  ///
  /// Every delay is finite: the span `count · interval`, times the curve's reach when there is
  /// a curve (the largest of 1, `|y1|` and `|y2|`: its values stay within that), must be a
  /// finite `Double`. A count for which it is not (3 with an interval of 1e308 s) stops the
  /// program, with a message giving the largest count allowed.
  ///
  /// - Parameter count: The number of animations in the group; `>= 0`, and small enough that
  ///   the delays are finite. An invalid count stops the program.
  /// - Returns: `count` delays in seconds; `[]` for a count of 0.
  /// - Complexity: O(`count`).
  public func delays(count: Int) -> [Double] {
    checkParameter(count >= 0, "Stagger.delays count", Double(count), allowed: ">= 0")
    guard count > 0 else { return [] }
    let span = Double(count) * interval
    let reach = timingCurve?.magnitudeBound ?? 1
    if span != 0 && !(span * reach).isFinite {
      let perIndex = interval * reach
      let limit = perIndex.isFinite ? (Double.greatestFiniteMagnitude / perIndex).rounded(.down) : 0
      checkParameter(
        false, "Stagger.delays count", Double(count),
        allowed: "at most \(limit) for an interval of \(interval) s"
          + (reach > 1 ? " and a curve reaching \(reach)" : "") + " (the delays must be finite)")
    }
    let origin = originIndex(count: count)
    return (0..<count).map { index in
      let steps = abs(Double(index) - origin)
      guard let curve = timingCurve, span > 0 else { return interval * steps }
      // The fraction of the span from the indices, exact even for a subnormal interval.
      return curve.value(at: steps / Double(count)) * span
    }
  }
}

extension Stagger {
  /// The curve that eases the delays, under its label from before `timingCurve:` was the one
  /// label of a timed curve.
  @available(*, deprecated, renamed: "timingCurve")
  public var curve: TimingCurve? { timingCurve }

  /// Creates a stagger, with the curve under its former label.
  @available(*, deprecated, renamed: "init(interval:from:timingCurve:)")
  public init(interval: Double, from: Origin = .first, curve: TimingCurve?) {
    self.init(interval: interval, from: from, timingCurve: curve)
  }
}
