// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

extension SpringBatch {
  /// Whether an element has settled: it will never again be farther than `threshold` from its
  /// target, unless it is retargeted or pushed.
  ///
  /// The test is exact, not a guess from the latest frames. A spring's energy
  /// `½·tension·x² + ½·mass·v²` never grows, so the displacement can never exceed
  /// `√(x² + (mass / tension)·v²)`; the element has settled when that bound is within
  /// `threshold`. Without tension the bound is the distance friction lets it coast,
  /// `|x| + |v|·mass / friction`; with neither, the element has settled only at rest.
  ///
  /// - Parameters:
  ///   - index: A valid index.
  ///   - threshold: The largest distance from the target that counts as settled, in the
  ///     value's units; finite and `>= 0`.
  /// - Returns: Whether the element stays within `threshold` of its target from now on.
  public func isSettled(at index: Int, threshold: Double) -> Bool {
    checkParameter(
      threshold.isFinite && threshold >= 0, "SpringBatch.isSettled threshold", threshold,
      allowed: "finite and >= 0")
    return Self.isSettled(states[index], spring(at: index), threshold: threshold)
  }

  /// Whether every element has settled (see ``isSettled(at:threshold:)``); `true` when the
  /// batch is empty.
  ///
  /// - Complexity: O(*n*) for *n* elements.
  ///
  /// - Parameter threshold: The largest distance from the target that counts as settled, in the
  ///   value's units; finite and `>= 0`.
  /// - Returns: Whether no element will ever again be farther than `threshold` from its target.
  public func isSettled(threshold: Double) -> Bool {
    checkParameter(
      threshold.isFinite && threshold >= 0, "SpringBatch.isSettled threshold", threshold,
      allowed: "finite and >= 0")
    let springs = table.springs
    for index in states.indices
    where !Self.isSettled(states[index], springs[Int(slots[index])], threshold: threshold) {
      return false
    }
    return true
  }

  private static func isSettled(
    _ state: SIMD2<Double>, _ spring: Spring, threshold: Double
  ) -> Bool {
    let (displacement, velocity) = (state.x.magnitude, state.y.magnitude)
    if spring.tension > 0 {
      let bound =
        (displacement * displacement
        + spring.mass / spring.tension * velocity * velocity).squareRoot()
      return bound <= threshold
    }
    if spring.friction > 0 {
      return displacement + velocity * spring.mass / spring.friction <= threshold
    }
    return velocity == 0 && displacement <= threshold
  }
}
