// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// What a frame's fast path found, for the animation to act on.
@usableFromInline
struct FrameOutcome {
  /// A value, velocity or target was not finite; nothing was stored or written.
  @usableFromInline var isInvalid = false
  /// The run has settled and should finish on this frame.
  @usableFromInline var isDone = false
  /// The target was reached on this frame for the first time since the last arm.
  @usableFromInline var didReach = false

  @usableFromInline init() {}
}

/// Whether four vectors are finite, in one test.
///
/// A finite number times 0 is ±0 and an infinite or NaN one gives NaN, so the sum of the
/// products is 0 exactly when every number is finite: a few multiplies and one branch instead
/// of a test and a branch per number.
@inlinable
func areFinite<Components: AnimatableVector>(
  _ a: Components, _ b: Components, _ c: Components, _ d: Components
) -> Bool {
  var sum = 0.0
  for index in 0..<Components.componentCount {
    sum += (a[index] * 0 + b[index] * 0) + (c[index] * 0 + d[index] * 0)
  }
  return sum == 0
}

/// Whether every moving component of `current` has reached or crossed `target`, given the
/// distance to it when the reach was armed.
///
/// Components that had no distance to cover are ignored (pop needs every component, so a point
/// moving only along x never "reaches" before it ends).
@inlinable
func hasReached<Components: AnimatableVector>(
  _ target: Components, from current: Components, distanceWhenArmed distance: Components
) -> Bool {
  for index in 0..<Components.componentCount
  where (target[index] - current[index]) * distance[index] > 0 {
    return false
  }
  return true
}
