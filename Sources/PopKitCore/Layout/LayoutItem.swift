// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One item of a layout motion: its layout frame, the closed-form springs of its frame and
/// opacity (their state at their group's anchor and their rest), and its presented state as of
/// the latest render or update.
///
/// Frames are `[x, y, width, height]`; displacements are from the rest, velocities per second.
struct LayoutItem<ID: Hashable> {
  /// The item's id.
  let id: ID
  /// The latest layout frame given (an exiting item's last one).
  var layoutFrame: SIMD4<Double>
  /// Where the frame's spring rests: the layout frame, or a scale exit's scaled frame.
  var target: SIMD4<Double>
  /// The frame's displacement from `target` at the group's anchor.
  var displacement = SIMD4<Double>()
  /// The frame's velocity at the group's anchor.
  var velocity = SIMD4<Double>()
  /// The presented frame.
  var frame: SIMD4<Double>
  /// The presented frame's velocity.
  var frameVelocity = SIMD4<Double>()
  /// Where the opacity's spring rests: 1, or 0 for an exit.
  var opacityTarget = 1.0
  /// The opacity's displacement from `opacityTarget` at the group's anchor.
  var opacityDisplacement = 0.0
  /// The opacity's velocity at the group's anchor.
  var opacityVelocity = 0.0
  /// The presented opacity (the spring's value, not clamped).
  var opacity = 1.0
  /// The presented opacity's velocity.
  var presentedOpacityVelocity = 0.0
  /// The spring group the item moves in; -1 at rest.
  var group = -1
  /// Whether the frame's spring moves.
  var frameMoves = false
  /// Whether the opacity's spring moves.
  var opacityMoves = false
  /// Whether the item is no longer laid out and is drawn until its opacity rests at 0.
  var isExiting = false
  /// The update that last laid it out.
  var generation: UInt64 = 0

  /// An item at rest at a frame, at opacity 1.
  init(id: ID, frame: SIMD4<Double>) {
    self.id = id
    layoutFrame = frame
    target = frame
    self.frame = frame
  }

  /// Whether either spring moves.
  var moves: Bool { frameMoves || opacityMoves }

  /// Lands both springs at their rests at once.
  mutating func land() {
    frame = target
    frameVelocity = .zero
    opacity = opacityTarget
    presentedOpacityVelocity = 0
    frameMoves = false
    opacityMoves = false
  }
}

extension LayoutItem: Sendable where ID: Sendable {}
