// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// What the inspector's keys set in the shell: whether its panel shows, the slow-motion
/// factor, and the last thing it reported.
///
/// The shell keeps one across scenes: the factor chosen stays when the user changes scene
/// (each scene gets a new animator, which the shell slows down as chosen).
package struct InspectorSettings: Equatable, Sendable {
  /// The slow-motion factors `[` and `]` step through, in order: the animator's
  /// ``PopKit/Animator/durationScale``.
  package static let slowMotionFactors: [Double] = [1, 2, 5, 10]

  /// How many records each scene's ``PopKit/MotionRecorder`` keeps: 32,768.
  ///
  /// They hold 10 s of 53 properties moving on every 60 Hz frame (26 at 120 Hz), one record
  /// per write and one per frame. The terminal's scripted scenes peak at 365 records a second (curves), the
  /// GTK widgets scene runs 17 animations at once (about 1,100 a second at 60 Hz); a scene's
  /// recorder goes away with its animator.
  package static let recorderCapacity = 32_768

  /// How much of the recording `R` writes: the last 10 s of the animator's timebase.
  package static let traceSeconds = 10.0

  /// Whether the panel of running animations shows.
  package var isShowingPanel = false
  /// The index of the slow-motion factor in ``slowMotionFactors``.
  package var slowMotionIndex = 0
  /// The last report, such as where `R` wrote its trace; `nil` until there is one.
  package var status: String?

  /// Creates the settings: panel hidden, normal speed, nothing reported.
  package init() {}

  /// The slow-motion factor: 1 is normal speed, 10 ten times slower.
  package var slowMotion: Double { Self.slowMotionFactors[slowMotionIndex] }

  /// Steps the factor up (slower) or down (back towards normal speed), stopping at the ends.
  ///
  /// - Parameter slower: `true` for the next larger factor, `false` for the next smaller.
  /// - Returns: Whether the factor changed.
  package mutating func stepSlowMotion(slower: Bool) -> Bool {
    let next = slowMotionIndex + (slower ? 1 : -1)
    guard Self.slowMotionFactors.indices.contains(next) else { return false }
    slowMotionIndex = next
    return true
  }
}
