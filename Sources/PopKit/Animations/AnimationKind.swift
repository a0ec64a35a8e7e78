// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// What a kind of property animation defines, once: its motion and its done rule.
///
/// A kind is a final subclass of ``PropertyAnimation`` that conforms to this protocol; the
/// compiler then holds it to both requirements, and its initializer can compile its frame
/// (`PropertyAnimation.compiledKind(of:for:constant:)` takes only a kind). Everything else of
/// a run (starting, clamping, rounding, callbacks, repeating, finishing at once) is the base's.
/// See the "Adding an animation kind" article.
@MainActor
@usableFromInline
protocol AnimationKind: AnyObject {
  /// The animated object's type.
  associatedtype Object: AnyObject
  /// The animated value's type.
  associatedtype Value: AnimatableValue

  /// The kind's motion: the value and velocity `elapsed` seconds (`>= 0`) after the current ones.
  ///
  /// It reads the running state and the kind's own parameters (the time since the run started
  /// is already `activeTime`) and changes nothing: the frame stores what it returns once the
  /// numbers are known to be finite. Both paths of a frame call it.
  func motion(after elapsed: Double) -> (
    value: Value.AnimatableComponents, velocity: Value.AnimatableComponents
  )

  /// The kind's done rule: whether the run is done once `written` is written.
  ///
  /// - Parameters:
  ///   - written: The value about to be written (clamped and rounded, before additive
  ///     composition).
  ///   - previous: The value written on the frame before, unless `isFirstWrite`.
  ///   - velocity: The velocity at `written`, in units per second.
  ///   - elapsed: The seconds since the frame before (in animation time).
  ///   - isFirstWrite: Whether this is the run's first write.
  ///   - isRounded: Whether values are rounded (`roundingFactor` is not 0).
  /// - Returns: Whether the run is done.
  func isDone(
    written: Value.AnimatableComponents, previous: Value.AnimatableComponents,
    velocity: Value.AnimatableComponents, elapsed: Double, isFirstWrite: Bool, isRounded: Bool
  ) -> Bool

  /// The done rule as the frame asks it, with the velocity of the frame before as well (at
  /// `previous`, unless `isFirstWrite`); by default the rule above, which does not need it.
  ///
  /// A kind whose rule looks back in time implements this one (springs on short frames, whose
  /// rule runs the frame before back to a 60 Hz instant).
  func isDone(
    written: Value.AnimatableComponents, previous: Value.AnimatableComponents,
    velocity: Value.AnimatableComponents, previousVelocity: Value.AnimatableComponents,
    elapsed: Double, isFirstWrite: Bool, isRounded: Bool
  ) -> Bool
}

extension AnimationKind {
  /// The done rule without the velocity of the frame before: the kind's own rule.
  @inlinable @inline(__always)
  func isDone(
    written: Value.AnimatableComponents, previous: Value.AnimatableComponents,
    velocity: Value.AnimatableComponents, previousVelocity: Value.AnimatableComponents,
    elapsed: Double, isFirstWrite: Bool, isRounded: Bool
  ) -> Bool {
    isDone(
      written: written, previous: previous, velocity: velocity, elapsed: elapsed,
      isFirstWrite: isFirstWrite, isRounded: isRounded)
  }
}
