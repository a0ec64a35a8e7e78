// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// The tracks' `curve:` label, from before `timingCurve:` was the one label of a timed curve
// across PopKit (as on `BasicAnimation`, `NumberCounter` and SwiftUI's `LinearKeyframe`).

extension Keyframe {
  /// Moves from the previous value to `value` in `duration` seconds along a timing curve.
  @available(*, deprecated, renamed: "linear(_:duration:timingCurve:)")
  public static func linear(_ value: Value, duration: Double, curve: TimingCurve) -> Self {
    .linear(value, duration: duration, timingCurve: curve)
  }
}

extension PathTrack {
  /// How the fraction of the path's length covered follows the fraction of the duration.
  @available(*, deprecated, renamed: "timingCurve")
  public var curve: TimingCurve { timingCurve }

  /// Creates a track along a path.
  @available(*, deprecated, renamed: "init(along:duration:timingCurve:)")
  public init(along path: MotionPath, duration: Double, curve: TimingCurve) {
    self.init(along: path, duration: duration, timingCurve: curve)
  }
}

extension PathOrientationTrack {
  /// How the fraction of the path's length covered follows the fraction of the duration.
  @available(*, deprecated, renamed: "timingCurve")
  public var curve: TimingCurve { timingCurve }

  /// Creates the orientation track of a path track.
  @available(*, deprecated, renamed: "init(path:duration:timingCurve:)")
  public init(path: MotionPath, duration: Double, curve: TimingCurve) {
    self.init(path: path, duration: duration, timingCurve: curve)
  }
}
