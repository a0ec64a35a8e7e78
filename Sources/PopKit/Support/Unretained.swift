// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

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
