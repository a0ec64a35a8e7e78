import PopKit

/// The demo without a terminal: a scene run by its script on an animator driven by hand, its
/// frames printed as plain text.
///
/// Frame `i` is rendered at exactly `i / framesPerSecond` seconds; the script's keys for that
/// time are pressed just before, so the same arguments always give the same text.
@MainActor
enum DemoFrames {
  /// Renders frames of a scene as plain text.
  ///
  /// - Parameters:
  ///   - index: The scene's index in ``DemoGallery/sceneTypes``.
  ///   - frames: How many frames, from time 0.
  ///   - framesPerSecond: The frame rate.
  ///   - width: The frame width, in columns.
  ///   - height: The frame height, in rows.
  /// - Returns: Each frame after a line `--- frame I (T s) ---`, its rows without trailing
  ///   spaces.
  static func render(
    sceneAt index: Int, frames: Int, framesPerSecond: Double, width: Int, height: Int
  ) -> String {
    let gallery = DemoGallery(startingAt: index) { Animator() }
    let script = DemoGallery.sceneTypes[index].script.sorted { $0.time < $1.time }
    var next = 0
    var output = ""
    for frame in 0..<frames {
      let time = Double(frame) / framesPerSecond
      while next < script.count, script[next].time <= time + 1e-9 {
        _ = gallery.handle(script[next].key, at: time)
        next += 1
      }
      gallery.animator.render(at: time)
      var canvas = TerminalCanvas(width: width, height: height)
      gallery.render(into: &canvas)
      output += "--- frame \(frame) (\(DemoText.fixed(time, 3)) s) ---\n"
      output += canvas.plainText + "\n"
    }
    return output
  }
}
