// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if POPKIT_INTERNAL_CHECKS
  import Synchronization
#endif

/// A strong reference that frames read without reference counting.
///
/// The instance is retained when the owner is made and released once when it is dropped;
/// assigning a new owner to a stored one releases the old reference, once. The type is
/// noncopyable, so no copy can release it twice.
///
/// For the shared objects an animation keeps (its spring's or decay's stepper, its curve's
/// solver, its decay's boundary): a plain strong reference would make every frame that reads it
/// retain and release it.
///
/// In a build with `-DPOPKIT_INTERNAL_CHECKS`, the owners alive are counted
/// (``liveOwnerCount``), so a test can show that every reference taken is given back.
@usableFromInline
struct Owned<Instance: AnyObject>: ~Copyable {
  /// The reference, without ownership: this owner holds the one it retained.
  @usableFromInline let unretained: Unmanaged<Instance>

  /// Retains an instance and owns it.
  ///
  /// - Parameter instance: The instance to own.
  @inlinable
  init(_ instance: Instance) {
    unretained = Unmanaged.passRetained(instance)
    #if POPKIT_INTERNAL_CHECKS
      countOwner(+1)
    #endif
  }

  @inlinable deinit {
    #if POPKIT_INTERNAL_CHECKS
      countOwner(-1)
    #endif
    unretained.release()
  }

  /// The instance, returned strong (the caller retains it).
  @inlinable var instance: Instance { unretained.takeUnretainedValue() }

  /// Calls `body` with the instance, without retaining it: this owner keeps it alive.
  @inlinable @inline(__always)
  func withInstance<Result>(_ body: (Instance) -> Result) -> Result {
    unretained.withUnretained(body)
  }
}

#if POPKIT_INTERNAL_CHECKS
  /// The owners of references alive now (``Owned`` and ``PropertyHold``), in a checked build.
  @usableFromInline let liveOwners = Atomic<Int>(0)

  /// The number of owners of references alive now, in a checked build.
  var liveOwnerCount: Int { liveOwners.load(ordering: .relaxed) }

  /// Counts an owner made (`+1`) or dropped (`-1`).
  @usableFromInline
  func countOwner(_ change: Int) {
    liveOwners.add(change, ordering: .relaxed)
  }
#endif
