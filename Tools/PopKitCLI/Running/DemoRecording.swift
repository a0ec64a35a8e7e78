// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos

/// A demo's script played headlessly on an animator driven by hand, with a ``MotionRecorder``
/// attached: what `popkit record` writes.
///
/// Frame `i` is rendered at exactly `i / framesPerSecond` seconds, the script's keys due by
/// then pressed just before, as `popkit demo --frames` plays it. Each time the script has
/// played out and the scene has come to rest, it plays again from that frame, so a long
/// recording keeps moving.
@MainActor
enum DemoRecording {
  /// Records a scene for a number of frames.
  ///
  /// - Parameters:
  ///   - index: The scene's index in ``DemoGallery/sceneTypes``.
  ///   - frames: How many frames, from time 0.
  ///   - framesPerSecond: The frame rate.
  /// - Returns: The recorder, holding every frame's records, and how often the script played.
  static func record(sceneAt index: Int, frames: Int, framesPerSecond: Double) -> (
    recorder: MotionRecorder, plays: Int
  ) {
    let recorder = MotionRecorder(capacity: capacity(frames: frames))
    let gallery = DemoGallery(startingAt: index) {
      let animator = Animator()
      animator.recorder = recorder
      return animator
    }
    let keys = gallery.sceneType.script
    let lastKey = keys.map(\.time).max() ?? 0
    var start = 0.0
    var plays = 1
    var script = ScriptPlayer(keys)
    for frame in 0..<frames {
      let time = Double(frame) / framesPerSecond
      if time > start + lastKey, !gallery.animator.hasActiveAnimations {
        start = time
        plays += 1
        script = ScriptPlayer(keys.map { ScriptedKey($0.time + time, $0.key) })
      }
      gallery.play(&script, dueBy: time + 1e-9, at: time)
      gallery.animator.render(at: time)
    }
    return (recorder, plays)
  }

  /// Records enough for every frame of the busiest demo: a frame record and up to 31 writes
  /// per frame (the menu writes 15, the sheet 4).
  static func capacity(frames: Int) -> Int { max(frames, 1) * 32 + 1024 }
}
