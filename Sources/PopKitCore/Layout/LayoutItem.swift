// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One item of a layout motion (its id is kept beside it, so that frames run on concrete
/// types only): its layout frame, the closed-form springs of its frame and
/// opacity (their state at their group's anchor and their rest), and its presented state as of
/// the latest render or update.
///
/// Frames are `[x, y, width, height]`; displacements are from the rest, velocities per second.
struct LayoutItem: Sendable {
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
  init(frame: SIMD4<Double>) {
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

  /// Moves both springs to a render `elapsed` seconds after the group's anchor.
  ///
  /// `now` and `before` are the transitions from the anchor to the render and to a sixtieth of
  /// a second earlier. A spring that rests by pop's rule (its displacement at both instants
  /// within a fifth of its threshold of the rest and of each other; never at the anchor itself)
  /// lands; so does one too wild for doubles, rather than present a non-finite value.
  @inline(__always)
  mutating func advance(now: SpringTransition, before: SpringTransition, elapsed: Double) {
    if frameMoves {
      let displacement = now.displacement(from: self.displacement, velocity: velocity)
      let velocity = now.velocity(from: self.displacement, velocity: self.velocity)
      let tolerance = LayoutItem.frameTolerance
      if !(displacement + velocity).sum().isFinite
        || elapsed > 0 && displacement.maximumMagnitude < tolerance
          && Self.rests(
            displacement,
            earlier: before.displacement(from: self.displacement, velocity: self.velocity),
            within: tolerance)
      {
        frame = target
        frameVelocity = .zero
        frameMoves = false
      } else {
        frame = target + displacement
        frameVelocity = velocity
      }
    }
    if opacityMoves {
      let displacement = now.displacement(from: opacityDisplacement, velocity: opacityVelocity)
      let velocity = now.velocity(from: opacityDisplacement, velocity: opacityVelocity)
      let tolerance = LayoutItem.opacityTolerance
      if !(displacement + velocity).isFinite
        || elapsed > 0 && abs(displacement) < tolerance
          && Self.rests(
            SIMD4(repeating: displacement),
            earlier: SIMD4(
              repeating: before.displacement(from: opacityDisplacement, velocity: opacityVelocity)),
            within: tolerance)
      {
        opacity = opacityTarget
        presentedOpacityVelocity = 0
        opacityMoves = false
      } else {
        opacity = opacityTarget + displacement
        presentedOpacityVelocity = velocity
      }
    }
  }

  /// The frame's threshold, in points.
  static let frameThreshold = 0.5
  /// The opacity's threshold.
  static let opacityThreshold = 0.01
  /// A fifth of the frame's threshold: pop's tolerance.
  static let frameTolerance = frameThreshold / 5
  /// A fifth of the opacity's threshold.
  static let opacityTolerance = opacityThreshold / 5

  /// Whether a displacement and the one a sixtieth of a second earlier are both within
  /// `tolerance` of the rest and of each other.
  @inline(__always)
  static func rests(
    _ displacement: SIMD4<Double>, earlier: SIMD4<Double>, within tolerance: Double
  ) -> Bool {
    displacement.maximumMagnitude < tolerance && earlier.maximumMagnitude < tolerance
      && (displacement - earlier).maximumMagnitude < tolerance
  }
}
