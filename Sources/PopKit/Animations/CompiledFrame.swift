/// One animation kind's frame fast path, compiled for one property's object and value types,
/// and shared by every animation of that kind on that property.
///
/// A generic class's methods run unspecialized, with the value's arithmetic behind witness
/// tables (about ten times the instructions of a spring's frame). So each kind builds its fast
/// path in its `@inlinable` initializer (``PropertyAnimation/compiledFrame(of:for:)``), where
/// the caller's concrete types are known, and the property keeps it for the kind's later
/// animations. Speed therefore depends on where the first animation of a kind on a property
/// was created, not on where the property was made.
///
/// The property (its ``AnimatableProperty/Storage/companions``) owns the compiled frames;
/// each animation of the property retains the property's storage, so the frame it refers to
/// lives as long as the animation.
@MainActor
@usableFromInline
final class CompiledFrame<Object: AnyObject, Value: AnimatableValue> {
  /// The frame's fast path: advances an animation by `elapsed` seconds and writes its value.
  ///
  /// `elapsed` is 0 on a start frame unless the run started at a past instant. It tells what
  /// happened, and is only ever called with animations of the kind it was compiled for.
  @usableFromInline
  typealias Kernel =
    @MainActor (
      _ animation: PropertyAnimation<Object, Value>, _ object: Object, _ elapsed: Double
    ) -> FrameOutcome

  /// The fast path.
  @usableFromInline let kernel: Kernel
  /// The property's write closure, kept here so that a frame reads it from the block it
  /// already has.
  @usableFromInline let write: @MainActor (Object, Value) -> Void
  /// A number the kind derives from the property once, so that no frame computes it (springs:
  /// their settling tolerance, a fifth of the threshold).
  @usableFromInline let propertyConstant: Double
  /// The property's parts, owned by the property's animations (not by this frame, which they
  /// own in turn).
  @usableFromInline unowned(unsafe) let property: AnimatableProperty<Object, Value>.Storage

  @usableFromInline
  init(
    property: AnimatableProperty<Object, Value>.Storage, propertyConstant: Double,
    kernel: @escaping Kernel
  ) {
    self.property = property
    write = property.write
    self.propertyConstant = propertyConstant
    self.kernel = kernel
  }
}
