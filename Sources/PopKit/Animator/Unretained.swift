extension Unmanaged {
  /// Calls `body` with the instance without retaining it: the caller guarantees that something
  /// else keeps it alive for the whole call.
  ///
  /// (A thin wrapper, so that the main-actor closures passed in are not closures passed to the
  /// standard library, whose entry would then check the executor dynamically on every call.)
  @inlinable @inline(__always)
  func withUnretained<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef(body)
  }
}

/// Whether the strong reference that an animation owns through `reference` (retained by hand)
/// is the only one left: a plain read of the object's reference count, as
/// `isKnownUniquelyReferenced` does for a strong variable.
///
/// `Unmanaged<AnyObject>?` and `AnyObject?` are both one object pointer, 0 for `nil`, so the
/// reference is looked at as the strong one it stands for; nothing is retained or released.
/// (Not isolated, so that the closures below are not main-actor closures passed to the
/// standard library, which would check the executor on every call.)
@inline(__always)
nonisolated func isOnlyReference(_ reference: inout Unmanaged<AnyObject>?) -> Bool {
  withUnsafeMutablePointer(to: &reference) { pointer in
    pointer.withMemoryRebound(to: AnyObject?.self, capacity: 1) { strong in
      isKnownUniquelyReferenced(&strong.pointee)
    }
  }
}
