// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension Decay {
  /// Where a fling left to this decay comes to rest: the value plus each component's
  /// ``restingDisplacement(initialVelocity:)``, `−v/(1000·ln d)`.
  ///
  /// This is the exact limit of the decay's motion (pop's decay ends a little before it, when
  /// the speed falls below 5 × the property's threshold). Use it to decide where a thrown view
  /// should land ("Designing Fluid Interfaces", WWDC 2018), or pick a landing place with
  /// ``snapTarget(from:velocity:candidates:)``.
  ///
  /// ```swift
  /// let landing = Decay().projectedValue(from: 0.0, velocity: 1000)  // 499.4998…
  /// let quick = Decay(deceleration: 0.99)  // stops sooner
  /// let spot = quick.projectedValue(from: CGPoint.zero, velocity: CGPoint(x: 1000, y: 0))
  /// ```
  ///
  /// - Parameters:
  ///   - value: Where the fling starts, in units.
  ///   - velocity: The fling's velocity, in units per second (from a ``VelocityTracker``).
  /// - Returns: The resting value, in units. A velocity component that is not finite gives a
  ///   component that is not finite (as ``restingDisplacement(initialVelocity:)`` does).
  public func projectedValue<Value: AnimatableValue>(from value: Value, velocity: Value) -> Value {
    var components = value.animatableComponents
    let velocities = velocity.animatableComponents
    for index in 0..<Value.componentCount {
      components[index] += restingDisplacement(initialVelocity: velocities[index])
    }
    return Value(animatableComponents: components)
  }

  /// The candidate nearest to where a fling left to this decay would rest
  /// (``projectedValue(from:velocity:)``): the snap point to send a thrown view to.
  ///
  /// Distance is Euclidean over the components; a tie goes to the candidate earlier in the
  /// array. Two candidates `a` and `b` are compared by the sign of
  /// `‖p − a‖² − ‖p − b‖² = Σ (b − a)·(2p − a − b)`, with every number first scaled by a power
  /// of two into `[−1, 1]`: nothing overflows, and a resting point far beyond the candidates
  /// (a hard fling) still tells them apart. The result is always one of the candidates:
  ///
  /// - where the projection is infinite (a velocity too large for the decay to stop within
  ///   `Double`), those components decide first, in their limit: the candidate farthest in the
  ///   fling's direction wins;
  /// - a candidate with a component that is not finite loses to every finite one;
  /// - a projection with a NaN component (a NaN value or velocity) tells no finite candidates
  ///   apart: the first finite one is returned (the first of all if none is finite).
  ///
  /// Without candidates the projected value itself is returned.
  ///
  /// ```swift
  /// let stops = Array(stride(from: 0.0, through: 1200, by: 300))  // 0, 300, …, 1200
  /// let stop = Decay().snapTarget(from: 100.0, velocity: 1000, candidates: stops)  // 600
  /// ```
  ///
  /// - Parameters:
  ///   - value: Where the fling starts, in units.
  ///   - velocity: The fling's velocity, in units per second.
  ///   - candidates: The values the view may come to rest at.
  /// - Returns: The nearest candidate, or the projected value when `candidates` is empty.
  /// - Complexity: O(candidates × components).
  public func snapTarget<Value: AnimatableValue>(
    from value: Value, velocity: Value, candidates: [Value]
  ) -> Value {
    let projected = projectedValue(from: value, velocity: velocity)
    guard var best = candidates.first else { return projected }
    let point = projected.animatableComponents
    var bestComponents = best.animatableComponents
    for candidate in candidates.dropFirst() {
      let components = candidate.animatableComponents
      if isNearer(components, than: bestComponents, to: point) {
        best = candidate
        bestComponents = components
      }
    }
    return best
  }
}

/// Whether `a` is strictly nearer to `point` than `b` is (see
/// ``Decay/snapTarget(from:velocity:candidates:)`` for the rules at the edges).
func isNearer<Vector: AnimatableVector>(_ a: Vector, than b: Vector, to point: Vector) -> Bool {
  let aIsFinite = a.isFinite
  guard aIsFinite == b.isFinite else { return aIsFinite }
  guard aIsFinite else { return false }
  var largest = max(a.maximumMagnitude, b.maximumMagnitude)
  for index in 0..<Vector.componentCount {
    let p = point[index]
    if p.isNaN { return false }
    if p.isFinite { largest = max(largest, p.magnitude) }
  }
  guard largest > 0 else { return false }
  let exponent = -(largest.exponent + 1)
  // The infinite components of the point first: the farther along them, the nearer.
  var lead = 0.0
  var difference = 0.0
  for index in 0..<Vector.componentCount {
    let x = powerOfTwoScaled(a[index], by: exponent)
    let y = powerOfTwoScaled(b[index], by: exponent)
    let p = point[index]
    if p.isInfinite {
      lead += p < 0 ? y - x : x - y
    } else {
      difference += (y - x) * (2 * powerOfTwoScaled(p, by: exponent) - x - y)
    }
  }
  return lead != 0 ? lead > 0 : difference < 0
}
