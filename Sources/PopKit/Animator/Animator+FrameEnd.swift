// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// Something told when the animator's frame being rendered ends: after every animation of the
/// frame list has rendered (a timeline run, whose entries write after its conductor, reports
/// its frame there).
@MainActor
protocol FrameEndListener: AnyObject {
  /// The frame asked for has ended; the animator is still rendering it, so animations added
  /// now start on the next frame.
  func frameDidEnd()
}

extension Animator {
  /// Tells `listener` once, when the frame being rendered ends; nothing between frames.
  ///
  /// - Complexity: O(1) (amortized); the frame's end costs one call per listener.
  func atFrameEnd(_ listener: any FrameEndListener) {
    guard isRendering else { return }
    frameEndListeners.append(listener)
  }

  /// Tells every listener of this frame, in the order they asked, and forgets them; one that
  /// asks again while being told hears of the next frame's end.
  func tellFrameEnd() {
    let listeners = frameEndListeners
    frameEndListeners = []
    for listener in listeners { listener.frameDidEnd() }
  }
}
