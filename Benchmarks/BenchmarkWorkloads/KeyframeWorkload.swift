// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The tracks of `keyframe-animator` and `choreography-player`: track `i` has five segments,
/// a linear one, two cubic ones, a spring and an eased linear one, 2.1 s in all, so that the
/// 120 frames at 1/60 s (0 to 1.983 s) pass through all five and none ends.
public enum KeyframeWorkload {
  /// The length of every track, in seconds.
  public static let duration = 2.1

  /// Track `i`: scaled by `1 + (i mod 7)`, its spring of tension `300 + (i mod 50)`.
  ///
  /// - Parameter index: The track's index, `>= 0`.
  /// - Returns: A track of five segments lasting ``duration``.
  public static func track(_ index: Int) -> KeyframeTrack<Double> {
    let scale = 1 + Double(index % 7)
    let spring = Spring(tension: 300 + Double(index % 50), friction: 20, mass: 1)
    return KeyframeTrack(
      from: 0,
      [
        .linear(scale, duration: 0.35),
        .cubic(0.5 * scale, duration: 0.4),
        .spring(1.5 * scale, duration: 0.45, spring: spring),
        .cubic(0.25 * scale, duration: 0.4),
        .linear(scale, duration: 0.5, timingCurve: .easeOut),
      ])
  }
}
