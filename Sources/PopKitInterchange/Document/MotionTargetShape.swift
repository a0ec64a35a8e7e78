// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// The outline a choreography's target is drawn with: a target's `"shape"` in a document.
public enum MotionTargetShape: String, CaseIterable, Sendable {
  /// A rectangle of the target's size, its corners rounded by `cornerRadius` where a track
  /// animates it (the default, left out when written).
  case rectangle
  /// The ellipse inscribed in the target's size (a circle when width and height are equal);
  /// `cornerRadius` does not change it.
  case ellipse
}
