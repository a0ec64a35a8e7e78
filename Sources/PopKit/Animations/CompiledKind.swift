// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// One animation kind's code compiled for one property's object and value types, and shared by
/// every animation of that kind on that property: its fast path, its motion and its done rule.
///
/// A generic class's methods run unspecialized, with the value's arithmetic behind witness
/// tables (about ten times the instructions of a spring's frame). So each kind compiles its
/// code in its `@inlinable` initializer (``PropertyAnimation/compiledKind(of:for:constant:)``),
/// where the caller's concrete types are known, and the property keeps it for the kind's later
/// animations. Speed therefore depends on where the first animation of a kind on a property
/// was created, not on where the property was made.
///
/// The property (its ``AnimatableProperty/Storage/companions``) owns the compiled kinds; each
/// animation of the property owns the property's storage (``PropertyHold``), so the compiled
/// kind it refers to lives as long as the animation.
@MainActor
@usableFromInline
final class CompiledKind<Object: AnyObject, Value: AnimatableValue> {
  @usableFromInline typealias Components = Value.AnimatableComponents

  /// The fast path of one frame: advances an animation by `elapsed` seconds and writes its
  /// value.
  ///
  /// `elapsed` is 0 on a start frame unless the run started at a past instant. It tells what
  /// happened, and is only ever called with animations of the kind it was compiled for.
  @usableFromInline
  typealias FastPath =
    @MainActor (
      _ animation: PropertyAnimation<Object, Value>, _ object: Object, _ elapsed: Double
    ) -> FrameOutcome

  /// The kind's motion (``AnimationKind/motion(after:)``), for the general path.
  @usableFromInline
  typealias Motion =
    @MainActor (_ animation: PropertyAnimation<Object, Value>, _ elapsed: Double) -> (
      value: Components, velocity: Components
    )

  /// The kind's done rule (``AnimationKind/isDone(written:previous:velocity:previousVelocity:elapsed:isFirstWrite:isRounded:)``),
  /// for the general path.
  @usableFromInline
  typealias DoneRule =
    @MainActor (
      _ animation: PropertyAnimation<Object, Value>, _ written: Components,
      _ previous: Components, _ velocity: Components, _ previousVelocity: Components,
      _ elapsed: Double, _ isFirstWrite: Bool, _ isRounded: Bool
    ) -> Bool

  /// The fast path.
  @usableFromInline let fastPath: FastPath
  /// The motion.
  @usableFromInline let motion: Motion
  /// The done rule.
  @usableFromInline let isDone: DoneRule
  /// The property's write closure, kept here so that a frame reads it from the block it
  /// already has.
  @usableFromInline let write: @MainActor (Object, Value) -> Void
  /// A number the kind derives from the property once, so that no frame computes it (springs:
  /// their settling tolerance, a fifth of the threshold).
  @usableFromInline let propertyConstant: Double
  /// The property's parts, owned by the property's animations (not by this object, which they
  /// own in turn).
  @usableFromInline unowned(unsafe) let property: AnimatableProperty<Object, Value>.Storage

  @usableFromInline
  init(
    property: AnimatableProperty<Object, Value>.Storage, propertyConstant: Double,
    fastPath: @escaping FastPath, motion: @escaping Motion, isDone: @escaping DoneRule
  ) {
    self.property = property
    write = property.write
    self.propertyConstant = propertyConstant
    self.fastPath = fastPath
    self.motion = motion
    self.isDone = isDone
  }
}
