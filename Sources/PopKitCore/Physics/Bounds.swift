// This file is part of PopKit. Copyright (c) 2026 The PopKit authors. MIT licence (see LICENSE).

/// A range per component of a value: where a fling may go (``DecayAnimation/bounds``).
///
/// ```swift
/// scroll.bounds = Bounds(lower: 0, upper: contentHeight - viewHeight)
/// let open = Double.infinity  // no bound on that side
/// puck.bounds = Bounds(lower: CGPoint(x: 0, y: -open), upper: CGPoint(x: 300, y: open))
/// ```
///
/// Each component of `lower` must be at most the same component of `upper`; an infinite
/// component leaves that side open (`-.infinity` below, `.infinity` above). NaN is not allowed,
/// nor a lower end of `.infinity` or an upper end of `-.infinity`, which leave no finite place:
/// such bounds stop the program, with a message naming the component. Bounds of one value
/// (`lower == upper`) pull a fling to that value on its boundary spring.
public struct Bounds<Value: AnimatableValue>: Sendable {
  /// The lowest value of each component.
  public let lower: Value
  /// The highest value of each component.
  public let upper: Value

  /// Creates bounds from the lowest and highest value of each component.
  ///
  /// - Parameters:
  ///   - lower: The lowest value of each component, below `.infinity`; `-.infinity` leaves
  ///     that side open.
  ///   - upper: The highest value of each component, `>=` the lower one and above
  ///     `-.infinity`; `.infinity` leaves that side open.
  public init(lower: Value, upper: Value) {
    let (low, high) = (lower.animatableComponents, upper.animatableComponents)
    for index in 0..<Value.AnimatableComponents.componentCount {
      checkParameter(
        !low[index].isNaN && !high[index].isNaN && low[index] <= high[index],
        "Bounds lower component \(index)", low[index],
        allowed: "not NaN and <= the upper component (\(high[index]))")
      checkParameter(
        low[index] < .infinity, "Bounds lower component \(index)", low[index],
        allowed: "below infinity (a lower end of infinity leaves no finite place)")
      checkParameter(
        high[index] > -.infinity, "Bounds upper component \(index)", high[index],
        allowed: "above -infinity (an upper end of -infinity leaves no finite place)")
    }
    self.lower = lower
    self.upper = upper
  }
}
