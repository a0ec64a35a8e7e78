// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

// Optimisation barriers for benchmarks.
//
// They live in their own module on purpose: the optimiser of the benchmark's module cannot see
// their bodies, so it must assume they read (and, for `identity`, may change) what they are
// given, and cannot delete or precompute the work that produced it. An `@inline(never)`
// function in the benchmark's own module is not enough: whole-module optimisation looks
// through it and removes the work being measured.

/// Consumes a value so that the optimiser must compute it.
///
/// - Parameter value: The value whose computation must not be optimised away.
@inline(never)
public func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Returns its argument, hiding from the optimiser that it does.
///
/// Use it on inputs that the optimiser could otherwise treat as constants.
///
/// - Parameter value: Any value.
/// - Returns: The same value.
@inline(never)
public func identity<T>(_ value: T) -> T {
  value
}
