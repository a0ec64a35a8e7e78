// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// How a scroll-linked progress follows the scroll position while the scroll is held or
/// moving.
public enum ScrollScrub: Sendable, Hashable {
  /// The progress is the position's progress at every scroll event (CSS scroll-driven
  /// animations).
  case exact
  /// The progress springs toward the position's progress: at each scroll event the spring
  /// takes the new target from the value and velocity it has at that instant, so its velocity
  /// never jumps. A critically damped spring (`Spring.smooth(duration: d)`) trails a steady
  /// scroll by about `d / π` seconds plus half the time between events.
  case smoothed(Spring)
}
