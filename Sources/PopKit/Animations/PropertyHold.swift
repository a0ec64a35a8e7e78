// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// An animation's reference to its kind's compiled code, and its ownership of the property's
/// storage, which owns that code: the storage is retained when the hold is made and released
/// once when it is dropped.
///
/// Eight bytes, the compiled kind's address: the hold takes no more room in an animation than
/// the pointer the frame reads, and reads it without reference counting. (The storage is
/// reached through ``CompiledKind/property``, so it needs no field of its own.)
///
/// Counted with ``Owned`` in a build with `-DPOPKIT_INTERNAL_CHECKS`.
@usableFromInline
struct PropertyHold<Object: AnyObject, Value: AnimatableValue>: ~Copyable {
  /// The compiled kind, without ownership: the storage this hold owns keeps it alive.
  @usableFromInline let compiled: Unmanaged<CompiledKind<Object, Value>>

  /// Retains the storage of the compiled kind's property and points at the compiled kind.
  ///
  /// - Parameter compiled: The kind's code compiled for the property, owned by its storage.
  @usableFromInline @MainActor
  init(_ compiled: CompiledKind<Object, Value>) {
    _ = Unmanaged.passRetained(compiled.property)
    self.compiled = Unmanaged.passUnretained(compiled)
    #if POPKIT_INTERNAL_CHECKS
      countOwner(+1)
    #endif
  }

  @inlinable deinit {
    #if POPKIT_INTERNAL_CHECKS
      countOwner(-1)
    #endif
    compiled.withUnretained { Unmanaged.passUnretained($0.property).release() }
  }

  /// Calls `body` with the compiled kind, without retaining it.
  @inlinable @inline(__always)
  func withUnretained<Result>(_ body: (CompiledKind<Object, Value>) -> Result) -> Result {
    compiled.withUnretained(body)
  }
}
