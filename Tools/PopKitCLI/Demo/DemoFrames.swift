// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKit
import PopKitDemos

/// The demo without a terminal: a scene run by its script on an animator driven by hand, its
/// frames written as plain text.
///
/// Frame `i` is rendered at exactly `i / framesPerSecond` seconds; the script's keys for that
/// time are pressed just before, so the same arguments always give the same text.
@MainActor
enum DemoFrames {
  /// Writes frames of a scene as plain text.
  ///
  /// - Parameters:
  ///   - index: The scene's index in ``DemoGallery/sceneTypes``.
  ///   - frames: How many frames, from time 0.
  ///   - framesPerSecond: The frame rate.
  ///   - width: The frame width, in columns.
  ///   - height: The frame height, in rows.
  ///   - inspector: Whether the inspector's panel shows (`i` pressed at 0 s, before the
  ///     script).
  /// - Returns: Each frame after a line `--- frame I (T s) ---`, its rows without trailing
  ///   spaces.
  static func text(
    sceneAt index: Int, frames: Int, framesPerSecond: Double, width: Int, height: Int,
    inspector: Bool = false
  ) -> String {
    let gallery = DemoGallery(startingAt: index) { Animator() }
    gallery.frameInterval = 1 / framesPerSecond
    let opening = inspector ? [ScriptedKey(0, .character("i"))] : []
    var script = ScriptPlayer(opening + gallery.sceneType.script)
    var output = ""
    for frame in 0..<frames {
      let time = Double(frame) / framesPerSecond
      gallery.play(&script, dueBy: time + 1e-9, at: time)
      gallery.animator.render(at: time)
      var canvas = TerminalCanvas(width: width, height: height)
      gallery.draw(into: &canvas)
      output += "--- frame \(frame) (\(NumberText.fixed(time, 3)) s) ---\n"
      output += canvas.plainText + "\n"
    }
    return output
  }
}
