// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit

/// The keyframes demo: a box that plays a keyframe track of linear, cubic and spring segments.
///
/// The model both galleries draw, with the segment playing, the value and the velocity. A play
/// starts the track from its start, even mid-flight; the track ends where it starts, so a
/// replay from rest begins without a jump.
@MainActor
package final class KeyframesDemo {
  /// The animated object: a position from 0 (left) to 1 (right).
  @MainActor
  package final class Box {
    /// The position; the spring segment may overshoot past 1.
    package var x = 0.0
  }

  /// The box's position.
  package static let position = AnimatableProperty<Box, Double>(
    name: "x", threshold: 0.001, read: { $0.x }, write: { $0.x = $1 })

  /// The track's segments, with the words the readout names them by.
  package static let segments: [(label: String, keyframe: Keyframe<Double>)] = [
    ("linear → 0.30 in 0.4 s", .linear(0.3, duration: 0.4)),
    ("cubic → 0.70 in 0.35 s", .cubic(0.7, duration: 0.35)),
    ("cubic → 0.50 in 0.3 s", .cubic(0.5, duration: 0.3)),
    ("spring → 1 (settles)", .spring(1, spring: Spring(bounciness: 12, speed: 10))),
    ("linear → 0 in 0.6 s, easeInEaseOut", .linear(0, duration: 0.6, timingCurve: .easeInEaseOut)),
  ]

  /// The track the box plays.
  package static let track = KeyframeTrack(from: 0.0, segments.map(\.keyframe))

  /// The time each segment begins at, seconds, and the track's end last.
  package static let keyTimes: [Double] = (0...segments.count).map { count in
    KeyframeTrack(from: 0.0, segments.prefix(count).map(\.keyframe)).duration
  }

  /// The index of the segment playing at a time along the track.
  ///
  /// - Parameter time: Seconds along the track.
  /// - Returns: The index in ``segments``; the last one at the end.
  package static func segmentIndex(at time: Double) -> Int {
    keyTimes.dropLast().lastIndex { $0 <= time } ?? 0
  }

  /// Where a segment goes: the value it ends on.
  ///
  /// - Parameter index: The segment's index in ``segments``.
  /// - Returns: Its target value.
  package static func target(ofSegment index: Int) -> Double {
    switch segments[index].keyframe {
    case .linear(let value, _, _), .cubic(let value, _, _, _), .spring(let value, _, _, _),
      .move(let value):
      value
    }
  }

  /// The animator that plays the track.
  package let animator: Animator
  /// The box.
  package let box = Box()
  /// How many times the track was played.
  package private(set) var plays = 0

  /// Creates the box at rest at 0.
  ///
  /// - Parameter animator: The animator that plays the track.
  package init(animator: Animator) {
    self.animator = animator
  }

  /// The keyframe animation while it runs.
  package var running: KeyframeAnimation<Box, Double>? {
    animator.animation(forKey: "x", of: box, as: KeyframeAnimation<Box, Double>.self)
  }

  /// Whether the track is playing.
  package var isPlaying: Bool { running?.isRunning == true }

  /// The time along the track: 0 before the first play, the track's duration once it ended.
  package var trackTime: Double {
    let track = KeyframesDemo.track
    if let running, running.isRunning { return running.progress * track.duration }
    return plays == 0 ? 0 : track.duration
  }

  /// The box's velocity: the track's at ``trackTime`` while playing, 0 at rest.
  package var velocity: Double { isPlaying ? KeyframesDemo.track.velocity(at: trackTime) : 0 }

  /// Plays the track from its start, replacing a play in progress.
  package func play() {
    plays += 1
    let play = KeyframeAnimation(property: KeyframesDemo.position, track: KeyframesDemo.track)
    animator.add(play, to: box, forKey: "x")
  }
}

extension KeyframesDemo: Demo {
  /// The name in the tabs and on the command line.
  package static let name = "keyframes"
  /// The line under the tabs.
  package static let summary =
    "A box on a keyframe track: linear, cubic and spring segments in a row."
  /// The demo's keys and their help.
  package static let keys = DemoKeys<KeyframesDemo>(
    hints: [KeyHint("space", "play/replay")],
    [
      .on(.space, .enter) { $0.play() }
    ])
}
