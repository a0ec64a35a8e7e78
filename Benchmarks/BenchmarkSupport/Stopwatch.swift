// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The monotonic clock in nanoseconds, for timing benchmarks.
///
/// It is `CLOCK_MONOTONIC`: it never jumps and is not changed by setting the wall clock. Reading
/// it costs about 20 ns (a vDSO call, no system call), so benchmarks read it around a whole
/// batch of work, never per item.
///
/// - Returns: Nanoseconds since an arbitrary fixed point (on Linux, the boot).
@inline(never)
public func monotonicNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}
