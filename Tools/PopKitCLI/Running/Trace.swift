// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One frame of a run: what the animated value and its velocity were after the frame rendered.
struct TraceFrame: Equatable, Sendable {
  /// The frame number; 0 is the start frame.
  var frame: Int
  /// The frame's time, `frame / fps` seconds.
  var time: Double
  /// The value per component (units), as written to the object.
  var value: [Double]
  /// The velocity per component (units per second); 0 on the frame that finishes.
  var velocity: [Double]
  /// Whether the animation finished on this frame.
  var done: Bool
}

/// A whole run, frame by frame.
struct Trace: Equatable, Sendable {
  /// The frames from the start frame until the animation finished or the frame limit.
  var frames: [TraceFrame]
  /// Where the run ends: the target of a spring or basic animation, the landing place of a
  /// decay (units, per component).
  var target: [Double]

  /// Whether the animation finished within the frame limit.
  var finished: Bool { frames.last?.done ?? false }

  /// The time of the frame that finished the animation, seconds; `nil` if it did not.
  var doneTime: Double? { finished ? frames.last?.time : nil }
}
