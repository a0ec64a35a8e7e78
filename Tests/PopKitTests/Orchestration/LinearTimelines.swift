// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

import PopKitTestSupport

@testable import PopKit

/// A linear 0 → 1 timed animation of a box's x over `duration` seconds (≥ 0).
@MainActor
func linearAnimation(_ duration: Double) -> BasicAnimation<Box, Double> {
  BasicAnimation(property: Box.xProperty, from: 0, to: 1, duration: duration, timingCurve: .linear)
}

/// A timeline of one ``linearAnimation(_:)`` entry of `duration` seconds per box, each placed at
/// `position`; O(boxes).
@MainActor
func linearTimeline(of boxes: [Box], duration: Double, at position: Timeline.Position) -> Timeline {
  var timeline = Timeline()
  for box in boxes { timeline.add(linearAnimation(duration), to: box, forKey: "x", at: position) }
  return timeline
}
